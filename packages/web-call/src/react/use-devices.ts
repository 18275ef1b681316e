import type { AudioDeviceChoice, AudioDevices } from '@org/web-call';
import { useCallback, useEffect, useState } from 'react';
import { useSnapshot, useWebCallEvent } from './hooks';

/** What `useDevices()` returns: the devices, the ones in use, and how to switch. */
export interface UseDevices extends AudioDevices {
  /**
   * Switches to a microphone or speaker: in a call at once, the call and its state unchanged;
   * between calls for the next one. Rejects with "Call object is not available." before the
   * provider's client is made, and with the browser's or daily-js's error.
   */
  select(device: AudioDeviceChoice): Promise<void>;
}

const NONE: AudioDevices = {
  microphones: [],
  speakers: [],
  microphone: undefined,
  speaker: undefined,
};

/**
 * The microphones and speakers, the one of each in use (docs/requirements.md#devices), and
 * `select()` to switch; listed again as devices are plugged in and out, switched, or fallen back
 * from (`devices-change`). Empty until the provider's client is made (its first `preload()` or
 * `start()`); labels appear once the person has let the page use the microphone.
 *
 * @example
 * ```tsx
 * const { microphones, microphone, select } = useDevices();
 * return (
 *   <select value={microphone?.deviceId} onChange={(e) => void select({ kind: 'audioinput', deviceId: e.target.value })}>
 *     {microphones.map((m) => <option key={m.deviceId} value={m.deviceId}>{m.label || 'Microphone'}</option>)}
 *   </select>
 * );
 * ```
 */
export function useDevices(): UseDevices {
  const client = useSnapshot((hub) => hub.made);
  const [devices, setDevices] = useState(NONE);
  // Each change passes the current devices, as `getDevices()` lists them.
  useWebCallEvent('devices-change', ({ added, removed, ...current }) => setDevices(current));
  useEffect(() => {
    client?.getDevices?.().then(setDevices, () => {});
  }, [client]);
  const select = useCallback(
    async (device: AudioDeviceChoice) => {
      if (!client?.selectDevice) throw new Error('Call object is not available.');
      await client.selectDevice(device);
    },
    [client],
  );
  return { ...devices, select };
}
