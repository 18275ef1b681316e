import type {
  DailyEventObjectNoPayload,
  DailyEventObjectRecordingError,
  DailyEventObjectRecordingStarted,
  DailyEventObjectRecordingStopped,
  DailyParticipant,
} from '@daily-co/daily-js';
import type { AudioHealthEvent } from './audio-health-detector';
import type { CallStateChange } from './call-state';
import type { Caption } from './captions';
import type { DeviceFallbackEvent, DevicesChangeEvent } from './device-types';
import { timestamp } from './environment';
import { toWebCallError, type WebCallError } from './errors';
import type { WebCallMessage } from './messages';
import type {
  CallStartProgressEvent,
  DailyErrorDetails,
  StartContext,
  StartStage,
  WebCallErrorType,
} from './shared-types';
import type { TurnLatency } from './turn-clock';

/** Payload of `call-start-success`. */
export type CallStartSuccessEvent = {
  /** Milliseconds from `start()` to success. */
  totalDuration: number;
  /** The platform's call id, or `"unknown"`. */
  callId: string;
  timestamp: string;
};

/** Payload of `call-start-failed`. */
export type CallStartFailedEvent = {
  /** The stage that failed; `reconnect` for a failed `reconnect()` (as `@vapi-ai/web` says). */
  stage: StartStage | 'reconnect';
  /** Milliseconds from `start()` to the failure. */
  totalDuration: number;
  /** The error text. */
  error: string;
  /** The error's stack, or `"No stack trace available"`. */
  errorStack: string;
  timestamp: string;
  context: StartContext;
};

/** Payload of `error`. */
export type WebCallErrorEvent = {
  /** What failed (docs/requirements.md#errors). */
  type: WebCallErrorType;
  /** The start stage, for errors of `start()`. */
  stage?: StartStage;
  /** The error; `error.cause` keeps the original (an `ApiError`, a Daily error, …). */
  error: WebCallError;
  /**
   * The error's message, as in `error.message`: code written for `@vapi-ai/web` that logs
   * `e.message || e` shows it (that SDK's events have no such field, so it logged the object).
   */
  message: string;
  timestamp: string;
  /** Milliseconds from `start()`, for errors of `start()`. */
  totalDuration?: number;
  /** Flags of the start attempt, for errors of `start()`. */
  context?: StartContext;
};

/**
 * Daily's `camera-error` event, with a `message` added (as `@vapi-ai/web` passes it): `error.type`
 * is `permissions`, `not-found`, `constraints`, `cam-in-use`, `mic-in-use`, `cam-mic-in-use` or
 * `unknown`; `errorMsg` is Daily's `{ errorMsg, audioOk?, videoOk? }`.
 */
export type CameraErrorDetails = {
  message: string;
  errorMsg?: { errorMsg?: string; audioOk?: boolean; videoOk?: boolean } | string;
  error: DailyErrorDetails;
  [key: string]: unknown;
};

/** Payload of `camera-error`. */
export type CameraErrorEvent = {
  type: 'camera-error';
  /** Daily's camera/microphone error (permissions, not found, in use, constraints, unknown). */
  error: CameraErrorDetails;
  timestamp: string;
};

/** Payload of `network-quality-change` (from Daily). */
export type NetworkQualityEvent = {
  threshold: string;
  quality: number;
  [key: string]: unknown;
};

/** Payload of `network-connection` (from Daily). */
export type NetworkConnectionEvent = {
  type: string;
  event: string;
  [key: string]: unknown;
};

/** Every event of a `WebCall`, with its listener's signature. */
export interface WebCallEvents {
  /**
   * Fires when the call's state changes (`WebCall.state`); passes the previous and the new state,
   * the reason and, for `failed`, the error. It comes before the events that tell the rest
   * (`call-start`, `error`, `call-end`).
   */
  'state-change': (change: CallStateChange) => void;
  /** Fires when the assistant is listening (the remote side sent `listening`). */
  'call-start': () => void;
  /** Fires once when the call ends: stopped, ended remotely, left or failed at runtime. */
  'call-end': () => void;
  /** Fires for each start stage as it starts, completes or fails; passes stage, status, duration. */
  'call-start-progress': (event: CallStartProgressEvent) => void;
  /** Fires when `start()` has joined and set up everything; passes duration and call id. */
  'call-start-success': (event: CallStartSuccessEvent) => void;
  /** Fires once when `start()` fails; passes the stage, error text, stack and context flags. */
  'call-start-failed': (event: CallStartFailedEvent) => void;
  /** Fires when the assistant starts speaking (summed remote level above 0.01). */
  'speech-start': () => void;
  /** Fires 1 s after the assistant's last sound; never after `call-end`. */
  'speech-end': () => void;
  /** Fires every 100 ms in a call; passes the assistant's volume, 0…1. */
  'volume-level': (volume: number) => void;
  /**
   * Fires while the local microphone level observer runs (every 100 ms by default); passes the
   * microphone's level, 0…1. A call starts the observer by itself when this event has a listener
   * (or call `startLocalAudioLevelObserver()`). A level that stays near 0 while the user talks
   * means the page can say "we can't hear you".
   */
  'local-volume-level': (volume: number) => void;
  /**
   * Fires when the local microphone level observer cannot start or stops on its own; passes the
   * error (type `local-audio-level-observer-error`, Daily's `errorMsg`). The call goes on.
   */
  'local-audio-level-observer-error': (error: WebCallError) => void;
  /**
   * Fires when a condition of the call's audio begins or ends (docs/requirements.md#audio-health):
   * `silent-microphone`, `microphone-muted`, `device-lost` or `echo-suspected`; passes the
   * condition, whether it is active, and since when. A listener at the start turns the watch on
   * (as does `getAudioHealth()`); every condition under way ends with the call.
   */
  'audio-health': (event: AudioHealthEvent) => void;
  /**
   * Fires for each platform message (JSON app message); passes the parsed message, typed as the
   * union of known messages so `type` narrows it. Unknown types arrive unchanged.
   */
  message: (message: WebCallMessage) => void;
  /** Fires when something fails; passes a typed error event. Never throws without listeners. */
  error: (event: WebCallErrorEvent) => void;
  /** Fires when the assistant's video track starts (video voice providers); passes the track. */
  video: (track: MediaStreamTrack) => void;
  /** Fires when Daily cannot use the microphone or camera; passes Daily's error. */
  'camera-error': (event: CameraErrorEvent) => void;
  /** Fires when Daily's view of the network quality changes. */
  'network-quality-change': (event: NetworkQualityEvent) => void;
  /** Fires when Daily's connection to the room changes. */
  'network-connection': (event: NetworkConnectionEvent) => void;
  /** Fires when a participant of the room changes; passes Daily's participant. */
  'daily-participant-updated': (participant: DailyParticipant) => void;
  /**
   * Fires when the assistant's audio starts playing; passes the `<audio>` element that plays it
   * (also `getAudioPlayer()`), e.g. for a visualiser: `audioContext.createMediaElementSource(player)`.
   */
  audio: (player: HTMLAudioElement) => void;
  /** Fires when Daily's recording of the call has started; passes Daily's event. */
  'recording-started': (event: DailyEventObjectRecordingStarted) => void;
  /** Fires when the recording has stopped (`stopRecording()`, or the call's end). */
  'recording-stopped': (event: DailyEventObjectRecordingStopped) => void;
  /** Fires with Daily's recording statistics. */
  'recording-stats': (event: DailyEventObjectNoPayload) => void;
  /** Fires when the recording failed to start or stopped with an error; call `startRecording()` to retry. */
  'recording-error': (event: DailyEventObjectRecordingError) => void;
  /** Fires when Daily has uploaded the recording. */
  'recording-upload-completed': (event: DailyEventObjectNoPayload) => void;
  /**
   * Fires once per turn at the assistant's first sound; passes how long the person waited since
   * the end of their speech (`totalMs`), the network's share (`networkMs`) and the signals that
   * timed it (docs/requirements.md#turn-latency-as-the-person-hears-it).
   */
  'turn-latency': (latency: TurnLatency) => void;
  /**
   * Fires when the assistant starts or stops being awaited; passes true from the end of the
   * person's speech (or the platform's `hang`) to the assistant's first sound, then false.
   */
  thinking: (thinking: boolean) => void;
  /**
   * Fires as the assistant's words are spoken; passes its turn's words spoken so far, in step with
   * its audio (docs/requirements.md#words-as-they-are-spoken).
   */
  caption: (caption: Caption) => void;
  /**
   * Fires when microphones or speakers are plugged in or out, or the one in use changes; passes
   * the devices now (as `getDevices()`), and those `added` and `removed`. Told from the call
   * object's start to its end, and by `getDevices()` and `selectDevice()` at any time.
   */
  'devices-change': (event: DevicesChangeEvent) => void;
  /**
   * Fires when the microphone or speaker in use disappeared and the call moved to the system
   * default by itself; passes its `kind`, the `previous` device and the `next` one.
   */
  'device-fallback': (event: DeviceFallbackEvent) => void;
  /** Fires when `hold()` or `unhold()` changes the hold; passes whether the call is on hold. */
  'hold-change': (onHold: boolean) => void;
}

/** The payload of an `error` event for a failure of the given type. */
export function errorEvent(
  type: WebCallErrorType,
  cause: unknown,
  extra?: Partial<WebCallErrorEvent>,
): WebCallErrorEvent {
  const error = toWebCallError(type, cause, extra?.stage);
  return {
    type,
    stage: error.stage,
    error,
    message: error.message,
    timestamp: timestamp(),
    ...extra,
  };
}
