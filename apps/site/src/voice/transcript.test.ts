import { describe, expect, it } from 'vitest';
import {
  appendTranscript,
  asTranscriptMessage,
  speakerPrefix,
  TRANSCRIPT_MAX_LINES,
  type TranscriptLine,
  type TranscriptMessage,
} from './transcript';

const final = (role: 'assistant' | 'user', transcript: string): TranscriptMessage => ({
  type: 'transcript',
  transcriptType: 'final',
  role,
  transcript,
});

describe('appendTranscript (SPEC §2 "Live demo section", §4 "Live demo call")', () => {
  it('starts a line for the first final transcript', () => {
    expect(appendTranscript([], final('assistant', 'Hello, how can I help?'))).toEqual([
      { speaker: 'assistant', text: 'Hello, how can I help?' },
    ]);
  });

  it('joins consecutive turns by the same speaker into one line', () => {
    let lines: readonly TranscriptLine[] = [];
    lines = appendTranscript(lines, final('user', 'I need an appointment'));
    lines = appendTranscript(lines, final('user', ' for next Tuesday. '));
    expect(lines).toEqual([{ speaker: 'user', text: 'I need an appointment for next Tuesday.' }]);
  });

  it('starts a new line when the speaker changes, and again when they change back', () => {
    let lines: readonly TranscriptLine[] = [];
    for (const [role, text] of [
      ['assistant', 'Hi.'],
      ['user', 'Hello.'],
      ['assistant', 'What day?'],
      ['assistant', 'We are open daily.'],
    ] as const) {
      lines = appendTranscript(lines, final(role, text));
    }
    expect(lines).toEqual([
      { speaker: 'assistant', text: 'Hi.' },
      { speaker: 'user', text: 'Hello.' },
      { speaker: 'assistant', text: 'What day? We are open daily.' },
    ]);
  });

  it('ignores partial transcripts (only final ones are appended)', () => {
    const lines = [{ speaker: 'assistant', text: 'Hi.' }] as const;
    const partial: TranscriptMessage = {
      ...final('assistant', 'Hi th'),
      transcriptType: 'partial',
    };
    expect(appendTranscript(lines, partial)).toBe(lines);
  });

  it('ignores empty or blank final transcripts', () => {
    const lines: readonly TranscriptLine[] = [];
    expect(appendTranscript(lines, final('user', '   '))).toBe(lines);
  });

  it(`keeps the last ${TRANSCRIPT_MAX_LINES} lines of a long call (issue 11 item 6)`, () => {
    let lines: readonly TranscriptLine[] = [];
    for (let turn = 1; turn <= TRANSCRIPT_MAX_LINES + 7; turn++) {
      lines = appendTranscript(lines, final(turn % 2 ? 'assistant' : 'user', `turn ${turn}`));
    }
    expect(lines).toHaveLength(TRANSCRIPT_MAX_LINES);
    expect(lines[0]?.text).toBe('turn 8');
    expect(lines.at(-1)?.text).toBe(`turn ${TRANSCRIPT_MAX_LINES + 7}`);
  });

  it('does not change the array it was given', () => {
    const lines = [{ speaker: 'user' as const, text: 'One' }];
    appendTranscript(lines, final('user', 'two'));
    expect(lines).toEqual([{ speaker: 'user', text: 'One' }]);
  });
});

describe('asTranscriptMessage (SPEC §3 "Call messages from the remote side")', () => {
  it('accepts a transcript message', () => {
    expect(asTranscriptMessage(final('user', 'Hi'))).toEqual(final('user', 'Hi'));
  });

  it.each([
    null,
    'transcript',
    { type: 'status-update', status: 'ended' },
    { type: 'transcript', transcriptType: 'final', role: 'system', transcript: 'x' },
    { type: 'transcript', transcriptType: 'draft', role: 'user', transcript: 'x' },
    { type: 'transcript', transcriptType: 'final', role: 'user', transcript: 42 },
  ])('rejects %j', (message) => {
    expect(asTranscriptMessage(message)).toBeNull();
  });
});

describe('speakerPrefix (SPEC §2)', () => {
  it('prefixes the assistant with AGENT: and the visitor with YOU:', () => {
    expect(speakerPrefix('assistant')).toBe('AGENT:');
    expect(speakerPrefix('user')).toBe('YOU:');
  });
});
