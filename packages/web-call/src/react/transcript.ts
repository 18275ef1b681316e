/**
 * Live transcript bookkeeping (docs/requirements.md#the-live-demo): only final transcripts become
 * lines, and consecutive turns by the same speaker are joined into one; the latest partial
 * transcript is kept apart, as the line being spoken. Pure functions: no timers, no DOM, no React.
 */

/** Lines a transcript keeps by default, dropping the oldest: a long call never grows the page. */
export const TRANSCRIPT_MAX_LINES = 50;

/** Who spoke a transcript line. */
export type Speaker = 'assistant' | 'user';

/** One line of the transcript. */
export interface TranscriptLine {
  speaker: Speaker;
  text: string;
}

/** The transcript of the current (or last) call. */
export interface Transcript {
  /** Final transcripts, consecutive turns of one speaker joined; at most the configured number. */
  lines: readonly TranscriptLine[];
  /** What is being said right now (the latest partial transcript), until its final one arrives. */
  partial: TranscriptLine | null;
}

/**
 * Returns the transcript with a platform message applied (the same object when nothing changes):
 *
 * - a partial transcript becomes `partial`;
 * - a final transcript by the speaker of the last line is joined onto that line with a space, any
 *   other starts a new line, and past `maxLines` (at least 1) the oldest line goes; it clears
 *   that speaker's `partial`;
 * - empty text and any other message leave it unchanged.
 *
 * @example
 * ```tsx
 * let transcript = EMPTY_TRANSCRIPT;
 * webCall.on('message', (m) => { transcript = applyTranscriptMessage(transcript, m); });
 * ```
 */
export function applyTranscriptMessage(
  transcript: Transcript,
  message: unknown,
  maxLines = TRANSCRIPT_MAX_LINES,
): Transcript {
  const {
    type,
    role: speaker,
    transcriptType: kind,
    transcript: said,
  } = (message ?? {}) as Record<string, unknown>;
  const text = typeof said === 'string' && said.trim();
  if (type !== 'transcript' || !text || (speaker !== 'assistant' && speaker !== 'user')) {
    return transcript;
  }
  const line: TranscriptLine = { speaker, text };
  if (kind === 'partial') return { ...transcript, partial: line };
  if (kind !== 'final') return transcript;
  const { lines, partial } = transcript;
  const last = lines.at(-1);
  return {
    lines:
      last?.speaker === speaker
        ? [...lines.slice(0, -1), { speaker, text: `${last.text} ${text}` }]
        : [...lines, line].slice(-maxLines),
    partial: partial?.speaker === speaker ? null : partial,
  };
}
