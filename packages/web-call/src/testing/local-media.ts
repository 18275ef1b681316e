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

/**
 * daily-js's `updateInputSettings()`: only the settings it accepts; else it logs its help text and
 * rejects with that text itself (a string, not an Error).
 */
export function updateInputSettings(
  call: LocalMediaCall,
  settings: unknown,
  fault: SimulatedFault | undefined,
): Promise<unknown> {
  return withFault(fault, 'updateInputSettings', async () => {
    if (!validInputSettings(settings)) {
      console.error(INPUT_SETTINGS_HELP);
      throw INPUT_SETTINGS_HELP;
    }
    call.inputSettings = settings;
    return settings;
  });
}

/** daily-js's `setInputDevicesAsync()`: the devices in use, the default microphone unless named. */
export function setInputDevices(call: LocalMediaCall, devices: Record<string, unknown>): unknown {
  call.inputDevices = devices;
  return { camera: {}, mic: { deviceId: devices.audioDeviceId ?? 'default' }, speaker: {} };
}

/** daily-js's `setOutputDeviceAsync()`: the speaker in use. */
export function setOutputDevice(call: LocalMediaCall, device: { outputDeviceId: string }): unknown {
  call.outputDeviceId = device.outputDeviceId;
  return { speaker: { deviceId: device.outputDeviceId } };
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
