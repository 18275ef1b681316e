import type { SimulatedDevices } from './simulated-devices';

/** What the microphone tells its transport: a new track in use. */
export interface MicrophoneHost {
  /** Another track is in use (the local participant's `participant-updated`). */
  trackChanged(): void;
}

/**
 * A `MediaStreamTrack` stand-in that the system can mute, unmute and end: it fires `mute`,
 * `unmute` and `ended` as a browser's does, and names its device in `getSettings()`.
 */
class MicrophoneTrack extends EventTarget {
  readonly kind = 'audio';
  readonly id = `simulated-microphone-track-${Math.random().toString(36).slice(2)}`;
  readonly label = 'Simulated microphone';
  enabled = true;
  muted = false;
  readyState: MediaStreamTrackState = 'live';

  constructor(readonly deviceId: string) {
    super();
  }

  getSettings(): MediaTrackSettings {
    return { deviceId: this.deviceId };
  }

  /** Stops the track: `ended` without an event, as in browsers. */
  stop(): void {
    this.readyState = 'ended';
  }
}

/**
 * The person's microphone in a simulated call: its track (the local participant's
 * `tracks.audio.persistentTrack`), on a device of the page's list (`factory.devices`). Tests act
 * out what the system does to it: mute or end the track, unplug the device, plug one in.
 */
export class SimulatedMicrophone {
  #track: MediaStreamTrack | undefined;

  /**
   * `sounding` makes the track that sounds the person's voice level: a real one where the browser
   * can make it (Web Audio analysers then hear it), which the microphone uses at first.
   */
  constructor(
    private readonly host: MicrophoneHost,
    private readonly devices: SimulatedDevices,
    private readonly sounding: () => MediaStreamTrack,
  ) {}

  /** The track in use: at first the sounding one, on the page's default microphone. */
  get track(): MediaStreamTrack {
    this.#track ??= this.#first();
    return this.#track;
  }

  #first(): MediaStreamTrack {
    // The page's system default (Chromium's `default` entry), or else its first microphone.
    const microphones = this.devices.list().filter((each) => each.kind === 'audioinput');
    const deviceId = (microphones.find((each) => each.deviceId === 'default') ?? microphones[0])
      ?.deviceId;
    const track = this.sounding();
    if (typeof MediaStreamTrack === 'undefined' || !(track instanceof MediaStreamTrack)) {
      return new MicrophoneTrack(deviceId ?? 'default') as unknown as MediaStreamTrack;
    }
    // A Web Audio track names no device: it reads as on the page's default microphone.
    const settings = track.getSettings.bind(track);
    Object.defineProperty(track, 'getSettings', { value: () => ({ ...settings(), deviceId }) });
    return track;
  }

  /** The track sounds: neither muted nor ended. */
  get live(): boolean {
    const track = this.track;
    return !track.muted && track.readyState === 'live';
  }

  /**
   * The system mutes (`true`) or unmutes the track: `mute` or `unmute` fires. A real track (one
   * given to `useTrack()`) is muted too: its `muted` then reads what the system set.
   */
  setMuted(muted: boolean): void {
    const track = this.track;
    if (track.muted === muted) return;
    Object.defineProperty(track, 'muted', { value: muted, configurable: true });
    track.dispatchEvent(new Event(muted ? 'mute' : 'unmute'));
  }

  /** The system ends the track (its device went away, the permission was revoked): `ended` fires. */
  end(): void {
    const track = this.track;
    if (track.readyState === 'ended') return;
    track.stop();
    track.dispatchEvent(new Event('ended'));
  }

  /** Uses `track` (a real one in a browser, say) from now on; the local participant shows it. */
  useTrack(track: MediaStreamTrack): void {
    this.#track = track;
    this.host.trackChanged();
  }

  /** Picks the microphone `deviceId` (plugged in first, if it is not listed): a new live track. */
  use(deviceId: string): void {
    if (!this.devices.find('audioinput', deviceId)) this.plug(deviceId);
    this.useTrack(new MicrophoneTrack(deviceId) as unknown as MediaStreamTrack);
  }

  /** The microphone in use is unplugged: it leaves the page's list, then its track ends. */
  unplug(): void {
    const inUse = this.track.getSettings().deviceId;
    if (inUse) this.devices.remove(inUse, 'audioinput');
    this.end();
  }

  /** A microphone is plugged in: it joins the page's list. */
  plug(deviceId: string): void {
    this.devices.add({ deviceId, kind: 'audioinput', label: deviceId, groupId: deviceId });
  }
}
