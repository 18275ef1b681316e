// Audio health of one call (docs/requirements.md#audio-health): the session loads this module when
// `audio-health` has a listener at the start, or on the first `getAudioHealth()`. It reads the
// transport's 100 ms level observers, the platform's `speech-update` messages, the microphone's
// track and daily-js's device list, and feeds them to the detector.

import {
  type AudioHealthCondition,
  AudioHealthDetector,
  type AudioHealthEvent,
} from './audio-health-detector';
import type { SpeechDetector } from './speech-detector';
import type { Transport, TransportEvent, TransportEvents } from './transport';

/** The audio health of one call, as {@link watchAudioHealth} makes it. */
export interface AudioHealthMonitor {
  /** The conditions under way, in the order they began. */
  readonly active: AudioHealthCondition[];
  /** Stops listening and ends every condition under way (reported). */
  stop(): void;
}

/** The microphone's track is muted or ended by the system. */
const isDown = (track: MediaStreamTrack | undefined) =>
  !!track && (track.muted || track.readyState === 'ended');

/**
 * Watches the audio of the joined call on `call` until `stop()`, reporting each change as an
 * `audio-health` event. `speech` says whether the assistant is speaking (`speech-start` to
 * `speech-end`); `steady` whether no network blip is under way.
 */
export function watchAudioHealth(
  call: Transport,
  emit: (event: 'audio-health', change: AudioHealthEvent) => void,
  session: { startLocalAudioLevels(): Promise<void> },
  speech: Pick<SpeechDetector, 'speaking'>,
  steady: () => boolean,
): AudioHealthMonitor {
  const detector = new AudioHealthDetector((event) => emit('audio-health', event));
  const offs: Array<() => void> = [];
  const listen = <K extends TransportEvent>(event: K, handler: TransportEvents[K]) => {
    call.on(event, handler);
    offs.push(() => call.off(event, handler));
  };
  let track: MediaStreamTrack | undefined;
  /** The microphone in use, as its track's settings name it (kept once the track has ended). */
  let deviceId: string | undefined;
  /** daily-js's latest list of devices; undefined until it sends one. */
  let devices: MediaDeviceInfo[] | undefined;

  const checkDevice = () => {
    const live = track?.readyState === 'live';
    const id = live ? track?.getSettings?.().deviceId : undefined;
    if (id) deviceId = id;
    if (!devices || !deviceId) return;
    const listed = devices.some((d) => d.kind === 'audioinput' && d.deviceId === deviceId);
    // Lost once the list no longer has it; over once a live track's device is listed again.
    if (!listed) detector.set('device-lost', true, Date.now());
    else if (live) detector.set('device-lost', false, Date.now());
  };
  // Only while the person has not muted the microphone: their own mute is no condition (daily-js
  // may stop the track for it), and the next sample after their unmute reads the track again.
  const checkTrack = () => detector.track(call.localAudio() && isDown(track), Date.now());
  const watchTrack = (next: MediaStreamTrack | undefined) => {
    for (const type of ['mute', 'unmute', 'ended'] as const) {
      track?.removeEventListener(type, checkTrack);
      next?.addEventListener(type, checkTrack);
    }
    track = next;
  };
  const follow = (next: MediaStreamTrack | undefined) => {
    if (next !== track) watchTrack(next);
    checkTrack();
    checkDevice();
  };
  const readTrack = () => follow(call.participants().local?.tracks.audio.persistentTrack);

  listen('participant-updated', ({ participant }) => participant.local && readTrack());
  listen('available-devices-updated', ({ availableDevices }) => {
    devices = availableDevices;
    checkDevice();
  });
  listen('remote-participants-audio-level', ({ participantsAudioLevel }) => {
    let sum = 0;
    for (const level of Object.values(participantsAudioLevel))
      if (Number.isFinite(level)) sum += level;
    detector.remote(sum);
  });
  listen('local-audio-level', ({ audioLevel }) => {
    // The track's flags are read on each sample too: a track stopped by a page fires no `ended`.
    checkTrack();
    detector.local(audioLevel, Date.now(), {
      micOn: call.localAudio(),
      connected: steady(),
      assistantSpeaking: speech.speaking,
    });
  });
  listen('app-message', ({ data }) => {
    if (typeof data !== 'string' || !data.includes('speech-update')) return;
    try {
      const { type, role, status } = JSON.parse(data);
      if (type === 'speech-update') detector.speech(role, status === 'started');
    } catch {
      // not the platform's JSON: nothing to learn
    }
  });
  readTrack();
  if (!call.isLocalAudioLevelObserverRunning()) void session.startLocalAudioLevels();

  return {
    get active() {
      return detector.active;
    },
    stop() {
      for (const off of offs) off();
      watchTrack(undefined);
      detector.clear(Date.now());
    },
  };
}
