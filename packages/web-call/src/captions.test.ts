// @vitest-environment jsdom
// Words as they are spoken (docs/requirements.md#words-as-they-are-spoken): each timing of the
// platform's assistant-speech message, the fallback to the final transcript, and the client's
// `caption` event over the simulated call object.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { harness, useClientTestLifecycle } from '../test-support/harness';
import { type Caption, trackCaptions } from './captions';
import { TypedEmitter } from './emitter';
import type { WebCallEvents } from './events';
import type { AssistantSpeechMessage, WebCallMessage } from './messages';

/** A client's events, with the captions attached; `texts` collects each caption's text. */
function attach() {
  const events = new TypedEmitter<WebCallEvents>();
  const tracker = trackCaptions(events);
  const captions: Caption[] = [];
  events.on('caption', (caption) => captions.push(caption));
  const send = (message: object) => events.emit('message', message as WebCallMessage);
  return { events, tracker, captions, send, texts: () => captions.map((c) => c.text) };
}

const speech = (timing: AssistantSpeechMessage['timing'], turn = 1): AssistantSpeechMessage => ({
  type: 'assistant.speechStarted',
  text: 'Your table is booked for nine.',
  turn,
  timing,
});

describe('trackCaptions', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('word-alignment: a character cursor over the turn text, advanced by each message', () => {
    const { send, texts, tracker } = attach();
    const align = (...words: string[]) =>
      speech({
        type: 'word-alignment',
        words,
        wordsStartTimesMs: words.map(() => 0),
        wordsEndTimesMs: words.map(() => 0),
      });
    send(align('Your', ' ', 'table', ' '));
    send(align('is', ' '));
    send(align('booked', ' ', 'for', ' ', 'nine.'));
    expect(texts()).toEqual(['Your table', 'Your table is', 'Your table is booked for nine.']);
    expect(tracker.caption).toEqual({
      turn: 1,
      text: 'Your table is booked for nine.',
      fullText: 'Your table is booked for nine.',
      source: 'word-alignment',
    });
    // The next turn starts from its own first word.
    send({ ...align('Goodbye.'), text: 'Goodbye.', turn: 3 });
    expect(tracker.caption?.text).toBe('Goodbye.');
    expect(tracker.caption?.turn).toBe(3);
  });

  it('word-progress: wordsSpoken as the anchor, then the segment spread over its duration', () => {
    const { send, texts } = attach();
    send(
      speech({
        type: 'word-progress',
        wordsSpoken: 1,
        totalWords: 6,
        segment: 'table is booked',
        segmentDurationMs: 900,
      }),
    );
    // The segment's first word starts at once, the others every 300 ms.
    expect(texts()).toEqual(['Your table']);
    vi.advanceTimersByTime(299);
    expect(texts()).toEqual(['Your table']);
    vi.advanceTimersByTime(1);
    expect(texts().at(-1)).toBe('Your table is');
    // The next message re-anchors: its own word times replace what is left of the segment.
    send(
      speech({
        type: 'word-progress',
        wordsSpoken: 3,
        totalWords: 4,
        words: [
          { word: 'booked', startMs: 0, endMs: 200 },
          { word: 'for', startMs: 200, endMs: 300 },
          { word: 'nine.', startMs: 300, endMs: 500 },
        ],
      }),
    );
    vi.advanceTimersByTime(1000);
    // Never past totalWords (4), however many words the segment has.
    expect(texts()).toEqual(['Your table', 'Your table is', 'Your table is booked']);
  });

  it('without timing: the final transcripts of the assistant turn, joined', () => {
    const { send, texts, captions } = attach();
    send({ type: 'assistant.speechStarted', text: 'Hello there.' });
    expect(texts()).toEqual([]);
    send({ type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: 'Hel' });
    send({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hello.' });
    send({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Hi!' });
    send({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Hey.' });
    send({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Bye.' });
    expect(texts()).toEqual(['Hello.', 'Hello. Hi!', 'Bye.']);
    expect(captions.map((c) => [c.turn, c.source])).toEqual([
      [0, 'transcript'],
      [0, 'transcript'],
      [1, 'transcript'],
    ]);
  });

  it('a timed turn ignores its final transcript; the call end stops the interpolation', () => {
    const { events, send, texts } = attach();
    send(speech({ type: 'word-progress', wordsSpoken: 0, totalWords: 0, segment: 'Your table' }));
    send({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Your' });
    send(
      speech({
        type: 'word-progress',
        wordsSpoken: 1,
        totalWords: 0,
        segment: 'table is',
        segmentDurationMs: 400,
      }),
    );
    events.emit('call-end');
    vi.advanceTimersByTime(1000);
    // Nothing spoken yet, then the anchor and the segment's first word; no more after the end.
    expect(texts()).toEqual(['', 'Your table']);
  });
});

describe('caption', () => {
  useClientTestLifecycle();

  it('follows the simulated assistant word by word', async () => {
    const h = harness({
      sim: { script: { turns: [{ role: 'assistant', text: 'Hello there, how are you?' }] } },
    });
    const captions: Caption[] = [];
    h.call.on('caption', (caption) => captions.push(caption));
    const texts = () => captions.map(({ text }) => text);
    await h.start(1000);
    expect(texts()).toEqual([
      'Hello',
      'Hello there,',
      'Hello there, how',
      'Hello there, how are',
      'Hello there, how are you?',
    ]);
    expect(captions.at(-1)).toEqual({
      turn: 0,
      text: 'Hello there, how are you?',
      fullText: 'Hello there, how are you?',
      source: 'word-alignment',
    });
  });
});
