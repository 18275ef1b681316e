import type { DailyDeviceInfos, DailyNetworkStats } from '@daily-co/daily-js';
import type {
  CallObject,
  CallObjectProperties,
  CallParticipant,
  JoinOptions,
  MeetingState,
  RecordingOptions,
  ScreenShareOptions,
} from '../call-object';
import { AudioLevelObservers } from './audio-level-observers';
import { type BundleEnvironment, type bundleFailure, loadBundle } from './bundle-load';
import { startCloudRecording, stopCloudRecording } from './cloud-recording';
import {
  afterJoinOnly,
  checkAppMessageSize,
  checkOnePerPage,
  checkParticipantUpdate,
  dailyError,
  validateProperties,
} from './daily-rules';
import {
  type ChosenDevices,
  devicesAnswer,
  type InputSettings,
  setInputDevices,
  setOutputDevice,
  startScreenShare,
  stopScreenShare,
  updateInputSettings,
} from './local-media';
import { Meeting } from './meeting';
import {
  callQualityGood,
  goodNetworkStats,
  networkConnectivityResult,
  startingNetworkStats,
  websocketTestPassed,
} from './network-test-answers';
import { type SimulatedRoom, type SimulatedRoomOptions, withFault } from './options';
import { joinFailure, RoomLink } from './room-link';
import { answerClientMessage } from './room-player';
import { SimulatedEventSource } from './simulated-event-source';
import { SimulatedParticipants } from './simulated-participants';

/**
 * What the simulated call objects of one factory share, like the call objects of one page with one
 * copy of daily-js: the (simulated) Daily bundle, loaded once, and the page's registry of call
 * objects that daily-js keeps to allow only one at a time.
 */
export interface SimulatedEnvironment extends BundleEnvironment {
  options: SimulatedRoomOptions;
  /** The page's call objects by `callClientId`, from creation until `destroy()` resolves. */
  page: Map<string, SimulatedCallObject>;
}

/**
 * A Daily call object for tests and demos, with the surface the client uses: meeting states,
 * participants (the assistant is "Vapi Speaker"), tracks, app messages, audio levels, devices and
 * mute. It plays a scripted room once the client says `playable`.
 *
 * It obeys daily-js's own rules (see `daily-rules.ts` and the contract suite): one call object per
 * page unless `allowMultipleCallInstances`, the property checks and their messages, the methods
 * that work only after join, use after destroy, and what a failed bundle load leaves behind.
 */
export class SimulatedCallObject extends SimulatedEventSource implements CallObject {
  /** The factory properties it was created with (after daily-js's checks). */
  readonly properties: CallObjectProperties;
  /** Every app message the client sent, in order (raw strings as sent). */
  readonly sentMessages: unknown[] = [];
  /** The latest `updateInputSettings()` argument. */
  inputSettings: unknown;
  /** The latest `setInputDevicesAsync()` argument. */
  inputDevices: unknown;
  /** The latest output device id. */
  outputDeviceId: string | undefined;
  /** The options of the running screen share, if any. */
  screenShare: ScreenShareOptions | undefined;
  /** The options of the running recording, if any. */
  recording: RecordingOptions | undefined;
  /** The options `join()` was called with. */
  joinOptions: JoinOptions | undefined;
  /** The room being played, once known. */
  room: SimulatedRoom | undefined;
  readonly #env: SimulatedEnvironment;
  #merged: Record<string, unknown> = {};
  #broken = true;
  readonly #meeting = new Meeting(this, true, () => this.#stopMedia());
  readonly #people = new SimulatedParticipants();
  readonly #devices: ChosenDevices = {};
  #inputSettings: InputSettings = {};
  readonly #levels: AudioLevelObservers;
  readonly #link: RoomLink;

  /**
   * Like `Daily.createCallObject`: throws "Duplicate DailyIframe instances are not allowed" while
   * another call object of the page exists, unless this one has `allowMultipleCallInstances`. Like
   * daily-js, it registers itself before checking its properties, so a refused property leaves a
   * broken object on the page that `destroy()` cannot remove.
   */
  constructor(properties: CallObjectProperties, env: SimulatedEnvironment) {
    super();
    checkOnePerPage(env.page.size, properties);
    this.#env = env;
    this.#link = new RoomLink(env.options);
    this.#levels = new AudioLevelObservers(this, this.#meeting, this.#people, env);
    env.page.set(this.callClientId as string, this);
    this.properties = validateProperties({ ...properties });
    this.#merged = { ...this.properties };
    this.#broken = false;
    this.#meeting.micOn = properties.startAudioOff !== true;
  }

  /** Timers and intervals still pending (for leak checks). */
  get pendingTimers(): number {
    return this.scheduledCount + this.#levels.running;
  }

  /** Daily's iframe: none in call-object mode. */
  iframe(): null {
    return null;
  }

  meetingState(): MeetingState {
    return this.#meeting.state;
  }

  isDestroyed(): boolean {
    return this.#meeting.destroyed;
  }

  /** The participants: none until joined (and again after leaving), like daily-js. */
  participants(): Record<string, CallParticipant> {
    return this.#meeting.joined ? this.#people.all() : {};
  }

  /** Loads Daily's bundle; resolves at once when loaded, joining or joined. */
  async load(properties?: Record<string, unknown>): Promise<void> {
    if (!this.#meeting.needsLoad) return;
    this.#meeting.assertAlive();
    if (properties) this.#merge(properties);
    const current = this.#meeting.loading();
    try {
      await loadBundle(this.#env, {
        wait: (ms) => this.#wait(ms),
        attemptFailed: () => this.emit('load-attempt-failed', {}),
        current,
      });
    } catch (error) {
      const failure = error as ReturnType<typeof bundleFailure>;
      this.#meeting.fail(failure);
      throw failure.errorMsg;
    }
    this.#meeting.loaded();
    this.#levels.bundleLoaded();
  }

  startCamera(): Promise<unknown> {
    return withFault(this.#env.faults['mobile-permissions'], 'startCamera', async () => {
      this.#meeting.assertAlive();
      await this.load();
      await this.#wait(this.#env.pacing.cameraMs);
      this.#meeting.callState = true;
      this.#people.local.tracks.audio.state = 'playable';
      return { camera: {}, mic: { deviceId: 'default' }, speaker: {} };
    });
  }

  join(options: JoinOptions = {} as JoinOptions): Promise<unknown> {
    return withFault(this.#env.faults['daily-call-join'], 'join', async () => {
      if (!options.url && !this.#merged.url) throw dailyError('No room URL has been provided');
      if (this.#meeting.needsLoad) await this.load(options);
      else this.#merge(options);
      if (this.#meeting.state === 'joining-meeting' || this.#meeting.joined) {
        console.warn('already joined meeting, call leave() before joining again');
        return undefined;
      }
      this.joinOptions = options;
      this.#meeting.joining();
      try {
        this.room = this.#env.options.script ?? (await this.#link.fetch(options.url));
        await this.#wait(this.#env.pacing.joinMs);
      } catch (error) {
        this.#meeting.fail(joinFailure(error));
        throw error;
      }
      this.#people.local.tracks.audio.state = 'playable';
      this.#meeting.join(() => this.participants());
      this.schedule(this.#env.pacing.remoteJoinMs, () => this.#remoteJoins());
      const runtime = this.#env.faults.runtime;
      if (runtime) this.schedule(runtime.afterMs, () => this.raiseFatalError(runtime.message));
      return this.participants();
    });
  }

  /** Leaves; resolves at once when already left or failed (a load under way is cancelled). */
  async leave(): Promise<void> {
    const { state } = this.#meeting;
    if (this.#broken || state === 'left-meeting' || state === 'error') return;
    if (state === 'joined-meeting') this.#link.tell('leave', {});
    // Like daily-js, leaving forgets the camera and microphone chosen (not the speaker) and every
    // input setting.
    this.#devices.camera = undefined;
    this.#devices.mic = undefined;
    this.#inputSettings = {};
    this.#meeting.leave();
  }

  /**
   * Leaves, then destroys the object. The page's slot is free once this resolves (not before),
   * and every later use throws "Use after destroy".
   */
  async destroy(): Promise<void> {
    if (this.#broken) {
      throw new TypeError("Cannot read properties of undefined (reading 'removeListener')");
    }
    await this.leave();
    this.#meeting.destroyed = true;
    this.#stopMedia();
    this.halt();
    this.emit('call-instance-destroyed', {});
    if (this.callClientId) this.#env.page.delete(this.callClientId);
    this.callClientId = undefined;
  }

  /**
   * Like daily-js: without a session id or updates it does nothing (no check, no refusal); else it
   * checks the updates, then, like any message to Daily, is refused after destroy.
   */
  updateParticipant(
    sessionId: string,
    updates: { setSubscribedTracks: { audio: boolean; video: boolean } },
  ): this {
    if (!sessionId || !updates) return this;
    checkParticipantUpdate(updates, this.#merged.subscribeToTracksAutomatically !== false);
    this.#meeting.assertAlive();
    this.#people.subscribe(sessionId, updates.setSubscribedTracks, (event) =>
      this.schedule(0, () => this.emit('track-started', event)),
    );
    return this;
  }

  /** Sends an app message; only once joined, and at most 4096 characters of JSON. */
  sendAppMessage(data: unknown, _to = '*'): this {
    if (!this.#meeting.joined) throw afterJoinOnly('sendAppMessage()');
    checkAppMessageSize(data);
    this.sentMessages.push(data);
    if (data === 'playable') this.#link.play(this, this.room, this.#env.pacing);
    else answerClientMessage(this, data, this.#env.pacing);
    return this;
  }

  /** Sends an app message from the assistant to the client (a string as is, objects as JSON). */
  sendRemoteMessage(data: unknown): void {
    if (!this.#meeting.joined) return;
    const payload = typeof data === 'string' ? data : JSON.stringify(data);
    const fromId = this.#people.remote?.session_id ?? 'assistant';
    this.emit('app-message', { data: payload, fromId });
  }

  /** Sets the assistant's audio level (0…1) that the audio-level observer reports. */
  setRemoteAudioLevel(level: number): void {
    this.#levels.setRemoteLevel(level);
    this.#people.setRemoteLevel(level);
  }

  /**
   * Like daily-js: checks the interval (none, or a number ≥ 100); before Daily's bundle has loaded
   * it only remembers the request and returns nothing (the observer starts once loaded); after,
   * it runs the observer and resolves.
   */
  startRemoteParticipantsAudioLevelObserver(interval?: number): Promise<void> | undefined {
    return this.#levels.startRemote(interval);
  }

  /** Sets the user's voice level at the microphone (0…1), as the local observer measures it. */
  setLocalAudioLevel(level: number): void {
    this.#levels.setUserLevel(level);
  }

  /**
   * Like daily-js: checks the interval (none, or a number ≥ 100); before Daily's bundle has loaded
   * it only remembers the request and returns nothing (the observer starts once loaded); after,
   * it runs the observer and resolves.
   */
  startLocalAudioLevelObserver(interval?: number): Promise<void> | undefined {
    return this.#levels.startLocal(interval);
  }

  /** Stops the local observer: the level reads 0 again. Refused after destroy, like daily-js. */
  stopLocalAudioLevelObserver(): void {
    this.#meeting.assertAlive();
    this.#levels.stopLocal();
  }

  isLocalAudioLevelObserverRunning(): boolean {
    return this.#levels.localRunning;
  }

  /** The level the local observer last reported (0 when it does not run). */
  getLocalAudioLevel(): number {
    return this.#levels.localLevel;
  }

  updateInputSettings(settings: {
    audio: { processor: { type: 'noise-cancellation' | 'none' } };
  }): Promise<unknown> {
    return updateInputSettings(
      this,
      settings,
      this.#inputSettings,
      this.#env.faults['audio-processing-setup'],
    );
  }

  /** Whether the microphone is on: `null` until joined, like daily-js. */
  localAudio(): boolean {
    return (this.#meeting.joined ? this.#meeting.micOn : null) as boolean;
  }

  setLocalAudio(enabled: boolean): this {
    this.#meeting.assertAlive();
    this.#meeting.micOn = enabled;
    return this;
  }

  /** Chooses the microphone or camera; answers the devices as `getInputDevices()` does. */
  async setInputDevicesAsync(devices: Record<string, unknown>): Promise<unknown> {
    setInputDevices(this, devices, this.#devices);
    return this.getInputDevices();
  }

  /**
   * Chooses the speaker (rejected without a non-empty string id, like daily-js); answers the
   * devices as `getInputDevices()` does.
   */
  async setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<unknown> {
    setOutputDevice(this, device);
    return this.getInputDevices();
  }

  /**
   * daily-js's devices: before Daily's bundle loads (and again after leaving), the camera,
   * microphone and speaker chosen, `{}` for one not chosen; once loaded, the default microphone
   * unless another was chosen.
   */
  async getInputDevices(): Promise<DailyDeviceInfos> {
    const devices = devicesAnswer(this, this.#devices);
    if (!this.#meeting.needsLoad && !this.#devices.mic) devices.mic = { deviceId: 'default' };
    return devices;
  }

  /** Starts a screen share; refused (a rejection) before the call state exists. */
  async startScreenShare(options?: ScreenShareOptions): Promise<void> {
    startScreenShare(this, this.#meeting.callState, options);
  }

  stopScreenShare(): void {
    stopScreenShare(this, this.#meeting.callState);
  }

  startRecording(options?: RecordingOptions & { type?: string }): void {
    this.#meeting.assertAlive();
    startCloudRecording(this, options, {
      fault: this.#env.faults['video-recording-setup'],
      joined: this.#meeting.joined,
      localSessionId: this.#people.local.session_id,
    });
  }

  /** Stops the running recording, if any; refused after destroy, like daily-js. */
  stopRecording(): void {
    this.#meeting.assertAlive();
    stopCloudRecording(this);
  }

  /** daily-js's pre-call test of its WebSocket regions: loads the bundle first, as daily-js does. */
  async testWebsocketConnectivity(): Promise<unknown> {
    await this.load();
    return websocketTestPassed();
  }

  /** daily-js's TURN relay test: loads the bundle first, then needs a live video track. */
  async testNetworkConnectivity(videoTrack?: MediaStreamTrack): Promise<unknown> {
    await this.load();
    return networkConnectivityResult(videoTrack);
  }

  /**
   * daily-js's network stats: in a call, a perfect loopback line's latest figures; outside one
   * (before join, after leaving or destroying), the network daily-js starts with and no figures.
   */
  async getNetworkStats(): Promise<DailyNetworkStats> {
    return this.#meeting.joined ? goodNetworkStats(Date.now()) : startingNetworkStats();
  }

  /** daily-js's call quality test: a loopback network answers at once, with good figures. */
  async testCallQuality(): Promise<unknown> {
    await this.load();
    return callQualityGood();
  }

  /**
   * Raises a fatal Daily error (by default a lost connection; pass Daily's `type`, e.g. `ejected`
   * with "Meeting ended due to ejection"): the meeting state becomes `error`.
   */
  raiseFatalError(
    message = 'Simulated fatal error: connection lost',
    type = 'connection-error',
  ): void {
    if (this.#meeting.joined)
      this.#meeting.fail({ errorMsg: message, error: { type, msg: message } });
  }

  /** Raises a nonfatal Daily error, e.g. `audio-processor-error`. */
  raiseNonfatalError(type: string, message = `Simulated ${type}`): void {
    this.emit('nonfatal-error', { type, errorMsg: message });
  }

  /** Ends the call from the assistant's side: sends the ended status, then leaves. */
  endFromRemote(endedReason = 'assistant-ended-call'): void {
    this.sendRemoteMessage({ type: 'status-update', status: 'ended', endedReason });
    void this.leave();
  }

  #merge(properties: Record<string, unknown>): void {
    Object.assign(this.#merged, validateProperties({ ...properties }));
  }

  #remoteJoins(): void {
    if (this.#meeting.joined)
      this.emit('participant-joined', { participant: this.#people.remoteJoins() });
  }

  #wait(ms: number): Promise<void> {
    return ms > 0 ? new Promise((resolve) => this.schedule(ms, resolve, true)) : Promise.resolve();
  }

  #stopMedia(): void {
    this.#levels.stop();
    this.#people.stop();
    this.clearScheduled();
  }
}
