import { type Core, createCore, type WebCallResponse } from '@org/api-client';
import type {
  CallObject,
  CallObjectFactory,
  CallObjectProperties,
  ScreenShareOptions,
} from './call-object';
import { createDailyCallObject, type DailySession, openSession } from './daily-session';
import { TypedEmitter } from './emitter';
import { timestamp, within } from './environment';
import { callObjectUnavailable } from './errors';
import type { WebCallEvents } from './events';
import { assertUserDataSize, buildSayMessage, type ClientMessage } from './messages';
import { anotherCallLive, claimPage, type PageSlot } from './page-calls';
import { CANCELLED, type Prepared, runStart, type StartTarget } from './start-call';

/**
 * Longest wait, in `stop()` and in a failed or cancelled `start()`, for the call object to be
 * destroyed: daily-js destroys at once (even mid-download of its bundle), so this only matters
 * while daily-js itself is still being downloaded; the object is then destroyed as it arrives.
 */
export const DESTROY_WAIT_MS = 5000;

const noop = () => {};
const report = (error: unknown) => console.warn('[web-call]', error);

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
  #prepared: (Prepared & PageSlot) | null = null;
  #current: Prepared | null = null;
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
        take: () => {
          const prepared = this.#preloaded(true);
          prepared.live = true;
          this.#prepared = null;
          this.#current = prepared;
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
    const prepared = this.#preloaded(false);
    this.#prepared = prepared;
    await prepared.ready.catch((error: unknown) => {
      if (error !== CANCELLED) report(error);
      if (this.#prepared === prepared) this.#prepared = null;
    });
  }

  /**
   * Ends the call from this side: leaves, destroys the call object and frees everything. Resolves
   * once the call object is destroyed (see {@link DESTROY_WAIT_MS}).
   */
  async stop(): Promise<void> {
    this.#started = false;
    this.#attempt?.abort();
    this.#attempt = undefined;
    const calls = [this.#current, this.#prepared];
    this.#current = this.#prepared = this.#session = null;
    this.#releaseBoost();
    await Promise.all(calls.map((prepared) => prepared?.close()));
  }

  /**
   * Asks the platform to end the call (`{ type: "end-call" }`), then stops; while the call is still
   * connecting, it just stops the start.
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

  /** Whether the microphone is muted (false without a call, or before it has joined). */
  isMuted(): boolean {
    return this.#session?.call.localAudio() === false;
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
    if (this.#session?.call !== call) {
      // The call ended while the browser was opening the microphone: let it go again.
      for (const track of stream.getTracks()) track.stop();
      throw callObjectUnavailable();
    }
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

  /**
   * Plays the assistant's audio when the browser's autoplay policy held it back (an `error` of type
   * `audio-playback-blocked`). Call it from a user gesture, such as a click; the call starts once
   * the audio plays.
   *
   * @example
   * webCall.on('error', (e) => {
   *   if (e.type === 'audio-playback-blocked') soundButton.hidden = false;
   * });
   * soundButton.addEventListener('click', () => webCall.resumeAudio());
   */
  async resumeAudio(): Promise<void> {
    await this.#session?.resumeAudio();
  }

  /** Starts sharing the screen, with the browser's display options and Daily's send settings. */
  startScreenSharing(
    displayMediaOptions?: DisplayMediaStreamOptions,
    screenVideoSendSettings?: ScreenShareOptions['screenVideoSendSettings'],
  ): void {
    // daily-js refuses asynchronously: report it rather than leave an unhandled rejection.
    Promise.resolve(
      this.#session?.call.startScreenShare({ displayMediaOptions, screenVideoSendSettings }),
    ).catch(report);
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

  /**
   * Claims the page (see `page-calls.ts`), makes the call object and loads Daily's bundle. The
   * returned handle is closed exactly once — by its failure, `stop()`, the call's end or another
   * client that needs the page for a call — and frees the page once the object is destroyed.
   */
  /** The preloaded call object if it is still usable, or a new one. */
  #preloaded(live: boolean): Prepared & PageSlot {
    const preloaded = this.#prepared;
    return preloaded && preloaded.state !== 'closing' ? preloaded : this.#prepare(live);
  }

  #prepare(live: boolean): Prepared & PageSlot {
    const properties: CallObjectProperties = {
      audioSource: true,
      videoSource: false,
      ...this.#properties,
    };
    let free = noop;
    let cancel: (reason: unknown) => void = noop;
    let closing: Promise<void> | undefined;
    let made: Promise<DailySession> | undefined;
    const prepared: Prepared & PageSlot = {
      live,
      get state() {
        return closing ? 'closing' : prepared.live ? 'live' : 'idle';
      },
      ready: new Promise<never>((_, reject) => {
        cancel = reject;
      }),
      close: () =>
        (closing ??= (async () => {
          cancel(CANCELLED);
          // A call object that has not arrived in time is destroyed whenever it does.
          await within(
            made?.then((session) => session.close()) ?? Promise.resolve(),
            DESTROY_WAIT_MS,
          );
          free();
        })()),
    };
    const make = async (): Promise<DailySession> => {
      // daily-js refuses a too large userData only after registering the call object, which then
      // blocks the page for good: check it first.
      assertUserDataSize(properties.userData);
      const claimed = await claimPage(
        this.#factory,
        prepared,
        !!properties.allowMultipleCallInstances,
      );
      // A preload yields quietly to another client's call object.
      if (!claimed) throw CANCELLED;
      free = claimed;
      if (closing) throw CANCELLED;
      let call: CallObject;
      try {
        call = await this.#factory(properties);
      } catch (error) {
        throw /Duplicate DailyIframe/.test(String(error)) ? anotherCallLive(error) : error;
      }
      return openSession(
        call,
        (event, ...args) => this.emit(event, ...args),
        // The call ended by itself (remote end, fatal error); a start still running is over too.
        () => this.#current === prepared && this.stop(),
      );
    };
    made = make();
    prepared.ready = Promise.race([
      prepared.ready,
      made.then(async (session) => {
        await session.load();
        return session;
      }),
    ]);
    // Whatever fails on the way (or a close) destroys what was made and frees the page.
    prepared.ready.catch(() => prepared.close());
    return prepared;
  }

  #releaseBoost(): void {
    if (!this.#boost) return;
    for (const track of this.#boost.stream.getTracks()) track.stop();
    void this.#boost.context.close();
    this.#boost = undefined;
  }
}
