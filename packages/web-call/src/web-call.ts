import { type Core, createCore, type WebCallResponse } from '@org/api-client';
import type {
  CallObject,
  CallObjectFactory,
  CallObjectProperties,
  ScreenShareOptions,
} from './call-object';
import { createDailyCallObject, type DailySession, openSession } from './daily-session';
import { TypedEmitter } from './emitter';
import { timestamp } from './environment';
import { callObjectUnavailable } from './errors';
import type { WebCallEvents } from './events';
import { buildSayMessage, type ClientMessage } from './messages';
import { runStart, type StartTarget } from './start-call';

/** Options of a `WebCall` beyond the existing SDK's four constructor arguments. */
export interface WebCallOptions {
  /** Makes the call object; defaults to loading `@daily-co/daily-js` and `Daily.createCallObject`. */
  createCallObject?: CallObjectFactory;
  /** The `fetch` for `POST /call/web`; defaults to the global one. */
  fetch?: typeof fetch;
  /** Time limit of each start stage (and of `POST /call/web`), in ms. Default 30 000; 0 for none. */
  stageTimeoutMs?: number;
  /** Turn on Daily's noise cancellation when the call starts. Default true. */
  noiseCancellation?: boolean;
  /** Data attached to the participant when joining; at most 4096 characters of JSON. */
  userData?: unknown;
}

/** Daily's advanced call configuration (`dailyConfig`), passed through. */
export type DailyCallConfig = Record<string, unknown>;

/** Input devices to use: Daily device ids or your own tracks. */
export interface InputDevices {
  audioDeviceId?: string | false | null;
  audioSource?: MediaStreamTrack | false;
  videoDeviceId?: string | false | null;
  videoSource?: MediaStreamTrack | false;
}

/**
 * A voice call with an assistant, squad or workflow of the platform, over Daily. A drop-in for the
 * platform's existing web SDK: same constructor, methods and events, typed.
 *
 * @example
 * import WebCall from '@org/web-call';
 *
 * const call = new WebCall(publicKey);
 * call.on('message', (m) => {
 *   if (m.type === 'transcript' && m.transcriptType === 'final') console.log(m.role, m.transcript);
 * });
 * call.on('call-end', () => console.log('ended'));
 * await call.start('your-assistant-id');
 */
export class WebCall extends TypedEmitter<WebCallEvents> {
  readonly #core: Core;
  readonly #factory: CallObjectFactory;
  readonly #properties: CallObjectProperties;
  readonly #options: WebCallOptions;
  #session: DailySession | null = null;
  #prepared: Promise<DailySession> | null = null;
  #started = false;
  #attempt: AbortController | undefined;
  #inputDeviceId: string | undefined;
  #boost: { stream: MediaStream; context: AudioContext } | undefined;

  /**
   * @param publicKey The platform's public key, sent as the bearer token of `POST /call/web`.
   * @param apiBaseUrl The platform's API origin (default `https://api.vapi.ai`), for this instance only.
   * @param dailyCallConfig Daily's advanced config (`dailyConfig`).
   * @param dailyCallObject Daily factory options, e.g. `{ audioSource, videoSource }`.
   * @param options Everything else: the call-object factory, `fetch`, time limits, noise cancellation.
   */
  constructor(
    publicKey: string,
    apiBaseUrl?: string,
    dailyCallConfig?: DailyCallConfig,
    dailyCallObject?: CallObjectProperties,
    options: WebCallOptions = {},
  ) {
    super();
    const timeoutMs = options.stageTimeoutMs ?? 30_000;
    this.#core = createCore({
      token: publicKey,
      baseUrl: apiBaseUrl,
      fetch: options.fetch,
      timeoutMs,
    });
    this.#factory = options.createCallObject ?? createDailyCallObject;
    this.#properties = { ...dailyCallObject, dailyConfig: dailyCallConfig ?? {} };
    this.#options = options;
  }

  /**
   * Starts a call. Each of assistant, squad and workflow is an id or an inline definition; one is
   * required. Resolves to the created call, or `null` when a call is already under way (with a
   * `call-start-progress` event, reason `already-started`) or the start failed (with one `error` and
   * one `call-start-failed` event, everything cleaned up).
   *
   * @example
   * const call = await webCall.start('assistant-id');
   * const inline = await webCall.start({ firstMessage: 'Hi!', model: { provider: 'openai', model: 'gpt-4o' } });
   * const squad = await webCall.start(undefined, undefined, 'squad-id');
   */
  async start(
    assistant?: StartTarget['assistant'],
    assistantOverrides?: StartTarget['assistantOverrides'],
    squad?: StartTarget['squad'],
    workflow?: StartTarget['workflow'],
    workflowOverrides?: StartTarget['workflowOverrides'],
  ): Promise<WebCallResponse | null> {
    if (this.#started) {
      this.emit('call-start-progress', {
        stage: 'initialization',
        status: 'failed',
        timestamp: timestamp(),
        metadata: { reason: 'already-started' },
      });
      return null;
    }
    this.#started = true;
    const attempt = new AbortController();
    this.#attempt = attempt;
    const target = { assistant, assistantOverrides, squad, workflow, workflowOverrides };
    return runStart(
      {
        core: this.#core,
        emit: (event, ...args) => this.emit(event, ...args),
        stageTimeoutMs: this.#options.stageTimeoutMs ?? 30_000,
        noiseCancellation: this.#options.noiseCancellation !== false,
        userData: this.#options.userData ?? this.#properties.userData,
        signal: attempt.signal,
        takeSession: () => {
          const prepared = this.#prepared ?? this.#prepare();
          this.#prepared = null;
          return prepared;
        },
        adopt: (session) => {
          this.#session = session;
        },
        teardown: () => this.stop(),
      },
      target,
    );
  }

  /**
   * Warms Daily's call bundle before the user clicks, so `start()` only waits for the web call and
   * the join. Safe to call many times; never rejects (a failure is retried by `start()`).
   *
   * @example
   * button.addEventListener('pointerenter', () => void webCall.preload(), { once: true });
   */
  async preload(): Promise<void> {
    if (this.#started) return;
    this.#prepared ??= this.#prepare();
    await this.#prepared.catch((error: unknown) => {
      console.warn('[web-call]', error);
      this.#prepared = null;
    });
  }

  /** Ends the call from this side: leaves, destroys the call object and frees everything. */
  async stop(): Promise<void> {
    this.#started = false;
    this.#attempt?.abort();
    this.#attempt = undefined;
    const session = this.#session;
    const prepared = this.#prepared;
    this.#session = null;
    this.#prepared = null;
    this.#releaseBoost();
    await Promise.all([
      session?.close(),
      prepared?.then(
        (s) => s.close(),
        () => {},
      ),
    ]);
  }

  /** Asks the platform to end the call (`{ type: "end-call" }`), then stops. */
  end(): Promise<void> {
    this.send({ type: 'end-call' });
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
    interruptionsEnabled = false,
    interruptAssistantEnabled = false,
  ): void {
    this.send(
      buildSayMessage(message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled),
    );
  }

  /** Mutes or unmutes the microphone; throws "Call object is not available." without a call. */
  setMuted(muted: boolean): void {
    this.#call().setLocalAudio(!muted);
  }

  /** Whether the microphone is muted (false without a call). */
  isMuted(): boolean {
    return this.#session ? !this.#session.call.localAudio() : false;
  }

  /** Picks the microphone (and camera); rejects with Daily's error, or without a call. */
  async setInputDevicesAsync(devices: InputDevices): Promise<void> {
    const call = this.#call();
    await call.setInputDevicesAsync(devices);
    if (typeof devices.audioDeviceId === 'string') this.#inputDeviceId = devices.audioDeviceId;
  }

  /** Picks the speaker for the assistant's audio; rejects with the browser's or Daily's error. */
  async setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<void> {
    const session = this.#session;
    if (!session) throw callObjectUnavailable();
    await Promise.all([
      session.call.setOutputDeviceAsync(device),
      session.setSinkId(device.outputDeviceId),
    ]);
  }

  /**
   * Raises (or lowers) the selected microphone's level by `gain` through Web Audio. The stream and
   * audio context it makes are released on the next call, on `stop()` and when the call ends.
   */
  async increaseMicLevel(gain: number): Promise<void> {
    const call = this.#call();
    const deviceId = this.#inputDeviceId;
    const stream = await navigator.mediaDevices.getUserMedia({
      audio: deviceId ? { deviceId: { exact: deviceId } } : true,
    });
    const context = new AudioContext();
    const gainNode = context.createGain();
    gainNode.gain.value = gain;
    const destination = context.createMediaStreamDestination();
    context.createMediaStreamSource(stream).connect(gainNode).connect(destination);
    this.#releaseBoost();
    this.#boost = { stream, context };
    const [track] = destination.stream.getAudioTracks();
    if (track) await call.setInputDevicesAsync({ audioSource: track });
  }

  /** Starts sharing the screen, with the browser's display options and Daily's send settings. */
  startScreenSharing(
    displayMediaOptions?: DisplayMediaStreamOptions,
    screenVideoSendSettings?: ScreenShareOptions['screenVideoSendSettings'],
  ): void {
    this.#session?.call.startScreenShare({ displayMediaOptions, screenVideoSendSettings });
  }

  /** Stops sharing the screen. */
  stopScreenSharing(): void {
    this.#session?.call.stopScreenShare();
  }

  /** The Daily call object of the current call, or null. */
  getDailyCallObject(): CallObject | null {
    return this.#session?.call ?? null;
  }

  #call(): CallObject {
    if (!this.#session) throw callObjectUnavailable();
    return this.#session.call;
  }

  async #prepare(): Promise<DailySession> {
    const properties = { audioSource: true, videoSource: false, ...this.#properties };
    const session = openSession(
      await this.#factory(properties),
      (event, ...args) => this.emit(event, ...args),
      () => {
        // The call ended by itself (remote end, fatal error); a start still running is over too.
        if (this.#session !== session) return;
        this.#session = null;
        this.#started = false;
        this.#attempt?.abort();
        this.#attempt = undefined;
        this.#releaseBoost();
        void session.close();
      },
    );
    try {
      await session.load();
    } catch (error) {
      await session.close();
      throw error;
    }
    return session;
  }

  #releaseBoost(): void {
    if (!this.#boost) return;
    for (const track of this.#boost.stream.getTracks()) track.stop();
    void this.#boost.context.close();
    this.#boost = undefined;
  }
}
