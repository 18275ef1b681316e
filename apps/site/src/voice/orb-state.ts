/**
 * The floating orb's state machine (SPEC §4 "Floating orb call"): idle → connecting on click →
 * connected on call-start → idle on call-end, error, missing configuration, or the red end button
 * (shown while connecting too), and on the site's own limits: the connect timeout and a blocked
 * microphone. When it goes back to idle for a reason the visitor should know, the orb says why.
 */
import { MICROPHONE_BLOCKED_HELP } from './call-guards';

/** Where the orb's call is. */
export type OrbState = 'idle' | 'connecting' | 'connected';

/** What happened to the orb's call. */
export type OrbEvent =
  | 'clicked'
  | 'call-started'
  | 'call-ended'
  | 'error'
  | 'config-missing'
  | 'start-failed'
  | 'timed-out'
  | 'microphone-blocked'
  | 'stopped';

/** Applies one event; clicks while connecting or connected are ignored (the orb is disabled). */
export function orbReducer(state: OrbState, event: OrbEvent): OrbState {
  switch (event) {
    case 'clicked':
      return state === 'idle' ? 'connecting' : state;
    case 'call-started':
      return state === 'connecting' ? 'connected' : state;
    case 'call-ended':
    case 'error':
    case 'config-missing':
    case 'start-failed':
    case 'timed-out':
    case 'microphone-blocked':
    case 'stopped':
      return 'idle';
  }
}

/** What the orb says after going back to idle (SPEC §8 texts); `null`: its usual caption. */
export type OrbNotice = string | null;

/**
 * The orb's notice after an event: a failed or timed-out start says "Failed to connect", a runtime
 * error "Error occurred", a blocked microphone how to allow it. A new call, or the visitor ending
 * one, clears it; a missing configuration is only logged (SPEC §8).
 */
export function orbNotice(notice: OrbNotice, event: OrbEvent): OrbNotice {
  switch (event) {
    case 'start-failed':
    case 'timed-out':
      return 'Failed to connect';
    case 'error':
      return 'Error occurred';
    case 'microphone-blocked':
      return MICROPHONE_BLOCKED_HELP;
    case 'clicked':
    case 'call-started':
    case 'stopped':
      return null;
    default:
      return notice;
  }
}
