// The session that drives one call over a transport (daily-js's call object, or any other that
// fits `Transport`): loaded with the transport, when a call object is made.

import type { DailyParticipant } from '@daily-co/daily-js';
import type { AudioHealthMonitor } from './audio-health';
import type { AudioHealthCondition } from './audio-health-detector';
import { type AudioOutput, createAudioOutput, type PlaybackSettings } from './audio-output';
import type { CallStateReason } from './call-state';
import { ASSISTANT_SPEAKER, RECORDING_OPTIONS } from './daily';
import type { DeviceControl } from './device-types';
import { timestamp, warn } from './environment';
import { toWebCallError, type WebCallError } from './errors';
import { errorEvent, type WebCallErrorEvent, type WebCallEvents } from './events';
import {
  type ClientMessage,
  endedStatus,
  isEndedStatus,
  LISTENING,
  PLAYABLE,
  parseAppMessage,
  serializeClientMessage,
  type WebCallMessage,
} from './messages';
import { AUDIO_LEVEL_INTERVAL_MS, SPEECH_END_DELAY_MS, SpeechDetector } from './speech-detector';
import type { JoinOptions, Transport, TransportEvent, TransportEvents } from './transport';

/** Daily's text of an error event: its `errorMsg` (camera errors nest it in an object). */
function errorText(event: { errorMsg?: unknown } | undefined): string {
  const text = event?.errorMsg;
  return String((text as { errorMsg?: unknown } | undefined)?.errorMsg ?? text);
}

/** Emits one event of the client's map. */
export type Emit = <K extends keyof WebCallEvents>(
  event: K,
  ...args: Parameters<WebCallEvents[K]>
) => void;

/** What a session needs from the client around it. */
export interface SessionHost {
  emit: Emit;
  /**
   * Tells the call's state what the session sees — the assistant listening, a network blip, the
   * call ending by itself or failing — before the events that tell it. The state's table decides
   * what it changes; true when it changed.
   */
  transition(event: CallStateReason, error?: WebCallError): boolean;
  /** The call ended by itself (remote end, fatal error, lost connection): the client closes it. */
  ended(): void;
  /**
   * How long an interrupted connection may take to come back before the call ends, in ms
   * (`reconnectGraceMs`).
   */
  graceMs: number;
  /** The client's devices module (docs/requirements.md#devices), loaded with the call object. */
  devices?(): Promise<DeviceControl>;
}

/** One call over a transport, as {@link openSession} makes it. */
export interface CallSession {
  readonly call: Transport;
  /**
   * Subscribe to remote video too (video recording or a video voice provider). Set, like
   * `recording`, by the start before it joins; unset, neither.
   */
  video?: boolean;
  /** The call records video: stop the recording when the call ends. */
  recording?: boolean;
  /**
   * Set while the call is on hold (`WebCall.hold()`): whether the person had muted the microphone
   * before it.
   */
  held?: { muted: boolean };
  /** Downloads Daily's call bundle ahead of `join` (when the call object can). */
  load(): Promise<void>;
  /** Joins with manual track subscription; refused with a warning while joining or joined. */
  join(options: JoinOptions): Promise<void>;
  /**
   * Starts reporting remote audio levels every 100 ms (only remembered, with nothing returned,
   * before Daily's bundle has loaded).
   */
  startAudioLevels(): Promise<void> | void;
  /**
   * Starts the local microphone level observer (`local-volume-level` every 100 ms, like the remote
   * levels); a failure is reported as a `local-audio-level-observer-error` event, and the call goes on.
   */
  startLocalAudioLevels(): Promise<void>;
  /** Starts the cloud recording (layout: docs/requirements.md#web-call-constants). */
  startRecording(): void;
  /**
   * Watches the call's audio health once joined (docs/requirements.md#audio-health): loads its
   * module once, starts the local level observer it reads, and reports `audio-health` events until
   * the call ends (which ends every condition under way, before `call-end`). Returns the
   * conditions under way; undefined until the watch has loaded.
   */
  watchAudioHealth(): AudioHealthCondition[] | undefined;
  /** Sends a JSON app message; throws a clear error when it is too large. */
  send(message: ClientMessage): void;
  /** The assistant's `<audio>` elements (the current one is `audio.player`). */
  readonly audio: AudioOutput;
  /** Plays the audio the autoplay policy held back, then tells the platform it is playable. */
  resumeAudio(): Promise<void>;
  /**
   * Ends the session from this side: emits `call-end` (and the ended status) if the call was under
   * way, removes every listener, timer and element, and destroys the call object. Idempotent.
   */
  close(): Promise<void>;
}

/**
 * Opens one call over `call`: listens to the transport from the moment it exists (so no early message
 * is lost), joins with manual track subscription, plays only the assistant speaker, turns audio
 * levels into speech events, waits out network blips (docs/architecture.md#the-call-state), and
 * removes everything it created when it closes. `host.ended` runs when the call ends by itself
 * (remote end, leave, fatal error, lost connection).
 */
export function openSession(
  call: Transport,
  host: SessionHost,
  playback?: PlaybackSettings,
): CallSession {
  const { emit } = host;
  // How far this transport's own join has come (docs/requirements.md#the-call-object: join is
  // refused while joining or joined). Not the call's state: `starting` spans both sides of the
  // join (a fatal error before it is the join's rejection, after it the call's end), and a session
  // still closing may belong to a call the client has already put away while the next one starts.
  // Not daily-js's meetingState() either: a join that first loads Daily's bundle reads `loading`
  // there, and a fatal error has already turned it into `error` when its event arrives. Undefined
  // before a join and after a failed one, which may be retried.
  let joinState: 'joining' | 'joined' | 'left' | undefined;
  let endedStatusSent = false;
  // daily-js reports a fatal error before it rejects load() or join() (with a bare string).
  let fatal: unknown;
  let closing: Promise<void> | undefined;
  let speechTimer: ReturnType<typeof setTimeout> | undefined;
  // While Daily reports a connection interrupted: the paths still down, and the grace period.
  const interrupted = new Set<string>();
  let graceTimer: ReturnType<typeof setTimeout> | undefined;
  let recordingRequestedAt = 0;
  let recordingConfirmed = false;
  const detector = new SpeechDetector();
  // The audio health watch: null while its module loads, then the watch (`watchAudioHealth()`).
  let health: AudioHealthMonitor | null | undefined;
  const audio = createAudioOutput(playback);
  const offs: Array<() => void> = [];

  const listen = <K extends TransportEvent>(event: K, handler: TransportEvents[K]) => {
    call.on(event, handler);
    offs.push(() => call.off(event, handler));
  };

  const subscribe = (participant: DailyParticipant) => {
    if (!participant.local) {
      call.updateParticipant(participant.session_id, {
        setSubscribedTracks: { audio: true, video: !!session.video },
      });
    }
  };
  const finish = (endedReason?: string) => {
    joinState = 'left';
    // No speech-end after call-end (no level is read after it: the session is closed).
    clearTimeout(speechTimer);
    clearTimeout(graceTimer);
    health?.stop();
    emit('call-end');
    if (!endedStatusSent) {
      endedStatusSent = true;
      emit('message', endedStatus(endedReason));
    }
    try {
      if (session.recording) call.stopRecording();
    } catch (error) {
      warn(error);
    }
  };
  // Only from a listener or the grace timer: neither runs once it has run (or the session is
  // closed), so this runs once. Without `failure`, the other side ended the call; with it, the
  // call failed: its state, then its `error`, then `call-end`.
  const end = (failure?: WebCallErrorEvent, reason: CallStateReason = 'call-error') => {
    if (failure) {
      host.transition(reason, failure.error);
      emit('error', failure);
    } else host.transition('remote-end');
    // The ended status names a lost connection (`CONNECTION_LOST`, the reason's own name).
    finish(reason === 'connection-lost' ? reason : undefined);
    // No listener runs any more.
    for (const off of offs) off();
    host.ended();
  };
  // The grace period ran out: the call ends, naming the lost connection.
  const lost = () =>
    end(
      errorEvent('connection-lost', {
        message: `The connection was lost for ${host.graceMs / 1000} s.`,
      }),
      'connection-lost',
    );

  listen('app-message', ({ data }) => {
    const message = parseAppMessage(data);
    if (!message) console.log('[web-call] ignored a non-JSON message', data);
    else if (message === LISTENING) {
      host.transition('listening');
      emit('call-start');
    } else {
      if (isEndedStatus(message)) endedStatusSent = true;
      emit('message', message as WebCallMessage);
    }
  });
  listen('track-started', ({ participant, track }) => {
    if (participant?.user_name !== ASSISTANT_SPEAKER || participant.local) return;
    if (track.kind === 'video') return emit('video', track);
    // Playable is said only once the audio really plays: after resumeAudio() if it was blocked.
    audio
      .play(track, participant.session_id)
      .then(playing, (error) => emit('error', errorEvent('audio-start-failed', error)));
  });
  listen('track-stopped', ({ participant }) => participant && audio.remove(participant.session_id));
  listen('participant-joined', ({ participant }) => subscribe(participant));
  listen('participant-updated', ({ participant }) =>
    emit('daily-participant-updated', participant),
  );
  listen('participant-left', ({ participant }) => audio.remove(participant.session_id));
  listen('remote-participants-audio-level', ({ participantsAudioLevel }) => {
    const update = detector.update(participantsAudioLevel, Date.now());
    emit('volume-level', update.volume);
    if (update.speechStarted) emit('speech-start');
    if (!update.speaking) return;
    clearTimeout(speechTimer);
    speechTimer = setTimeout(() => {
      if (detector.expire(Date.now())) emit('speech-end');
    }, SPEECH_END_DELAY_MS);
  });
  listen('left-meeting', () => end());
  listen('error', (event) => {
    // Before joining, the rejected load() or join() reports it; once joined, the call is over.
    if (joinState !== 'joined') {
      fatal = event;
      return;
    }
    // Daily ejects a participant whose signaling stays down for about 20 s: during a blip, any
    // fatal error is the connection lost.
    if (graceTimer) return lost();
    // The room ended or ejected us: the other side hung up, which is a normal end.
    const hungUp =
      (event.error as { type?: string } | undefined)?.type === 'ejected' ||
      /meeting (has )?ended/i.test(event.errorMsg);
    end(hungUp ? undefined : errorEvent('daily-error', event));
  });
  listen('local-audio-level', ({ audioLevel }) => emit('local-volume-level', audioLevel));
  listen('nonfatal-error', async (event) => {
    const { type } = event;
    if (type === 'local-audio-level-observer-error') {
      return emit('local-audio-level-observer-error', toWebCallError(type, event));
    }
    if (type !== 'audio-processor-error') return;
    // Turn noise cancellation off, keeping the user's mute state as it was.
    const audioOn = call.localAudio();
    try {
      await call.updateInputSettings({ audio: { processor: { type: 'none' } } });
      call.setLocalAudio(audioOn);
    } catch (error) {
      emit('error', errorEvent('audio-processor-recovery-error', error));
    }
  });
  listen('camera-error', (event) =>
    emit('camera-error', {
      type: 'camera-error',
      error: { message: errorText(event), ...event, error: { ...event.error } },
      timestamp: timestamp(),
    }),
  );
  // Passed on as Daily sends them (as @vapi-ai/web does).
  listen('network-quality-change', (event) => emit('network-quality-change', { ...event }));
  // A network blip: daily-js reports each path of the call (`signaling`, and `sfu` or
  // `peer-to-peer`) `interrupted`, then `connected` again when it comes back
  // (https://docs.daily.co/reference/daily-js/events/network-events). The call waits for every
  // path, at most `graceMs`, then ends; the transcript shown so far stays.
  listen('network-connection', (event) => {
    if (joinState === 'joined' && event.event === 'interrupted') {
      interrupted.add(event.type);
      if (!graceTimer) {
        graceTimer = setTimeout(lost, host.graceMs);
        host.transition('network-interrupted');
      }
    } else if (event.event === 'connected' && interrupted.delete(event.type)) {
      if (!interrupted.size) {
        clearTimeout(graceTimer);
        graceTimer = undefined;
        host.transition('network-restored');
      }
    }
    emit('network-connection', { ...event });
  });
  listen('recording-stopped', (event) => emit('recording-stopped', event));
  listen('recording-stats', (event) => emit('recording-stats', event));
  listen('recording-upload-completed', (event) => emit('recording-upload-completed', event));
  // `recording-started` and `recording-error` are passed on too. The recording the call's
  // artifact plan asked for: its start (the assistant may then speak) or its failure, reported
  // once as the `video-recording-started` stage.
  const recordingStage = (status: 'completed' | 'failed', metadata: Record<string, unknown>) => {
    if (!session.recording || recordingConfirmed) return;
    emit('call-start-progress', {
      stage: 'video-recording-started',
      status,
      timestamp: timestamp(),
      metadata,
    });
    return true;
  };
  listen('recording-error', (event) => {
    emit('recording-error', event);
    recordingStage('failed', { error: errorText(event) });
  });
  listen('recording-started', (event) => {
    emit('recording-started', event);
    const delaySeconds = (Date.now() - recordingRequestedAt) / 1000;
    if (!recordingStage('completed', { delaySeconds })) return;
    recordingConfirmed = true;
    session.send({
      type: 'control',
      control: 'say-first-message',
      videoRecordingStartDelaySeconds: delaySeconds,
    });
  });

  // The devices module follows the call object's microphones and speakers from its start, so it
  // knows the one in use when it disappears.
  host.devices?.().then((devices) => {
    if (joinState !== 'left' && !closing) offs.push(devices.watch(call));
  }, warn);

  const playing = (player: HTMLAudioElement | null) => {
    // Not once the call has ended (left), or the session is closing.
    if (joinState === 'left' || closing) return;
    if (player) emit('audio', player);
    call.sendAppMessage(PLAYABLE);
  };

  const session: CallSession = {
    call,
    async load() {
      try {
        await call.load();
      } catch (error) {
        throw fatal ?? error;
      }
    },
    async join(options) {
      if (joinState) return warn(`join refused: already ${joinState}`);
      joinState = 'joining';
      recordingRequestedAt = Date.now();
      try {
        await call.join({ ...options, subscribeToTracksAutomatically: false });
      } catch (error) {
        if (joinState === 'joining') joinState = undefined;
        throw fatal ?? error;
      }
      // A call that ended while joining (left-meeting) stays ended: it is not finished twice.
      if (joinState === 'joining') joinState = 'joined';
      for (const participant of Object.values(call.participants())) subscribe(participant);
    },
    startAudioLevels: () => call.startRemoteParticipantsAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS),
    async startLocalAudioLevels() {
      try {
        await call.startLocalAudioLevelObserver(AUDIO_LEVEL_INTERVAL_MS);
      } catch (error) {
        emit(
          'local-audio-level-observer-error',
          toWebCallError('local-audio-level-observer-error', error),
        );
      }
    },
    startRecording() {
      recordingRequestedAt = Date.now();
      call.startRecording(RECORDING_OPTIONS);
    },
    send: (message) => call.sendAppMessage(serializeClientMessage(message)),
    watchAudioHealth() {
      // Once joined (there is no track to read before), and loaded on first use.
      if (health === undefined && joinState === 'joined') {
        health = null;
        import('./audio-health').then(({ watchAudioHealth }) => {
          // Not for a call that has ended meanwhile.
          if (joinState === 'joined') {
            health = watchAudioHealth(call, emit, session, detector, () => !graceTimer);
          }
        }, warn);
      }
      return health?.active;
    },
    audio,
    async resumeAudio() {
      const player = await audio.resume();
      if (player) playing(player);
    },
    close: () =>
      (closing ??= (async () => {
        clearTimeout(graceTimer);
        if (joinState === 'joined') {
          host.transition('stopped');
          finish();
        }
        for (const off of offs) off();
        audio.remove();
        try {
          await call.destroy();
        } catch (error) {
          warn(error);
        }
      })()),
  };
  return session;
}
