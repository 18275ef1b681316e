import type { CallParticipant, MeetingState } from '../call-object';
import { USE_AFTER_DESTROY } from './daily-rules';
import type { SimulatedEventSource } from './simulated-event-source';

/** The states in which daily-js loads its bundle again before a join. */
const NEEDS_LOAD: MeetingState[] = ['new', 'loading', 'left-meeting', 'error'];

/** A fatal Daily error, as the `error` event carries it. */
export interface FatalError {
  errorMsg: string;
  error: Record<string, unknown>;
}

/**
 * One call object's meeting state and daily-js's transitions between the states, each with the
 * event it sends (a leave or a fatal error stops the call's media first), with what daily-js keeps
 * beside the state: whether the bundle has loaded, whether the call state exists, whether the
 * microphone is on, and whether the object is destroyed.
 */
export class Meeting {
  state: MeetingState = 'new';
  /** Whether Daily's bundle has loaded for this object (its call machine runs). */
  machine = false;
  /** Whether the call state exists: the microphone acquired (`startCamera()`) or joined. */
  callState = false;
  /** Whether the microphone is on (`setLocalAudio()`). */
  micOn: boolean;
  destroyed = false;
  /** Bundle loads started: a later load, a leave or destroy cancels the one under way. */
  #loads = 0;
  readonly #call: Pick<SimulatedEventSource, 'emit'>;
  readonly #stopMedia: () => void;

  constructor(call: Pick<SimulatedEventSource, 'emit'>, micOn: boolean, stopMedia: () => void) {
    this.#call = call;
    this.micOn = micOn;
    this.#stopMedia = stopMedia;
  }

  get joined(): boolean {
    return this.state === 'joined-meeting';
  }

  /** Whether the bundle loads (again) before a join. */
  get needsLoad(): boolean {
    return NEEDS_LOAD.includes(this.state);
  }

  /** Whether the microphone can be heard: the call state exists and the microphone is on. */
  get micLive(): boolean {
    return this.callState && this.micOn;
  }

  /** daily-js's refusal of any use after destroy. */
  assertAlive(): void {
    if (this.destroyed) throw new Error(USE_AFTER_DESTROY);
  }

  /** A bundle load starts; the answer tells whether it is still the current one. */
  loading(): () => boolean {
    this.state = 'loading';
    this.#call.emit('loading', {});
    const load = ++this.#loads;
    return () => load === this.#loads && !this.destroyed;
  }

  loaded(): void {
    this.state = 'loaded';
    this.machine = true;
    this.#call.emit('loaded', {});
  }

  joining(): void {
    this.state = 'joining-meeting';
    this.#call.emit('joining-meeting', {});
  }

  /** Joined: the call state exists; `joined-meeting` carries the participants as they are then. */
  join(participants: () => Record<string, CallParticipant>): void {
    this.state = 'joined-meeting';
    this.callState = true;
    this.#call.emit('joined-meeting', { participants: participants() });
  }

  /** Left (a load under way is cancelled): the media stop, then `left-meeting`. */
  leave(): void {
    this.#loads++;
    this.state = 'left-meeting';
    this.#stopMedia();
    this.#call.emit('left-meeting', {});
  }

  /** daily-js's fatal error: state `error`, the call's media stopped, then the `error` event. */
  fail(event: FatalError): void {
    this.state = 'error';
    this.#stopMedia();
    this.#call.emit('error', event);
  }
}
