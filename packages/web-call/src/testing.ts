export type {
  CallObject,
  CallObjectEvents,
  CallObjectFactory,
  CallObjectListener,
  CallObjectProperties,
  CallParticipant,
  JoinOptions,
  MeetingState,
  ParticipantTrack,
  RecordingOptions,
  ScreenShareOptions,
  ScreenVideoSendSettings,
} from './call-object';
export type { BundleEnvironment } from './testing/bundle-load';
export {
  createSimulatedCallObjectFactory,
  type SimulatedCallObjectFactory,
  type SimulatedCallOptions,
} from './testing/factory';
export { createAudioTrack, createVideoTrack, type SimulatedAudioTrack } from './testing/media';
export {
  FAST_PACING,
  NATURAL_PACING,
  type SimulatedFault,
  type SimulatedFaults,
  type SimulatedPacing,
  type SimulatedRoom,
  type SimulatedRoomOptions,
  type SimulatedTurn,
} from './testing/options';
export {
  createPlatformFetch,
  createPlatformHandlers,
  defaultRoom,
  type PlatformHandlerOptions,
} from './testing/platform-handlers';
export { playRoom, type RoomStage, SPEAKING_LEVEL } from './testing/room-player';
export { SimulatedCallObject, type SimulatedEnvironment } from './testing/simulated-call-object';
export {
  type SimulatedEventPayload,
  SimulatedEventSource,
  type SimulatedEvents,
  type SimulatedListener,
} from './testing/simulated-event-source';
