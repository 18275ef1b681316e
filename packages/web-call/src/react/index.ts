export {
  type UseWebCall,
  useIsSpeaking,
  useLocalVolumeLevel,
  useTranscript,
  useVolumeLevel,
  useWebCall,
  useWebCallEvent,
} from './hooks';
export { WebCallProvider } from './provider';
export type {
  StartArguments,
  WebCallActions,
  WebCallClient,
  WebCallClientFactory,
  WebCallFailure,
  WebCallProviderProps,
  WebCallState,
} from './state';
export type { Speaker, Transcript, TranscriptLine } from './transcript';
