import type { DailyCall, DailyVideoSendSettings } from '@daily-co/daily-js';
import { createCore, type WebCallResponse } from '@org/api-client';
import type { AudioHealthCondition } from './audio-health-detector';
import type { PlaybackSettings } from './audio-output';
import { type CallLifecycle, createCallLifecycle } from './call-lifecycle';
import type { CallSession } from './call-session';
import type { CallState } from './call-state';
import { createDailyTransport, dailyCalls, RECORDING_OPTIONS } from './daily';
import type {
  AudioDeviceChoice,
  AudioDevices,
  DeviceControl,
  MicrophoneChoice,
} from './device-types';
import { type Listener, TypedEmitter } from './emitter';
import { warn } from './environment';
import { callObjectUnavailable } from './errors';
import type { WebCallEvents } from './events';
import { buildSayMessage, type ClientMessage } from './messages';
import type { NetworkTestResults } from './network-tests';
import { claimPage } from './page-calls';
import type { ReconnectCall, StartTarget } from './start-target';
import type { Transport } from './transport';
import type {
  DailyCallConfig,
  DailyCallObjectOptions,
  InputDevices,
  StartCallOptions,
  WebCallOptions,
} from './web-call-options';

/**
 * A voice call with an assistant, squad or workflow of the platform, over Daily. A drop-in for the
 * platform's existing web SDK: same constructor, methods and events, typed.
 *
 * @example
 * ```ts
 * import WebCall from '@org/web-call';
 *
 * const call = new WebCall(publicKey);
 * call.on('message', (m) => {
 *   if (m.type === 'transcript' && m.transcriptType === 'final') console.log(m.role, m.transcript);
 * });
 * call.on('call-end', () => console.log('ended'));
 * await call.start('your-assistant-id');
 * ```
 */
export class WebCall extends TypedEmitter<WebCallEvents> {
  /** Volume and output device, kept across calls. */
  readonly #playback: PlaybackSettings = {};
  /** The state, the start under way and the call object: the life of the client's calls. */
  readonly #calls: CallLifecycle;
  /** The microphone chosen, kept across calls (`setInputDevicesAsync()`, `selectDevice()`). */
  readonly #microphone: MicrophoneChoice = {};
  /** The turn latency and the thinking indication (`trackTurns`), once a listener loads them. */
  #turns: Promise<void> | undefined;
  /** The captions (`trackCaptions`), once a listener loads them. */
  #captions: Promise<void> | undefined;
  /** The devices module, loaded on first use (`getDevices()`, `selectDevice()`, a call object). */
  #devices: Promise<DeviceControl> | undefined;

  /**
   * @param publicKey - The platform's public key, sent as the bearer token of `POST /call/web`.
   * @param apiBaseUrl - The platform's API origin (default `https://api.vapi.ai`), for this instance only.
   * @param dailyCallConfig - Daily's advanced config (`dailyConfig`), e.g. `{ avoidEval: true }`.
   * @param dailyCallObject - Daily's factory options, e.g. `{ audioSource, startAudioOff }`.
   * @param options - Everything else: the transport, `fetch`, time limits, noise cancellation.
   */
  constructor(
    publicKey: string,
    apiBaseUrl?: string,
    dailyCallConfig?: DailyCallConfig,
    dailyCallObject?: DailyCallObjectOptions,
    options: WebCallOptions = {},
  ) {
    super();
    this.#calls = createCallLifecycle({
      core: createCore({
        token: publicKey,
        baseUrl: apiBaseUrl,
        fetch: options.fetch,
        timeoutMs: options.stageTimeoutMs ?? 30_000,
      }),
      factory: options.transport ?? createDailyTransport,
      properties: { ...dailyCallObject, dailyConfig: { ...dailyCallConfig } },
      options,
      playback: this.#playback,
      emit: (event, ...args) => this.emit(event, ...args),
      graceMs: options.reconnectGraceMs ?? 30_000,
      listens: (event) => this.listenerCount(event) > 0,
      devices: () => this.#device((devices) => devices),
    });
  }

  /**
   * Adds a listener; returns this for chaining. A `turn-latency`, `thinking` or `caption` listener
   * added here (or with `addListener`) loads its capability, a chunk of its own, which tells its
   * events from then on: add it before `start()` to time the first turn.
   */
  override on<K extends keyof WebCallEvents>(event: K, listener: Listener<WebCallEvents, K>): this {
    if (event === 'turn-latency' || event === 'thinking') {
      this.#turns ??= import('./turn-latency').then(({ trackTurns }) => {
        trackTurns(this, () => this.#session?.call);
      }, warn);
    } else if (event === 'caption') {
      this.#captions ??= import('./captions').then(({ trackCaptions }) => {
        trackCaptions(this);
      }, warn);
    }
    return super.on(event, listener);
  }

  /**
   * Where the call is: `idle`, `starting`, `connected`, `reconnecting`, `ending`, `ended` or
   * `failed` (see {@link CallState}). Each change is a `state-change` event.
   *
   * @example
   * ```ts
   * webCall.on('state-change', ({ next, reason }) => {
   *   status.textContent = next === 'reconnecting' ? 'Reconnecting...' : next;
   * });
   * ```
   */
  get state(): CallState {
    return this.#calls.state;
  }

  /**
   * Runs daily-js's own pre-call network tests (TURN relay, WebSocket regions, call quality) on a
   * temporary transport, which waits for its turn on the page like a call and is destroyed at the
   * end. Never rejects: each test's result (or why it could not run) is in the answer.
   *
   * @param options - `transport`: the transport factory to test with (default: daily-js).
   * @example
   * ```ts
   * const results = await WebCall.runNetworkTestsStandalone();
   * if (results.networkConnectivity?.result === 'failed') showWarning('Calls may not work here.');
   * ```
   */
  static runNetworkTestsStandalone(
    options: Pick<WebCallOptions, 'transport'> = {},
  ): Promise<NetworkTestResults> {
    // Loaded on first use: most pages never run the network tests.
    return import('./network-tests').then(({ runNetworkTests }) =>
      runNetworkTests(options.transport ?? createDailyTransport, claimPage),
    );
  }

  /**
   * Starts a call. Each of assistant, squad and workflow is an id or an inline definition; one is
   * required. Resolves to the created call, or `null` when a call is already under way (with a
   * `call-start-progress` event, stage `validation`, reason `already-started`) or the start failed
   * (with `error` and `call-start-failed` events, everything cleaned up).
   *
   * @example
   * ```ts
   * const call = await webCall.start('assistant-id');
   * const inline = await webCall.start({ firstMessage: 'Hi!', model: { provider: 'openai', model: 'gpt-4o' } });
   * const squad = await webCall.start(undefined, undefined, 'squad-id');
   * // Keep the room when the user leaves, to reconnect() after a reload:
   * const kept = await webCall.start('assistant-id', undefined, undefined, undefined, undefined, {
   *   roomDeleteOnUserLeaveEnabled: false,
   * });
   * ```
   */
  start(
    assistant?: StartTarget['assistant'],
    assistantOverrides?: StartTarget['assistantOverrides'],
    squad?: StartTarget['squad'],
    workflow?: StartTarget['workflow'],
    workflowOverrides?: StartTarget['workflowOverrides'],
    options?: StartCallOptions,
  ): Promise<WebCallResponse | null> {
    return this.#calls.start({
      assistant,
      assistantOverrides,
      squad,
      workflow,
      workflowOverrides,
      roomDeleteOnUserLeaveEnabled: options?.roomDeleteOnUserLeaveEnabled,
    });
  }

  /**
   * Rejoins a call whose room is still there (started with `roomDeleteOnUserLeaveEnabled: false`)
   * after `stop()` or a page reload, given what `start()` resolved to. Emits `start()`'s progress
   * events, then `call-start-success` and `call-start`. Rejects when it cannot rejoin (after a
   * `call-start-failed` with stage `reconnect`, then an `error` of type `reconnect-error`), and at
   * once with a `reconnect-error` while a call is under way or without `webCallUrl`. Not to be
   * confused with the `reconnecting` state (a network blip the client waits out by itself).
   *
   * @example
   * ```ts
   * const call = await webCall.start(id, undefined, undefined, undefined, undefined, {
   *   roomDeleteOnUserLeaveEnabled: false,
   * });
   * sessionStorage.setItem('call', JSON.stringify(call));
   * // … after a reload:
   * await webCall.reconnect(JSON.parse(sessionStorage.getItem('call')));
   * ```
   */
  reconnect(webCall: ReconnectCall): Promise<void> {
    return this.#calls.reconnect(webCall);
  }

  /**
   * Warms Daily's call bundle before the user clicks, so `start()` only waits for the web call and
   * the join. Safe to call many times; never rejects (a failure is retried by `start()`).
   *
   * @example
   * ```ts
   * button.addEventListener('pointerenter', () => void webCall.preload(), { once: true });
   * ```
   */
  preload(): Promise<void> {
    return this.#calls.preload();
  }

  /**
   * Ends the call from this side — `ending`, then `ended`, `call-end` and one ended status, also
   * for a start still connecting (cancelled, it resolves `null`) — and destroys the call object.
   * Resolves once it is destroyed. A call started with `roomDeleteOnUserLeaveEnabled: false` goes
   * on on the platform: `reconnect()` rejoins it.
   */
  stop(): Promise<void> {
    return this.#calls.stop();
  }

  /**
   * Asks the platform to end the call (`{ type: "end-call" }`), then stops; while the call is still
   * connecting, it just stops the start. Always ends the call, whatever `roomDeleteOnUserLeaveEnabled`.
   */
  end(): Promise<void> {
    try {
      this.send({ type: 'end-call' });
    } catch {
      // Not joined yet: there is no call on the platform's side to end.
    }
    return this.stop();
  }

  /** Sends any JSON message to the platform; throws when it is over Daily's size limit. */
  send(message: ClientMessage): void {
    this.#session?.send(message);
  }

  /** Makes the assistant say a line; the interruption flags default to false. */
  say(
    message: string,
    endCallAfterSpoken?: boolean,
    interruptionsEnabled?: boolean,
    interruptAssistantEnabled?: boolean,
  ): void {
    this.send(
      buildSayMessage(message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled),
    );
  }

  /** Mutes or unmutes the microphone; throws "Call object is not available." without a call. */
  setMuted(muted: boolean): void {
    this.#call().setLocalAudio(!muted);
  }

  /** Whether the microphone is muted (false without a call, or before it has joined). */
  isMuted(): boolean {
    return this.#session?.call.localAudio() === false;
  }

  /** Picks the microphone (and camera); rejects with Daily's error, or without a call. */
  async setInputDevicesAsync(devices: InputDevices): Promise<void> {
    await this.#call().setInputDevicesAsync(devices);
    if (typeof devices.audioDeviceId === 'string')
      this.#microphone.deviceId = devices.audioDeviceId;
  }

  /**
   * The microphones and speakers, and the one of each in use (or chosen for the next call). Labels
   * are empty until the person has let the page use the microphone. Through daily-js's
   * `enumerateDevices()` and `getInputDevices()` while there is a call object; what the browser
   * lists between calls (docs/requirements.md#devices).
   *
   * @example
   * ```ts
   * const { microphones, microphone } = await webCall.getDevices();
   * for (const mic of microphones) console.log(mic.label, mic.deviceId === microphone?.deviceId);
   * ```
   */
  getDevices(): Promise<AudioDevices> {
    return this.#device((devices) => devices.list());
  }

  /**
   * Switches to a microphone or speaker from `getDevices()`: in a call at once, keeping the call,
   * its state and the mute; between calls the choice is kept for the next one. Then
   * `devices-change` names the device in use. Rejects with daily-js's or the browser's error.
   *
   * @example
   * ```ts
   * const { speakers } = await webCall.getDevices();
   * const headset = speakers.find((s) => s.label.includes('Headset'));
   * if (headset) await webCall.selectDevice(headset);
   * ```
   */
  selectDevice(device: AudioDeviceChoice): Promise<void> {
    return this.#device((devices) => devices.select(device));
  }

  /**
   * Puts the call on hold: the person's microphone is muted and the platform mutes the assistant
   * (the `control` message `mute-assistant`); `hold-change` tells it. `unhold()` undoes both. A
   * call already on hold stays so, with no event. Rejects with "Call object is not available."
   * without a call (docs/requirements.md#hold-and-push-to-talk).
   */
  hold(): Promise<void> {
    return this.#hold(true);
  }

  /**
   * Takes the call off hold: the platform unmutes the assistant (`unmute-assistant`) and the
   * microphone is turned back on, unless the person had muted it before `hold()`: it stays muted.
   * Rejects with "Call object is not available." without a call.
   */
  unhold(): Promise<void> {
    return this.#hold(false);
  }

  /** Whether the current call is on hold (false without a call: a hold ends with its call). */
  isOnHold(): boolean {
    return !!this.#session?.held;
  }

  /**
   * Picks the speaker for the assistant's audio. Without a call the choice is kept for the next
   * one (it never rejects then); in a call it rejects with the browser's or Daily's error.
   */
  async setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<void> {
    this.#playback.sinkId = device.outputDeviceId;
    const session = this.#session;
    if (session) {
      await Promise.all([session.call.setOutputDeviceAsync(device), session.audio.apply()]);
    }
  }

  /**
   * Sets the assistant's playback volume, 0…1 (values outside are clamped, non-finite ones
   * ignored). Kept across calls and applied to the audio as soon as it arrives, so it can be set
   * before `start()`. Playback only: what the assistant hears and `volume-level` do not change.
   */
  setVolume(volume: number): void {
    if (!Number.isFinite(volume)) return;
    this.#playback.volume = Math.min(1, Math.max(0, volume));
    this.#session?.audio.apply().catch(warn);
  }

  /**
   * The `<audio>` element playing the assistant, or null before its audio plays and after the
   * call. The `audio` event passes it the moment it plays.
   */
  getAudioPlayer(): HTMLAudioElement | null {
    return this.#session?.audio.player ?? null;
  }

  /**
   * Raises (or lowers) the selected microphone's level by `gain` through Web Audio. The stream and
   * audio context it makes are released on the next call, on `stop()` and when the call ends, or
   * at once when a step fails. A gain that is no finite number is refused with a `RangeError`
   * before the microphone is asked for.
   */
  async increaseMicLevel(gain: number): Promise<void> {
    await this.#calls.boostMicrophone(this.#call(), this.#microphone.deviceId, gain);
  }

  /**
   * Plays the assistant's audio when the browser's autoplay policy held it back (an `error` of type
   * `audio-start-failed` with `error.reason === 'autoplay-blocked'`). Call it from a user gesture,
   * such as a click; the call starts once the audio plays.
   *
   * @example
   * ```ts
   * webCall.on('error', (e) => {
   *   if (e.error.reason === 'autoplay-blocked') soundButton.hidden = false;
   * });
   * soundButton.addEventListener('click', () => webCall.resumeAudio());
   * ```
   */
  async resumeAudio(): Promise<void> {
    await this.#session?.resumeAudio();
  }

  /**
   * The latest level of the local microphone, 0…1, while the local audio level observer runs; 0
   * without a call. A level that stays near 0 while the user should be talking means a muted or
   * wrong microphone: the page can say "we can't hear you".
   */
  getLocalAudioLevel(): number {
    return this.#session?.call.getLocalAudioLevel() ?? 0;
  }

  /**
   * Starts (or restarts, with another interval) the local microphone level observer: the
   * `local-volume-level` event then fires every `interval` ms (Daily's default, 100 ms, without
   * one). A call starts it by itself when `local-volume-level` has a listener at the start; call
   * this for listeners added later. Throws "Call object is not available." without a call; rejects
   * with Daily's error when the observer cannot run (interval under 100 ms, no Web Audio).
   *
   * @example
   * ```ts
   * webCall.on('local-volume-level', (level) => {
   *   quietFor = level < 0.01 ? quietFor + 100 : 0;
   *   hint.hidden = quietFor < 3000; // "We can't hear you: check your microphone"
   * });
   * await webCall.startLocalAudioLevelObserver(100);
   * ```
   */
  async startLocalAudioLevelObserver(interval?: number): Promise<void> {
    await this.#call().startLocalAudioLevelObserver(interval);
  }

  /**
   * The conditions of the call's audio under way (`silent-microphone`, `microphone-muted`,
   * `device-lost`, `echo-suspected`), in the order they began; empty without a call. The first read
   * in a call turns the watch on (as an `audio-health` listener at the start does): its conditions
   * show from the next reads, and each change is an `audio-health` event.
   *
   * @example
   * ```ts
   * webCall.on('audio-health', ({ condition, active }) => {
   *   if (condition === 'silent-microphone') hint.hidden = !active;
   * });
   * ```
   */
  getAudioHealth(): AudioHealthCondition[] {
    return this.#session?.watchAudioHealth() ?? [];
  }

  /** Stops the local microphone level observer: no more `local-volume-level` events. */
  stopLocalAudioLevelObserver(): void {
    this.#session?.call.stopLocalAudioLevelObserver();
  }

  /** Whether the local microphone level observer runs (false without a call). */
  isLocalAudioLevelObserverRunning(): boolean {
    return this.#session?.call.isLocalAudioLevelObserverRunning() ?? false;
  }

  /** Starts sharing the screen, with the browser's display options and Daily's send settings. */
  startScreenSharing(
    displayMediaOptions?: DisplayMediaStreamOptions,
    screenVideoSendSettings?: DailyVideoSendSettings,
  ): void {
    // daily-js refuses asynchronously: report it rather than leave an unhandled rejection.
    Promise.resolve(
      this.#session?.call.startScreenShare({
        displayMediaOptions,
        screenVideoSendSettings,
      }),
    ).catch(warn);
  }

  /** Stops sharing the screen. */
  stopScreenSharing(): void {
    this.#session?.call.stopScreenShare();
  }

  /**
   * Starts (or retries) Daily's cloud recording of the call (1280×720, the default layout). It
   * starts asynchronously: `recording-started` confirms it, `recording-error` reports a failure
   * (Daily does not retry: call this again a few seconds later). Throws "Call object is not
   * available." without a call. A call whose artifact plan records video starts it by itself.
   *
   * @example
   * ```ts
   * webCall.on('recording-error', () => setTimeout(() => webCall.startRecording(), 5000));
   * ```
   */
  startRecording(): void {
    this.#call().startRecording(RECORDING_OPTIONS);
  }

  /** Stops the recording; `recording-stopped` confirms it. */
  stopRecording(): void {
    this.#session?.call.stopRecording();
  }

  /**
   * Daily's call object of the current call, or null between calls. Over a transport that is not
   * daily-js (such as the simulated one of `@org/web-call/testing`) there is no Daily call object:
   * it is null then too.
   */
  getDailyCallObject(): DailyCall | null {
    const transport = this.#session?.call;
    return (transport && dailyCalls.get(transport)) ?? null;
  }

  /** Uses the devices module, loaded on first use. */
  #device<T>(use: (devices: DeviceControl) => T): Promise<Awaited<T>> {
    this.#devices ??= import('./devices').then((module) =>
      module.createDeviceControl(this, this.#playback, this.#microphone),
    );
    return this.#devices.then(use) as Promise<Awaited<T>>;
  }

  /** Puts the current call on hold or takes it off (the hold module, loaded on first use). */
  async #hold(on: boolean): Promise<void> {
    (await import('./hold')).changeHold(this.#session, on, this);
  }

  /** The session of the current call, once its start has made it; undefined between calls. */
  get #session(): CallSession | undefined {
    return this.#calls.session;
  }

  #call(): Transport {
    const session = this.#session;
    if (!session) throw callObjectUnavailable();
    return session.call;
  }
}
