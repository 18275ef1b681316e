import { WebCallError } from './errors';

/** Who spoke: the assistant or the person in the call. */
export type MessageRole = 'assistant' | 'user';

/** A line of speech turned to text; `partial` ones are replaced by the `final` one. */
export type TranscriptMessage = {
  type: 'transcript';
  role: MessageRole;
  transcriptType: 'partial' | 'final';
  transcript: string;
  [key: string]: unknown;
};

/** The call's lifecycle on the platform; `ended` carries why. */
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

/** Someone started or stopped speaking. */
export type SpeechUpdateMessage = {
  type: 'speech-update';
  status: 'started' | 'stopped';
  role: MessageRole;
  turn?: number;
  [key: string]: unknown;
};

/** The conversation so far, after each turn. */
export type ConversationUpdateMessage = {
  type: 'conversation-update';
  messages: Array<Record<string, unknown>>;
  messagesOpenAIFormatted?: Array<Record<string, unknown>>;
  [key: string]: unknown;
};

/** The model asked for a client-side function. */
export type FunctionCallMessage = {
  type: 'function-call';
  functionCall: { name: string; parameters: Record<string, unknown> };
  [key: string]: unknown;
};

/** One call of a tool by the model, as the platform sends it in `tool-calls`. */
export type ToolCall = {
  /** The call's id. */
  id: string;
  /** The kind of tool, `function` for the tools a page handles. */
  type: string;
  function: {
    /** The tool's name, as in the assistant's `model.tools`. */
    name: string;
    /** The arguments: an object, or its JSON for models that send them as text. */
    arguments: Record<string, unknown> | string;
  };
  [key: string]: unknown;
};

/** The model asked for client-side tools (a tool without a server URL runs in the page). */
export type ToolCallsMessage = {
  type: 'tool-calls';
  toolCallList: ToolCall[];
  /** Each call with the tool's own definition. */
  toolWithToolCallList?: Array<Record<string, unknown>>;
  [key: string]: unknown;
};

/** The result of a tool call that ran on a server, forwarded to the page. */
export type ToolCallsResultMessage = {
  type: 'tool-calls-result';
  /** The tool's answer: its call id, name, and result or error. */
  toolCallResult: Record<string, unknown>;
  [key: string]: unknown;
};

/** A token or chunk of the model's output. */
export type ModelOutputMessage = {
  type: 'model-output';
  output: unknown;
  [key: string]: unknown;
};

/** The assistant's pipeline stalled for a moment. */
export type HangMessage = {
  type: 'hang';
  [key: string]: unknown;
};

/** The user spoke over the assistant. */
export type UserInterruptedMessage = {
  type: 'user-interrupted';
  [key: string]: unknown;
};

/** Text the assistant is about to speak. */
export type VoiceInputMessage = {
  type: 'voice-input';
  input: string;
  [key: string]: unknown;
};

/** A transfer to another assistant or number. */
export type TransferUpdateMessage = {
  type: 'transfer-update';
  destination?: Record<string, unknown>;
  [key: string]: unknown;
};

/** Metadata sent by the platform or a tool. */
export type MetadataMessage = {
  type: 'metadata';
  metadata: unknown;
  [key: string]: unknown;
};

/** A workflow moved to another node. */
export type WorkflowNodeStartedMessage = {
  type: 'workflow.node.started';
  /** The node now running. */
  node: Record<string, unknown>;
  [key: string]: unknown;
};

/** The transcriber switched to the language it detected. */
export type LanguageChangeDetectedMessage = {
  type: 'language-change-detected';
  /** The language the transcriber now listens for. */
  language: string;
  [key: string]: unknown;
};

/**
 * A message from the platform, as emitted by the `message` event. Narrow it on `type`:
 * `if (m.type === 'transcript') m.transcript` is a string. Types this version does not know are
 * still emitted unchanged, as an {@link UnknownMessage}: compare `(m.type as string)` to reach them.
 */
export type WebCallMessage =
  | TranscriptMessage
  | StatusUpdateMessage
  | SpeechUpdateMessage
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
  | LanguageChangeDetectedMessage;

/**
 * The fallback: a platform message of a type not listed in {@link WebCallMessage} (newer platform
 * versions add types). Kept out of the union so that narrowing on `type` stays exact.
 */
export type UnknownMessage = {
  type: string;
  [key: string]: unknown;
};

/** The app message that makes the assistant speak a line (docs/requirements.md#messages). */
export type SayMessage = {
  type: 'say';
  message: string;
  /** End the call once the line is spoken. */
  endCallAfterSpoken?: boolean;
  /** Let the user interrupt the line (default false). */
  interruptionsEnabled?: boolean;
  /** Let the line interrupt the assistant's current speech (default false). */
  interruptAssistantEnabled?: boolean;
};

/** Ends the call from the platform side. */
export type EndCallMessage = {
  type: 'end-call';
};

/** Adds a message to the conversation, optionally making the assistant answer it. */
export type AddMessageMessage = {
  type: 'add-message';
  /** A chat message, as in OpenAI's format (`tool` messages also carry `tool_call_id`, …). */
  message: {
    role: 'system' | 'user' | 'assistant' | 'tool' | 'function' | 'developer';
    content: string | null | Array<Record<string, unknown>>;
    [key: string]: unknown;
  };
  triggerResponseEnabled?: boolean;
};

/** Live call control, e.g. muting the assistant. */
export type ControlMessage = {
  type: 'control';
  control: 'mute-assistant' | 'unmute-assistant' | 'say-first-message' | (string & {});
  /** With `say-first-message` after a video recording started: how long that took. */
  videoRecordingStartDelaySeconds?: number;
  [key: string]: unknown;
};

/** The name `@vapi-ai/web` gives {@link ControlMessage}. */
export type ControlMessages = ControlMessage;

/** Anything `send()` accepts: the known control messages or any other JSON object. */
export type ClientMessage =
  | SayMessage
  | EndCallMessage
  | AddMessageMessage
  | ControlMessage
  | { type: string; [key: string]: unknown };

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
