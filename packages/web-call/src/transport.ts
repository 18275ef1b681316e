import type {
  DailyCall,
  DailyCallOptions,
  DailyCallQualityTestResults,
  DailyEventObject,
  DailyFactoryOptions,
  DailyInputSettings,
  DailyNetworkConnectivityTestStats,
  DailyParticipant,
  DailyStartScreenShareOptions,
  DailyStreamingOptions,
  DailyWebsocketConnectivityTestResults,
} from '@daily-co/daily-js';

// The seam between the client and Daily: what the client uses daily-js for, and nothing more. The
// client talks only to a `Transport`. daily-js's own call object is one, as it is: every member
// here is a member of `DailyCall`, with daily-js's parameter and payload types (the compiler
// checks that `DailyCall` fits in `daily.ts`, the one module that loads daily-js at run time).
// `@org/web-call/testing` simulates one.

/** What a transport is made with: Daily's factory options (`dailyCallObject`, `dailyConfig`). */
export type TransportProperties = DailyFactoryOptions;

/** What `join()` takes: Daily's call options (room URL, meeting token, userData, …). */
export type JoinOptions = DailyCallOptions;

/** The events of Daily's call object that the client listens to. */
export type TransportEvent =
  | 'app-message'
  | 'track-started'
  | 'track-stopped'
  | 'participant-joined'
  | 'participant-updated'
  | 'participant-left'
  | 'remote-participants-audio-level'
  | 'local-audio-level'
  | 'left-meeting'
  | 'error'
  | 'nonfatal-error'
  | 'camera-error'
  | 'network-quality-change'
  | 'network-connection'
  | 'recording-started'
  | 'recording-stopped'
  | 'recording-stats'
  | 'recording-error'
  | 'recording-upload-completed'
  | 'available-devices-updated';

/** Each event's listener, with daily-js's payload type of the event. */
export type TransportEvents = {
  [K in TransportEvent]: (event: DailyEventObject<K>) => void;
};

/** The microphone, camera and their tracks (Daily's own parameter type). */
export type TransportInputDevices = Parameters<DailyCall['setInputDevicesAsync']>[0];

/** Recording options sent to `startRecording()` (Daily's own type). */
export type TransportRecordingOptions = DailyStreamingOptions<'recording', 'start'>;

/**
 * One call's line to a room: the part of Daily's call object the client uses. The methods carry
 * daily-js's names and behave as daily-js's do (docs/architecture.md#the-transport-seam).
 */
export interface Transport {
  /** Downloads what a join needs (Daily's call bundle); joins load it anyway. */
  load(): Promise<void>;
  /** Acquires the microphone (and the camera, if the properties asked for it) before joining. */
  startCamera(): Promise<unknown>;
  /** Joins the room. Listeners added before it hear everything the room sends. */
  join(options: JoinOptions): Promise<unknown>;
  /** Leaves (if joined) and releases the line; the page is free once it resolves. */
  destroy(): Promise<void>;
  /** The participants of the room: none before the join. */
  participants(): Record<string, DailyParticipant>;
  /** Subscribes to a remote participant's audio and video (the client joins unsubscribed). */
  updateParticipant(
    sessionId: string,
    updates: { setSubscribedTracks: { audio: boolean; video: boolean } },
  ): unknown;
  /** Sends an app message (a string: the client serializes its JSON) to every participant. */
  sendAppMessage(data: string): unknown;
  /** Starts `remote-participants-audio-level` events every `interval` ms. */
  startRemoteParticipantsAudioLevelObserver(interval: number): Promise<void>;
  /** Starts `local-audio-level` events every `interval` ms (Daily's default, 100, without one). */
  startLocalAudioLevelObserver(interval?: number): Promise<void>;
  stopLocalAudioLevelObserver(): void;
  isLocalAudioLevelObserverRunning(): boolean;
  /** The latest local microphone level, 0…1 (0 when not measured). */
  getLocalAudioLevel(): number;
  /** Daily's input settings (the client turns noise cancellation on and off). */
  updateInputSettings(settings: DailyInputSettings): Promise<unknown>;
  /** Whether the microphone is on. */
  localAudio(): boolean;
  setLocalAudio(enabled: boolean): unknown;
  setInputDevicesAsync(devices: TransportInputDevices): Promise<unknown>;
  setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<unknown>;
  /** Starts sharing the screen; a refusal may come as a rejection. */
  startScreenShare(options?: DailyStartScreenShareOptions): Promise<void> | void;
  stopScreenShare(): void;
  startRecording(options: TransportRecordingOptions): void;
  stopRecording(): void;
  /** daily-js's pre-call tests (`WebCall.runNetworkTestsStandalone()`). */
  testNetworkConnectivity(videoTrack: MediaStreamTrack): Promise<DailyNetworkConnectivityTestStats>;
  testWebsocketConnectivity(): Promise<DailyWebsocketConnectivityTestResults>;
  testCallQuality(): Promise<DailyCallQualityTestResults>;
  on<K extends TransportEvent>(event: K, listener: TransportEvents[K]): unknown;
  off<K extends TransportEvent>(event: K, listener: TransportEvents[K]): unknown;
}

/**
 * Makes the transport of one call; `WebCallOptions.transport`. The default loads
 * `@daily-co/daily-js` on first use and calls `Daily.createCallObject(properties)`. May return a
 * promise. One factory is one page: its transports take turns
 * (docs/architecture.md#one-call-per-page).
 */
export type TransportFactory = (properties: TransportProperties) => Transport | Promise<Transport>;
