import type { AssistantSpeechMessage, AssistantSpeechTiming, WebCallMessage } from './messages';

// Words as they are spoken (docs/requirements.md#words-as-they-are-spoken): the assistant's words
// heard so far, in step with its audio, for captions. Loaded on first use: the client's first
// `caption` listener.

/** Timing of an assistant-speech message for per-character alignment (e.g. ElevenLabs). */
export type WordAlignmentTiming = Extract<AssistantSpeechTiming, { type: 'word-alignment' }>;

/** Timing of an assistant-speech message as a word cursor per spoken segment (e.g. Minimax). */
export type WordProgressTiming = Extract<AssistantSpeechTiming, { type: 'word-progress' }>;

/** What timed a caption: the message's timing, or the assistant's `final` transcript. */
export type CaptionSource = 'word-alignment' | 'word-progress' | 'transcript';

/** Payload of `caption`: the assistant's words spoken so far in its turn. */
export interface Caption {
  /** The assistant's turn: the platform's `turn` when it sends one, else counted from 0. */
  turn: number;
  /** The words spoken so far. */
  text: string;
  /** The turn's whole text as far as known (spoken or not). */
  fullText: string;
  /** What timed `text`. */
  source: CaptionSource;
}

/** What the captions listen to and tell: the client's own events. */
export interface CaptionHost {
  on(event: 'message', listener: (message: WebCallMessage) => void): unknown;
  on(event: 'call-end', listener: () => void): unknown;
  emit(event: 'caption', caption: Caption): unknown;
}

/** The captions of a client, as {@link trackCaptions} attaches them. */
export interface CaptionTracker {
  /** The latest caption of the call, or null before the assistant's first words. */
  readonly caption: Caption | null;
}

/** The first `count` words of `text`. */
function firstWords(text: string, count: number): string {
  return text.split(/\s+/).filter(Boolean).slice(0, count).join(' ');
}

/**
 * Follows the assistant's speech on `call`'s messages and emits a `caption` each time more of it
 * has been spoken:
 * - `word-alignment`: a character cursor, advanced by the joined `timing.words` of each message;
 * - `word-progress`: `wordsSpoken` as the anchor, then one word more as each of the segment's words
 *   starts (`timing.words`, or `segmentDurationMs` shared evenly over the segment's words) until
 *   the next message, never past `totalWords` (when known) or the text;
 * - no timing: the assistant's `final` transcripts of the turn, joined.
 */
export function trackCaptions(call: CaptionHost): CaptionTracker {
  let caption: Caption | null = null;
  let turns = 0;
  let timers: Array<ReturnType<typeof setTimeout>> = [];
  /** The current turn's character cursor (`word-alignment`). */
  let chars = 0;
  /** The person spoke since the assistant's last words: the next ones open a new turn. */
  let userSpoke = true;

  const clear = () => {
    for (const timer of timers) clearTimeout(timer);
    timers = [];
  };
  const show = (next: Caption) => {
    if (caption && next.turn === caption.turn && next.text === caption.text) return;
    caption = next;
    call.emit('caption', next);
  };
  /** The turn of a message: the platform's, or a new one after the person spoke. */
  const turnOf = (turn: number | undefined): number => {
    const current = caption?.turn;
    const next = turn ?? (userSpoke || current === undefined ? turns : current);
    if (next !== current || userSpoke) {
      clear();
      chars = 0;
    }
    userSpoke = false;
    turns = Math.max(turns, next + 1);
    return next;
  };

  const speech = (message: AssistantSpeechMessage) => {
    const { timing, text } = message;
    if (!timing) return;
    const turn = turnOf(message.turn);
    if (timing.type === 'word-alignment') {
      chars += timing.words.join('').length;
      show({ turn, text: text.slice(0, chars).trimEnd(), fullText: text, source: timing.type });
      return;
    }
    clear();
    const known = text.split(/\s+/).filter(Boolean).length;
    const limit = timing.totalWords > 0 ? Math.min(known, timing.totalWords) : known;
    const at = (count: number) => () =>
      show({
        turn,
        text: firstWords(text, Math.min(limit, count)),
        fullText: text,
        source: timing.type,
      });
    const { segmentDurationMs: duration, wordsSpoken } = timing;
    const segmentWords = timing.segment?.split(/\s+/).filter(Boolean).length ?? 0;
    const starts =
      timing.words?.map((w) => w.startMs) ??
      (duration
        ? Array.from({ length: segmentWords }, (_, i) => (i * duration) / segmentWords)
        : []);
    // Each word of the segment shows as it starts: those starting now at once, the others later.
    const now = starts.filter((start) => start <= 0).length;
    at(wordsSpoken + now)();
    starts.forEach((start, i) => {
      if (start > 0) timers.push(setTimeout(at(wordsSpoken + i + 1), start));
    });
  };

  call.on('message', (message: WebCallMessage) => {
    if (message.type === 'assistant.speechStarted') return speech(message);
    if (message.type !== 'speech-update' && message.type !== 'transcript') return;
    if (message.role === 'user') userSpoke = true;
    else if (message.type === 'transcript' && message.transcriptType === 'final') {
      const { transcript } = message;
      // A turn with word timing has its words already; a turn without has only its transcript.
      if (caption && !userSpoke && caption.source !== 'transcript') return;
      const same = caption && !userSpoke;
      const turn = turnOf(undefined);
      const text = same && caption ? `${caption.text} ${transcript}` : transcript;
      show({ turn, text, fullText: text, source: 'transcript' });
    }
  });
  call.on('call-end', () => {
    clear();
    userSpoke = true;
    turns = 0;
  });
  return {
    get caption() {
      return caption;
    },
  };
}
