export type { CreateWebCallRequest, WebCallResponse } from '@org/api-client';
export type { AudioHealthCondition, AudioHealthEvent } from './audio-health-detector';
export type { CallState, CallStateChange, CallStateReason } from './call-state';
export { CONNECTION_LOST } from './constants';
export { ASSISTANT_SPEAKER } from './daily';
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
