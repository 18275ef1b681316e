/**
 * What the floating orb says (SPEC §4 "Floating orb call", §8 "Site messages"): idle → connecting on
 * click → connected on call-start → idle on call-end, error, missing configuration, the red end
 * button (shown while connecting too), the connect timeout or a blocked microphone. When it goes
 * back to idle for a reason the visitor should know, the orb says why.
 */
import type { WebCallStatus } from '@org/web-call/react';
import { MICROPHONE_BLOCKED_HELP } from './call-guards';

/** Where the orb's call is. */
export type OrbState = 'idle' | 'connecting' | 'connected';

/**
 * The orb's state from the page's call: idle unless the orb started the call under way (`mine`);
 * connecting while it checks the microphone and while the call connects; connected once the
 * assistant listens. Clicks are taken only when it is idle.
 */
export function orbState(mine: boolean, checking: boolean, status: WebCallStatus): OrbState {
  if (!mine) return 'idle';
  if (checking || status === 'connecting') return 'connecting';
  return status === 'connected' ? 'connected' : 'idle';
}

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
