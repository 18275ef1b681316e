import type { WebCallEvents } from './events';
import type { Transport } from './transport';
import { type TurnChange, TurnClock, type TurnLatency } from './turn-clock';

// Turn latency as the person hears it (docs/requirements.md#turn-latency-as-the-person-hears-it).
// Loaded on first use: the client's first `turn-latency` or `thinking` listener.

/** How often the analysers are read while a turn is under way, in ms. */
export const ANALYSER_POLL_MS = 10;

type HeardEvent = 'message' | 'volume-level' | 'local-volume-level' | 'call-end';

/** What the turn latency listens to and tells: the client's own events, and its transport. */
export interface TurnHost {
  on<K extends HeardEvent>(event: K, listener: WebCallEvents[K]): unknown;
  emit<K extends 'turn-latency' | 'thinking'>(
    event: K,
    ...args: Parameters<WebCallEvents[K]>
  ): unknown;
  /** The `<audio>` element playing the assistant (its track is read by an analyser). */
  getAudioPlayer(): HTMLAudioElement | null;
}

/** The turn latency of a client, as {@link trackTurns} attaches it. */
export interface TurnTracker {
  /** Whether the assistant is awaited: see the `thinking` event. */
  readonly thinking: boolean;
}

/** Reads the loudness (RMS) of a track through a Web Audio analyser. */
interface TrackReader {
  track: MediaStreamTrack;
  read(): number;
}

function readerOf(context: AudioContext, track: MediaStreamTrack): TrackReader {
  const analyser = context.createAnalyser();
  // 256 samples: about 5 ms of audio per reading.
  analyser.fftSize = 256;
  context.createMediaStreamSource(new MediaStream([track])).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  return {
    track,
    read() {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      return Math.sqrt(sum / samples.length);
    },
  };
}

/**
 * Times each turn of `call`'s calls (see `TurnClock`) and emits `turn-latency` and `thinking`.
 * Its signals: the `local-volume-level` and `volume-level` events (Daily's 100 ms observers), the
 * `speech-update` and `hang` messages, and, while a turn is under way and where Web Audio runs,
 * an analyser on each track the client owns — the microphone's (`transport().participants()`) and
 * the assistant's it plays (`getAudioPlayer()`) — read every {@link ANALYSER_POLL_MS} ms.
 */
export function trackTurns(call: TurnHost, transport: () => Transport | undefined): TurnTracker {
  const clock = new TurnClock();
  let context: AudioContext | undefined;
  let local: TrackReader | undefined;
  let remote: TrackReader | undefined;
  let poll: ReturnType<typeof setInterval> | undefined;

  const track = (reader: TrackReader | undefined, found: MediaStreamTrack | undefined | null) =>
    !found || !context ? undefined : reader?.track === found ? reader : readerOf(context, found);

  const read = () => {
    if (context?.state !== 'running') return;
    const now = Date.now();
    try {
      const player = call.getAudioPlayer()?.srcObject as MediaStream | null | undefined;
      remote = track(remote, player?.getAudioTracks()[0]);
      local = track(local, transport()?.participants().local?.tracks.audio.persistentTrack);
    } catch {
      // A track that cannot be read (ended, or the call object gone): the levels time the turn.
      local = remote = undefined;
    }
    clock.analysing = !!remote;
    if (local) apply(clock.local(local.read(), now, 'local-analyser'));
    if (remote) apply(clock.remote(remote.read(), now, 'remote-analyser'));
  };

  /** Reads the analysers only while a turn is under way. */
  const follow = () => {
    if (clock.active && !poll && typeof AudioContext === 'function') {
      try {
        context ??= new AudioContext();
        poll = setInterval(read, ANALYSER_POLL_MS);
      } catch {
        // No Web Audio here: the levels and messages time the turns.
      }
    } else if (!clock.active && poll) {
      clearInterval(poll);
      poll = undefined;
      clock.analysing = false;
    }
  };

  const apply = ({ thinking, latency }: TurnChange) => {
    if (thinking !== undefined) call.emit('thinking', thinking);
    if (latency) {
      Promise.resolve()
        .then(() => transport()?.getNetworkStats())
        .then((s) => s?.stats.latest?.networkRoundTripTime)
        .catch(() => null)
        .then((seconds) => {
          const event: TurnLatency = { ...latency };
          if (typeof seconds === 'number') event.networkMs = Math.round(seconds * 1000);
          call.emit('turn-latency', event);
        });
    }
    follow();
  };

  call.on('local-volume-level', (level) => apply(clock.local(level, Date.now(), 'local-level')));
  call.on('volume-level', (level) => apply(clock.remote(level, Date.now(), 'remote-level')));
  call.on('message', (message) => {
    if (message.type === 'hang') apply(clock.hang());
    else if (message.type === 'speech-update') {
      apply(clock.speech(message.role, message.status, Date.now()));
    }
  });
  call.on('call-end', () => {
    apply(clock.reset());
    local = remote = undefined;
    void context?.close().catch(() => {});
    context = undefined;
  });
  // Attached mid-call: the microphone's level observer may not run yet.
  const running = transport();
  if (running && !running.isLocalAudioLevelObserverRunning())
    running.startLocalAudioLevelObserver().catch(() => {});
  return {
    get thinking() {
      return clock.thinking;
    },
  };
}
