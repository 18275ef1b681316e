// The one module that imports daily-js at run time: the transport of a call over Daily's call
// object. Loaded on first use (with the session), never at import time.
import Daily, { type DailyCall } from '@daily-co/daily-js';
import type { Transport, TransportFactory } from './transport';

/** The client's transport over one of Daily's call objects: each method is daily-js's own. */
export function dailyTransport(call: DailyCall): Transport {
  return {
    daily: call,
    load: () => call.load(),
    startCamera: () => call.startCamera(),
    join: (options) => call.join(options),
    destroy: () => call.destroy(),
    participants: () => call.participants(),
    subscribe(sessionId, tracks) {
      call.updateParticipant(sessionId, { setSubscribedTracks: tracks });
    },
    sendAppMessage(data) {
      call.sendAppMessage(data, '*');
    },
    startRemoteParticipantsAudioLevelObserver: (interval) =>
      call.startRemoteParticipantsAudioLevelObserver(interval),
    startLocalAudioLevelObserver: (interval) => call.startLocalAudioLevelObserver(interval),
    stopLocalAudioLevelObserver: () => call.stopLocalAudioLevelObserver(),
    isLocalAudioLevelObserverRunning: () => call.isLocalAudioLevelObserverRunning(),
    getLocalAudioLevel: () => call.getLocalAudioLevel(),
    updateInputSettings: (settings) => call.updateInputSettings(settings),
    localAudio: () => call.localAudio(),
    setLocalAudio(enabled) {
      call.setLocalAudio(enabled);
    },
    setInputDevicesAsync: (devices) => call.setInputDevicesAsync(devices),
    setOutputDeviceAsync: (device) => call.setOutputDeviceAsync(device),
    startScreenShare: (options) => call.startScreenShare(options),
    stopScreenShare: () => call.stopScreenShare(),
    startRecording: (options) => call.startRecording(options),
    stopRecording: () => call.stopRecording(),
    testNetworkConnectivity: (videoTrack) => call.testNetworkConnectivity(videoTrack),
    testWebsocketConnectivity: () => call.testWebsocketConnectivity(),
    testCallQuality: () => call.testCallQuality(),
    on(event, listener) {
      call.on(event, listener);
    },
    off(event, listener) {
      call.off(event, listener);
    },
  };
}

/** Makes Daily's call object (`Daily.createCallObject`) and wraps it. */
export const createTransport: TransportFactory = (properties) =>
  dailyTransport(Daily.createCallObject(properties));
