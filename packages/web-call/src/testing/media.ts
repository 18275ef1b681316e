import type { DailyNetworkStats } from '@daily-co/daily-js';

/** A remote audio track whose loudness follows the simulated assistant's speech. */
export interface SimulatedAudioTrack {
  track: MediaStreamTrack;
  /** Sets the loudness, 0…1 (a quiet tone in browsers; a no-op elsewhere). */
  setLevel(level: number): void;
  /** Stops the track and frees its audio graph. */
  stop(): void;
}

let counter = 0;

/** A stand-in for `MediaStreamTrack` where the platform has none (Node, jsdom). */
function fakeTrack(kind: 'audio' | 'video'): MediaStreamTrack {
  const track = {
    kind,
    id: `simulated-${kind}-${++counter}`,
    label: `Simulated ${kind}`,
    enabled: true,
    muted: false,
    readyState: 'live' as MediaStreamTrackState,
    stop() {
      track.readyState = 'ended';
    },
    addEventListener() {},
    removeEventListener() {},
  };
  return track as unknown as MediaStreamTrack;
}

/**
 * A real `MediaStreamTrack` from a Web Audio oscillator where the browser can make one, otherwise
 * a minimal fake with the fields the client reads (`kind`, `id`, `readyState`, `stop`).
 */
export function createAudioTrack(): SimulatedAudioTrack {
  const AudioContextClass = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (typeof AudioContextClass === 'function') {
    try {
      const context = new AudioContextClass();
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const destination = context.createMediaStreamDestination();
      oscillator.frequency.value = 220;
      gain.gain.value = 0;
      oscillator.connect(gain).connect(destination);
      oscillator.start();
      const [track] = destination.stream.getAudioTracks();
      if (track) {
        return {
          track,
          setLevel: (level) => {
            gain.gain.value = Math.min(1, Math.max(0, level)) * 0.2;
          },
          stop: () => {
            track.stop();
            oscillator.stop();
            void context.close();
          },
        };
      }
      void context.close();
    } catch {
      // no usable Web Audio here: fall back to the fake
    }
  }
  const track = fakeTrack('audio');
  return { track, setLevel: () => {}, stop: () => track.stop() };
}

/** A video track stand-in (for video voice providers and recording). */
export function createVideoTrack(): MediaStreamTrack {
  return fakeTrack('video');
}

/** daily-js's network figures for a network whose round trip is `roundTripMs` (in seconds there). */
export function simulatedNetworkStats(roundTripMs: number): DailyNetworkStats {
  const none = null;
  return {
    networkState: 'good',
    networkStateReasons: [],
    threshold: 'good',
    quality: 100,
    stats: {
      latest: {
        timestamp: Date.now(),
        recvBitsPerSecond: none,
        sendBitsPerSecond: none,
        availableOutgoingBitrate: none,
        networkRoundTripTime: roundTripMs / 1000,
        videoRecvBitsPerSecond: none,
        videoSendBitsPerSecond: none,
        audioRecvBitsPerSecond: none,
        audioSendBitsPerSecond: none,
        videoRecvPacketLoss: none,
        videoSendPacketLoss: none,
        audioRecvPacketLoss: none,
        audioSendPacketLoss: none,
        totalSendPacketLoss: none,
        totalRecvPacketLoss: none,
        videoRecvJitter: none,
        videoSendJitter: none,
        audioRecvJitter: none,
        audioSendJitter: none,
      },
      worstVideoRecvPacketLoss: 0,
      worstVideoSendPacketLoss: 0,
      worstAudioRecvPacketLoss: 0,
      worstAudioSendPacketLoss: 0,
      worstVideoRecvJitter: 0,
      worstVideoSendJitter: 0,
      worstAudioRecvJitter: 0,
      worstAudioSendJitter: 0,
      averageNetworkRoundTripTime: roundTripMs / 1000,
    },
  };
}
