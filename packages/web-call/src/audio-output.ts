/** The `<audio>` elements that play the assistant (see {@link createAudioOutput}). */
export interface AudioOutput {
  /** How many elements are attached (for leak checks). */
  readonly size: number;
  /**
   * Plays a remote track in a hidden `<audio>` element. Resolves when playback has started (at
   * once where there is no DOM); rejects when the browser refuses to play. When the refusal is the
   * autoplay policy (`NotAllowedError`) the element stays, paused, for {@link resume}.
   */
  play(track: MediaStreamTrack, participantId: string): Promise<void>;
  /**
   * Plays the elements the autoplay policy held back (call it from a user gesture). Resolves true
   * when one of them started; rejects when the browser still refuses.
   */
  resume(): Promise<boolean>;
  /** Sends the audio to an output device (where the browser supports `setSinkId`). */
  setSinkId(sinkId: string): Promise<void>;
  /** Removes the element of one participant. */
  remove(participantId: string): void;
  /** Removes every element. */
  clear(): void;
}

type SinkElement = HTMLAudioElement & { setSinkId?: (id: string) => Promise<void> };

/**
 * Makes the assistant's audio output. Elements are created only where there is a DOM, and every
 * element made here is tracked so that `clear()` removes all of them.
 */
export function createAudioOutput(): AudioOutput {
  const elements = new Map<SinkElement, string>();
  const blocked = new Set<SinkElement>();
  let sinkId: string | undefined;
  const drop = (element: SinkElement) => {
    elements.delete(element);
    blocked.delete(element);
    element.srcObject = null;
    element.remove();
  };
  const output: AudioOutput = {
    get size() {
      return elements.size;
    },
    async play(track, participantId) {
      if (typeof document === 'undefined') return;
      output.remove(participantId);
      const element: SinkElement = document.createElement('audio');
      element.autoplay = true;
      if (typeof MediaStream === 'function') element.srcObject = new MediaStream([track]);
      document.body.appendChild(element);
      elements.set(element, participantId);
      try {
        if (sinkId) await element.setSinkId?.(sinkId);
        await element.play();
      } catch (error) {
        if ((error as Error | null)?.name === 'NotAllowedError') blocked.add(element);
        else drop(element);
        throw error;
      }
    },
    async resume() {
      const waiting = [...blocked];
      await Promise.all(waiting.map((element) => element.play()));
      for (const element of waiting) blocked.delete(element);
      return waiting.length > 0;
    },
    async setSinkId(id) {
      sinkId = id;
      await Promise.all([...elements.keys()].map((element) => element.setSinkId?.(id)));
    },
    remove(participantId) {
      for (const [element, id] of elements) if (id === participantId) drop(element);
    },
    clear() {
      for (const element of elements.keys()) drop(element);
    },
  };
  return output;
}
