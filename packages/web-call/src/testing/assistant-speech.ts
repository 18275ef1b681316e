import type { AssistantSpeechMessage } from '../messages';

// The platform's assistant-speech messages for a simulated assistant turn, as a voice with
// word-level timing sends them (docs/requirements.md#words-as-they-are-spoken).

/** The message type the platform's document gives assistant-speech messages on the wire. */
export const ASSISTANT_SPEECH = 'assistant.speechStarted';

/**
 * The assistant-speech messages of one assistant turn of `words` spoken at `msPerWord`: one per
 * word as it starts playing, each with its `word-alignment` timing (the word, then a space entry
 * but after the last word), and each time relative to the turn's start. Returns each message with
 * its offset from the turn's first sound, in ms.
 */
export function assistantSpeech(
  words: readonly string[],
  turn: number,
  msPerWord: number,
): Array<[number, AssistantSpeechMessage]> {
  const text = words.join(' ');
  return words.map((word, i) => {
    const at = i * msPerWord;
    const last = i === words.length - 1;
    return [
      at,
      {
        type: ASSISTANT_SPEECH,
        text,
        turn,
        source: 'model',
        timing: {
          type: 'word-alignment',
          words: last ? [word] : [word, ' '],
          wordsStartTimesMs: last ? [at] : [at, at + msPerWord],
          wordsEndTimesMs: last ? [at + msPerWord] : [at + msPerWord, at + msPerWord],
        },
      },
    ];
  });
}
