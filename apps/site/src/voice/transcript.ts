/**
 * Live transcript bookkeeping (SPEC §2 "Live demo section", §4 "Live demo call", §7 "Site calls"):
 * only final transcripts are appended, and consecutive turns by the same speaker are joined.
 * Pure functions: no timers, no DOM.
 */

/** The transcript keeps this many lines, dropping the oldest: a long call never grows the page. */
export const TRANSCRIPT_MAX_LINES = 50;

/** Who spoke a transcript line. */
export type Speaker = 'assistant' | 'user';

/** One line of the live transcript. */
export interface TranscriptLine {
  speaker: Speaker;
  text: string;
}

/** A transcript message from the remote side, narrowed from the untyped `message` event. */
export interface TranscriptMessage {
  type: 'transcript';
  transcriptType: 'partial' | 'final';
  role: Speaker;
  transcript: string;
}

/** Narrows any `message` event payload to a transcript message, or `null` if it is not one. */
export function asTranscriptMessage(message: unknown): TranscriptMessage | null {
  if (typeof message !== 'object' || message === null) return null;
  const m = message as Record<string, unknown>;
  if (m.type !== 'transcript') return null;
  if (m.transcriptType !== 'partial' && m.transcriptType !== 'final') return null;
  if (m.role !== 'assistant' && m.role !== 'user') return null;
  if (typeof m.transcript !== 'string') return null;
  return {
    type: 'transcript',
    transcriptType: m.transcriptType,
    role: m.role,
    transcript: m.transcript,
  };
}

/**
 * Returns the transcript with the message applied: partial transcripts and empty text leave it
 * unchanged (same array); a final transcript by the speaker of the last line is joined onto that
 * line with a space; any other final transcript starts a new line, and past
 * `TRANSCRIPT_MAX_LINES` the oldest line goes.
 */
export function appendTranscript(
  lines: readonly TranscriptLine[],
  message: TranscriptMessage,
): readonly TranscriptLine[] {
  if (message.transcriptType !== 'final') return lines;
  const text = message.transcript.trim();
  if (text === '') return lines;
  const last = lines.at(-1);
  if (last && last.speaker === message.role) {
    return [...lines.slice(0, -1), { speaker: last.speaker, text: `${last.text} ${text}` }];
  }
  return [...lines, { speaker: message.role, text }].slice(-TRANSCRIPT_MAX_LINES);
}

/** The label a line is prefixed with in the panel. */
export function speakerPrefix(speaker: Speaker): 'AGENT:' | 'YOU:' {
  return speaker === 'assistant' ? 'AGENT:' : 'YOU:';
}
