// The timing of a turn as the person hears it (docs/requirements.md#turn-latency-as-the-person-hears-it):
// plain logic with no timers or DOM inside; the caller passes each reading with its time.

import { AUDIO_LEVEL_INTERVAL_MS, FULL_VOLUME_LEVEL, SPEAKING_THRESHOLD } from './speech-detector';

/**
 * A signal that times one end of a turn: the microphone's level (Daily's 100 ms observer) or a
 * Web Audio analyser on the microphone's track; the platform's `speech-update` messages; the
 * assistant's level (Daily's 100 ms observer) or an analyser on the assistant's track.
 */
export type TurnSignal =
  | 'local-level'
  | 'local-analyser'
  | 'speech-update'
  | 'remote-level'
  | 'remote-analyser';

/** Payload of `turn-latency`: how long the person waited for the assistant in one turn. */
export interface TurnLatency {
  /** The person's turns in the call, counted from 1. */
  turn: number;
  /** Ms from the end of the person's speech to the assistant's first sound. */
  totalMs: number;
  /**
   * The network's share of `totalMs`, when the transport knows it: one round trip (the person's
   * audio on its way up, the assistant's on its way down), from daily-js's `getNetworkStats()`.
   */
  networkMs?: number;
  /** Which signal timed the end of the person's speech (`end`), and the assistant's first sound. */
  source: { end: TurnSignal; sound: TurnSignal };
}

/** How often Daily's level observers report, in ms: a level reading is this coarse. */
export const LEVEL_INTERVAL_MS = AUDIO_LEVEL_INTERVAL_MS;
/** The microphone's level (Daily's, 0…1) at and above which the person is heard. */
export const LOCAL_LEVEL_FLOOR = 0.02;
/** The assistant's `volume-level` (0…1) above which it is heard: the speaking threshold. */
export const REMOTE_LEVEL_FLOOR = SPEAKING_THRESHOLD / FULL_VOLUME_LEVEL;
/** The RMS of an analyser's samples (−1…1) at and above which a track sounds. */
export const ANALYSER_FLOOR = 0.005;

/** What a reading changed: the thinking indication, and a turn timed. */
export interface TurnChange {
  thinking?: boolean;
  latency?: Omit<TurnLatency, 'networkMs'>;
}

/** A moment and the signal that timed it. */
interface Mark {
  at: number;
  signal: TurnSignal;
}

/**
 * Times each turn from the end of the person's speech to the assistant's first sound. Each end is
 * timed by the finest signal that agrees with the others:
 * - the end of the person's speech: the analyser's last sound; else the microphone level's last
 *   sound, which bounds it within one report (100 ms) — the `speech-update` `stopped` when it
 *   arrives within that bound, else the bound's middle; else the `speech-update` alone;
 * - the assistant's first sound: the analyser's first sound (given until the level's next report
 *   to hear it); else the level's first sound, refined in the same way by the assistant's
 *   `speech-update` `started`; else that message, when no level of the assistant is read at all or
 *   its speech stopped before a level caught it.
 *
 * A turn opens when the platform says the person stopped (`speech-update`), and closes at the
 * assistant's first sound; the person speaking again (`started`) drops it. `thinking` is true from
 * the end of the person's speech, or the platform's `hang`, to the assistant's first sound.
 */
export class TurnClock {
  #turns = 0;
  /** The person's last sound, per signal, since the last turn closed. */
  #lastSound: Partial<Record<'local-level' | 'local-analyser', number>> = {};
  /** The turn under way: when the person's speech ended. */
  #pending: Mark | undefined;
  /** When the assistant's `speech-update` said it started, in the turn under way. */
  #startedAt: number | undefined;
  #remoteLevelRead = false;
  /** The level's first sound of the assistant, while the analyser is given time to time it. */
  #heard: Mark | undefined;
  #thinking = false;
  #speaking = false;

  /** Whether an analyser reads the assistant's track: its first sound then times the turn. */
  analysing = false;

  /** Whether the assistant is awaited (from the end of the person's speech or a `hang`). */
  get thinking(): boolean {
    return this.#thinking;
  }

  /** Whether a turn is under way: the person speaks, or the assistant is awaited. */
  get active(): boolean {
    return this.#speaking || !!this.#pending;
  }

  /** A reading of the person's microphone at `at`. */
  local(level: number, at: number, signal: 'local-level' | 'local-analyser'): TurnChange {
    const floor = signal === 'local-level' ? LOCAL_LEVEL_FLOOR : ANALYSER_FLOOR;
    const pending = this.#pending;
    // The analyser hears the track a moment late, as it hears the assistant's: the tail of the
    // person's speech that it reads after the message still times the end.
    if (pending?.signal === signal && level >= floor && at - pending.at <= LEVEL_INTERVAL_MS / 2)
      pending.at = at;
    if (!pending && level >= floor) {
      this.#lastSound[signal] = at;
      this.#speaking = true;
    }
    return {};
  }

  /** A reading of the assistant's audio at `at`. */
  remote(level: number, at: number, signal: 'remote-level' | 'remote-analyser'): TurnChange {
    if (signal === 'remote-level') this.#remoteLevelRead = true;
    const floor = signal === 'remote-level' ? REMOTE_LEVEL_FLOOR : ANALYSER_FLOOR;
    if (level <= floor) return {};
    const pending = this.#pending;
    if (!pending) return this.#think(false);
    if (signal === 'remote-analyser') return this.#close(pending, { at, signal });
    // A second loud report: the analyser did not hear the track within one; the level times it.
    if (this.#heard) return this.#close(pending, this.#heard);
    const started = this.#startedAt;
    const sound: Mark =
      started !== undefined && started >= at - LEVEL_INTERVAL_MS && started <= at
        ? { at: started, signal: 'speech-update' }
        : { at: at - LEVEL_INTERVAL_MS / 2, signal };
    if (!this.analysing) return this.#close(pending, sound);
    // The analyser reads the track the person hears, finer: it has one report's time to sound.
    this.#heard = sound;
    return this.#think(false);
  }

  /** A `speech-update` of `role` at `at`. */
  speech(role: string, status: string, at: number): TurnChange {
    if (role === 'user' && status === 'started') {
      this.#pending = this.#heard = undefined;
      this.#speaking = true;
      return this.#think(false);
    }
    if (role === 'user' && status === 'stopped') {
      this.#speaking = false;
      this.#pending = this.#endOfSpeech(at);
      this.#startedAt = this.#heard = undefined;
      return this.#think(true);
    }
    const pending = this.#pending;
    if (role !== 'assistant' || !pending) return {};
    if (status === 'started') this.#startedAt = at;
    // Without the assistant's level, its message is the only sign of its sound; so it is for a
    // sound too short for a level report to catch (stopped before one was loud).
    const started = this.#startedAt;
    if (started !== undefined && (!this.#remoteLevelRead || status === 'stopped'))
      return this.#close(pending, this.#heard ?? { at: started, signal: 'speech-update' });
    return {};
  }

  /** The platform's `hang`: the assistant is delayed. */
  hang(): TurnChange {
    return this.#think(true);
  }

  /** The call ended: nothing is under way, and the turns count from 1 again. */
  reset(): TurnChange {
    this.#turns = 0;
    this.#pending = this.#heard = undefined;
    this.#speaking = false;
    this.#remoteLevelRead = false;
    this.#lastSound = {};
    return this.#think(false);
  }

  #endOfSpeech(stoppedAt: number): Mark {
    const { 'local-analyser': analyser, 'local-level': level } = this.#lastSound;
    if (analyser !== undefined && (level === undefined || analyser >= level - LEVEL_INTERVAL_MS))
      return { at: analyser, signal: 'local-analyser' };
    if (level === undefined) return { at: stoppedAt, signal: 'speech-update' };
    return stoppedAt >= level && stoppedAt <= level + LEVEL_INTERVAL_MS
      ? { at: stoppedAt, signal: 'speech-update' }
      : { at: level + LEVEL_INTERVAL_MS / 2, signal: 'local-level' };
  }

  #close(end: Mark, sound: Mark): TurnChange {
    this.#pending = this.#heard = undefined;
    this.#startedAt = undefined;
    this.#lastSound = {};
    const latency = {
      turn: ++this.#turns,
      totalMs: Math.max(0, Math.round(sound.at - end.at)),
      source: { end: end.signal, sound: sound.signal },
    };
    return { ...this.#think(false), latency };
  }

  #think(thinking: boolean): TurnChange {
    if (thinking === this.#thinking) return {};
    this.#thinking = thinking;
    return { thinking };
  }
}
