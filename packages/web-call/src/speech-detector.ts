/**
 * Summed remote level above which the assistant counts as speaking
 * (docs/requirements.md#speech-and-volume).
 */
export const SPEAKING_THRESHOLD = 0.01;
/** Time without a level above the threshold after which speech has ended. */
export const SPEECH_END_DELAY_MS = 1000;
/** The summed level that maps to a full `volume-level` of 1. */
export const FULL_VOLUME_LEVEL = 0.15;
/** How often the remote audio-level observer reports, in ms. */
export const AUDIO_LEVEL_INTERVAL_MS = 100;

/** What one audio-level report means. */
export interface SpeechUpdate {
  /** `min(1, sum / 0.15)`, for the `volume-level` event. */
  volume: number;
  /** True when this report starts a stretch of speech. */
  speechStarted: boolean;
  /** True while speaking: the caller should (re)arm the speech-end check for `SPEECH_END_DELAY_MS`. */
  speaking: boolean;
}

/**
 * Turns remote audio levels into volume and speech start/end, with no timers inside: the caller
 * passes the time, so tests drive it with a plain number.
 *
 * @example
 * ```ts
 * const detector = new SpeechDetector();
 * detector.update({ assistant: 0.05 }, 0); // { volume: 0.33, speechStarted: true, speaking: true }
 * detector.expire(999); // false
 * detector.expire(1000); // true: emit speech-end
 * ```
 */
export class SpeechDetector {
  /** When the stretch of speech under way was last loud; undefined when none is. */
  #lastSpeechAt: number | undefined;

  /** Whether a stretch of speech is under way. */
  get speaking(): boolean {
    return this.#lastSpeechAt !== undefined;
  }

  /** Feeds one report of remote levels (participant id → level 0…1) taken at `now` ms. */
  update(levels: Record<string, number>, now: number): SpeechUpdate {
    let sum = 0;
    for (const level of Object.values(levels)) if (Number.isFinite(level)) sum += level;
    const speaking = sum > SPEAKING_THRESHOLD;
    const speechStarted = speaking && !this.speaking;
    if (speaking) this.#lastSpeechAt = now;
    return { volume: Math.min(1, sum / FULL_VOLUME_LEVEL), speechStarted, speaking };
  }

  /** True exactly once when speech has ended: `SPEECH_END_DELAY_MS` after the last loud report. */
  expire(now: number): boolean {
    const last = this.#lastSpeechAt;
    if (last === undefined || now - last < SPEECH_END_DELAY_MS) return false;
    this.reset();
    return true;
  }

  /** Forgets a stretch under way without ending it (the call ended: no `speech-end` follows). */
  reset(): void {
    this.#lastSpeechAt = undefined;
  }
}
