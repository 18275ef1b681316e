// What the message types promise `@org/web-call`: every kind of the document's two unions has a
// name here, the kinds narrow on `type`, and the assistant's speech carries its timing.
import { expectTypeOf, test } from 'vitest';
import type {
  AnyClientInboundMessage,
  AnyClientMessage,
  AssistantSpeechTiming,
  ClientControl,
  ClientInboundMessageAddMessage,
  ClientInboundMessageControl,
  ClientInboundMessageEndCall,
  ClientInboundMessageSay,
  ClientInboundMessageSendTransportMessage,
  ClientInboundMessageTransfer,
  ClientMessageAssistantSpeech,
  ClientMessageAssistantStarted,
  ClientMessageCallDeleted,
  ClientMessageCallDeleteFailed,
  ClientMessageChatCreated,
  ClientMessageChatDeleted,
  ClientMessageContextField,
  ClientMessageConversationUpdate,
  ClientMessageHang,
  ClientMessageLanguageChangeDetected,
  ClientMessageMetadata,
  ClientMessageModelOutput,
  ClientMessageSessionCreated,
  ClientMessageSessionDeleted,
  ClientMessageSessionUpdated,
  ClientMessageSpeechUpdate,
  ClientMessageToolCalls,
  ClientMessageToolCallsResult,
  ClientMessageTranscript,
  ClientMessageTransferUpdate,
  ClientMessageUserInterrupted,
  ClientMessageVoiceInput,
  ClientMessageWorkflowNodeStarted,
} from './client-messages';
import type { Schemas } from './common';

/** Every named kind a client receives. */
type NamedReceived =
  | ClientMessageAssistantSpeech
  | ClientMessageAssistantStarted
  | ClientMessageCallDeleted
  | ClientMessageCallDeleteFailed
  | ClientMessageChatCreated
  | ClientMessageChatDeleted
  | ClientMessageConversationUpdate
  | ClientMessageHang
  | ClientMessageLanguageChangeDetected
  | ClientMessageMetadata
  | ClientMessageModelOutput
  | ClientMessageSessionCreated
  | ClientMessageSessionDeleted
  | ClientMessageSessionUpdated
  | ClientMessageSpeechUpdate
  | ClientMessageToolCalls
  | ClientMessageToolCallsResult
  | ClientMessageTranscript
  | ClientMessageTransferUpdate
  | ClientMessageUserInterrupted
  | ClientMessageVoiceInput
  | ClientMessageWorkflowNodeStarted;

/** Every named kind a client may send. */
type NamedSent =
  | ClientInboundMessageAddMessage
  | ClientInboundMessageControl
  | ClientInboundMessageEndCall
  | ClientInboundMessageSay
  | ClientInboundMessageSendTransportMessage
  | ClientInboundMessageTransfer;

/** The `type`s the kinds of a document's union carry: its literals, less a subscription's name. */
type DocumentKinds<T extends { type?: string }> = Literal<T['type']>;
type Literal<K> = K extends string
  ? string extends K
    ? never
    : K extends `${string}[${string}`
      ? never
      : K
  : never;

test("each kind of the document's unions has a name, and no name is outside them", () => {
  type Received = Schemas['ClientMessage']['message'];
  type Sent = Schemas['ClientInboundMessage']['message'];
  expectTypeOf<NamedReceived['type']>().toEqualTypeOf<AnyClientMessage['type']>();
  expectTypeOf<NamedSent['type']>().toEqualTypeOf<AnyClientInboundMessage['type']>();
  expectTypeOf<AnyClientMessage['type']>().toEqualTypeOf<DocumentKinds<Received>>();
  expectTypeOf<AnyClientInboundMessage['type']>().toEqualTypeOf<DocumentKinds<Sent>>();
  expectTypeOf<ClientMessageTranscript['type']>().toEqualTypeOf<'transcript'>();
  expectTypeOf<ClientMessageToolCalls['type']>().toEqualTypeOf<'tool-calls'>();
  expectTypeOf<ClientInboundMessageSay['type']>().toEqualTypeOf<'say'>();
});

test('the kinds narrow on a closed `type`; the context fields are the heavy schemas', () => {
  const narrow = (m: AnyClientMessage) => {
    if (m.type === 'assistant.speechStarted') {
      expectTypeOf(m.text).toEqualTypeOf<string>();
      expectTypeOf(m.timing).toEqualTypeOf<AssistantSpeechTiming | undefined>();
      if (m.timing?.type === 'word-alignment') {
        expectTypeOf(m.timing.words).toEqualTypeOf<string[]>();
        expectTypeOf(m.timing.wordsStartTimesMs).toEqualTypeOf<number[]>();
      }
      if (m.timing?.type === 'word-progress') {
        expectTypeOf(m.timing.wordsSpoken).toEqualTypeOf<number>();
      }
    }
    if (m.type === 'model-output') expectTypeOf(m.turnId).toEqualTypeOf<string | undefined>();
  };
  expectTypeOf(narrow).toBeFunction();
  expectTypeOf<Extract<AnyClientMessage, { type: 'assistant-speech' }>>().toBeNever();
  expectTypeOf<ClientMessageContextField>().toExtend<keyof ClientMessageHang>();
});

test('control mutes and unmutes the assistant and the user', () => {
  expectTypeOf<
    'mute-assistant' | 'unmute-assistant' | 'mute-customer' | 'unmute-customer'
  >().toExtend<ClientControl>();
  const control: ClientInboundMessageControl = { type: 'control', control: 'mute-customer' };
  expectTypeOf(control.control).toEqualTypeOf<ClientControl>();
});
