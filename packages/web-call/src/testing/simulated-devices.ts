// The media devices of a simulated page: a list a test plugs devices into and out of, which every
// simulated transport of the page lists (`enumerateDevices()`) and follows, telling each change
// with daily-js's `available-devices-updated`.

/** A device of a simulated page, as the browser lists one. */
export interface SimulatedDevice {
  /** The browser's id of the device (`default` for Chromium's entry of the system default). */
  deviceId: string;
  /** `audioinput`, `audiooutput` or `videoinput`. */
  kind: MediaDeviceKind;
  /** Its name, as shown once the page may use the microphone. */
  label: string;
  /** Shared by the devices of one physical unit. */
  groupId: string;
}

/**
 * What a simulated page lists unless told otherwise: a built-in microphone and speakers, each with
 * the `default` entry Chromium adds for the system default.
 */
export const DEFAULT_DEVICES: readonly SimulatedDevice[] = [
  {
    deviceId: 'default',
    kind: 'audioinput',
    label: 'Default - Built-in Microphone',
    groupId: 'built-in',
  },
  {
    deviceId: 'built-in-mic',
    kind: 'audioinput',
    label: 'Built-in Microphone',
    groupId: 'built-in',
  },
  {
    deviceId: 'default',
    kind: 'audiooutput',
    label: 'Default - Built-in Speakers',
    groupId: 'built-in',
  },
  {
    deviceId: 'built-in-speakers',
    kind: 'audiooutput',
    label: 'Built-in Speakers',
    groupId: 'built-in',
  },
];

/** The devices of one simulated page (`createSimulatedTransport().devices`). */
export class SimulatedDevices {
  #devices: SimulatedDevice[];
  readonly #listeners = new Set<(devices: MediaDeviceInfo[]) => void>();

  constructor(devices: readonly SimulatedDevice[] = DEFAULT_DEVICES) {
    this.#devices = devices.map((device) => ({ ...device }));
  }

  /**
   * The devices, as daily-js lists them: plain copies of the browser's entries (daily-js copies
   * each through JSON, so they have no `toJSON`).
   */
  list(): MediaDeviceInfo[] {
    return this.#devices.map((device) => ({ ...device })) as unknown as MediaDeviceInfo[];
  }

  /** The device of `kind` with `deviceId`, if listed. */
  find(kind: MediaDeviceKind, deviceId: string): SimulatedDevice | undefined {
    return this.#devices.find((device) => device.kind === kind && device.deviceId === deviceId);
  }

  /** Plugs devices in: every transport of the page tells `available-devices-updated`. */
  add(...devices: SimulatedDevice[]): void {
    this.#devices.push(...devices.map((device) => ({ ...device })));
    this.#changed();
  }

  /**
   * Unplugs the devices with `deviceId` (of `kind` only, when given): every transport of the page
   * tells `available-devices-updated`. Nothing is told when none was listed.
   */
  remove(deviceId: string, kind?: MediaDeviceKind): void {
    const kept = this.#devices.filter(
      (device) => device.deviceId !== deviceId || (kind !== undefined && device.kind !== kind),
    );
    if (kept.length === this.#devices.length) return;
    this.#devices = kept;
    this.#changed();
  }

  /**
   * Replaces every device in one change, as when a headset plugged in becomes the system default
   * (Chromium's `default` entries then name it): every transport of the page tells it once.
   */
  replace(devices: readonly SimulatedDevice[]): void {
    this.#devices = devices.map((device) => ({ ...device }));
    this.#changed();
  }

  /** Calls `listener` with the list after each change; returns the unsubscribe. */
  subscribe(listener: (devices: MediaDeviceInfo[]) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  #changed(): void {
    for (const listener of this.#listeners) listener(this.list());
  }
}
