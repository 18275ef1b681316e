// What the call's audio says about the person's microphone, from levels and flags alone: no timers,
// no transport, no DOM. The caller passes the time of each sample, so tests drive it with plain
// numbers (docs/requirements.md#audio-health).

import { AUDIO_LEVEL_INTERVAL_MS } from './speech-detector';

/**
 * A condition of the call's audio: `silent-microphone` (nothing reaches the microphone while the
 * person is expected to speak), `microphone-muted` (the system muted or ended the microphone's
 * track), `device-lost` (the microphone in use is gone), `echo-suspected` (the microphone follows
 * the assistant's voice).
 */
export type AudioHealthCondition =
  | 'silent-microphone'
  | 'microphone-muted'
  | 'device-lost'
  | 'echo-suspected';

/** Payload of `audio-health`: one condition began (`active: true`) or ended (`active: false`). */
export interface AudioHealthEvent {
  /** Which condition began or ended. */
  condition: AudioHealthCondition;
  /** True when it began, false when it ended. */
  active: boolean;
  /** When the condition began, in ms since the epoch (`Date.now()`). */
  since: number;
  /** On its end: how long the condition lasted, in ms. */
  duration?: number;
}

/** Local level under which the microphone counts as silent (levels run 0…1). */
export const SILENT_LEVEL_FLOOR = 0.001;
/** How long the microphone stays under the floor, while the person is expected to speak. */
export const SILENT_AFTER_MS = 5000;
/** The window of paired local and assistant levels that echo is judged on (30 samples). */
export const ECHO_WINDOW_MS = 3000;
/** Correlation of the two levels at or above which echo is suspected. */
export const ECHO_CORRELATION = 0.8;
/** Correlation under which a suspected echo ends (judged on a window where the assistant spoke). */
export const ECHO_CLEAR_CORRELATION = 0.4;
/** The assistant's level must span at least this much in the window for a judgement. */
export const ECHO_MIN_RANGE = 0.02;
/** Lags tried, in samples of 100 ms: the microphone hears the speaker up to 200 ms later. */
export const ECHO_MAX_LAG = 2;

/** One sample of the levels: the observers' interval. */
const SAMPLE_MS = AUDIO_LEVEL_INTERVAL_MS;

/** Pearson's correlation of two series of equal length; 0 when either does not vary. */
export function correlation(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  let sumA = 0;
  let sumB = 0;
  let sumAA = 0;
  let sumBB = 0;
  let sumAB = 0;
  for (let i = 0; i < n; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    sumA += x;
    sumB += y;
    sumAA += x * x;
    sumBB += y * y;
    sumAB += x * y;
  }
  // n² times the covariance and the variances; rounding leaves a flat series a tiny variance.
  const varA = n * sumAA - sumA * sumA;
  const varB = n * sumBB - sumB * sumB;
  return varA > 1e-12 && varB > 1e-12 ? (n * sumAB - sumA * sumB) / Math.sqrt(varA * varB) : 0;
}

/** What the caller knows at a local sample: the microphone is on, the call connected. */
export interface LocalSampleContext {
  /** The person has not muted the microphone (`localAudio()`). */
  micOn: boolean;
  /** The call is connected (joined, and no network blip under way). */
  connected: boolean;
  /**
   * The assistant is speaking, as `speech-start` and `speech-end` tell it (its level, and the
   * second after its last sound).
   */
  assistantSpeaking: boolean;
}

/**
 * Turns samples and flags into the four conditions, reporting each as it begins and ends.
 *
 * @example
 * ```ts
 * const detector = new AudioHealthDetector((event) => console.log(event));
 * const context = { micOn: true, connected: true, assistantSpeaking: false };
 * for (let t = 100; t <= 5000; t += 100) detector.local(0, t, context);
 * // { condition: 'silent-microphone', active: true, since: 5000 }
 * ```
 */
export class AudioHealthDetector {
  readonly #active = new Map<AudioHealthCondition, number>();
  /** When the microphone last went under the floor while expected to speak; undefined otherwise. */
  #quietSince: number | undefined;
  /** The platform says the assistant is speaking (`speech-update`). */
  #assistantTalking = false;
  #userTalking = false;
  #remote = 0;
  #trackDown = false;
  readonly #localSeries: number[] = [];
  readonly #remoteSeries: number[] = [];

  constructor(private readonly report: (event: AudioHealthEvent) => void) {}

  /** The conditions under way, in the order they began. */
  get active(): AudioHealthCondition[] {
    return [...this.#active.keys()];
  }

  /** Starts or ends `condition` at `now`; reports only a change. */
  set(condition: AudioHealthCondition, active: boolean, now: number): void {
    const since = this.#active.get(condition);
    if (active === (since !== undefined)) return;
    if (active) {
      this.#active.set(condition, now);
      this.report({ condition, active, since: now });
    } else {
      this.#active.delete(condition);
      this.report({ condition, active, since: since as number, duration: now - (since as number) });
    }
  }

  /** Ends every condition under way (the call is over). */
  clear(now: number): void {
    for (const condition of this.active) this.set(condition, false, now);
  }

  /** The assistant's summed level, from the remote observer. */
  remote(level: number): void {
    this.#remote = level;
  }

  /** A `speech-update` of the platform: who started or stopped speaking. */
  speech(role: string, started: boolean): void {
    if (role === 'user') {
      this.#userTalking = started;
      // The person's voice is not echo: the window starts again once they are quiet.
      this.#localSeries.length = 0;
      this.#remoteSeries.length = 0;
    } else if (role === 'assistant') this.#assistantTalking = started;
  }

  /** The microphone's track: muted or ended by the system (or not). */
  track(down: boolean, now: number): void {
    this.#trackDown = down;
    this.set('microphone-muted', down, now);
    if (down) this.#quietSince = undefined;
  }

  /** One local level sample, with what the caller knows at that moment. */
  local(level: number, now: number, context: LocalSampleContext): void {
    const listening = context.micOn && context.connected && !this.#trackDown;
    // The assistant speaks while its level says so, or while the platform does.
    const assistantSpeaking = context.assistantSpeaking || this.#assistantTalking;
    this.#silence(level, now, listening, assistantSpeaking);
    this.#echo(level, now, listening);
  }

  #silence(level: number, now: number, listening: boolean, assistantSpeaking: boolean): void {
    // Muted, ended or not connected (another condition, or the person, explains the silence), a
    // sound, or the platform hearing the person: not silent.
    if (!listening || level >= SILENT_LEVEL_FLOOR || this.#userTalking) {
      this.#quietSince = undefined;
      this.set('silent-microphone', false, now);
    } else if (assistantSpeaking) {
      // Not expected to speak while the assistant does: the silence counts from its end.
      this.#quietSince = undefined;
    } else {
      // Each sample stands for the 100 ms before it.
      this.#quietSince ??= now - SAMPLE_MS;
      if (now - this.#quietSince >= SILENT_AFTER_MS) this.set('silent-microphone', true, now);
    }
  }

  #echo(level: number, now: number, listening: boolean): void {
    if (!listening || this.#userTalking) return;
    const local = this.#localSeries;
    const remote = this.#remoteSeries;
    local.push(level);
    remote.push(this.#remote);
    const size = ECHO_WINDOW_MS / SAMPLE_MS;
    if (local.length > size) {
      local.shift();
      remote.shift();
    }
    // Judged only on a full window in which the assistant's level moves.
    if (local.length < size || Math.max(...remote) - Math.min(...remote) < ECHO_MIN_RANGE) return;
    let best = Number.NEGATIVE_INFINITY;
    for (let lag = 0; lag <= ECHO_MAX_LAG; lag++) {
      best = Math.max(best, correlation(local.slice(lag), remote.slice(0, size - lag)));
    }
    if (best >= ECHO_CORRELATION) this.set('echo-suspected', true, now);
    else if (best < ECHO_CLEAR_CORRELATION) this.set('echo-suspected', false, now);
  }
}
