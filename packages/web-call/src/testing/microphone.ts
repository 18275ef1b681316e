/** The simulated microphone's device id, as its track's settings and the device list name it. */
export const SIMULATED_MICROPHONE_ID = 'simulated-microphone';

/** What the microphone tells its transport: a new device list, or a new track in use. */
export interface MicrophoneHost {
  /** The list of devices changed (daily-js's `available-devices-updated`). */
  devicesChanged(devices: MediaDeviceInfo[]): void;
  /** Another track is in use (the local participant's `participant-updated`). */
  trackChanged(): void;
}

function device(deviceId: string): MediaDeviceInfo {
  const info = { deviceId, groupId: deviceId, kind: 'audioinput' as const, label: deviceId };
  return { ...info, toJSON: () => info };
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
 * `tracks.audio.persistentTrack`) and the list of devices daily-js would report. Tests act out
 * what the system does to it: mute or end the track, unplug the device, plug one in.
 */
export class SimulatedMicrophone {
  #track: MediaStreamTrack;
  #devices: MediaDeviceInfo[] = [device(SIMULATED_MICROPHONE_ID)];

  constructor(private readonly host: MicrophoneHost) {
    this.#track = new MicrophoneTrack(SIMULATED_MICROPHONE_ID) as unknown as MediaStreamTrack;
  }

  /** The track in use. */
  get track(): MediaStreamTrack {
    return this.#track;
  }

  /** The devices listed now. */
  get devices(): MediaDeviceInfo[] {
    return [...this.#devices];
  }

  /** The track sounds: neither muted nor ended. */
  get live(): boolean {
    return !this.#track.muted && this.#track.readyState === 'live';
  }

  /** The system mutes (`true`) or unmutes the track: `mute` or `unmute` fires. */
  setMuted(muted: boolean): void {
    const track = this.#track as unknown as MicrophoneTrack;
    if (!(track instanceof MicrophoneTrack) || track.muted === muted) return;
    track.muted = muted;
    track.dispatchEvent(new Event(muted ? 'mute' : 'unmute'));
  }

  /** The system ends the track (its device went away, the permission was revoked): `ended` fires. */
  end(): void {
    if (this.#track.readyState === 'ended') return;
    this.#track.stop();
    this.#track.dispatchEvent(new Event('ended'));
  }

  /** Uses `track` (a real one in a browser, say) from now on; the local participant shows it. */
  useTrack(track: MediaStreamTrack): void {
    this.#track = track;
    this.host.trackChanged();
  }

  /** Picks the device `deviceId` (listed, if it is not yet): a new live track from it. */
  use(deviceId: string): void {
    if (!this.#devices.some((each) => each.deviceId === deviceId)) this.plug(deviceId);
    this.useTrack(new MicrophoneTrack(deviceId) as unknown as MediaStreamTrack);
  }

  /** The device in use is unplugged: it leaves the list, then its track ends. */
  unplug(): void {
    const inUse = this.#track.getSettings().deviceId;
    this.#devices = this.#devices.filter((each) => each.deviceId !== inUse);
    this.host.devicesChanged(this.devices);
    this.end();
  }

  /** A device is plugged in: it joins the list. */
  plug(deviceId: string): void {
    this.#devices = [...this.#devices, device(deviceId)];
    this.host.devicesChanged(this.devices);
  }
}
