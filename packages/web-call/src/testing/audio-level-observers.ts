import type { BundleEnvironment } from './bundle-load';
import { checkAudioLevelInterval } from './daily-rules';
import type { Meeting } from './meeting';
import { withFault } from './options';
import type { SimulatedEventSource } from './simulated-event-source';
import type { SimulatedParticipants } from './simulated-participants';

/**
 * daily-js's two audio-level observers of one call object: the remote participants' observer,
 * which reports the assistant's level while joined, and the local observer, which measures the
 * user's voice at the microphone (silence while muted). Both are intervals that stop with the
 * call's media.
 */
export class AudioLevelObservers {
  readonly #call: Pick<SimulatedEventSource, 'emit'>;
  /** The remote observer reports while joined, the local one hears the microphone while live. */
  readonly #meeting: Meeting;
  readonly #people: SimulatedParticipants;
  readonly #env: BundleEnvironment;
  /** The assistant's audio level that the remote observer reports. */
  #remoteLevel = 0;
  #remote: ReturnType<typeof setInterval> | undefined;
  /** A remote observer asked for before the bundle loaded: daily-js starts it once loaded. */
  #remoteRequested: number | undefined;
  /** The user's voice at the microphone, and what the local observer last reported. */
  #userLevel = 0;
  #localLevel = 0;
  #local: ReturnType<typeof setInterval> | undefined;
  /** A local observer asked for before the bundle loaded: daily-js starts it once loaded. */
  #localRequested: number | undefined;

  constructor(
    call: Pick<SimulatedEventSource, 'emit'>,
    meeting: Meeting,
    people: SimulatedParticipants,
    env: BundleEnvironment,
  ) {
    this.#call = call;
    this.#meeting = meeting;
    this.#people = people;
    this.#env = env;
  }

  /** The observers' intervals still running (for leak checks). */
  get running(): number {
    return (this.#remote ? 1 : 0) + (this.#local ? 1 : 0);
  }

  setRemoteLevel(level: number): void {
    this.#remoteLevel = level;
  }

  /**
   * Checks the interval (none, or a number ≥ 100); before Daily's bundle has loaded it only
   * remembers the request and returns nothing, after it (re)starts the remote observer (unless the
   * object is destroyed) and resolves.
   */
  startRemote(interval: number | undefined): Promise<void> | undefined {
    checkAudioLevelInterval(interval);
    if (!this.#meeting.machine) {
      this.#remoteRequested = interval || 100;
      return undefined;
    }
    return withFault(this.#env.faults['audio-observer-setup'], 'audio level observer', async () => {
      if (!this.#meeting.destroyed) this.#runRemote(interval || 100);
    });
  }

  setUserLevel(level: number): void {
    this.#userLevel = level;
  }

  /**
   * Checks the interval (none, or a number ≥ 100); before Daily's bundle has loaded it only
   * remembers the request and returns nothing, after it runs the local observer and resolves.
   */
  startLocal(interval: number | undefined): Promise<void> | undefined {
    checkAudioLevelInterval(interval);
    if (!this.#meeting.machine) {
      this.#localRequested = interval || 100;
      return undefined;
    }
    return withFault(
      this.#env.faults['local-audio-level-observer'],
      'local audio level observer',
      async () => this.#runLocal(interval || 100),
    );
  }

  /** Starts the observers asked for before the bundle loaded, if any. */
  bundleLoaded(): void {
    if (this.#remoteRequested !== undefined) this.#runRemote(this.#remoteRequested);
    if (this.#localRequested !== undefined) this.#runLocal(this.#localRequested);
  }

  /** Forgets a pending request and stops the local observer: the level reads 0 again. */
  stopLocal(): void {
    this.#localRequested = undefined;
    this.#stopLocal();
  }

  get localRunning(): boolean {
    return !!this.#local;
  }

  /** The level the local observer last reported (0 when it does not run). */
  get localLevel(): number {
    return this.#localLevel;
  }

  /** The call's media stopped: both observers stop and every level reads 0. */
  stop(): void {
    this.#stopLocal();
    this.#userLevel = 0;
    clearInterval(this.#remote);
    this.#remote = undefined;
    this.#remoteLevel = 0;
  }

  #runRemote(interval: number): void {
    this.#remoteRequested = undefined;
    clearInterval(this.#remote);
    this.#remote = setInterval(() => {
      if (!this.#meeting.joined) return;
      const levels: Record<string, number> = {};
      const remote = this.#people.remote;
      if (remote) levels[remote.session_id] = this.#remoteLevel;
      this.#call.emit('remote-participants-audio-level', { participantsAudioLevel: levels });
    }, interval);
  }

  #runLocal(interval: number): void {
    this.#localRequested = undefined;
    clearInterval(this.#local);
    this.#local = setInterval(() => {
      // A muted microphone, or none yet, measures silence.
      this.#localLevel = this.#meeting.micLive ? this.#userLevel : 0;
      this.#call.emit('local-audio-level', { audioLevel: this.#localLevel });
    }, interval);
  }

  #stopLocal(): void {
    clearInterval(this.#local);
    this.#local = undefined;
    this.#localLevel = 0;
  }
}
