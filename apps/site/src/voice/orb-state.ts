/**
 * The floating orb's state machine (SPEC §4 "Floating orb call"): idle → connecting on click →
 * connected on call-start → idle on call-end, error, missing configuration, or the red end button.
 */

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
    case 'stopped':
      return 'idle';
  }
}
