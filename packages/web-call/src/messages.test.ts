import { describe, expect, it } from 'vitest';
import { isWebCallError } from './errors';
import {
  assertUserDataSize,
  buildSayMessage,
  isEndedStatus,
  parseAppMessage,
  serializeClientMessage,
} from './messages';

describe('buildSayMessage', () => {
  it('defaults both interruption flags to false', () => {
    expect(buildSayMessage('Hello', true)).toEqual({
      type: 'say',
      message: 'Hello',
      endCallAfterSpoken: true,
      interruptionsEnabled: false,
      interruptAssistantEnabled: false,
    });
    expect(buildSayMessage('Hi', false, true, true)).toMatchObject({
      interruptionsEnabled: true,
      interruptAssistantEnabled: true,
    });
  });
});

describe('parseAppMessage: JSON app messages, invalid JSON ignored', () => {
  it('keeps the raw listening message', () => {
    expect(parseAppMessage('listening')).toBe('listening');
  });

  it('parses JSON strings and accepts already-parsed objects', () => {
    const transcript = {
      type: 'transcript',
      role: 'user',
      transcriptType: 'final',
      transcript: 'hi',
    };
    expect(parseAppMessage(JSON.stringify(transcript))).toEqual(transcript);
    expect(parseAppMessage({ type: 'hang' })).toEqual({ type: 'hang' });
  });

  it("keeps the assistant's speech and its word timing as the platform sends them", () => {
    const speech = {
      type: 'assistant.speechStarted',
      text: 'Hello there',
      turn: 2,
      timing: {
        type: 'word-alignment',
        words: ['Hello', 'there'],
        wordsStartTimesMs: [0, 320],
        wordsEndTimesMs: [300, 700],
      },
    };
    expect(parseAppMessage(JSON.stringify(speech))).toEqual(speech);
  });

  it('rejects invalid JSON and JSON without a string type', () => {
    expect(parseAppMessage('{not json')).toBeUndefined();
    expect(parseAppMessage('"just a string"')).toBeUndefined();
    expect(parseAppMessage('{"type":3}')).toBeUndefined();
    expect(parseAppMessage(null)).toBeUndefined();
  });

  it('recognises the ended status', () => {
    expect(isEndedStatus({ type: 'status-update', status: 'ended' })).toBe(true);
    expect(isEndedStatus({ type: 'status-update', status: 'in-progress' })).toBe(false);
  });
});

describe('size limits (userData, "Message data too large")', () => {
  it('serialises messages up to Daily limit and refuses larger ones clearly', () => {
    expect(serializeClientMessage({ type: 'end-call' })).toBe('{"type":"end-call"}');
    const big = { type: 'add-message', message: { role: 'user', content: 'x'.repeat(5000) } };
    expect(() => serializeClientMessage(big as never)).toThrow(/Message data too large/);
    try {
      serializeClientMessage(big as never);
    } catch (error) {
      expect(isWebCallError(error) && error.type).toBe('message-too-large');
    }
  });

  it('accepts userData of 4096 characters and refuses 4097, counted as daily-js does', () => {
    // A string counts as it is; anything else as its JSON (the contract suite proves the rule).
    expect(() => assertUserDataSize('x'.repeat(4096))).not.toThrow();
    expect(() => assertUserDataSize('x'.repeat(4097))).toThrow(
      'userData is too large (4097 characters). Max size is 4096.',
    );
    expect(() => assertUserDataSize({ a: 'x'.repeat(4088) })).not.toThrow();
    expect(() => assertUserDataSize({ a: 'x'.repeat(4089) })).toThrow(/\(4097 characters\)/);
    expect(() => assertUserDataSize(undefined)).not.toThrow();
  });
});
