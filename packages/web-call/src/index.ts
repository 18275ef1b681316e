export type { CreateWebCallRequest, WebCallResponse } from '@org/api-client';
export {
  type CallState,
  type CallStateChange,
  type CallStateReason,
  CONNECTION_LOST,
} from './call-state';
export { ASSISTANT_SPEAKER, RECORDING_OPTIONS } from './daily';
export { type Listener, TypedEmitter } from './emitter';
export { isWebCallError, WebCallError } from './errors';
export type {
  CallStartFailedEvent,
  CallStartSuccessEvent,
  CameraErrorDetails,
  CameraErrorEvent,
  NetworkConnectionEvent,
  NetworkQualityEvent,
  WebCallErrorEvent,
  WebCallEvents,
} from './events';
export {
  type AddMessageMessage,
  buildSayMessage,
  type ClientMessage,
  type ControlMessage,
  type ControlMessages,
  type ConversationUpdateMessage,
  type EndCallMessage,
  type FunctionCallMessage,
  type HangMessage,
  type LanguageChangeDetectedMessage,
  LISTENING,
  MAX_APP_MESSAGE_SIZE,
  type MessageRole,
  type MetadataMessage,
  type ModelOutputMessage,
  parseAppMessage,
  type SayMessage,
  type SpeechUpdateMessage,
  type StatusUpdateMessage,
  type ToolCall,
  type ToolCallsMessage,
  type ToolCallsResultMessage,
  type TranscriptMessage,
  type TransferUpdateMessage,
  type UnknownMessage,
  type UserInterruptedMessage,
  type VoiceInputMessage,
  type WebCallMessage,
  type WorkflowNodeStartedMessage,
} from './messages';
export type { NetworkTestFailure, NetworkTestResults } from './network-tests';
export { DESTROY_WAIT_MS } from './prepared-call';
export type {
  CallStartProgressEvent,
  DailyErrorDetails,
  DailyFatalErrorType,
  ProgressStage,
  StartContext,
  StartStage,
  WebCallErrorReason,
  WebCallErrorType,
} from './shared-types';
export { SpeechDetector, type SpeechUpdate } from './speech-detector';
export {
  buildWebCallRequest,
  type ReconnectCall,
  type StartTarget,
  type Target,
} from './start-target';
export type {
  JoinOptions,
  Transport,
  TransportEvent,
  TransportEvents,
  TransportFactory,
  TransportInputDevices,
  TransportProperties,
  TransportRecordingOptions,
} from './transport';
export { WebCall, WebCall as default } from './web-call';
export type {
  DailyCallConfig,
  DailyCallObjectOptions,
  InputDevices,
  StartCallOptions,
  WebCallOptions,
} from './web-call-options';
