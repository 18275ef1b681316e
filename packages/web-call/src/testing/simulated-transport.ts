import type {
  DailyCallQualityTestResults,
  DailyDeviceInfos,
  DailyInputSettings,
  DailyMediaDeviceInfo,
  DailyMeetingState,
  DailyNetworkConnectivityTestStats,
  DailyNetworkStats,
  DailyNonFatalErrorType,
  DailyParticipant,
  DailyStartScreenShareOptions,
  DailyWebsocketConnectivityTestResults,
  NetworkConnectionType,
} from '@daily-co/daily-js';
import { TypedEmitter } from '../emitter';
import type {
  JoinOptions,
  Transport,
  TransportEvent,
  TransportEvents,
  TransportInputDevices,
  TransportProperties,
  TransportRecordingOptions,
} from '../transport';
import { SimulatedAudioLevels } from './audio-levels';
import { createVideoTrack, simulatedNetworkStats } from './media';
import { SimulatedMicrophone } from './microphone';
import {
  BUNDLE_RETRY_MS,
  type SimulatedRoom,
  type StageFault,
  scheduleRuntimeFaults,
  withFault,
} from './options';
import { SimulatedParticipants } from './participants';
import { SimulatedRecording } from './recording';
import { joinFailureType, RoomLink } from './room-link';
import { answerClientMessage, type RoomStage } from './room-player';
import { downloadBundle, loopbackTests, type SimulatedPage } from './simulated-page';

const never = new Promise<never>(() => {});
/** Transports made so far: their number goes into the session ids. */
let sessions = 0;

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
  joinOptions: JoinOptions | undefined;
  room: SimulatedRoom | undefined;
  readonly #page: SimulatedPage;
  readonly #link: RoomLink;
  readonly #timers = new Set<ReturnType<typeof setTimeout>>();
  #state: DailyMeetingState = 'new';
  #destroyed = false;
  #micOn: boolean;
  #micAcquired = false;
  /** The person's microphone: its track and devices, which tests can mute, end or unplug. */
  readonly microphone: SimulatedMicrophone;
  readonly #levels = new SimulatedAudioLevels(
    () => this.#micAcquired && this.#micOn && this.microphone.live,
  );
  readonly #recording = new SimulatedRecording(this);
  readonly #people = new SimulatedParticipants(this.#session);
  /** Stops following the page's devices (on destroy). */
  readonly #unplug: () => void;

  constructor(
    readonly properties: TransportProperties,
    page: SimulatedPage,
  ) {
    super();
    this.#page = page;
    this.#link = new RoomLink(page.options, page.replay);
    const trackChanged = () => {
      if (this.#state !== 'joined-meeting') return;
      this.#people.localJoined(this.microphone.track);
      const participant = this.#people.local;
      this.emit('participant-updated', { ...this.#base('participant-updated'), participant });
    };
    this.microphone = new SimulatedMicrophone({ trackChanged }, page.devices, () =>
      this.#levels.micTrack(),
    );
    this.#micOn = properties.startAudioOff !== true;
    // daily-js's call object follows the page's devices from its creation, joined or not.
    this.#unplug = page.devices.subscribe((availableDevices) =>
      this.emit('available-devices-updated', {
        ...this.#base('available-devices-updated'),
        availableDevices,
      }),
    );
  }

  /** The options of the running recording, if any. */
  get recording(): TransportRecordingOptions | undefined {
    return this.#recording.options;
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
    return this.#timers.size + this.#levels.observers;
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
    await downloadBundle(this.#page);
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
      this.#people.localJoined(this.microphone.track);
      this.schedule(this.#page.pacing.remoteJoinMs, () => {
        const participant = this.#people.assistantJoins();
        this.emit('participant-joined', { ...this.#base('participant-joined'), participant });
      });
      scheduleRuntimeFaults(this.#page.faults, this);
      return this.participants();
    });
  }

  /** Leaves (the room hears it, unless already left) and stops for good; frees the page. */
  async destroy(): Promise<void> {
    if (this.#destroyed) return;
    this.#leave();
    this.#stopMedia();
    this.#unplug();
    this.#destroyed = true;
    this.#page.open.delete(this);
  }

  /** The participants: none until joined (and again after leaving), like daily-js. */
  participants(): Record<string, DailyParticipant> {
    return this.#state === 'joined-meeting' ? this.#people.all() : {};
  }

  /** Subscribes to the assistant's tracks: each newly subscribed one starts (`track-started`). */
  updateParticipant(
    sessionId: string,
    { setSubscribedTracks: tracks }: { setSubscribedTracks: { audio: boolean; video: boolean } },
  ): void {
    this.#assertAlive();
    const trackOf = (type: 'audio' | 'video') =>
      type === 'audio' ? this.#levels.audioTrack() : createVideoTrack();
    for (const started of this.#people.subscribe(sessionId, tracks, trackOf)) {
      const event = { ...this.#base('track-started'), ...started };
      this.schedule(0, () => this.emit('track-started', event));
    }
  }

  /**
   * Sends an app message: only once joined. `playable` starts the room's script (or the replay);
   * the room answers `say` and `end-call`.
   */
  sendAppMessage(data: string): void {
    if (this.#state !== 'joined-meeting') {
      throw new Error('sendAppMessage() only supported after join.');
    }
    this.sentMessages.push(data);
    const { pacing } = this.#page;
    if (data === 'playable') this.#link.play(this, this.room, pacing);
    // A replay's answers (a line said, an end) are in its recording.
    else if (!this.#page.replay) answerClientMessage(this, data, pacing);
  }

  startRemoteParticipantsAudioLevelObserver(interval: number): Promise<void> {
    return this.#fault('audio-observer-setup', 'audio level observer', async () => {
      this.#assertAlive();
      this.#levels.observeRemote(interval, (level) => {
        if (this.#state !== 'joined-meeting') return;
        const levels: Record<string, number> = {};
        const { assistant } = this.#people;
        if (assistant) levels[assistant.session_id] = level;
        const base = this.#base('remote-participants-audio-level');
        this.emit('remote-participants-audio-level', { ...base, participantsAudioLevel: levels });
      });
    });
  }

  startLocalAudioLevelObserver(interval = 100): Promise<void> {
    return this.#fault('local-audio-level-observer', 'local audio level observer', async () => {
      this.#assertAlive();
      this.#levels.observeLocal(interval, (audioLevel) => {
        this.emit('local-audio-level', { ...this.#base('local-audio-level'), audioLevel });
      });
    });
  }

  stopLocalAudioLevelObserver(): void {
    this.#levels.stopLocal();
  }

  isLocalAudioLevelObserverRunning(): boolean {
    return this.#levels.localRunning;
  }

  getLocalAudioLevel(): number {
    return this.#levels.local;
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

  /**
   * Picks the microphone (and camera); once the bundle has loaded, `selected-devices-updated`. A
   * listed microphone picked in a call gives the call a new live track from it, as daily-js does.
   */
  async setInputDevicesAsync(devices: TransportInputDevices): Promise<DailyDeviceInfos> {
    this.inputDevices = devices;
    const id = devices.audioDeviceId;
    if (this.#micAcquired && typeof id === 'string' && this.#page.devices.find('audioinput', id)) {
      this.microphone.use(id);
    }
    return this.#selected();
  }

  /** Picks the speaker; once the bundle has loaded, `selected-devices-updated`. */
  async setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<DailyDeviceInfos> {
    this.outputDeviceId = device.outputDeviceId;
    return this.#selected();
  }

  /** The page's devices (without a join, as daily-js's call object lists them). */
  async enumerateDevices(): Promise<{ devices: DailyMediaDeviceInfo[] }> {
    return { devices: this.#page.devices.list() };
  }

  /**
   * The devices chosen or in use, as daily-js tells them: before the bundle has loaded only the
   * chosen ids (`{}` for none); once loaded, the listed device of each (the default microphone
   * while none is chosen and the microphone is on), or only its id once it is unplugged.
   */
  async getInputDevices(): Promise<DailyDeviceInfos> {
    const audio = this.inputDevices?.audioDeviceId;
    const micId = typeof audio === 'string' ? audio : undefined;
    const loaded = !['new', 'loading'].includes(this.#state);
    const info = (kind: MediaDeviceKind, id: string | undefined) => {
      if (!id) return {};
      const device = loaded && this.#page.devices.find(kind, id);
      return device ? { ...device } : { deviceId: id };
    };
    return {
      camera: {},
      mic: info('audioinput', micId ?? (this.#micAcquired ? 'default' : undefined)),
      speaker: info('audiooutput', this.outputDeviceId),
    } as DailyDeviceInfos;
  }

  /** What a device change resolves to, told with `selected-devices-updated` once loaded. */
  async #selected(): Promise<DailyDeviceInfos> {
    const devices = await this.getInputDevices();
    if (!['new', 'loading'].includes(this.#state) && !this.#destroyed) {
      this.emit('selected-devices-updated', { ...this.#base('selected-devices-updated'), devices });
    }
    return devices;
  }

  startScreenShare(options?: DailyStartScreenShareOptions): void {
    this.screenShare = options ?? {};
  }

  stopScreenShare(): void {
    this.screenShare = undefined;
  }

  /** Starts the cloud recording once joined: `recording-started` follows on the next tick. */
  startRecording(options: TransportRecordingOptions): void {
    this.#assertAlive();
    const joined = this.#state === 'joined-meeting';
    const fault = this.#page.faults['video-recording-setup'];
    this.#recording.start(options, { joined, startedBy: this.#people.local.session_id, fault });
  }

  stopRecording(): void {
    this.#assertAlive();
    this.#recording.stop();
  }

  /** The network's figures: the pacing's round trip (`roundTripMs`), in seconds as daily-js gives it. */
  async getNetworkStats(): Promise<DailyNetworkStats> {
    return simulatedNetworkStats(this.#page.pacing.roundTripMs ?? 20);
  }

  // daily-js's pre-call tests load the bundle first; the page's loopback network passes them.
  async testNetworkConnectivity(): Promise<DailyNetworkConnectivityTestStats> {
    return this.load().then(loopbackTests.network);
  }

  async testWebsocketConnectivity(): Promise<DailyWebsocketConnectivityTestResults> {
    return this.load().then(loopbackTests.websocket);
  }

  async testCallQuality(): Promise<DailyCallQualityTestResults> {
    return this.load().then(loopbackTests.quality);
  }

  /** Sends an app message from the assistant to the client (a string as is, objects as JSON). */
  sendRemoteMessage(data: unknown): void {
    if (this.#state !== 'joined-meeting') return;
    const payload = typeof data === 'string' ? data : JSON.stringify(data);
    const fromId = this.#people.assistant?.session_id ?? 'assistant';
    this.emit('app-message', { ...this.#base('app-message'), data: payload, fromId });
  }

  /** Sets the assistant's audio level (0…1): the remote observer reports it, its track sounds it. */
  setRemoteAudioLevel(level: number): void {
    this.#levels.setRemote(level);
  }

  /** Sets the user's voice level at the microphone (0…1), as the local observer measures it. */
  setLocalAudioLevel(level: number): void {
    this.#levels.setUser(level);
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

  /** The other side leaves the room without a status message (a replay plays the recorded one). */
  leaveFromRemote(): void {
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
    this.#levels.stop();
    this.#people.assistant = undefined;
  }
}
