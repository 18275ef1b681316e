import type {
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
} from '@org/api-client';
import { WebCallError } from './errors';

/**
 * The document's values of a field, without the `string & {}` the api-client adds to every enum of
 * two or more values: who spoke and whether a line is final have no other values, and a closed
 * union lets code branch on them exhaustively.
 */
type Known<T> = T extends string ? (string extends T ? never : T) : T;

/**
 * A received message as this client types it: the document's schema without the context the
 * platform may attach (`call`, `customer`, `assistant`, `phoneNumber`, see
 * {@link ClientMessageContextField}), and open to fields the document does not list, which read
 * as `unknown`. The context fields reference the document's largest schemas; a listener narrows
 * every message on `type`, and keeping them would multiply what checking a page's code costs
 * (`node scripts/type-cost.mjs`). `K` names the fields a message retypes.
 */
type Received<T, K extends keyof T = never> = Omit<T, ClientMessageContextField | K> & {
  [key: string]: unknown;
};

/** Who spoke: the assistant or the person in the call. */
export type MessageRole = Known<ClientMessageTranscript['role']>;

/** A line of speech turned to text; `partial` ones are replaced by the `final` one. */
export type TranscriptMessage = Received<ClientMessageTranscript, 'role' | 'transcriptType'> & {
  role: MessageRole;
  transcriptType: Known<ClientMessageTranscript['transcriptType']>;
};

/**
 * The call's lifecycle on the platform; `ended` carries why. Hand-written: the document's
 * `ClientMessage` list leaves it out, while the platform sends it and code written for
 * `@vapi-ai/web` reads it.
 */
export type StatusUpdateMessage = {
  type: 'status-update';
  status: 'scheduled' | 'queued' | 'ringing' | 'in-progress' | 'forwarding' | 'ended';
  endedReason?: string;
  [key: string]: unknown;
};

/**
 * The one ended status a call reports as it ends (docs/requirements.md#ending-a-call): by default
 * hung up from this side (`stop()`, `end()`, a start cancelled before its join).
 */
export function endedStatus(endedReason = 'customer-ended-call'): StatusUpdateMessage {
  return { type: 'status-update', status: 'ended', endedReason };
}

/** Someone started or stopped speaking; `turn` counts the conversation's turns. */
export type SpeechUpdateMessage = Received<ClientMessageSpeechUpdate, 'role' | 'status'> & {
  role: MessageRole;
  status: Known<ClientMessageSpeechUpdate['status']>;
};

/**
 * The assistant's words while its audio plays, with their timing where the voice gives it
 * (`timing`: each word's start and end, or the words spoken so far). Its `type` on the wire is the
 * document's `assistant.speechStarted` (its prose calls the message "assistant-speech").
 */
export type AssistantSpeechMessage = Received<ClientMessageAssistantSpeech>;

/** The timing of an {@link AssistantSpeechMessage}, told apart by `type`. */
export type { AssistantSpeechTiming };

/** The conversation so far, after each turn. */
export type ConversationUpdateMessage = Received<ClientMessageConversationUpdate>;

/**
 * The model asked for a client-side function. Hand-written: the document has no schema for this
 * older form of `tool-calls`, which code written for `@vapi-ai/web` still reads.
 */
export type FunctionCallMessage = {
  type: 'function-call';
  functionCall: { name: string; parameters: Record<string, unknown> };
  [key: string]: unknown;
};

/** What the document's tool call holds, without the arguments it types as text only. */
type DocumentToolCall = ClientMessageToolCalls['toolCallList'][number];

/**
 * One call of a tool by the model, as the platform sends it in `tool-calls`. The document types
 * `function.arguments` as JSON text; the platform sends an object, or JSON text for models that
 * send it so: both are typed.
 */
export type ToolCall = Omit<DocumentToolCall, 'function'> & {
  function: Omit<DocumentToolCall['function'], 'arguments'> & {
    /** The arguments: an object, or its JSON for models that send them as text. */
    arguments: Record<string, unknown> | string;
  };
  [key: string]: unknown;
};

/** The model asked for client-side tools (a tool without a server URL runs in the page). */
export type ToolCallsMessage = Received<ClientMessageToolCalls, 'toolCallList'> & {
  toolCallList: ToolCall[];
};

/** The result of a tool call that ran on a server, forwarded to the page. */
export type ToolCallsResultMessage = Received<ClientMessageToolCallsResult>;

/**
 * A token or chunk of the model's output; tokens of one LLM turn share a `turnId`. `output` is
 * `unknown`: the document describes it as "a token or tool call", which its `type: object` does
 * not allow for a token.
 */
export type ModelOutputMessage = Received<ClientMessageModelOutput, 'output'> & {
  output: unknown;
};

/** The assistant is delayed: a slow model, voice or tool server. */
export type HangMessage = Received<ClientMessageHang>;

/** The user spoke over the assistant. */
export type UserInterruptedMessage = Received<ClientMessageUserInterrupted>;

/** Text the assistant is about to speak. */
export type VoiceInputMessage = Received<ClientMessageVoiceInput>;

/** A transfer to another assistant or number. */
export type TransferUpdateMessage = Received<ClientMessageTransferUpdate>;

/** Metadata sent by the platform or a tool. */
export type MetadataMessage = Received<ClientMessageMetadata>;

/** A workflow moved to another node. */
export type WorkflowNodeStartedMessage = Received<ClientMessageWorkflowNodeStarted>;

/** An assistant started: a squad handed the call over, or a workflow's node runs one. */
export type AssistantStartedMessage = Received<ClientMessageAssistantStarted>;

/** The transcriber switched to the language it detected. */
export type LanguageChangeDetectedMessage = Received<ClientMessageLanguageChangeDetected>;

/** A chat was created (`chat.created`). */
export type ChatCreatedMessage = Received<ClientMessageChatCreated>;

/** A chat was deleted (`chat.deleted`). */
export type ChatDeletedMessage = Received<ClientMessageChatDeleted>;

/** A session was created (`session.created`). */
export type SessionCreatedMessage = Received<ClientMessageSessionCreated>;

/** A session was updated (`session.updated`). */
export type SessionUpdatedMessage = Received<ClientMessageSessionUpdated>;

/** A session was deleted (`session.deleted`). */
export type SessionDeletedMessage = Received<ClientMessageSessionDeleted>;

/** A call was deleted (`call.deleted`). */
export type CallDeletedMessage = Received<ClientMessageCallDeleted>;

/** Deleting a call failed (`call.delete.failed`). */
export type CallDeleteFailedMessage = Received<ClientMessageCallDeleteFailed>;

/**
 * A message from the platform, as emitted by the `message` event: every kind of the platform's
 * document (`ClientMessage…`), and the two it leaves out (`status-update`, `function-call`)
 * (docs/requirements.md#message-types).
 * Narrow it on `type`: `if (m.type === 'transcript') m.transcript` is a string. Types this version
 * does not know are still emitted unchanged, as an {@link UnknownMessage}: compare
 * `(m.type as string)` to reach them.
 */
export type WebCallMessage =
  | TranscriptMessage
  | StatusUpdateMessage
  | SpeechUpdateMessage
  | AssistantSpeechMessage
  | ConversationUpdateMessage
  | FunctionCallMessage
  | ToolCallsMessage
  | ToolCallsResultMessage
  | ModelOutputMessage
  | HangMessage
  | UserInterruptedMessage
  | VoiceInputMessage
  | TransferUpdateMessage
  | MetadataMessage
  | WorkflowNodeStartedMessage
  | AssistantStartedMessage
  | LanguageChangeDetectedMessage
  | ChatCreatedMessage
  | ChatDeletedMessage
  | SessionCreatedMessage
  | SessionUpdatedMessage
  | SessionDeletedMessage
  | CallDeletedMessage
  | CallDeleteFailedMessage;

/**
 * The fallback: a platform message of a type not listed in {@link WebCallMessage} (newer platform
 * versions add types). Kept out of the union so that narrowing on `type` stays exact.
 */
export type UnknownMessage = {
  type: string;
  [key: string]: unknown;
};

/**
 * The app message that makes the assistant speak a line (docs/requirements.md#messages). The
 * line is `message`, as `@vapi-ai/web` sends it and `say()` builds it; the document names it
 * `content`.
 */
export type SayMessage = Omit<ClientInboundMessageSay, 'content'> & {
  /** The line to speak. */
  message: string;
};

/** Ends the call from the platform side. */
export type EndCallMessage = ClientInboundMessageEndCall;

/**
 * Adds a message to the conversation, and by default makes the assistant answer it. The message
 * is the document's OpenAI-format message, widened as OpenAI's format has it: content may be a
 * list of parts, and a `tool` message also carries `tool_call_id`, ….
 */
export type AddMessageMessage = Omit<ClientInboundMessageAddMessage, 'message'> & {
  message: Omit<ClientInboundMessageAddMessage['message'], 'role' | 'content'> & {
    role: ClientInboundMessageAddMessage['message']['role'] | 'developer';
    content: string | null | Array<Record<string, unknown>>;
    [key: string]: unknown;
  };
};

/**
 * What a `control` message does: mute or unmute the assistant (`mute-assistant`), or the user
 * (`mute-customer`), or say the first message once a video recording started.
 */
export type ControlAction = ClientControl;

/** Live call control: mutes or unmutes the assistant or the user, or says the first message. */
export type ControlMessage = ClientInboundMessageControl & {
  /** With `say-first-message` after a video recording started: how long that took. */
  videoRecordingStartDelaySeconds?: number;
  [key: string]: unknown;
};

/** The name `@vapi-ai/web` gives {@link ControlMessage}. */
export type ControlMessages = ControlMessage;

/** Transfers the call to a number or a SIP address. */
export type TransferMessage = ClientInboundMessageTransfer;

/** Sends a message of the call's own transport (SIP, Twilio). */
export type SendTransportMessage = ClientInboundMessageSendTransportMessage;

/** Every kind of the platform's document a client may send (`ClientInboundMessage…`). */
export type KnownClientMessage =
  | SayMessage
  | EndCallMessage
  | AddMessageMessage
  | ControlMessage
  | TransferMessage
  | SendTransportMessage;

/**
 * Anything `send()` accepts: a {@link KnownClientMessage}, or any other JSON object with a
 * `type`, for kinds newer than this version.
 */
export type ClientMessage = KnownClientMessage | { type: string; [key: string]: unknown };

/** Builds a `say` message; both interruption flags default to false. */
export function buildSayMessage(
  message: string,
  endCallAfterSpoken = false,
  interruptionsEnabled = false,
  interruptAssistantEnabled = false,
): SayMessage {
  return {
    type: 'say',
    message,
    endCallAfterSpoken,
    interruptionsEnabled,
    interruptAssistantEnabled,
  };
}

/** The raw app message the remote side sends when it is ready: the call has started. */
export const LISTENING = 'listening';
/** The raw app message the client sends once the assistant's audio plays. */
export const PLAYABLE = 'playable';
/** Daily's limit for one app message and for userData, in characters of JSON. */
export const MAX_APP_MESSAGE_SIZE = 4096;

/**
 * Reads an incoming app message: the raw `listening` (returned as is), or JSON (a string, or an
 * object Daily already parsed) with a string `type`. Anything else gives `undefined`, for the caller
 * to log and ignore.
 */
export function parseAppMessage(
  data: unknown,
): WebCallMessage | UnknownMessage | typeof LISTENING | undefined {
  if (data === LISTENING) return data;
  try {
    const value = typeof data === 'string' ? JSON.parse(data) : data;
    if (typeof value?.type === 'string') return value;
  } catch {
    // not JSON: reported as undefined
  }
  return undefined;
}

/** True for the platform's "the call has ended" status message. */
export function isEndedStatus(message: WebCallMessage | UnknownMessage): boolean {
  return message.type === 'status-update' && message.status === 'ended';
}

/** Throws a clear error of `type` when `text` is over Daily's 4096 characters. */
function checkSize(text: string, type: 'message-too-large' | 'validation-error', what: string) {
  if (text.length > MAX_APP_MESSAGE_SIZE) {
    throw new WebCallError(
      type,
      `${what} too large (${text.length} characters). Max size is ${MAX_APP_MESSAGE_SIZE}.`,
    );
  }
}

/**
 * Serialises an outgoing message, refusing what Daily would refuse ("Message data too large": the
 * JSON of what it is given, here a string), so the caller gets a clear error instead of a lost
 * message.
 */
export function serializeClientMessage(message: ClientMessage): string {
  const data = JSON.stringify(message);
  checkSize(JSON.stringify(data), 'message-too-large', 'Message data');
  return data;
}

/**
 * Checks the userData attached to the call (docs/requirements.md#daily-js-option-checks: at most
 * 4096 characters) as daily-js counts it: a string as it is, anything else as its JSON.
 */
export function assertUserDataSize(userData: unknown): void {
  if (userData === undefined) return;
  checkSize(
    typeof userData === 'string' ? userData : JSON.stringify(userData),
    'validation-error',
    'userData is',
  );
}
