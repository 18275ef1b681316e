/**
 * What the floating orb shows of its call (docs/requirements.md#the-voice-orb,
 * docs/requirements.md#site-messages): a view of one part's call (`site-call.ts`), with no state of
 * its own. idle → starting ("Connecting...") on click → connected on call-start → idle;
 * reconnecting while a connected call's connection comes back. When it goes back to idle for a
 * reason the visitor should know, its caption says why; while connected, it says what is wrong
 * with the visitor's microphone (docs/requirements.md#audio-health).
 */
import {
  audioHealthText,
  CALL_STATUS,
  MICROPHONE_BLOCKED_HELP,
  ORB_CAPTIONS,
  ORB_LABELS,
} from './call-texts';
import type { CallOutcome, SiteCall } from './site-call';

/** The orb as its component renders it. */
export interface OrbView {
  /** The orb's call: the client's state as the orb sees it (`SiteCall.state`). */
  state: SiteCall['state'];
  /** The caption under the orb (a polite live region). */
  caption: string;
  /**
   * The caption carries a notice: why the last call did not work out, or, while connected, what
   * is wrong with the visitor's microphone.
   */
  notice: boolean;
  /** The orb button's accessible name. */
  label: string;
  /** Clicks are ignored: a call is under way (the orb's, or the demo's: `lineBusy`). */
  unavailable: boolean;
  /** The live demo has the page's call. */
  lineBusy: boolean;
}

/**
 * What the orb says after an attempt, by outcome: nothing after a normal end or a cancel, nor when
 * the configuration is missing, which is only logged (docs/requirements.md#site-messages).
 */
const NOTICES: Record<CallOutcome, string | null> = {
  ended: null,
  'no-client': null,
  'failed-to-connect': CALL_STATUS.failedToConnect,
  error: CALL_STATUS.error,
  'connection-lost': CALL_STATUS.error,
  'microphone-blocked': MICROPHONE_BLOCKED_HELP,
};

/** The orb's view of its call. */
export function orbView(call: SiteCall): OrbView {
  const { state } = call;
  const idle = state === 'idle';
  const lineBusy = idle && call.lineBusy;
  const notice =
    idle && !lineBusy && call.outcome
      ? NOTICES[call.outcome]
      : state === 'connected'
        ? audioHealthText(call.audioHealth)
        : null;
  return {
    state,
    caption: lineBusy ? ORB_CAPTIONS.lineBusy : (notice ?? ORB_CAPTIONS[state]),
    notice: notice !== null,
    label: ORB_LABELS[state],
    unavailable: !idle || lineBusy,
    lineBusy,
  };
}
