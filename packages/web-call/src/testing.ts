// `@org/web-call/testing`: a simulated transport that plays scripted rooms (for users' tests and
// local demos), and the platform's side of a web call without a network.

export {
  createSimulatedTransport,
  type SimulatedTransportFactory,
  type SimulatedTransportOptions,
} from './testing/create-simulated-transport';
export { createAudioTrack, createVideoTrack, type SimulatedAudioTrack } from './testing/media';
export {
  type MicrophoneHost,
  SIMULATED_MICROPHONE_ID,
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
export { SimulatedTransport } from './testing/simulated-transport';
