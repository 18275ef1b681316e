// The shapes of the call's microphones and speakers (docs/requirements.md#devices): types only, so
// the client's entry carries none of the devices module (`devices.ts`, loaded on first use).

import type { Transport } from './transport';

/**
 * The microphone chosen (`selectDevice()` or `setInputDevicesAsync()`), kept across calls: the
 * next call opens it, and so does the microphone boost. Unset: the system default.
 */
export interface MicrophoneChoice {
  deviceId?: string;
}

/** Which kind of device: a microphone (`audioinput`) or a speaker (`audiooutput`). */
export type AudioDeviceKind = 'audioinput' | 'audiooutput';

/** A microphone or a speaker, as the browser lists it (a plain copy of its `MediaDeviceInfo`). */
export interface AudioDevice {
  /** The browser's id of the device; Chromium lists the system default as `default`. */
  deviceId: string;
  /** A microphone (`audioinput`) or a speaker (`audiooutput`). */
  kind: AudioDeviceKind;
  /** The device's name; empty until the person has let the page use the microphone. */
  label: string;
  /** Devices of one physical unit (a headset's microphone and speaker) share it. */
  groupId: string;
}

/** The page's microphones and speakers, and the one of each a call uses. */
export interface AudioDevices {
  /** The microphones, as the browser orders them. */
  microphones: AudioDevice[];
  /** The speakers, as the browser orders them (some browsers list none). */
  speakers: AudioDevice[];
  /**
   * The microphone in use (in a call) or chosen for the next call; without a choice, the
   * browser's default (its `default` entry, or its first microphone). Undefined without any.
   */
  microphone: AudioDevice | undefined;
  /** The speaker in use or chosen, as `microphone` says; undefined without any listed. */
  speaker: AudioDevice | undefined;
}

/** Payload of `devices-change`: the devices now, and what was added or removed since the last. */
export interface DevicesChangeEvent extends AudioDevices {
  /** Devices plugged in since the last list (empty when only the device in use changed). */
  added: AudioDevice[];
  /** Devices unplugged since the last list (empty when only the device in use changed). */
  removed: AudioDevice[];
}

/** Payload of `device-fallback`: the device in use disappeared and the call moved to the default. */
export interface DeviceFallbackEvent {
  /** Whether the microphone (`audioinput`) or the speaker (`audiooutput`) fell back. */
  kind: AudioDeviceKind;
  /** The device that disappeared. */
  previous: AudioDevice;
  /** The system default the call uses now; undefined when no device of the kind is left. */
  next: AudioDevice | undefined;
}

/** What `WebCall.selectDevice()` takes: a device from `getDevices()`, or its kind and id. */
export type AudioDeviceChoice = Pick<AudioDevice, 'kind' | 'deviceId'>;

/** The devices module's side of a client, as `devices.ts` makes it. */
export interface DeviceControl {
  /** The devices now (`WebCall.getDevices()`). */
  list(): Promise<AudioDevices>;
  /** Switches to `device` in a call, or keeps it for the next one (`WebCall.selectDevice()`). */
  select(device: AudioDeviceChoice): Promise<void>;
  /** Follows a call object's devices until the returned function is called. */
  watch(call: Transport): () => void;
}
