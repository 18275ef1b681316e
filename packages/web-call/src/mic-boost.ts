import type { CallObject } from './call-object';

/** A microphone fed through a Web Audio gain: what `increaseMicLevel()` made, to release later. */
export interface MicBoost {
  /** Stops the microphone stream and closes the audio context. */
  release(): void;
}

/**
 * Opens the microphone (`deviceId`, or the default), feeds it through a gain of `gain` and sends
 * the result to the call. Resolves to undefined when the call is no longer current (`current()` is
 * false): before the microphone is asked for, nothing is opened; when it ends while the browser
 * opens the microphone, the stream is stopped again and nothing else is made. (The client throws
 * its "Call object is not available." then: this module needs nothing of the core.)
 */
export async function boostMicrophone(
  call: CallObject,
  deviceId: string | undefined,
  gain: number,
  current: () => boolean,
): Promise<MicBoost | undefined> {
  if (!current()) return;
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: deviceId ? { deviceId: { exact: deviceId } } : true,
  });
  const release = () => {
    for (const track of stream.getTracks()) track.stop();
  };
  if (!current()) {
    release();
    return;
  }
  const context = new AudioContext();
  const gainNode = context.createGain();
  gainNode.gain.value = gain;
  const destination = context.createMediaStreamDestination();
  context.createMediaStreamSource(stream).connect(gainNode).connect(destination);
  const boost = {
    release() {
      release();
      void context.close();
    },
  };
  const [track] = destination.stream.getAudioTracks();
  try {
    if (track) await call.setInputDevicesAsync({ audioSource: track });
  } catch (error) {
    boost.release();
    throw error;
  }
  return boost;
}
