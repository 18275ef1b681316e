// @vitest-environment jsdom
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { harness, stubGetUserMedia, useClientTestLifecycle } from '../test-support/harness';
import type { DeviceFallbackEvent, DevicesChangeEvent } from './device-types';
import type { SimulatedDevice } from './testing';

useClientTestLifecycle();

// The devices module loads on first use (a dynamic import, which takes real time the first time):
// loaded once ahead, so the fake clock drives every test alike.
beforeAll(async () => {
  await import('./devices');
});

const USB_MIC: SimulatedDevice = {
  deviceId: 'usb-mic',
  kind: 'audioinput',
  label: 'USB Microphone',
  groupId: 'usb',
};
const HEADSET: SimulatedDevice[] = [
  { deviceId: 'headset-mic', kind: 'audioinput', label: 'Headset Microphone', groupId: 'headset' },
  { deviceId: 'headset-out', kind: 'audiooutput', label: 'Headset Earphones', groupId: 'headset' },
];

/** Lets the devices module load and its promises and the simulation's timers run. */
const settle = async () => {
  await vi.dynamicImportSettled();
  await vi.advanceTimersByTimeAsync(10);
};

/** A connected call over the simulated page, and what its device events said. */
async function connectedCall(devices?: SimulatedDevice[]) {
  const h = harness({ sim: { script: { turns: [] }, devices } });
  const changes: DevicesChangeEvent[] = [];
  const fallbacks: DeviceFallbackEvent[] = [];
  h.call.on('devices-change', (event) => changes.push(event));
  h.call.on('device-fallback', (event) => fallbacks.push(event));
  await h.start(200);
  await settle();
  expect(h.call.state).toBe('connected');
  const sim = h.factory.last;
  if (!sim) throw new Error('no transport');
  return { ...h, sim, changes, fallbacks };
}

const ids = (devices: Array<{ deviceId: string }>) => devices.map((device) => device.deviceId);

describe('listing devices', () => {
  it('lists what the browser lists between calls, the default in use', async () => {
    const enumerateDevices = vi.fn(async () => [
      { deviceId: 'default', kind: 'audioinput', label: '', groupId: 'g' },
      { deviceId: 'cam', kind: 'videoinput', label: '', groupId: 'g' },
      { deviceId: 'default', kind: 'audiooutput', label: '', groupId: 'g' },
    ]);
    Object.defineProperty(navigator, 'mediaDevices', {
      value: { enumerateDevices },
      configurable: true,
    });
    const { call } = harness();
    const devices = await call.getDevices();
    expect(devices).toEqual({
      microphones: [{ deviceId: 'default', kind: 'audioinput', label: '', groupId: 'g' }],
      speakers: [{ deviceId: 'default', kind: 'audiooutput', label: '', groupId: 'g' }],
      microphone: { deviceId: 'default', kind: 'audioinput', label: '', groupId: 'g' },
      speaker: { deviceId: 'default', kind: 'audiooutput', label: '', groupId: 'g' },
    });
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('lists nothing where the browser has no media devices, or cannot list them', async () => {
    const none = { microphones: [], speakers: [], microphone: undefined, speaker: undefined };
    expect(await harness().call.getDevices()).toEqual(none);
    Object.defineProperty(navigator, 'mediaDevices', { value: {}, configurable: true });
    expect(await harness().call.getDevices()).toEqual(none);
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('lists through the call object in a call, with labels and the devices in use', async () => {
    const { call } = await connectedCall();
    const devices = await call.getDevices();
    expect(devices.microphones.map((d) => d.label)).toEqual([
      'Default - Built-in Microphone',
      'Built-in Microphone',
    ]);
    expect(ids(devices.speakers)).toEqual(['default', 'built-in-speakers']);
    expect(devices.microphone?.deviceId).toBe('default');
    expect(devices.speaker?.deviceId).toBe('default');
  });
});

describe('devices plugged in and out', () => {
  it('tells the devices added, then those removed', async () => {
    const { factory, changes, fallbacks } = await connectedCall();
    factory.devices.add(...HEADSET);
    await settle();
    expect(changes).toHaveLength(1);
    expect(ids(changes[0]?.added ?? [])).toEqual(['headset-mic', 'headset-out']);
    expect(changes[0]?.removed).toEqual([]);
    expect(ids(changes[0]?.microphones ?? [])).toEqual(['default', 'built-in-mic', 'headset-mic']);
    factory.devices.remove('headset-mic');
    await settle();
    expect(changes).toHaveLength(2);
    expect(changes[1]?.added).toEqual([]);
    expect(changes[1]?.removed).toEqual([
      {
        deviceId: 'headset-mic',
        kind: 'audioinput',
        label: 'Headset Microphone',
        groupId: 'headset',
      },
    ]);
    // Not in use: nothing to fall back from.
    expect(fallbacks).toEqual([]);
  });

  it('tells nothing when a camera comes and goes', async () => {
    const { factory, changes } = await connectedCall();
    factory.devices.add({ deviceId: 'cam', kind: 'videoinput', label: 'Camera', groupId: 'c' });
    await settle();
    expect(changes).toEqual([]);
  });
});

describe('switching mid-call', () => {
  it('switches the microphone and keeps the call, its state and the mute', async () => {
    const { call, sim, factory, changes, events } = await connectedCall([
      ...(await import('./testing')).DEFAULT_DEVICES,
      USB_MIC,
    ]);
    const states: string[] = [];
    call.on('state-change', ({ next }) => states.push(next));
    call.setMuted(true);
    const before = events.length;
    await call.selectDevice({ kind: 'audioinput', deviceId: 'usb-mic' });
    await settle();
    expect(sim.inputDevices).toEqual({ audioDeviceId: 'usb-mic' });
    expect(call.state).toBe('connected');
    expect(states).toEqual([]);
    expect(call.isMuted()).toBe(true);
    expect(factory.last).toBe(sim);
    // No call event came of it (no call-end, error or start): only the new microphone track, told
    // as daily-js tells it, with a participant update.
    const told = events.slice(before).filter((e) => e.name !== 'volume-level');
    expect(told.map((e) => e.name)).toEqual(['daily-participant-updated']);
    expect(changes.at(-1)?.microphone?.label).toBe('USB Microphone');
    expect((await call.getDevices()).microphone?.deviceId).toBe('usb-mic');
  });

  it('switches the speaker of the assistant audio', async () => {
    const { call, sim, factory, changes } = await connectedCall();
    factory.devices.add(...HEADSET);
    await settle();
    await call.selectDevice({ kind: 'audiooutput', deviceId: 'headset-out' });
    await settle();
    expect(sim.outputDeviceId).toBe('headset-out');
    expect(changes.at(-1)?.speaker?.deviceId).toBe('headset-out');
    expect(call.state).toBe('connected');
  });

  it('rejects with the call object error and keeps the device in use', async () => {
    const { call, sim } = await connectedCall();
    vi.spyOn(sim, 'setInputDevicesAsync').mockRejectedValue(new Error('NotReadableError'));
    await expect(
      call.selectDevice({ kind: 'audioinput', deviceId: 'built-in-mic' }),
    ).rejects.toThrow('NotReadableError');
    expect((await call.getDevices()).microphone?.deviceId).toBe('default');
  });

  it('follows a switch made with setInputDevicesAsync() (daily-js tells selected-devices-updated), and keeps it', async () => {
    const { call, changes, factory } = await connectedCall();
    await call.setInputDevicesAsync({ audioDeviceId: 'built-in-mic' });
    await settle();
    expect(changes.map((c) => c.microphone?.deviceId)).toEqual(['built-in-mic']);
    expect(changes[0]?.added).toEqual([]);
    // The choice is kept: the next call opens it too.
    await call.stop();
    await call.start('assistant-id');
    await settle();
    expect(factory.last?.inputDevices).toEqual({ audioDeviceId: 'built-in-mic' });
  });

  it('keeps a choice made between calls for the next call', async () => {
    const h = harness({ sim: { script: { turns: [] } } });
    await h.call.selectDevice({ kind: 'audioinput', deviceId: 'built-in-mic' });
    await h.start(200);
    await settle();
    expect(h.factory.last?.inputDevices).toEqual({ audioDeviceId: 'built-in-mic' });
    expect((await h.call.getDevices()).microphone?.label).toBe('Built-in Microphone');
  });
});

describe('falling back to the default', () => {
  it('moves to the default microphone when the one in use is unplugged, and says so', async () => {
    const { call, sim, factory, changes, fallbacks } = await connectedCall();
    factory.devices.add(...HEADSET);
    await settle();
    await call.selectDevice({ kind: 'audioinput', deviceId: 'headset-mic' });
    await settle();
    factory.devices.remove('headset-mic');
    await settle();
    expect(fallbacks).toEqual([
      {
        kind: 'audioinput',
        previous: {
          deviceId: 'headset-mic',
          kind: 'audioinput',
          label: 'Headset Microphone',
          groupId: 'headset',
        },
        next: {
          deviceId: 'default',
          kind: 'audioinput',
          label: 'Default - Built-in Microphone',
          groupId: 'built-in',
        },
      },
    ]);
    expect(sim.inputDevices).toEqual({ audioDeviceId: 'default' });
    expect(changes.at(-1)?.microphone?.deviceId).toBe('default');
    expect(ids(changes.at(-1)?.removed ?? [])).toEqual(['headset-mic']);
    expect(call.state).toBe('connected');
  });

  it('moves the assistant audio to the default speaker when the one in use is unplugged', async () => {
    const { call, sim, factory, fallbacks } = await connectedCall();
    factory.devices.add(...HEADSET);
    await settle();
    await call.selectDevice({ kind: 'audiooutput', deviceId: 'headset-out' });
    factory.devices.remove('headset-out');
    await settle();
    expect(fallbacks.map((f) => [f.kind, f.previous.deviceId, f.next?.deviceId])).toEqual([
      ['audiooutput', 'headset-out', 'default'],
    ]);
    expect(sim.outputDeviceId).toBe('default');
  });

  it('re-opens the default microphone when the device behind it is unplugged', async () => {
    const { sim, factory, changes, fallbacks } = await connectedCall([
      { deviceId: 'default', kind: 'audioinput', label: 'Default - Headset', groupId: 'headset' },
      { deviceId: 'headset-mic', kind: 'audioinput', label: 'Headset', groupId: 'headset' },
      { deviceId: 'built-in-mic', kind: 'audioinput', label: 'Built-in', groupId: 'built-in' },
    ]);
    factory.devices.replace([
      { deviceId: 'default', kind: 'audioinput', label: 'Default - Built-in', groupId: 'built-in' },
      { deviceId: 'built-in-mic', kind: 'audioinput', label: 'Built-in', groupId: 'built-in' },
    ]);
    await settle();
    expect(fallbacks.map((f) => [f.previous.label, f.next?.label])).toEqual([
      ['Default - Headset', 'Default - Built-in'],
    ]);
    expect(sim.inputDevices).toEqual({ audioDeviceId: 'default' });
    expect(ids(changes.at(-1)?.removed ?? [])).toEqual(['headset-mic']);
  });

  it('keeps the default microphone when another device comes or goes', async () => {
    const { sim, factory, fallbacks } = await connectedCall();
    factory.devices.add(...HEADSET);
    factory.devices.remove('headset-mic');
    await settle();
    expect(fallbacks).toEqual([]);
    expect(sim.inputDevices).toBeUndefined();
  });

  it('names no next device when the last microphone is gone', async () => {
    const { factory, fallbacks } = await connectedCall([
      { deviceId: 'only', kind: 'audioinput', label: 'Only Microphone', groupId: 'o' },
    ]);
    factory.devices.remove('only');
    await settle();
    expect(fallbacks.map((f) => [f.previous.deviceId, f.next])).toEqual([['only', undefined]]);
  });

  it('stops following the devices once the call has ended', async () => {
    const { call, sim, factory, changes } = await connectedCall();
    await call.stop();
    expect(sim.listenerCount('available-devices-updated')).toBe(0);
    factory.devices.add(...HEADSET);
    await settle();
    expect(changes).toEqual([]);
  });
});

describe('the microphone in use unplugged, with audio health watched', () => {
  it('says the device lost, falls back to the default, and the conditions end on its live track', async () => {
    await import('./audio-health');
    const { call, sim, fallbacks } = await connectedCall([
      ...(await import('./testing')).DEFAULT_DEVICES,
      USB_MIC,
    ]);
    const health: Array<[string, boolean]> = [];
    call.on('audio-health', ({ condition, active }) => health.push([condition, active]));
    expect(call.getAudioHealth()).toEqual([]);
    await call.selectDevice({ kind: 'audioinput', deviceId: USB_MIC.deviceId });
    await settle();
    expect(sim.microphone.track.getSettings().deviceId).toBe('usb-mic');

    sim.microphone.unplug();
    await settle();

    expect(fallbacks).toEqual([
      {
        kind: 'audioinput',
        previous: expect.objectContaining({ deviceId: 'usb-mic' }),
        next: expect.objectContaining({ deviceId: 'default' }),
      },
    ]);
    expect(sim.microphone.track.getSettings().deviceId).toBe('default');
    expect(health).toEqual([
      ['device-lost', true],
      ['microphone-muted', true],
      ['microphone-muted', false],
      ['device-lost', false],
    ]);
    expect(call.getAudioHealth()).toEqual([]);
    expect(call.state).toBe('connected');
  });
});

describe('the microphone boost after a switch', () => {
  it('opens the microphone chosen with selectDevice(), and the system default after a fallback', async () => {
    const getUserMedia = vi.fn(async () => {
      throw new Error('no microphone here');
    });
    stubGetUserMedia(getUserMedia);
    const { call, sim } = await connectedCall([
      ...(await import('./testing')).DEFAULT_DEVICES,
      USB_MIC,
    ]);
    await call.selectDevice({ kind: 'audioinput', deviceId: 'usb-mic' });
    await expect(call.increaseMicLevel(2)).rejects.toThrow('no microphone here');
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: { deviceId: { exact: 'usb-mic' } } });

    sim.microphone.unplug();
    await settle();
    await expect(call.increaseMicLevel(2)).rejects.toThrow('no microphone here');
    // The fallback is the system default: the boost opens the default microphone.
    expect(getUserMedia).toHaveBeenLastCalledWith({ audio: true });
  });
});
