// Type-level tests (checked by `pnpm typecheck`): the message types are the platform's document's,
// through @org/api-client, and narrow on `type`.
import type { AnyClientInboundMessage, AnyClientMessage } from '@org/api-client';
import { expectTypeOf, test } from 'vitest';
import type {
  AssistantSpeechMessage,
  ClientMessage,
  ControlAction,
  ControlMessage,
  HangMessage,
  KnownClientMessage,
  ModelOutputMessage,
  SayMessage,
  SpeechUpdateMessage,
  WebCallMessage,
} from './messages';

test("every kind of the document's ClientMessage is a message here, and two more", () => {
  expectTypeOf<WebCallMessage['type']>().toEqualTypeOf<
    AnyClientMessage['type'] | 'status-update' | 'function-call'
  >();
  expectTypeOf<KnownClientMessage['type']>().toEqualTypeOf<AnyClientInboundMessage['type']>();
});

test('the new kinds narrow on type, with the fields features read', () => {
  const narrow = (m: WebCallMessage) => {
    if (m.type === 'assistant.speechStarted') {
      expectTypeOf(m).toEqualTypeOf<AssistantSpeechMessage>();
      expectTypeOf(m.text).toEqualTypeOf<string>();
      if (m.timing?.type === 'word-alignment') {
        expectTypeOf(m.timing.words).toEqualTypeOf<string[]>();
        expectTypeOf(m.timing.wordsEndTimesMs).toEqualTypeOf<number[]>();
      }
      if (m.timing?.type === 'word-progress') {
        expectTypeOf(m.timing.wordsSpoken).toEqualTypeOf<number>();
        expectTypeOf(m.timing.totalWords).toEqualTypeOf<number>();
      }
    }
    if (m.type === 'hang') expectTypeOf(m).toEqualTypeOf<HangMessage>();
    if (m.type === 'model-output') {
      expectTypeOf(m).toEqualTypeOf<ModelOutputMessage>();
      expectTypeOf(m.turnId).toEqualTypeOf<string | undefined>();
      expectTypeOf(m.output).toBeUnknown();
    }
    if (m.type === 'speech-update') {
      expectTypeOf(m).toEqualTypeOf<SpeechUpdateMessage>();
      expectTypeOf(m.status).toEqualTypeOf<'started' | 'stopped'>();
      expectTypeOf(m.turn).toEqualTypeOf<number | undefined>();
    }
    // The heavy context the platform may attach is left to `unknown`, as any unlisted field.
    if (m.type === 'transcript') expectTypeOf(m.call).toBeUnknown();
  };
  expectTypeOf(narrow).toBeFunction();
  // the prose's name of the assistant's speech is not its `type`
  expectTypeOf<Extract<WebCallMessage, { type: 'assistant-speech' }>>().toBeNever();
});

test('control mutes and unmutes the assistant and the user', () => {
  expectTypeOf<
    'mute-assistant' | 'unmute-assistant' | 'mute-customer' | 'unmute-customer'
  >().toExtend<ControlAction>();
  const hold: ControlMessage = { type: 'control', control: 'mute-assistant' };
  expectTypeOf(hold).toExtend<ClientMessage>();
});

test('say carries its line as `message`', () => {
  const say: SayMessage = { type: 'say', message: 'One moment.' };
  expectTypeOf(say.message).toEqualTypeOf<string>();
  // @ts-expect-error the line is required
  const empty: SayMessage = { type: 'say' };
  expectTypeOf(empty).toExtend<ClientMessage>();
});
