// The call's microphones and speakers (docs/requirements.md#devices): listed, switched and followed
// on daily-js's own API. Loaded on first use: by `getDevices()` or `selectDevice()`, or with a call
// object, which it follows from its start so that it knows the device in use when one disappears.

import type { PlaybackSettings } from './audio-output';
import type { Emit } from './call-session';
import type {
  AudioDevice,
  AudioDeviceChoice,
  AudioDeviceKind,
  AudioDevices,
  DeviceControl,
  MicrophoneChoice,
} from './device-types';
import { noop, warn } from './environment';
import type { Transport, TransportEvents } from './transport';

/** What the devices module needs of its client (a `WebCall`): its events, and its speaker setter. */
export interface DevicesHost {
  emit: Emit;
  setOutputDeviceAsync(device: { outputDeviceId: string }): Promise<void>;
}

/** The list of each kind, and the field that names the one in use. */
const KINDS = [
  ['audioinput', 'microphones', 'microphone'],
  ['audiooutput', 'speakers', 'speaker'],
] as const;

/** A device as daily-js and the browser list it (cameras too). */
type Listed = Omit<AudioDevice, 'kind'> & { kind: string };

/** A plain copy of the fields a device picker uses, of each microphone and speaker listed. */
const audioOnly = (listed: Listed[]): AudioDevice[] =>
  listed
    .filter((device) => device.kind === 'audioinput' || device.kind === 'audiooutput')
    .map(({ deviceId, kind, label, groupId }) => ({
      deviceId,
      kind: kind as AudioDeviceKind,
      label,
      groupId,
    }));

/** The device of `list` with `id`; without one (or one no longer listed), the system default. */
const pick = (list: AudioDevice[], id?: string): AudioDevice | undefined =>
  list.find((device) => device.deviceId === id) ??
  list.find((device) => device.deviceId === 'default') ??
  list[0];

/** What tells two lists apart: each device's kind, id and label, and the ones in use. */
const fingerprint = (devices: AudioDevices): string =>
  JSON.stringify([
    devices.microphones,
    devices.speakers,
    devices.microphone?.deviceId,
    devices.speaker?.deviceId,
  ]);

const same = (a: AudioDevice) => (b: AudioDevice) => a.kind === b.kind && a.deviceId === b.deviceId;

/**
 * Whether the device in use is still there: listed with its id and, for Chromium's `default`
 * entry, still the same physical device (its group), not the one the system moved to when the
 * device behind it was unplugged.
 */
const present = (list: AudioDevice[], device: AudioDevice): boolean =>
  list.some(
    (listed) =>
      same(device)(listed) &&
      (device.deviceId !== 'default' || !device.groupId || listed.groupId === device.groupId),
  );

/**
 * The devices of one client. With a call object it lists through daily-js (`enumerateDevices`,
 * `getInputDevices`) and switches with `setInputDevicesAsync`; between calls it lists what the
 * browser lists and keeps a choice for the next call. The speaker is the one the assistant's
 * `<audio>` plays on (`setOutputDeviceAsync()`).
 */
export function createDeviceControl(
  host: DevicesHost,
  playback: PlaybackSettings,
  chosen: MicrophoneChoice,
): DeviceControl {
  /** The call object followed, from its start to its end. */
  let watched: Transport | undefined;
  /** The devices as last read: what a change is told against. */
  let last: AudioDevices | undefined;
  /** Changes are handled one after the other, in the order daily-js tells them. */
  let queue = Promise.resolve();

  const read = async (available?: Listed[]): Promise<AudioDevices> => {
    const call = watched;
    const [listed, inUse] = await Promise.all([
      available ??
        (call
          ? call.enumerateDevices().then(({ devices }) => devices)
          : (globalThis.navigator?.mediaDevices?.enumerateDevices?.() ?? [])),
      call?.getInputDevices(),
    ]);
    const devices = audioOnly(listed);
    const microphones = devices.filter((device) => device.kind === 'audioinput');
    const speakers = devices.filter((device) => device.kind === 'audiooutput');
    const mic = inUse?.mic as Partial<AudioDevice> | undefined;
    return {
      microphones,
      speakers,
      microphone: pick(microphones, mic?.deviceId ?? chosen.deviceId),
      speaker: pick(speakers, playback.sinkId),
    };
  };

  const switchTo = (kind: AudioDeviceKind, deviceId: string): Promise<unknown> =>
    kind === 'audiooutput'
      ? host.setOutputDeviceAsync({ outputDeviceId: deviceId })
      : (watched?.setInputDevicesAsync({ audioDeviceId: deviceId }) ?? Promise.resolve());

  /**
   * Reads the devices again (from `available`, daily-js's list, when it gave one). A device in use
   * that is no longer listed is replaced by the system default, with `device-fallback`; then
   * `devices-change` says what changed, if anything did.
   */
  const refresh = (available?: Listed[]): Promise<void> => {
    const step = queue.then(async () => {
      const before = last;
      const now = await read(available);
      for (const [kind, listKey, inUseKey] of KINDS) {
        const previous = before?.[inUseKey];
        if (!previous || present(now[listKey], previous)) continue;
        const next = pick(now[listKey]);
        if (kind === 'audioinput') chosen.deviceId = undefined;
        if (next) await switchTo(kind, next.deviceId);
        now[inUseKey] = next;
        host.emit('device-fallback', { kind, previous, next });
      }
      last = now;
      if (!before || fingerprint(before) === fingerprint(now)) return;
      const gone = (device: AudioDevice) => !devicesOf(now).some(same(device));
      host.emit('devices-change', {
        ...now,
        added: devicesOf(now).filter((device) => !devicesOf(before).some(same(device))),
        removed: devicesOf(before).filter(gone),
      });
    });
    queue = step.catch(warn);
    return step;
  };
  /** Follows a change daily-js tells (a failure is logged by the queue). */
  const follow = (available?: Listed[]) => void refresh(available).catch(noop);

  return {
    async list() {
      await refresh();
      return last as AudioDevices;
    },
    async select({ kind, deviceId }: AudioDeviceChoice) {
      await switchTo(kind, deviceId);
      if (kind === 'audioinput') chosen.deviceId = deviceId;
      await refresh();
    },
    watch(call) {
      watched = call;
      // A microphone chosen before the call: daily-js takes it before (or as) it opens one.
      if (chosen.deviceId) switchTo('audioinput', chosen.deviceId).catch(warn);
      const available: TransportEvents['available-devices-updated'] = (event) =>
        follow(event.availableDevices);
      const selected = () => follow();
      call.on('available-devices-updated', available);
      call.on('selected-devices-updated', selected);
      follow();
      return () => {
        call.off('available-devices-updated', available);
        call.off('selected-devices-updated', selected);
        if (watched === call) watched = undefined;
      };
    },
  };
}

/** Every device of a list, microphones first. */
function devicesOf(devices: AudioDevices): AudioDevice[] {
  return [...devices.microphones, ...devices.speakers];
}
