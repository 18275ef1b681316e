import { WebCallError } from './errors';

/**
 * How the assistant should sound, chosen by the page and kept across calls: the playback volume
 * (`setVolume()`) and the output device (`setOutputDeviceAsync()`), applied to every element made.
 */
export interface PlaybackSettings {
  /** 0…1; unset: the element's default (1). */
  volume?: number;
  /** The output device's id; unset: the system's default. */
  sinkId?: string;
}

/** The `<audio>` elements that play the assistant (see {@link createAudioOutput}). */
export interface AudioOutput {
  /** The element playing the assistant now, or null before its audio plays and after the call. */
  readonly player: HTMLAudioElement | null;
  /**
   * Plays a remote track in a hidden `<audio>` element (at the chosen volume and device). Resolves
   * with the element once playback has started (with null where there is no DOM); rejects when the
   * browser refuses to play, with a `WebCallError` of type `audio-start-failed` (the browser's error
   * as its cause). When the refusal is the autoplay policy (`NotAllowedError`) its reason is
   * `autoplay-blocked` and the element stays, paused, for {@link resume}.
   */
  play(track: MediaStreamTrack, participantId: string): Promise<HTMLAudioElement | null>;
  /**
   * Plays the elements the autoplay policy held back (call it from a user gesture). Resolves with
   * the element that now plays, or null when none was waiting; rejects when the browser still
   * refuses.
   */
  resume(): Promise<HTMLAudioElement | null>;
  /** Applies the playback settings (volume, output device) to every element again. */
  apply(): Promise<void>;
  /** Removes the element of one participant, or every element (no id). */
  remove(participantId?: string): void;
}

type SinkElement = HTMLAudioElement & { setSinkId?: (id: string) => Promise<void> };

/**
 * Makes the assistant's audio output. Elements are created only where there is a DOM, and every
 * element made here is tracked so that `remove()` removes all of them.
 */
export function createAudioOutput(settings: PlaybackSettings = {}): AudioOutput {
  const elements = new Set<SinkElement>();
  const blocked = new Set<SinkElement>();
  let player: SinkElement | null = null;
  const drop = (element: SinkElement) => {
    elements.delete(element);
    blocked.delete(element);
    if (player === element) player = null;
    element.srcObject = null;
    element.remove();
  };
  const configure = async (element: SinkElement) => {
    if (settings.volume !== undefined) element.volume = settings.volume;
    if (settings.sinkId) await element.setSinkId?.(settings.sinkId);
  };
  // The newest element to play is the assistant's; one it replaced (renegotiation) goes. One
  // removed while it started (or none at all) plays nothing: null.
  const attach = (element: SinkElement | undefined) => {
    if (!element || !elements.has(element)) return null;
    if (player && player !== element) drop(player);
    player = element;
    return element;
  };
  const output: AudioOutput = {
    get player() {
      return player;
    },
    async play(track, participantId) {
      if (typeof document === 'undefined') return null;
      const element: SinkElement = document.createElement('audio');
      element.autoplay = true;
      element.dataset.participantId = participantId;
      if (typeof MediaStream === 'function') element.srcObject = new MediaStream([track]);
      document.body.append(element);
      elements.add(element);
      try {
        // Before play(), so audio already flowing never plays at full volume first.
        await configure(element);
        await element.play();
      } catch (error) {
        const refused = (error as Error | null)?.name === 'NotAllowedError';
        if (refused) blocked.add(element);
        else drop(element);
        throw new WebCallError('audio-start-failed', (error as Error).message, {
          cause: error,
          reason: refused ? 'autoplay-blocked' : undefined,
        });
      }
      return attach(element);
    },
    async resume() {
      const waiting = [...blocked];
      await Promise.all(waiting.map((element) => element.play()));
      for (const element of waiting) blocked.delete(element);
      return attach(waiting.at(-1));
    },
    async apply() {
      await Promise.all([...elements].map(configure));
    },
    remove(participantId) {
      for (const element of elements) {
        if (participantId === undefined || element.dataset.participantId === participantId) {
          drop(element);
        }
      }
    },
  };
  return output;
}
