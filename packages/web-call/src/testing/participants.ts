import type { DailyParticipant, DailyTrackState } from '@daily-co/daily-js';

const off = (): DailyTrackState => ({ state: 'off', subscribed: false });

/** A participant with every field of daily-js's type, all its tracks off and unsubscribed. */
export function simulatedParticipant(id: string, name: string, local: boolean): DailyParticipant {
  const flags = { owner: false, record: false, audio: false, video: false, screen: false };
  return {
    ...flags,
    session_id: id,
    user_id: id,
    user_name: name,
    local,
    will_eject_at: new Date(0),
    permissions: { hasPresence: true, canSend: true, canReceive: { base: true }, canAdmin: false },
    tracks: { audio: off(), video: off(), screenAudio: off(), screenVideo: off() },
    cam_info: {},
    screen_info: {},
  };
}

/** The people of a simulated call: the local guest, and the assistant once it has joined. */
export class SimulatedParticipants {
  readonly local: DailyParticipant;
  /** The assistant ("Vapi Speaker"), from its join until the call's media stop. */
  assistant: DailyParticipant | undefined;

  constructor(private readonly session: number) {
    this.local = simulatedParticipant(`local-${session}`, 'Guest', true);
  }

  /** The local microphone is live: its audio track (`track`, when given) plays. */
  localJoined(track?: MediaStreamTrack): void {
    this.local.tracks.audio = { state: 'playable', subscribed: true, persistentTrack: track };
  }

  /** The assistant joins; returns it. */
  assistantJoins(): DailyParticipant {
    this.assistant = simulatedParticipant(`assistant-${this.session}`, 'Vapi Speaker', false);
    return this.assistant;
  }

  /** Both, keyed as daily-js keys them: `local`, then the assistant's session id. */
  all(): Record<string, DailyParticipant> {
    const all: Record<string, DailyParticipant> = { local: this.local };
    if (this.assistant) all[this.assistant.session_id] = this.assistant;
    return all;
  }

  /**
   * Subscribes to the assistant's tracks of `sessionId`: each newly subscribed one becomes playable
   * with the track `trackOf` makes, and is returned to be started.
   */
  subscribe(
    sessionId: string,
    tracks: { audio: boolean; video: boolean },
    trackOf: (type: 'audio' | 'video') => MediaStreamTrack,
  ): Array<{ participant: DailyParticipant; type: 'audio' | 'video'; track: MediaStreamTrack }> {
    const remote = this.assistant;
    if (!remote || sessionId !== remote.session_id) return [];
    const types = (['audio', 'video'] as const).filter(
      (type) => tracks[type] && !remote.tracks[type].subscribed,
    );
    return types.map((type) => {
      const track = trackOf(type);
      remote.tracks[type] = { state: 'playable', subscribed: true, persistentTrack: track };
      return { participant: remote, type, track };
    });
  }
}
