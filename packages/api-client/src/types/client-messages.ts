import type { Named, NamedUnion, Schemas } from './common';

// The messages of a web call: they travel over the call's connection, not a route. What a client
// receives is the document's `ClientMessage…` schemas, told apart by `type`; what it may send is
// its `ClientInboundMessage…` schemas. `@org/web-call` types its `message` event and `send()` from
// these.

/**
 * The context the platform may attach to any message a client receives: the call, its customer,
 * its assistant and its phone number. Each is one of the document's largest schemas (`Call` alone
 * reaches most of it), so a type that narrows messages on every event leaves them out with
 * `Omit<…, ClientMessageContextField>` and reads them, where it needs them, from {@link Call} and
 * the other resource types.
 */
export type ClientMessageContextField = 'call' | 'customer' | 'assistant' | 'phoneNumber';

/**
 * The values of a message's `type` that a message carries: the document's, without the
 * `string & {}` the generator adds to an enum of two or more values, and without the names an
 * assistant's `clientMessages` subscribes with (`transcript[transcriptType="final"]`), which the
 * document lists beside `transcript`.
 */
type KindName<T> = T extends string
  ? string extends T
    ? never
    : T extends `${string}[${string}`
      ? never
      : T
  : never;

/**
 * A kind of message with its `type` closed and required, so that the kinds narrow on it. The
 * document leaves `type` optional in `ClientMessageToolCalls` and `ClientInboundMessageSay`, and
 * opens `ClientMessageTranscript`'s (see {@link KindName}); every message carries its one `type`.
 */
type Kind<T extends { type?: string }> = Named<Omit<T, 'type'> & { type: KindName<T['type']> }>;

/** A line of speech turned to text, partial or final. */
export type ClientMessageTranscript = Kind<Schemas['ClientMessageTranscript']>;

/** The assistant or the user started or stopped speaking. */
export type ClientMessageSpeechUpdate = Named<Schemas['ClientMessageSpeechUpdate']>;

/**
 * The assistant's words while its audio plays, with their timing where the voice gives it (whole
 * words with their start and end, or the words spoken so far).
 */
export type ClientMessageAssistantSpeech = Named<Schemas['ClientMessageAssistantSpeech']>;

/** The timing of a {@link ClientMessageAssistantSpeech}, told apart by `type`. */
export type AssistantSpeechTiming = NamedUnion<Schemas['ClientMessageAssistantSpeech']['timing']>;

/** The conversation so far, after an update is committed to it. */
export type ClientMessageConversationUpdate = Named<Schemas['ClientMessageConversationUpdate']>;

/** The model's output as it streams (a token or a tool call), with the LLM turn's `turnId`. */
export type ClientMessageModelOutput = Named<Schemas['ClientMessageModelOutput']>;

/** The assistant is delayed: a slow model, voice or tool server. */
export type ClientMessageHang = Named<Schemas['ClientMessageHang']>;

/** The user interrupted the assistant. */
export type ClientMessageUserInterrupted = Named<Schemas['ClientMessageUserInterrupted']>;

/** The text the voice provider is asked to speak. */
export type ClientMessageVoiceInput = Named<Schemas['ClientMessageVoiceInput']>;

/** The model calls tools; those without a server run in the client. */
export type ClientMessageToolCalls = Kind<Schemas['ClientMessageToolCalls']>;

/** The result of a tool call, forwarded to the client. */
export type ClientMessageToolCallsResult = Named<Schemas['ClientMessageToolCallsResult']>;

/** A transfer to another assistant, number or SIP address. */
export type ClientMessageTransferUpdate = Named<Schemas['ClientMessageTransferUpdate']>;

/** Metadata forwarded to the client. */
export type ClientMessageMetadata = Named<Schemas['ClientMessageMetadata']>;

/** A workflow's active node changed. */
export type ClientMessageWorkflowNodeStarted = Named<Schemas['ClientMessageWorkflowNodeStarted']>;

/** An assistant started (a squad's handoff, a workflow's node). */
export type ClientMessageAssistantStarted = Named<Schemas['ClientMessageAssistantStarted']>;

/** The transcriber switched to the language it detected. */
export type ClientMessageLanguageChangeDetected = Named<
  Schemas['ClientMessageLanguageChangeDetected']
>;

/** A chat was created. */
export type ClientMessageChatCreated = Named<Schemas['ClientMessageChatCreated']>;

/** A chat was deleted. */
export type ClientMessageChatDeleted = Named<Schemas['ClientMessageChatDeleted']>;

/** A session was created. */
export type ClientMessageSessionCreated = Named<Schemas['ClientMessageSessionCreated']>;

/** A session was updated. */
export type ClientMessageSessionUpdated = Named<Schemas['ClientMessageSessionUpdated']>;

/** A session was deleted. */
export type ClientMessageSessionDeleted = Named<Schemas['ClientMessageSessionDeleted']>;

/** A call was deleted. */
export type ClientMessageCallDeleted = Named<Schemas['ClientMessageCallDeleted']>;

/** Deleting a call failed. */
export type ClientMessageCallDeleteFailed = Named<Schemas['ClientMessageCallDeleteFailed']>;

/** Any message a client receives: each kind of the document's `ClientMessage`, told apart by `type`. */
export type AnyClientMessage =
  | ClientMessageTranscript
  | ClientMessageSpeechUpdate
  | ClientMessageAssistantSpeech
  | ClientMessageConversationUpdate
  | ClientMessageModelOutput
  | ClientMessageHang
  | ClientMessageUserInterrupted
  | ClientMessageVoiceInput
  | ClientMessageToolCalls
  | ClientMessageToolCallsResult
  | ClientMessageTransferUpdate
  | ClientMessageMetadata
  | ClientMessageWorkflowNodeStarted
  | ClientMessageAssistantStarted
  | ClientMessageLanguageChangeDetected
  | ClientMessageChatCreated
  | ClientMessageChatDeleted
  | ClientMessageSessionCreated
  | ClientMessageSessionUpdated
  | ClientMessageSessionDeleted
  | ClientMessageCallDeleted
  | ClientMessageCallDeleteFailed;

/** Adds a message to the conversation, and by default makes the assistant answer it. */
export type ClientInboundMessageAddMessage = Named<Schemas['ClientInboundMessageAddMessage']>;

/** Controls the call: mutes or unmutes the assistant or the user, or says the first message. */
export type ClientInboundMessageControl = Named<Schemas['ClientInboundMessageControl']>;

/** The actions of a {@link ClientInboundMessageControl}. */
export type ClientControl = NamedUnion<Schemas['ClientInboundMessageControl']['control']>;

/** Makes the assistant say a line. */
export type ClientInboundMessageSay = Kind<Schemas['ClientInboundMessageSay']>;

/** Ends the call. */
export type ClientInboundMessageEndCall = Named<Schemas['ClientInboundMessageEndCall']>;

/** Transfers the call to a number or SIP address. */
export type ClientInboundMessageTransfer = Named<Schemas['ClientInboundMessageTransfer']>;

/** Sends a message of the call's transport (SIP, Twilio). */
export type ClientInboundMessageSendTransportMessage = Named<
  Schemas['ClientInboundMessageSendTransportMessage']
>;

/** Any message a client may send: each kind of the document's `ClientInboundMessage`. */
export type AnyClientInboundMessage =
  | ClientInboundMessageAddMessage
  | ClientInboundMessageControl
  | ClientInboundMessageSay
  | ClientInboundMessageEndCall
  | ClientInboundMessageTransfer
  | ClientInboundMessageSendTransportMessage;
