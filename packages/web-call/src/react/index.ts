export type {
  AudioHealthCondition,
  Caption,
  CaptionSource,
  TurnLatency,
  TurnSignal,
} from '@org/web-call';
export type { FailurePhase } from '@org/web-call/constants';
export {
  type UseWebCall,
  useIsSpeaking,
  useLocalVolumeLevel,
  useTranscript,
  useVolumeLevel,
  useWebCall,
  useWebCallEvent,
} from './hooks';
export { createWebCallHub } from './hub';
export { WebCallProvider } from './provider';
export type {
  ElsewhereReason,
  StartArguments,
  WebCallActions,
  WebCallClient,
  WebCallClientFactory,
  WebCallFailure,
  WebCallHub,
  WebCallHubOptions,
  WebCallProviderProps,
  WebCallState,
} from './state';
export { OPEN_IN_ANOTHER_TAB } from './state';
export type { Speaker, Transcript, TranscriptLine } from './transcript';
export { useCaption } from './use-caption';
export { type UseDevices, useDevices } from './use-devices';
export { type PushToTalkOptions, usePushToTalk } from './use-push-to-talk';
export { type TurnLatencyStats, useTurnLatency } from './use-turn-latency';
