/**
 * What the live demo shows of its call (docs/requirements.md#the-live-demo,
 * docs/requirements.md#site-messages): a view of one part's call (`site-call.ts`), with no state of
 * its own.
 */
import {
  type AudioHealthText,
  audioHealthText,
  CALL_STATUS,
  type CallStatusText,
  FAILURE_HINTS,
  type FailureHint,
} from './call-texts';
import type { CallOutcome, SiteCall, Speech } from './site-call';

/** The live demo's call as its components render it. */
export interface DemoView {
  /** The demo's call: the client's state as the demo sees it (`SiteCall.state`). */
  state: SiteCall['state'];
  /** The card whose call is connecting or live; `null` otherwise. */
  activeAgentId: string | null;
  /** The status text, `null` before the first call. */
  status: CallStatusText | null;
  /** After a failure: what to do next. */
  hint: FailureHint | null;
  /** Another part of the page (the orb) has the call: the cards wait. */
  lineBusy: boolean;
  /** While connected: what is wrong with the visitor's microphone, said with the status. */
  audioNotice: AudioHealthText | null;
}

const SPEECH_STATUS: Record<Speech, CallStatusText> = {
  none: CALL_STATUS.started,
  talking: CALL_STATUS.talking,
  listening: CALL_STATUS.listening,
};

const OUTCOME_STATUS: Record<CallOutcome, CallStatusText> = {
  ended: CALL_STATUS.ended,
  'failed-to-connect': CALL_STATUS.failedToConnect,
  'no-client': CALL_STATUS.failedToConnect,
  error: CALL_STATUS.error,
  'connection-lost': CALL_STATUS.error,
  'microphone-blocked': CALL_STATUS.microphoneBlocked,
};

const OUTCOME_HINT: Record<CallOutcome, FailureHint | null> = {
  ended: null,
  'failed-to-connect': FAILURE_HINTS.failedToConnect,
  'no-client': FAILURE_HINTS.failedToConnect,
  error: FAILURE_HINTS.error,
  'connection-lost': FAILURE_HINTS.connectionLost,
  'microphone-blocked': FAILURE_HINTS.microphoneBlocked,
};

/**
 * The demo's view of its call. A configuration that failed to load (`configFailed`) says so
 * whatever else happened; the status reads "Reconnecting..." while a live call reconnects.
 */
export function demoView(call: SiteCall, configFailed = false): DemoView {
  const { lineBusy } = call;
  if (configFailed) {
    return {
      state: 'idle',
      activeAgentId: null,
      status: CALL_STATUS.configError,
      hint: FAILURE_HINTS.configError,
      lineBusy,
      audioNotice: null,
    };
  }
  switch (call.state) {
    case 'idle':
      return {
        state: 'idle',
        activeAgentId: null,
        status: call.outcome && OUTCOME_STATUS[call.outcome],
        hint: call.outcome && OUTCOME_HINT[call.outcome],
        lineBusy,
        audioNotice: null,
      };
    case 'starting':
      return { ...active(call), state: 'starting', status: CALL_STATUS.connecting };
    case 'connected':
      return {
        ...active(call),
        state: 'connected',
        status: SPEECH_STATUS[call.speech],
        audioNotice: audioHealthText(call.audioHealth),
      };
    case 'reconnecting':
      return { ...active(call), state: 'reconnecting', status: CALL_STATUS.reconnecting };
  }
}

function active(
  call: SiteCall,
): Pick<DemoView, 'activeAgentId' | 'hint' | 'lineBusy' | 'audioNotice'> {
  return { activeAgentId: call.agentId, hint: null, lineBusy: false, audioNotice: null };
}

/** The call is live (connected, or reconnecting): the transcript and "End Call" show. */
export function isLive(state: SiteCall['state']): boolean {
  return state === 'connected' || state === 'reconnecting';
}
