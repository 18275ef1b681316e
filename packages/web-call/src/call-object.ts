/**
 * The part of Daily's call object (`DailyCall`) that this client uses. The real one comes from
 * `@daily-co/daily-js`; `@org/web-call/testing` provides a simulated one with the same surface.
 * Written here, not imported, so the published types need nothing from daily-js.
 */

/** Daily's meeting states. */
export type MeetingState =
  | 'new'
  | 'loading'
  | 'loaded'
  | 'joining-meeting'
  | 'joined-meeting'
  | 'left-meeting'
  | 'error';

/** One media track of a participant. */
export interface ParticipantTrack {
  state: 'blocked' | 'off' | 'sendable' | 'loading' | 'interrupted' | 'playable';
  subscribed?: boolean | 'staged';
  persistentTrack?: MediaStreamTrack;
}

/** A participant of the room (SPEC §3 "Participant"). */
export interface CallParticipant {
  session_id: string;
  user_name: string;
  local: boolean;
  tracks: { audio: ParticipantTrack; video: ParticipantTrack };
}

/** What `join()` takes. */
export interface JoinOptions {
  url: string;
  token?: string;
  subscribeToTracksAutomatically?: boolean;
  userData?: unknown;
  [key: string]: unknown;
}

/** What the factory of a call object takes (Daily's `DailyFactoryOptions`, the parts used here). */
export interface CallObjectProperties {
  audioSource?: boolean | string | MediaStreamTrack;
  videoSource?: boolean | string | MediaStreamTrack;
  dailyConfig?: Record<string, unknown>;
  /** Data attached to the participant; at most 4096 characters (a string as is, else its JSON). */
  userData?: unknown;
  /**
   * Lets this call object exist while another does (daily-js allows one per page otherwise). With
   * it, this client may hold a call while another client on the page holds one too.
   */
  allowMultipleCallInstances?: boolean;
  [key: string]: unknown;
}

/** Recording layout sent to `startRecording()`. */
export interface RecordingOptions {
  width: number;
  height: number;
  backgroundColor: string;
  layout: { preset: 'default' };
}

/** How the screen share is sent: Daily's settings object or one of its presets. */
export type ScreenVideoSendSettings =
  | {
      maxQuality?: 'low' | 'medium' | 'high';
      encodings?: {
        low: RTCRtpEncodingParameters;
        medium?: RTCRtpEncodingParameters;
        high?: RTCRtpEncodingParameters;
      };
    }
  | 'default-screen-video'
  | 'detail-optimized'
  | 'motion-optimized'
  | 'motion-and-detail-balanced';

/** Screen-share options passed through to Daily. */
export interface ScreenShareOptions {
  displayMediaOptions?: DisplayMediaStreamOptions;
  screenVideoSendSettings?: ScreenVideoSendSettings;
}

/** The events of the call object that the client listens to, with their payloads. */
export interface CallObjectEvents {
  'joined-meeting': { participants: Record<string, CallParticipant> };
  'left-meeting': Record<string, unknown> | undefined;
  'participant-joined': { participant: CallParticipant };
  'participant-updated': { participant: CallParticipant };
  'participant-left': { participant: CallParticipant };
  'track-started': { participant: CallParticipant | null; track: MediaStreamTrack; type?: string };
  'track-stopped': { participant: CallParticipant | null; track: MediaStreamTrack; type?: string };
  'app-message': { data: unknown; fromId: string };
  'remote-participants-audio-level': { participantsAudioLevel: Record<string, number> };
  'local-audio-level': { audioLevel: number };
  error: { errorMsg: string; error?: unknown };
  'nonfatal-error': { type: string; errorMsg: string; details?: unknown };
  'camera-error': { errorMsg?: unknown; error: { type?: string; [key: string]: unknown } };
  'network-quality-change': { threshold: string; quality: number; [key: string]: unknown };
  'network-connection': { type: string; event: string; [key: string]: unknown };
  'recording-started': Record<string, unknown> | undefined;
  'recording-stopped': Record<string, unknown> | undefined;
  'recording-stats': Record<string, unknown> | undefined;
  'recording-upload-completed': Record<string, unknown> | undefined;
  'recording-error': { errorMsg?: string; [key: string]: unknown } | undefined;
}

/** A handler of the call-object event `K`. */
export type CallObjectHandler<K extends keyof CallObjectEvents> = (
  event: CallObjectEvents[K],
) => void;

/**
 * A handler as the call object's `on`/`off` take it. Its parameter is `any` on purpose: it is the
 * one type both Daily's per-event payload types and {@link CallObjectEvents} are assignable to.
 */
// biome-ignore lint/suspicious/noExplicitAny: see above; the client narrows with CallObjectEvents.
export type CallObjectListener = (event: any) => void;

/** The call object's methods that the client calls. */
export interface CallObject {
  /** Downloads Daily's call bundle ahead of `join()` (optional: joins load it anyway). */
  load?(): Promise<void>;
  /** Acquires the microphone (and camera, if asked) before joining. */
  startCamera?(): Promise<unknown>;
  join(options: JoinOptions): Promise<unknown>;
  leave(): Promise<void>;
  destroy(): Promise<void>;
  meetingState(): MeetingState;
  participants(): Record<string, CallParticipant>;
  updateParticipant(
    sessionId: string,
    updates: { setSubscribedTracks: { audio: boolean; video: boolean } },
  ): unknown;
  sendAppMessage(data: unknown, to?: string): unknown;
  /**
   * Starts reporting the other participants' audio levels (`remote-participants-audio-level`
   * events). Before Daily's bundle has loaded it only remembers the request (and returns nothing);
   * after, it resolves once running.
   */
  startRemoteParticipantsAudioLevelObserver(interval?: number): Promise<void> | void;
  /**
   * Starts measuring the local microphone (`local-audio-level` events). Before Daily's bundle has
   * loaded it only remembers the request (and returns nothing); after, it resolves once running.
   */
  startLocalAudioLevelObserver(interval?: number): Promise<void> | void;
  /** Stops measuring the local microphone; the level reads 0 again. */
  stopLocalAudioLevelObserver(): void;
  /** Whether the local microphone is being measured. */
  isLocalAudioLevelObserverRunning(): boolean;
  /** The latest local microphone level, 0…1 (0 when not measured). */
  getLocalAudioLevel(): number;
  updateInputSettings(settings: {
    audio: { processor: { type: 'noise-cancellation' | 'none' } };
  }): Promise<unknown>;
  localAudio(): boolean;
  setLocalAudio(enabled: boolean): unknown;
  setInputDevicesAsync(devices: {
    audioDeviceId?: string | false | null;
    audioSource?: MediaStreamTrack | false;
    videoDeviceId?: string | false | null;
    videoSource?: MediaStreamTrack | false;
  }): Promise<unknown>;
  setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<unknown>;
  startScreenShare(options?: ScreenShareOptions): void;
  stopScreenShare(): void;
  startRecording(options: RecordingOptions): void;
  stopRecording(): void;
  /**
   * Adds an event handler. Typed loosely so that Daily's own `DailyCall` fits this interface; the
   * payloads the client relies on are described by {@link CallObjectEvents}.
   */
  on(event: keyof CallObjectEvents, handler: CallObjectListener): unknown;
  /** Removes an event handler. */
  off(event: keyof CallObjectEvents, handler: CallObjectListener): unknown;
}

/**
 * Makes a call object; `WebCallOptions.createCallObject`. The default loads `@daily-co/daily-js`
 * on first use and calls `Daily.createCallObject`. May return a promise.
 */
export type CallObjectFactory = (
  properties: CallObjectProperties,
) => CallObject | Promise<CallObject>;
