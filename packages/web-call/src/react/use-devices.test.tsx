// @vitest-environment jsdom
// useDevices with Testing Library, over the real client and the simulated call object,
// whose page's devices the tests plug in and out.
import { act } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { type UseDevices, useDevices } from './index';
import { installSimulatedCalls, renderProbe, run, setup } from './test-harness';

installSimulatedCalls();

// The client's devices module loads on first use: once ahead, for the fake clock.
beforeAll(async () => {
  await import('../devices');
});

/** Exposes the hook's latest value. */
function Devices({ into }: { into: { devices?: UseDevices } }) {
  into.devices = useDevices();
  return null;
}

async function connected() {
  const { createClient, factory } = setup();
  const into: { devices?: UseDevices } = {};
  const { seen } = renderProbe({ createClient }, { extra: <Devices into={into} /> });
  expect(into.devices?.microphones).toEqual([]);
  await act(async () => void seen.call.start('assistant-id'));
  await run(500);
  // The client's devices module loads with the call object (a dynamic import, which takes real
  // time on a busy machine): wait for the first list.
  await act(() =>
    vi.waitFor(
      () => {
        if (!into.devices?.microphones.length) throw new Error('no devices listed yet');
      },
      { timeout: 5000, interval: 20 },
    ),
  );
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
