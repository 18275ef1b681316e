export type { CreateWebCallRequest, WebCallResponse } from '@org/api-client';
export type { AudioHealthCondition, AudioHealthEvent } from './audio-health-detector';
export type { CallState, CallStateChange, CallStateReason } from './call-state';
export type {
  Caption,
  CaptionSource,
  WordAlignmentTiming,
  WordProgressTiming,
} from './captions';
export { CONNECTION_LOST } from './constants';
export { ASSISTANT_SPEAKER } from './daily';
export type {
  AudioDevice,
  AudioDeviceChoice,
  AudioDeviceKind,
  AudioDevices,
  DeviceFallbackEvent,
  DevicesChangeEvent,
} from './device-types';
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
  type AssistantSpeechMessage,
  type AssistantSpeechTiming,
  type AssistantStartedMessage,
  buildSayMessage,
  type CallDeletedMessage,
  type CallDeleteFailedMessage,
  type ChatCreatedMessage,
  type ChatDeletedMessage,
  type ClientMessage,
  type ControlAction,
  type ControlMessage,
  type ControlMessages,
  type ConversationUpdateMessage,
  type EndCallMessage,
  type FunctionCallMessage,
  type HangMessage,
  type KnownClientMessage,
  type LanguageChangeDetectedMessage,
  LISTENING,
  MAX_APP_MESSAGE_SIZE,
  type MessageRole,
  type MetadataMessage,
  type ModelOutputMessage,
  type SayMessage,
  type SendTransportMessage,
  type SessionCreatedMessage,
  type SessionDeletedMessage,
  type SessionUpdatedMessage,
  type SpeechUpdateMessage,
  type StatusUpdateMessage,
  type ToolCall,
  type ToolCallsMessage,
  type ToolCallsResultMessage,
  type TranscriptMessage,
  type TransferMessage,
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
export type { TurnLatency, TurnSignal } from './turn-clock';
export { WebCall, WebCall as default } from './web-call';
export type {
  DailyCallConfig,
  DailyCallObjectOptions,
  InputDevices,
  StartCallOptions,
  WebCallOptions,
} from './web-call-options';
