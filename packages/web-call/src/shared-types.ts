/**
 * The types that errors, events, messages and the start pipeline share. This file imports only
 * daily-js's types, so none of those files needs another to name a stage, an error type or a
 * payload.
 */
import type { DailyFatalErrorType as DailyJsFatalErrorType } from '@daily-co/daily-js';

/** The stages of `start()`, in order (docs/requirements.md#start-stages). */
export type StartStage =
  | 'initialization'
  | 'web-call-creation'
  | 'daily-call-object-creation'
  | 'mobile-permissions'
  | 'daily-call-join'
  | 'video-recording-setup'
  | 'video-recording-started'
  | 'audio-observer-setup'
  | 'audio-processing-setup'
  /** The first stage of `reconnect()`: the call to rejoin is checked. */
  | 'reconnect-initialization';

/**
 * The stage a `call-start-progress` event names: a {@link StartStage}, or `validation` for a
 * start refused because a call is already under way (`metadata: { reason: 'already-started' }`),
 * as `@vapi-ai/web` names it.
 */
export type ProgressStage = StartStage | 'validation';

/** One `call-start-progress` event. */
export type CallStartProgressEvent = {
  stage: ProgressStage;
  status: 'started' | 'completed' | 'failed';
  /** Milliseconds since the stage started (on `completed` and `failed`). */
  duration?: number;
  /** ISO time of the event. */
  timestamp: string;
  /** Stage details, e.g. `{ reason: 'already-started' }`, `{ action: 'skipped-not-mobile' }`. */
  metadata?: Record<string, unknown>;
};

/**
 * Flags describing the start attempt, carried by `call-start-failed` and start errors: what
 * `start()` was given, or for `reconnect()` the call it rejoined (as `@vapi-ai/web` sends them).
 */
export type StartContext = {
  /** `start()` was given an assistant. */
  hasAssistant?: boolean;
  /** `start()` was given a squad. */
  hasSquad?: boolean;
  /** `start()` was given a workflow. */
  hasWorkflow?: boolean;
  isMobile: boolean;
  /** `reconnect()`: true. */
  isReconnect?: boolean;
  /** `reconnect()`: the call's id, or `"unknown"`. */
  callId?: string;
  /** `reconnect()`: the call records video. */
  hasVideoRecording?: boolean;
  /** `reconnect()`: the assistant's voice provider, or `"unknown"`. */
  voiceProvider?: string;
};

/**
 * What went wrong, as carried by the `error` event and by every {@link WebCallError}
 * (docs/requirements.md#errors, plus the runtime failures the client reports).
 */
export type WebCallErrorType =
  /** `start()` was given no assistant, squad or workflow, or userData that is too large. */
  | 'validation-error'
  /** `POST /call/web` failed (HTTP status, timeout, network) or a stage without its own type failed. */
  | 'start-method-error'
  /** Loading Daily or creating its call object failed. */
  | 'daily-call-object-creation-error'
  /** Waiting for the microphone permission on mobile failed. */
  | 'mobile-permissions-error'
  /** Joining the room failed. */
  | 'daily-call-join-error'
  /** Starting the video recording failed. */
  | 'video-recording-setup-error'
  /** Starting the remote audio-level observer failed (the call goes on without volume events). */
  | 'audio-observer-setup-error'
  /**
   * The local microphone level observer could not start or stopped (the call goes on without
   * `local-volume-level` events); passed by the `local-audio-level-observer-error` event.
   */
  | 'local-audio-level-observer-error'
  /** Turning on noise cancellation failed (the call goes on without it). */
  | 'audio-processing-setup-error'
  /**
   * Turning noise cancellation off after Daily's `audio-processor-error` failed (the call goes on).
   */
  | 'audio-processor-recovery-error'
  /** Daily reported a fatal error during the call (the call ends). */
  | 'daily-error'
  /**
   * The assistant's audio could not start playing. When the browser's autoplay policy refused it
   * (`error.reason === 'autoplay-blocked'`), the call waits: call `resumeAudio()` from a user
   * gesture (a click, a key press) to hear it.
   */
  | 'audio-start-failed'
  /** `reconnect()` failed (the call was torn down). */
  | 'reconnect-error'
  /**
   * The connection was interrupted (Daily's `network-connection` event, `interrupted`) and did not
   * come back within the grace period (`reconnectGraceMs`, 30 s by default): the call ended, with
   * the ended status's `endedReason` `connection-lost`.
   */
  | 'connection-lost'
  /** A control was used while there was no call object. */
  | 'call-object-unavailable'
  /** An app message was larger than Daily accepts. */
  | 'message-too-large';

/**
 * daily-js's fatal error types (docs/requirements.md#errors), as daily-js declares them: a lost
 * connection, a room that does not exist, has expired or is not open yet (room or token), a full
 * meeting, ejection, no permission to join, and a daily-js version that has reached its end of
 * life.
 */
export type DailyFatalErrorType = DailyJsFatalErrorType;

/**
 * Why a {@link WebCallErrorType} happened, where the client can tell: Daily's type of a fatal error
 * it reported, or `autoplay-blocked` when the browser's autoplay policy held the assistant's audio
 * back.
 */
export type WebCallErrorReason = DailyFatalErrorType | 'autoplay-blocked';

/** Daily's details of an error it reported (`DailyEventObjectFatalError['error']` and the like). */
export type DailyErrorDetails = {
  type?: string;
  msg?: string;
  details?: unknown;
  [key: string]: unknown;
};
