import { describe, expect, it } from 'vitest';
import {
  applyTranscriptMessage,
  type Speaker,
  TRANSCRIPT_MAX_LINES,
  type Transcript,
} from './transcript';

const EMPTY_TRANSCRIPT: Transcript = { lines: [], partial: null };

const message = (role: Speaker, transcript: string, transcriptType = 'final') => ({
  type: 'transcript',
  transcriptType,
  role,
  transcript,
});

/** Applies messages in order to an empty transcript. */
const apply = (...messages: unknown[]): Transcript =>
  messages.reduce<Transcript>((t, m) => applyTranscriptMessage(t, m), EMPTY_TRANSCRIPT);

describe('applyTranscriptMessage: final lines', () => {
  it('starts a line for the first final transcript', () => {
    expect(apply(message('assistant', 'Hello, how can I help?')).lines).toEqual([
      { speaker: 'assistant', text: 'Hello, how can I help?' },
    ]);
  });

  it('joins consecutive turns by the same speaker into one line, trimmed', () => {
    const { lines } = apply(
      message('user', 'I need an appointment'),
      message('user', ' for next Tuesday. '),
    );
    expect(lines).toEqual([{ speaker: 'user', text: 'I need an appointment for next Tuesday.' }]);
  });

  it('starts a new line when the speaker changes, and again when they change back', () => {
    const { lines } = apply(
      message('assistant', 'Hi.'),
      message('user', 'Hello.'),
      message('assistant', 'What day?'),
      message('assistant', 'We are open daily.'),
    );
    expect(lines).toEqual([
      { speaker: 'assistant', text: 'Hi.' },
      { speaker: 'user', text: 'Hello.' },
      { speaker: 'assistant', text: 'What day? We are open daily.' },
    ]);
  });

  it(`keeps the last ${TRANSCRIPT_MAX_LINES} lines by default, or as many as asked`, () => {
    const turns = Array.from({ length: TRANSCRIPT_MAX_LINES + 7 }, (_, i) =>
      message(i % 2 ? 'user' : 'assistant', `turn ${i + 1}`),
    );
    const { lines } = apply(...turns);
    expect(lines).toHaveLength(TRANSCRIPT_MAX_LINES);
    expect(lines[0]?.text).toBe('turn 8');
    expect(lines.at(-1)?.text).toBe(`turn ${TRANSCRIPT_MAX_LINES + 7}`);
    const three = turns.reduce<Transcript>(
      (t, m) => applyTranscriptMessage(t, m, 3),
      EMPTY_TRANSCRIPT,
    );
    expect(three.lines.map((line) => line.text)).toEqual(['turn 55', 'turn 56', 'turn 57']);
  });

  it('does not change the transcript it was given', () => {
    const before = apply(message('user', 'One'));
    applyTranscriptMessage(before, message('user', 'two'));
    expect(before.lines).toEqual([{ speaker: 'user', text: 'One' }]);
  });
});

describe('applyTranscriptMessage: partial lines are never appended', () => {
  it('keeps the latest partial apart from the lines, until its final arrives', () => {
    let t = apply(message('assistant', 'Hi.'), message('user', 'I need', 'partial'));
    expect(t.lines).toEqual([{ speaker: 'assistant', text: 'Hi.' }]);
    expect(t.partial).toEqual({ speaker: 'user', text: 'I need' });
    t = applyTranscriptMessage(t, message('user', 'I need a room', 'partial'));
    expect(t.partial).toEqual({ speaker: 'user', text: 'I need a room' });
    t = applyTranscriptMessage(t, message('user', 'I need a room.'));
    expect(t).toEqual({
      lines: [
        { speaker: 'assistant', text: 'Hi.' },
        { speaker: 'user', text: 'I need a room.' },
      ],
      partial: null,
    });
  });

  it("keeps one speaker's partial when the other's final arrives", () => {
    const t = apply(message('user', 'Wait', 'partial'), message('assistant', 'Sure.'));
    expect(t.partial).toEqual({ speaker: 'user', text: 'Wait' });
  });
});

describe('applyTranscriptMessage: what it ignores (other messages, roles, types)', () => {
  it.each([
    null,
    'transcript',
    { type: 'status-update', status: 'ended' },
    { type: 'transcript', transcriptType: 'final', role: 'system', transcript: 'x' },
    { type: 'transcript', transcriptType: 'draft', role: 'user', transcript: 'x' },
    { type: 'transcript', transcriptType: 'final', role: 'user', transcript: 42 },
    message('user', '   '),
    message('user', '', 'partial'),
  ])('leaves the transcript as it is for %j', (ignored) => {
    const t = apply(message('assistant', 'Hi.'));
    expect(applyTranscriptMessage(t, ignored)).toBe(t);
  });
});
