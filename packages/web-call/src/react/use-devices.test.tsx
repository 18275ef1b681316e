// @vitest-environment jsdom
// useDevices and useHold with Testing Library, over the real client and the simulated call object,
// whose page's devices the tests plug in and out.
import { act } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { type UseDevices, type UseHold, useDevices, useHold } from './index';
import { installSimulatedCalls, renderProbe, run, setup } from './test-harness';

installSimulatedCalls();

// The client's devices and hold modules load on first use: once ahead, for the fake clock.
beforeAll(async () => {
  await Promise.all([import('../devices'), import('../hold')]);
});

/** Exposes the hooks' latest values. */
function Devices({ into }: { into: { devices?: UseDevices; hold?: UseHold } }) {
  into.devices = useDevices();
  into.hold = useHold();
  return null;
}

async function connected() {
  const { createClient, factory } = setup();
  const into: { devices?: UseDevices; hold?: UseHold } = {};
  const { seen } = renderProbe({ createClient }, { extra: <Devices into={into} /> });
  expect(into.devices?.microphones).toEqual([]);
  await act(async () => void seen.call.start('assistant-id'));
  await run(500);
  expect(seen.call.state).toBe('connected');
  return { into, seen, factory };
}

describe('useDevices', () => {
  it('lists the devices once the client is made, and the ones in use', async () => {
    const { into } = await connected();
    expect(into.devices?.microphones.map((d) => d.label)).toEqual([
      'Default - Built-in Microphone',
      'Built-in Microphone',
    ]);
    expect(into.devices?.microphone?.deviceId).toBe('default');
    expect(into.devices?.speaker?.deviceId).toBe('default');
  });

  it('follows devices plugged in, a switch, and the fallback when the one in use goes', async () => {
    const { into, seen, factory } = await connected();
    act(() =>
      factory.devices.add({
        deviceId: 'usb',
        kind: 'audioinput',
        label: 'USB Microphone',
        groupId: 'usb',
      }),
    );
    await run(10);
    expect(into.devices?.microphones.map((d) => d.deviceId)).toEqual([
      'default',
      'built-in-mic',
      'usb',
    ]);
    await act(() => into.devices?.select({ kind: 'audioinput', deviceId: 'usb' }));
    await run(10);
    expect(into.devices?.microphone?.label).toBe('USB Microphone');
    expect(factory.last?.inputDevices).toEqual({ audioDeviceId: 'usb' });
    act(() => factory.devices.remove('usb'));
    await run(10);
    expect(into.devices?.microphone?.deviceId).toBe('default');
    expect(into.devices?.microphones.map((d) => d.deviceId)).toEqual(['default', 'built-in-mic']);
    expect(seen.call.state).toBe('connected');
  });

  it('select() rejects before the client is made', async () => {
    const { createClient } = setup();
    const into: { devices?: UseDevices } = {};
    renderProbe({ createClient }, { extra: <Devices into={into} /> });
    await expect(into.devices?.select({ kind: 'audioinput', deviceId: 'x' })).rejects.toThrow(
      'Call object is not available.',
    );
  });
});

describe('useHold', () => {
  it('holds and unholds the call, and is off once the call is over', async () => {
    const { into, seen, factory } = await connected();
    expect(into.hold?.onHold).toBe(false);
    await act(() => into.hold?.hold());
    expect(into.hold?.onHold).toBe(true);
    expect(factory.last?.localAudio()).toBe(false);
    await act(() => into.hold?.unhold());
    expect(into.hold?.onHold).toBe(false);
    expect(factory.last?.localAudio()).toBe(true);
    await act(() => into.hold?.hold());
    await act(() => seen.call.stop());
    expect(into.hold?.onHold).toBe(false);
  });

  it('rejects without a client', async () => {
    const { createClient } = setup();
    const into: { hold?: UseHold } = {};
    renderProbe({ createClient }, { extra: <Devices into={into} /> });
    await expect(into.hold?.hold()).rejects.toThrow('Call object is not available.');
  });
});
