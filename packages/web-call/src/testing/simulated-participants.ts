import type { CallObjectEvents, CallParticipant } from '../call-object';
import { createAudioTrack, createVideoTrack, type SimulatedAudioTrack } from './media';

/** Simulated call objects created so far on the page: it numbers their session ids. */
let sessions = 0;

function participant(sessionId: string, userName: string, local: boolean): CallParticipant {
  return {
    session_id: sessionId,
    user_name: userName,
    local,
    tracks: {
      audio: { state: 'off', subscribed: local },
      video: { state: 'off', subscribed: false },
    },
  };
}

/**
 * The participants of one simulated call: the local guest and, once it joins, the assistant
 * ("Vapi Speaker"), with the remote tracks the client subscribes to. The assistant's audio is a
 * real track whose loudness follows its audio level.
 */
export class SimulatedParticipants {
  /** The local guest, numbered when the call object is created. */
  readonly local = participant(`local-${++sessions}`, 'Guest', true);
  #remote: CallParticipant | undefined;
  #audio: SimulatedAudioTrack | undefined;

  /** The assistant, from its join until the call's media stop. */
  get remote(): CallParticipant | undefined {
    return this.#remote;
  }

  /** Every participant, keyed as daily-js keys them: `local`, then the others by session id. */
  all(): Record<string, CallParticipant> {
    const all: Record<string, CallParticipant> = { local: this.local };
    if (this.#remote) all[this.#remote.session_id] = this.#remote;
    return all;
  }

  /** The assistant joins, its session id numbered like the latest call object of the page. */
  remoteJoins(): CallParticipant {
    this.#remote = participant(`assistant-${sessions}`, 'Vapi Speaker', false);
    return this.#remote;
  }

  /**
   * Subscribes to the assistant's tracks (`sessionId` names it; another id changes nothing):
   * each newly subscribed track becomes playable, and `started` hears of it.
   */
  subscribe(
    sessionId: string,
    tracks: { audio: boolean; video: boolean },
    started: (event: CallObjectEvents['track-started']) => void,
  ): void {
    const remote = this.#remote;
    if (!remote || sessionId !== remote.session_id) return;
    if (tracks.audio && !remote.tracks.audio.subscribed) {
      remote.tracks.audio.subscribed = true;
      this.#audio ??= createAudioTrack();
      const track = this.#audio.track;
      remote.tracks.audio = { state: 'playable', subscribed: true, persistentTrack: track };
      started({ participant: remote, track, type: 'audio' });
    }
    if (tracks.video && !remote.tracks.video.subscribed) {
      const track = createVideoTrack();
      remote.tracks.video = { state: 'playable', subscribed: true, persistentTrack: track };
      started({ participant: remote, track, type: 'video' });
    }
  }

  /** Sets the loudness of the assistant's audio track, if subscribed (0…1). */
  setRemoteLevel(level: number): void {
    this.#audio?.setLevel(level);
  }

  /** The call's media stop: the assistant's audio track ends and the assistant is gone. */
  stop(): void {
    this.#audio?.stop();
    this.#audio = undefined;
    this.#remote = undefined;
  }
}
