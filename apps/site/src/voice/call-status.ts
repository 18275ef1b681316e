/**
 * The live demo's call state machine (SPEC §4 "Live demo call", §8 "Site messages"). One reducer
 * owns every transition; components only dispatch what the voice client reported.
 */
import { MICROPHONE_BLOCKED } from './call-guards';
import { appendTranscript, asTranscriptMessage, type TranscriptLine } from './transcript';

/** Status texts shown to the visitor, in the order a call moves through them. */
export const CALL_STATUS = {
  connecting: 'Connecting...',
  started: 'Call started',
  talking: 'Talking...',
  listening: 'Listening...',
  ended: 'Call ended',
  failedToConnect: 'Failed to connect',
  error: 'Error occurred',
  configError: 'Configuration error - check console',
  microphoneBlocked: MICROPHONE_BLOCKED,
} as const;

/** Any of the status texts. */
export type CallStatusText = (typeof CALL_STATUS)[keyof typeof CALL_STATUS];

/** Where the demo's call is: none, being set up, or live. */
export type CallPhase = 'idle' | 'connecting' | 'live';

/** The whole state of the live demo's call. */
export interface DemoCallState {
  phase: CallPhase;
  /** The card whose call is connecting, live, or just failed at run time; `null` otherwise. */
  activeAgentId: string | null;
  /** The latest status text, `null` before the first call. */
  status: CallStatusText | null;
  /** `start()` has resolved with a call: errors from now on are runtime errors, not start failures. */
  joined: boolean;
  transcript: readonly TranscriptLine[];
}

/** What happened, as reported by the visitor or the voice client. */
export type DemoCallAction =
  | { type: 'start-requested'; agentId: string }
  | { type: 'start-succeeded' }
  | { type: 'call-started' }
  | { type: 'speech-started' }
  | { type: 'speech-ended' }
  | { type: 'message'; message: unknown }
  | { type: 'call-ended' }
  | { type: 'start-failed' }
  | { type: 'microphone-blocked' }
  | { type: 'runtime-error' }
  | { type: 'config-error' };

/** The state before any call. */
export const initialDemoCallState: DemoCallState = {
  phase: 'idle',
  activeAgentId: null,
  status: null,
  joined: false,
  transcript: [],
};

/** Whether a start request would be accepted now (SPEC §4: ignored while a call is under way). */
export function canStartCall(state: DemoCallState): boolean {
  return state.phase === 'idle';
}

/** Applies one action. Actions that do not fit the current phase leave the state as it is. */
export function demoCallReducer(state: DemoCallState, action: DemoCallAction): DemoCallState {
  switch (action.type) {
    case 'start-requested':
      if (!canStartCall(state)) return state;
      return {
        phase: 'connecting',
        activeAgentId: action.agentId,
        status: CALL_STATUS.connecting,
        joined: false,
        transcript: [],
      };
    case 'start-succeeded':
      if (state.phase === 'idle') return state;
      return { ...state, joined: true };
    case 'call-started':
      if (state.phase !== 'connecting') return state;
      return { ...state, phase: 'live', status: CALL_STATUS.started, joined: true };
    case 'speech-started':
      if (state.phase !== 'live') return state;
      return { ...state, status: CALL_STATUS.talking };
    case 'speech-ended':
      if (state.phase !== 'live') return state;
      return { ...state, status: CALL_STATUS.listening };
    case 'message': {
      if (state.phase !== 'live') return state;
      const transcript = asTranscriptMessage(action.message);
      if (!transcript) return state;
      const next = appendTranscript(state.transcript, transcript);
      return next === state.transcript ? state : { ...state, transcript: next };
    }
    case 'call-ended':
      if (state.phase === 'idle' && state.activeAgentId === null) return state;
      return {
        phase: 'idle',
        activeAgentId: null,
        // A call that ended because of an error keeps saying so.
        status: state.status === CALL_STATUS.error ? CALL_STATUS.error : CALL_STATUS.ended,
        joined: false,
        transcript: [],
      };
    case 'start-failed':
    case 'microphone-blocked':
      if (state.phase === 'idle') return state;
      return {
        ...state,
        phase: 'idle',
        activeAgentId: null,
        status:
          action.type === 'start-failed'
            ? CALL_STATUS.failedToConnect
            : CALL_STATUS.microphoneBlocked,
        joined: false,
        transcript: [],
      };
    case 'runtime-error':
      // Before start() has settled, its result reports the failure ("Failed to connect").
      if (state.phase === 'idle' || !state.joined) return state;
      return { ...state, phase: 'idle', status: CALL_STATUS.error };
    case 'config-error':
      return { ...initialDemoCallState, status: CALL_STATUS.configError };
  }
}
