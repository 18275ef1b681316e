import type { Transport } from './transport';

/** A microphone fed through a Web Audio gain: what `increaseMicLevel()` made, to release later. */
export interface MicBoost {
  /** Stops the microphone stream and closes the audio context. */
  release(): void;
}

/**
 * Opens the microphone (`deviceId`, or the default), feeds it through a gain of `gain` and sends
 * the result to the call. A gain that is no finite number (a number in a string is taken, as Web
 * Audio takes it) is refused with a RangeError before anything is opened. Resolves to undefined
 * when the call is no longer current (`current()` is false): before the microphone is asked for,
 * nothing is opened; when it ends while the browser opens the microphone, the stream is stopped
 * again and nothing else is made. Whatever fails after the microphone opened releases it. (The
 * client throws its "Call object is not available." then: this module needs nothing of the core.)
 */
export async function boostMicrophone(
  call: Transport,
  deviceId: string | undefined,
  gain: number,
  current: () => boolean,
): Promise<MicBoost | undefined> {
  if (!Number.isFinite(Number(gain))) {
    throw new RangeError(`The gain must be a finite number, not ${gain}.`);
  }
  if (!current()) return;
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: deviceId ? { deviceId: { exact: deviceId } } : true,
  });
  let context: AudioContext | undefined;
  const boost = {
    release() {
      for (const track of stream.getTracks()) track.stop();
      void context?.close();
    },
  };
  try {
    if (!current()) {
      boost.release();
      return;
    }
    context = new AudioContext();
    const gainNode = context.createGain();
    gainNode.gain.value = gain;
    const destination = context.createMediaStreamDestination();
    context.createMediaStreamSource(stream).connect(gainNode).connect(destination);
    const [track] = destination.stream.getAudioTracks();
    if (track) await call.setInputDevicesAsync({ audioSource: track });
    return boost;
  } catch (error) {
    boost.release();
    throw error;
  }
}
