import type {
  DailyCallQualityTestResults,
  DailyInputSettings,
  DailyMeetingState,
  DailyNetworkConnectivityTestStats,
  DailyNonFatalErrorType,
  DailyParticipant,
  DailyStartScreenShareOptions,
  DailyTrackState,
  DailyWebsocketConnectivityTestResults,
  NetworkConnectionType,
} from '@daily-co/daily-js';
import { TypedEmitter } from '../emitter';
import { DUPLICATE_CALL } from '../page-calls';
import type {
  JoinOptions,
  Transport,
  TransportEvent,
  TransportEvents,
  TransportFactory,
  TransportInputDevices,
  TransportProperties,
  TransportRecordingOptions,
} from '../transport';
import { createAudioTrack, createVideoTrack, type SimulatedAudioTrack } from './media';
import {
  BUNDLE_RETRY_MS,
  resolvePacing,
  type SimulatedFaults,
  type SimulatedPacing,
  type SimulatedRoom,
  type SimulatedRoomOptions,
  withFault,
} from './options';
import { joinFailureType, RoomLink } from './room-link';
import { answerClientMessage, type RoomStage } from './room-player';

/** What the transports of one factory share, like the calls of one page. */
interface SimulatedPage {
  options: SimulatedRoomOptions;
  pacing: SimulatedPacing;
  faults: SimulatedFaults;
  /** The call bundle: downloaded once, by whichever load comes first. */
  bundle: { loaded: boolean; loading?: Promise<void> };
  /** The page's transports, from creation until destroyed. */
  open: Set<SimulatedTransport>;
}

const off = (): DailyTrackState => ({ state: 'off', subscribed: false });

/** A participant with every field of daily-js's type, all its tracks off and unsubscribed. */
export function simulatedParticipant(id: string, name: string, local: boolean): DailyParticipant {
  const flags = { owner: false, record: false, audio: false, video: false, screen: false };
  return {
    ...flags,
    session_id: id,
    user_id: id,
    user_name: name,
    local,
    will_eject_at: new Date(0),
    permissions: { hasPresence: true, canSend: true, canReceive: { base: true }, canAdmin: false },
    tracks: { audio: off(), video: off(), screenAudio: off(), screenVideo: off() },
    cam_info: {},
    screen_info: {},
  };
}

const never = new Promise<never>(() => {});
/** Transports made so far: their number goes into the session ids. */
let sessions = 0;

/** The stages whose fault makes a step throw, reject or hang. */
type StageFault = Exclude<
  keyof SimulatedFaults,
  'video-recording-setup' | 'runtime' | 'bundle' | 'blip'
>;

/**
 * A transport for tests and demos that plays a scripted room instead of reaching Daily: the
 * assistant ("Vapi Speaker") joins, its turns arrive as app messages (speech updates, partial and
 * final transcripts) while its audio level rises, and the user's turns move the microphone's
 * level. Faults fail the stage they name; `raiseFatalError()`, `endFromRemote()` and
 * `interruptNetwork()` act out the call's runtime. It checks nothing daily-js checks: what
 * daily-js refuses is proven against daily-js itself (the contract suite in `contract/`).
 */
export class SimulatedTransport
  extends TypedEmitter<TransportEvents>
  implements Transport, RoomStage
{
  readonly #session = ++sessions;
  /** Numbers the transport in its events' `callClientId`, as daily-js does. */
  readonly callClientId = `simulated-${this.#session}`;
  // What the client did, for tests to read: the app messages it sent, in order (raw strings), the
  // latest input settings, input devices and output device, the running screen share and
  // recording, the options of its join, and the room being played.
  readonly sentMessages: string[] = [];
  inputSettings: DailyInputSettings | undefined;
  inputDevices: TransportInputDevices | undefined;
  outputDeviceId: string | undefined;
  screenShare: DailyStartScreenShareOptions | undefined;
  recording: TransportRecordingOptions | undefined;
  joinOptions: JoinOptions | undefined;
  room: SimulatedRoom | undefined;
  readonly #page: SimulatedPage;
  readonly #link: RoomLink;
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #remoteObserver: ReturnType<typeof setInterval> | undefined;
  #localObserver: ReturnType<typeof setInterval> | undefined;
  #state: DailyMeetingState = 'new';
  #destroyed = false;
  #micOn: boolean;
  #micAcquired = false;
  #remoteLevel = 0;
  #userLevel = 0;
  #localLevel = 0;
  readonly #local = simulatedParticipant(`local-${this.#session}`, 'Guest', true);
  #remote: DailyParticipant | undefined;
  #audio: SimulatedAudioTrack | undefined;

  constructor(
    readonly properties: TransportProperties,
    page: SimulatedPage,
  ) {
    super();
    this.#page = page;
    this.#link = new RoomLink(page.options);
    this.#micOn = properties.startAudioOff !== true;
  }

  /** How far the transport has come, in daily-js's meeting states. */
  meetingState(): DailyMeetingState {
    return this.#state;
  }

  isDestroyed(): boolean {
    return this.#destroyed;
  }

  /** Timers and observers still pending (for leak checks). */
  get pendingTimers(): number {
    return this.#timers.size + (this.#remoteObserver ? 1 : 0) + (this.#localObserver ? 1 : 0);
  }

  /** Listeners attached now, over all events (for leak checks). */
  get totalListenerCount(): number {
    return this.eventNames().reduce((total, event) => total + this.listenerCount(event), 0);
  }

  /** Downloads the call bundle (once per factory); rejects as daily-js does when unreachable. */
  async load(): Promise<void> {
    this.#assertAlive();
    if (!['new', 'left-meeting', 'error'].includes(this.#state)) return;
    this.#state = 'loading';
    if (this.#page.faults.bundle === 'unreachable') {
      await this.#wait(BUNDLE_RETRY_MS);
      const errorMsg = 'Failed to load call object bundle: TypeError: Failed to fetch';
      this.#fail(errorMsg, 'connection-error');
      throw errorMsg;
    }
    const { bundle, pacing } = this.#page;
    if (!bundle.loaded && pacing.loadMs > 0) {
      bundle.loading ??= new Promise<void>((resolve) => {
        setTimeout(() => {
          bundle.loaded = true;
          resolve();
        }, pacing.loadMs);
      });
      await bundle.loading;
    }
    // A load cancelled by destroy() never settles, like daily-js's.
    if (this.#destroyed) return never;
    if (this.#state === 'loading') this.#state = 'loaded';
  }

  startCamera(): Promise<unknown> {
    return this.#fault('mobile-permissions', 'startCamera', async () => {
      await this.load();
      await this.#wait(this.#page.pacing.cameraMs);
      this.#micAcquired = true;
      return {};
    });
  }

  join(options: JoinOptions): Promise<unknown> {
    return this.#fault('daily-call-join', 'join', async () => {
      await this.load();
      this.joinOptions = options;
      this.#state = 'joining-meeting';
      try {
        this.room = this.#page.options.script ?? (await this.#link.fetch(options.url ?? ''));
        await this.#wait(this.#page.pacing.joinMs);
      } catch (error) {
        this.#fail(error instanceof Error ? error.message : String(error), joinFailureType(error));
        throw error;
      }
      if (this.#state !== 'joining-meeting') return undefined;
      this.#state = 'joined-meeting';
      this.#micAcquired = true;
      this.#local.tracks.audio = { state: 'playable', subscribed: true };
      const { pacing, faults } = this.#page;
      this.schedule(pacing.remoteJoinMs, () => {
        this.#remote = simulatedParticipant(`assistant-${this.#session}`, 'Vapi Speaker', false);
        this.emit('participant-joined', {
          ...this.#base('participant-joined'),
          participant: this.#remote,
        });
      });
      const { runtime, blip } = faults;
      if (runtime) this.schedule(runtime.afterMs, () => this.raiseFatalError(runtime.message));
      if (blip) {
        this.schedule(blip.afterMs, () => this.interruptNetwork(blip.type));
        const { forMs } = blip;
        if (forMs !== undefined) {
          this.schedule(blip.afterMs + forMs, () => this.restoreNetwork(blip.type));
        }
      }
      return this.participants();
    });
  }

  /** Leaves (the room hears it, unless already left) and stops for good; frees the page. */
  async destroy(): Promise<void> {
    if (this.#destroyed) return;
    this.#leave();
    this.#stopMedia();
    this.#destroyed = true;
    this.#page.open.delete(this);
  }

  /** The participants: none until joined (and again after leaving), like daily-js. */
  participants(): Record<string, DailyParticipant> {
    if (this.#state !== 'joined-meeting') return {};
    const all: Record<string, DailyParticipant> = { local: this.#local };
    if (this.#remote) all[this.#remote.session_id] = this.#remote;
    return all;
  }

  /** Subscribes to the assistant's tracks: each newly subscribed one starts (`track-started`). */
  updateParticipant(
    sessionId: string,
    { setSubscribedTracks: tracks }: { setSubscribedTracks: { audio: boolean; video: boolean } },
  ): void {
    this.#assertAlive();
    const remote = this.#remote;
    if (!remote || sessionId !== remote.session_id) return;
    const start = (type: 'audio' | 'video', track: MediaStreamTrack) => {
      remote.tracks[type] = { state: 'playable', subscribed: true, persistentTrack: track };
      const event = { ...this.#base('track-started'), participant: remote, track, type };
      this.schedule(0, () => this.emit('track-started', event));
    };
    if (tracks.audio && !remote.tracks.audio.subscribed) {
      this.#audio ??= createAudioTrack();
      start('audio', this.#audio.track);
    }
    if (tracks.video && !remote.tracks.video.subscribed) start('video', createVideoTrack());
  }

  /** Sends an app message: only once joined. `playable` starts the room's script. */
  sendAppMessage(data: string): void {
    if (this.#state !== 'joined-meeting') {
      throw new Error('sendAppMessage() only supported after join.');
    }
    this.sentMessages.push(data);
    const { pacing } = this.#page;
    if (data === 'playable') this.#link.play(this, this.room, pacing);
    else answerClientMessage(this, data, pacing);
  }

  startRemoteParticipantsAudioLevelObserver(interval: number): Promise<void> {
    return this.#fault('audio-observer-setup', 'audio level observer', async () => {
      this.#assertAlive();
      clearInterval(this.#remoteObserver);
      this.#remoteObserver = setInterval(() => {
        if (this.#state !== 'joined-meeting') return;
        const levels: Record<string, number> = {};
        if (this.#remote) levels[this.#remote.session_id] = this.#remoteLevel;
        const base = this.#base('remote-participants-audio-level');
        this.emit('remote-participants-audio-level', { ...base, participantsAudioLevel: levels });
      }, interval);
    });
  }

  startLocalAudioLevelObserver(interval = 100): Promise<void> {
    return this.#fault('local-audio-level-observer', 'local audio level observer', async () => {
      this.#assertAlive();
      clearInterval(this.#localObserver);
      this.#localObserver = setInterval(() => {
        // A muted microphone, or none yet, measures silence.
        this.#localLevel = this.#micAcquired && this.#micOn ? this.#userLevel : 0;
        const base = this.#base('local-audio-level');
        this.emit('local-audio-level', { ...base, audioLevel: this.#localLevel });
      }, interval);
    });
  }

  stopLocalAudioLevelObserver(): void {
    clearInterval(this.#localObserver);
    this.#localObserver = undefined;
    this.#localLevel = 0;
  }

  isLocalAudioLevelObserverRunning(): boolean {
    return !!this.#localObserver;
  }

  getLocalAudioLevel(): number {
    return this.#localLevel;
  }

  updateInputSettings(settings: DailyInputSettings): Promise<unknown> {
    return this.#fault('audio-processing-setup', 'updateInputSettings', async () => {
      this.inputSettings = settings;
      return { inputSettings: settings };
    });
  }

  localAudio(): boolean {
    return this.#micOn;
  }

  setLocalAudio(enabled: boolean): void {
    this.#assertAlive();
    this.#micOn = enabled;
  }

  async setInputDevicesAsync(devices: TransportInputDevices): Promise<unknown> {
    this.inputDevices = devices;
    return devices;
  }

  async setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<unknown> {
    this.outputDeviceId = device.outputDeviceId;
    return device;
  }

  startScreenShare(options?: DailyStartScreenShareOptions): void {
    this.screenShare = options ?? {};
  }

  stopScreenShare(): void {
    this.screenShare = undefined;
  }

  /**
   * Starts the cloud recording once joined: `recording-started` follows on the next tick. The
   * `video-recording-setup` fault makes it throw (`throw`), or fail with `recording-error`.
   */
  startRecording(options: TransportRecordingOptions): void {
    this.#assertAlive();
    const fault = this.#page.faults['video-recording-setup'];
    if (fault === 'throw') throw new Error('Simulated failure: startRecording threw');
    if (this.#state !== 'joined-meeting') return;
    if (fault === 'error') {
      const errorMsg = 'Simulated failure: the recording did not start';
      this.schedule(0, () =>
        this.emit('recording-error', { ...this.#base('recording-error'), errorMsg }),
      );
      return;
    }
    this.recording = options;
    const startedBy = this.#local.session_id;
    const recordingId = `recording-${startedBy}`;
    const started = { ...this.#base('recording-started'), local: true, recordingId, startedBy };
    this.schedule(0, () => this.emit('recording-started', { ...started, type: 'cloud' }));
  }

  stopRecording(): void {
    this.#assertAlive();
    if (!this.recording) return;
    this.recording = undefined;
    this.schedule(0, () => this.emit('recording-stopped', this.#base('recording-stopped')));
  }

  // daily-js's pre-call tests load the bundle first; a loopback network passes them.
  async testNetworkConnectivity(): Promise<DailyNetworkConnectivityTestStats> {
    return this.load().then(() => ({ result: 'passed' }));
  }

  async testWebsocketConnectivity(): Promise<DailyWebsocketConnectivityTestResults> {
    await this.load();
    return { result: 'passed', abortedRegions: [], failedRegions: [], passedRegions: ['local'] };
  }

  async testCallQuality(): Promise<DailyCallQualityTestResults> {
    await this.load();
    const none = { maxRoundTripTime: 0, avgRoundTripTime: 0, avgSendPacketLoss: 0 };
    const data = { ...none, avgAvailableOutgoingBitrate: null, avgSendBitsPerSecond: null };
    return { result: 'good', data, secondsElapsed: 0 };
  }

  /** Sends an app message from the assistant to the client (a string as is, objects as JSON). */
  sendRemoteMessage(data: unknown): void {
    if (this.#state !== 'joined-meeting') return;
    const payload = typeof data === 'string' ? data : JSON.stringify(data);
    const fromId = this.#remote?.session_id ?? 'assistant';
    this.emit('app-message', { ...this.#base('app-message'), data: payload, fromId });
  }

  /** Sets the assistant's audio level (0…1): the remote observer reports it, its track sounds it. */
  setRemoteAudioLevel(level: number): void {
    this.#remoteLevel = level;
    this.#audio?.setLevel(level);
  }

  /** Sets the user's voice level at the microphone (0…1), as the local observer measures it. */
  setLocalAudioLevel(level: number): void {
    this.#userLevel = level;
  }

  /**
   * Raises a fatal error in the call (by default a lost connection; pass daily-js's `type`, e.g.
   * `ejected` with "Meeting ended due to ejection"): the call's media stop.
   */
  raiseFatalError(message = 'Simulated fatal error: connection lost', type = 'connection-error') {
    if (this.#state === 'joined-meeting') this.#fail(message, type);
  }

  /** Raises a nonfatal error, e.g. `audio-processor-error`; the call goes on. */
  raiseNonfatalError(type: DailyNonFatalErrorType, message = `Simulated ${type}`): void {
    this.emit('nonfatal-error', { ...this.#base('nonfatal-error'), type, errorMsg: message });
  }

  /** Ends the call from the assistant's side: sends the ended status, then leaves. */
  endFromRemote(endedReason = 'assistant-ended-call'): void {
    this.sendRemoteMessage({ type: 'status-update', status: 'ended', endedReason });
    this.#leave();
  }

  /** The connection of `type` is interrupted: Daily's `network-connection`, `interrupted`. */
  interruptNetwork(type: NetworkConnectionType = 'sfu'): void {
    this.#network(type, 'interrupted');
  }

  /** The connection of `type` is back: `network-connection`, `connected`. */
  restoreNetwork(type: NetworkConnectionType = 'sfu'): void {
    this.#network(type, 'connected');
  }

  #network(type: NetworkConnectionType, event: 'interrupted' | 'connected'): void {
    const payload = { ...this.#base('network-connection'), type, event };
    if (this.#state === 'joined-meeting') this.emit('network-connection', payload);
  }

  /** Runs `task` after `ms` on this transport's timers, unless it is destroyed first. */
  schedule(ms: number, task: () => void): void {
    const timer = setTimeout(() => {
      this.#timers.delete(timer);
      if (!this.#destroyed) task();
    }, ms);
    this.#timers.add(timer);
  }

  /** Runs `step` as the fault of `stage` says (see `withFault`). */
  #fault<T>(stage: StageFault, name: string, step: () => Promise<T>): Promise<T> {
    return withFault(this.#page.faults[stage], name, step);
  }

  /** What every event carries: its name and the transport's id. */
  #base<K extends TransportEvent>(action: K) {
    return { action, callClientId: this.callClientId };
  }

  #wait(ms: number): Promise<void> {
    return ms > 0 ? new Promise((resolve) => this.schedule(ms, resolve)) : Promise.resolve();
  }

  #assertAlive(): void {
    if (this.#destroyed) throw new Error('Use after destroy');
  }

  /** Leaves the room, unless it has already: the media stop, the room hears it, `left-meeting`. */
  #leave(): void {
    if (this.#state === 'left-meeting' || this.#state === 'error') return;
    if (this.#state === 'joined-meeting') this.#link.tell('leave', {});
    this.#state = 'left-meeting';
    this.#stopMedia();
    this.emit('left-meeting', this.#base('left-meeting'));
  }

  /** A fatal error: state `error`, the media stopped, then the `error` event. */
  #fail(errorMsg: string, type: string): void {
    this.#state = 'error';
    this.#stopMedia();
    this.emit('error', { ...this.#base('error'), errorMsg, error: { type, msg: errorMsg } });
  }

  #stopMedia(): void {
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    clearInterval(this.#remoteObserver);
    this.#remoteObserver = undefined;
    this.stopLocalAudioLevelObserver();
    this.#audio?.stop();
    this.#audio = undefined;
    this.#remote = undefined;
    this.#remoteLevel = 0;
    this.#userLevel = 0;
  }
}

/** Options of {@link createSimulatedTransport}. */
export interface SimulatedTransportOptions extends SimulatedRoomOptions {
  /** Called with each new transport (e.g. to inject a runtime error from a browser test). */
  onCreate?: (transport: SimulatedTransport) => void;
}

/** A transport factory for `WebCallOptions.transport` that makes simulated transports. */
export interface SimulatedTransportFactory extends TransportFactory {
  (properties: TransportProperties): Promise<SimulatedTransport>;
  /** The most recently made transport (to end the call remotely or inject a fault). */
  readonly last: SimulatedTransport | undefined;
  /** How many transports it has made. */
  readonly created: number;
  /** How many of them are not destroyed yet: the page's calls. */
  readonly open: number;
  /** Called with each new transport. */
  onCreate: ((transport: SimulatedTransport) => void) | undefined;
  /** Forgets the downloaded bundle, so the next call pays the load again (a cold page). */
  resetBundle(): void;
}

/**
 * Makes a factory of simulated transports: pass it as `transport` to run the real client without
 * a network, in Node, jsdom or a browser. One factory is one page: one call at a time (a second
 * is refused, as daily-js refuses it, unless made with `allowMultipleCallInstances`), and one
 * bundle download.
 *
 * @example
 * ```ts
 * const transport = createSimulatedTransport({
 *   script: { turns: [{ role: 'assistant', text: 'Hello! How can I help?' }] },
 * });
 * const call = new WebCall('public-key', 'http://localhost:54321', undefined, undefined, {
 *   transport,
 *   fetch: createPlatformFetch(),
 * });
 * await call.start('assistant-id');
 * transport.last?.endFromRemote();
 * ```
 */
export function createSimulatedTransport(
  options: SimulatedTransportOptions = {},
): SimulatedTransportFactory {
  const page: SimulatedPage = {
    options,
    pacing: resolvePacing(options.pacing),
    faults: options.faults ?? {},
    bundle: { loaded: false },
    open: new Set(),
  };
  let last: SimulatedTransport | undefined;
  let created = 0;
  const factory = ((properties: TransportProperties) =>
    withFault(page.faults['daily-call-object-creation'], 'createCallObject', async () => {
      if (page.open.size && !properties.allowMultipleCallInstances) {
        throw new Error(DUPLICATE_CALL);
      }
      const transport = new SimulatedTransport(properties, page);
      page.open.add(transport);
      last = transport;
      created++;
      factory.onCreate?.(transport);
      return transport;
    })) as SimulatedTransportFactory;
  Object.defineProperties(factory, {
    last: { get: () => last },
    created: { get: () => created },
    open: { get: () => page.open.size },
  });
  factory.onCreate = options.onCreate;
  factory.resetBundle = () => {
    page.bundle = { loaded: false };
  };
  return factory;
}
