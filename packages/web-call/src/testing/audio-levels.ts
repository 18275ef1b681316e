import { createAudioTrack, type SimulatedAudioTrack } from './media';

/**
 * The sound of a simulated call as Daily's two level observers report it: the assistant's level,
 * which its audio track sounds too, and the user's voice at the microphone, which measures silence
 * while the microphone is muted or not yet acquired.
 */
export class SimulatedAudioLevels {
  #remoteObserver: ReturnType<typeof setInterval> | undefined;
  #localObserver: ReturnType<typeof setInterval> | undefined;
  #remote = 0;
  #user = 0;
  #local = 0;
  #audio: SimulatedAudioTrack | undefined;
  #mic: SimulatedAudioTrack | undefined;

  /** `micLive` says whether the microphone is acquired and on. */
  constructor(private readonly micLive: () => boolean) {}

  /** How many observers run. */
  get observers(): number {
    return (this.#remoteObserver ? 1 : 0) + (this.#localObserver ? 1 : 0);
  }

  /** The assistant's audio track, made on first use and sounding its level. */
  audioTrack(): MediaStreamTrack {
    this.#audio ??= createAudioTrack();
    return this.#audio.track;
  }

  /** The microphone's track, made on first use and sounding the user's voice. */
  micTrack(): MediaStreamTrack {
    this.#mic ??= createAudioTrack();
    this.#mic.setLevel(this.#user);
    return this.#mic.track;
  }

  /** Sets the assistant's level (0…1). */
  setRemote(level: number): void {
    this.#remote = level;
    this.#audio?.setLevel(level);
  }

  /** Sets the user's voice level at the microphone (0…1). */
  setUser(level: number): void {
    this.#user = level;
    this.#mic?.setLevel(level);
  }

  /** Reports the assistant's level every `interval` ms, replacing a running observer. */
  observeRemote(interval: number, report: (level: number) => void): void {
    clearInterval(this.#remoteObserver);
    this.#remoteObserver = setInterval(() => report(this.#remote), interval);
  }

  /** Measures the microphone every `interval` ms, replacing a running observer. */
  observeLocal(interval: number, report: (level: number) => void): void {
    clearInterval(this.#localObserver);
    this.#localObserver = setInterval(() => {
      this.#local = this.micLive() ? this.#user : 0;
      report(this.#local);
    }, interval);
  }

  /** Stops the microphone's observer; its level reads silence. */
  stopLocal(): void {
    clearInterval(this.#localObserver);
    this.#localObserver = undefined;
    this.#local = 0;
  }

  /** Whether the microphone's observer runs. */
  get localRunning(): boolean {
    return !!this.#localObserver;
  }

  /** The microphone's latest measured level. */
  get local(): number {
    return this.#local;
  }

  /** Stops both observers and the assistant's track; every level goes back to silence. */
  stop(): void {
    clearInterval(this.#remoteObserver);
    this.#remoteObserver = undefined;
    this.stopLocal();
    this.#audio?.stop();
    this.#audio = undefined;
    this.#mic?.stop();
    this.#mic = undefined;
    this.#remote = 0;
    this.#user = 0;
  }
}
