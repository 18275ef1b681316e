// `@org/web-call/vapi`: the client of the main entry, typed as loosely as @vapi-ai/web 2.7.1 types
// it, so code written for that SDK compiles with only its import changed. The main entry types
// every payload (a message narrows on `type`; a field the platform's document does not list reads
// as `unknown`); @vapi-ai/web passes those payloads as `any`, and code written against it reads
// fields of any shape (docs/requirements.md#message-types). Types only: the JavaScript is the main
// entry's own client, re-exported.
import {
  type CallStartFailedEvent,
  type CallStartProgressEvent,
  WebCall as StrictWebCall,
  type TypedEmitter,
  type WebCallEvents,
} from '@org/web-call';

// biome-ignore lint/suspicious/noExplicitAny: the payloads @vapi-ai/web 2.7.1 types as `any`, on purpose
type Loose = any;

/**
 * The events whose payload `@vapi-ai/web 2.7.1` passes as `any`: the platform's messages, errors,
 * Daily's camera and network events, and the local level observer's error.
 */
export type VapiLooseEvent =
  | 'message'
  | 'error'
  | 'camera-error'
  | 'network-quality-change'
  | 'network-connection'
  | 'local-audio-level-observer-error';

/**
 * The client's events as `@vapi-ai/web 2.7.1` types them: the payloads of {@link VapiLooseEvent}
 * are `any`, and the start events' `metadata` and `context` are records of `any`. The payloads
 * are the main entry's, unchanged at run time.
 */
export type VapiWebCallEvents = Omit<
  WebCallEvents,
  VapiLooseEvent | 'call-start-progress' | 'call-start-failed'
> & {
  [E in VapiLooseEvent]: (payload: Loose) => void;
} & {
  /** Fires for each start stage as it starts, completes or fails; passes stage, status, duration. */
  'call-start-progress': (
    event: Omit<CallStartProgressEvent, 'metadata'> & { metadata?: Record<string, Loose> },
  ) => void;
  /** Fires once when `start()` fails; passes the stage, error text, stack and context flags. */
  'call-start-failed': (
    event: Omit<CallStartFailedEvent, 'context'> & { context: Record<string, Loose> },
  ) => void;
};

/** The main entry's client without its typed event methods, which `WebCall` retypes. */
type Members = Omit<StrictWebCall, keyof TypedEmitter<WebCallEvents>>;

/**
 * The main entry's `WebCall`, with its events typed as {@link VapiWebCallEvents}: a listener of
 * `message` or `error` takes `any`, as with `@vapi-ai/web`.
 *
 * @example
 * ```ts
 * import Vapi from '@org/web-call/vapi';
 *
 * const vapi = new Vapi('your-public-key');
 * vapi.on('message', (message) => {
 *   if (message.type === 'conversation-update') render(message.conversation);
 * });
 * ```
 */
export interface WebCall extends Members, TypedEmitter<VapiWebCallEvents> {}

/** How `WebCall` is constructed, and its static network tests as loose as `@vapi-ai/web`'s. */
export interface WebCallConstructor {
  new (...args: ConstructorParameters<typeof StrictWebCall>): WebCall;
  readonly prototype: WebCall;
  /** Runs Daily's pre-call network tests without a call; resolves to what each test found. */
  runNetworkTestsStandalone(
    ...args: Parameters<typeof StrictWebCall.runNetworkTestsStandalone>
  ): Promise<Record<string, Loose>>;
}

/** The main entry's client, typed as the `WebCall` interface above. */
export const WebCall: WebCallConstructor = StrictWebCall as unknown as WebCallConstructor;
export default WebCall;

export type {
  AddMessageMessage,
  ClientMessage,
  ControlMessage,
  ControlMessages,
  EndCallMessage,
  KnownClientMessage,
  SayMessage,
  SendTransportMessage,
  TransferMessage,
  WebCallOptions,
} from '@org/web-call';
