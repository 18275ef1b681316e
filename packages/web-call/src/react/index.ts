export {
  type UseWebCall,
  useIsSpeaking,
  useTranscript,
  useVolumeLevel,
  useWebCall,
  useWebCallEvent,
} from './hooks';
export { WebCallProvider, type WebCallProviderProps } from './provider';
export {
  endsCall,
  type StartArguments,
  type WebCallClient,
  type WebCallClientFactory,
  type WebCallFailure,
  type WebCallState,
  type WebCallStatus,
} from './store';
export {
  applyTranscriptMessage,
  EMPTY_TRANSCRIPT,
  type Speaker,
  TRANSCRIPT_MAX_LINES,
  type Transcript,
  type TranscriptLine,
} from './transcript';
