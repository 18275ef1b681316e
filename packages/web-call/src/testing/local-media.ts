import type { DailyDeviceInfos } from '@daily-co/daily-js';
import type { ScreenShareOptions } from '../call-object';
import {
  checkVideoSendSettings,
  INPUT_SETTINGS_HELP,
  needsCallState,
  validInputSettings,
} from './daily-rules';
import { type SimulatedFault, withFault } from './options';

/** The user's media settings a call object keeps, as tests read them. */
export interface LocalMediaCall {
  /** The latest `updateInputSettings()` argument. */
  inputSettings: unknown;
  /** The latest `setInputDevicesAsync()` argument. */
  inputDevices: unknown;
  /** The latest output device id. */
  outputDeviceId: string | undefined;
  /** The options of the running screen share, if any. */
  screenShare: ScreenShareOptions | undefined;
}

/** The input settings in force by kind (`audio`, `video`): each kind's `processor`, `settings`. */
export type InputSettings = Record<string, Record<string, unknown>>;

/**
 * daily-js's `updateInputSettings()`: only the settings it accepts; else it logs its help text and
 * rejects with that text itself (a string, not an Error). Accepted ones are merged into `current`
 * kind by kind, each of a kind's entries (`processor`, `settings`) replaced whole, and it answers
 * all the settings in force.
 */
export function updateInputSettings(
  call: LocalMediaCall,
  settings: unknown,
  current: InputSettings,
  fault: SimulatedFault | undefined,
): Promise<InputSettings> {
  return withFault(fault, 'updateInputSettings', async () => {
    if (!validInputSettings(settings)) {
      console.error(INPUT_SETTINGS_HELP);
      throw INPUT_SETTINGS_HELP;
    }
    call.inputSettings = settings;
    for (const [kind, entries] of Object.entries(settings as InputSettings)) {
      current[kind] = { ...current[kind], ...entries };
    }
    return structuredClone(current);
  });
}

/** The camera and microphone a call object was asked to use, by id (none for a custom track). */
export interface ChosenDevices {
  camera?: string;
  mic?: string;
}

/** One choice: a device id picks it, a track picks none by id, anything else keeps `current`. */
function choose(choice: unknown, current: string | undefined): string | undefined {
  if (typeof choice === 'string') return choice || current;
  return choice && typeof choice === 'object' ? undefined : current;
}

/** daily-js's answer of its device methods: each device's id, `{}` for one not chosen. */
export function devicesAnswer(call: LocalMediaCall, chosen: ChosenDevices): DailyDeviceInfos {
  const device = (deviceId: string | undefined) => (deviceId ? { deviceId } : {});
  return {
    camera: device(chosen.camera),
    mic: device(chosen.mic),
    speaker: device(call.outputDeviceId),
  };
}

/**
 * daily-js's `setInputDevicesAsync()`: a device id or a custom track (`audioSource` /
 * `videoSource` first) replaces the camera or microphone chosen; `false`, `null` or nothing keeps it.
 */
export function setInputDevices(
  call: LocalMediaCall,
  devices: Record<string, unknown>,
  chosen: ChosenDevices,
): void {
  call.inputDevices = devices;
  chosen.mic = choose(devices.audioSource ?? devices.audioDeviceId, chosen.mic);
  chosen.camera = choose(devices.videoSource ?? devices.videoDeviceId, chosen.camera);
}

/** daily-js's `setOutputDeviceAsync()`: the speaker, named by a non-empty string id. */
export function setOutputDevice(call: LocalMediaCall, device: { outputDeviceId: string }): void {
  const id: unknown = device?.outputDeviceId;
  if (!id || typeof id !== 'string') {
    throw new Error('outputDeviceId must be provided and must be a valid device id');
  }
  call.outputDeviceId = id;
}

/** daily-js's screen share: refused before the call state exists; checks its video settings. */
export function startScreenShare(
  call: LocalMediaCall,
  callState: boolean,
  options: ScreenShareOptions | undefined,
): void {
  if (!callState) throw needsCallState('startScreenShare()');
  if (options?.screenVideoSendSettings) {
    checkVideoSendSettings('screenVideo', options.screenVideoSendSettings);
  }
  call.screenShare = options ?? {};
}

/** Stops the screen share: refused, like its start, before the call state exists. */
export function stopScreenShare(call: LocalMediaCall, callState: boolean): void {
  if (!callState) throw needsCallState('stopScreenShare()');
  call.screenShare = undefined;
}
