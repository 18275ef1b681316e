// `@org/web-call/testing`: a simulated transport that plays scripted rooms or recorded calls (for
// users' tests and local demos), the recorder of those calls, and the platform's side of a web call
// without a network.

export {
  CALL_FIXTURE_FORMAT,
  CALL_FIXTURE_VERSION,
  type CallFixture,
  CallFixtureError,
  type CallFixtureErrorEvent,
  type CallFixtureEvent,
  type CallFixtureEventBase,
  type CallFixtureLevelEvent,
  type CallFixtureMessageEvent,
  type CallFixtureSignalEvent,
  type CallFixtureStateEvent,
  parseCallFixture,
} from './testing/call-fixture';
export {
  type CallRecording,
  DEFAULT_MAX_EVENTS,
  type RecordableCall,
  type RecordCallOptions,
  recordCall,
} from './testing/call-recorder';
export {
  createSimulatedTransport,
  type SimulatedTransportFactory,
  type SimulatedTransportOptions,
} from './testing/create-simulated-transport';
export { createAudioTrack, createVideoTrack, type SimulatedAudioTrack } from './testing/media';
export {
  type MicrophoneHost,
  SimulatedMicrophone,
} from './testing/microphone';
export {
  BUNDLE_RETRY_MS,
  FAST_PACING,
  NATURAL_PACING,
  type SimulatedFault,
  type SimulatedFaults,
  type SimulatedPacing,
  type SimulatedRoom,
  type SimulatedRoomOptions,
  type SimulatedTurn,
} from './testing/options';
export { simulatedParticipant } from './testing/participants';
export {
  createPlatformFetch,
  createPlatformHandlers,
  defaultRoom,
  type PlatformHandlerOptions,
  type WebCallFaults,
  type WebCallSimulatorOptions,
} from './testing/platform-handlers';
export { playRoom, type RoomStage, SPEAKING_LEVEL } from './testing/room-player';
export {
  DEFAULT_DEVICES,
  type SimulatedDevice,
  SimulatedDevices,
} from './testing/simulated-devices';
export { SimulatedTransport } from './testing/simulated-transport';
