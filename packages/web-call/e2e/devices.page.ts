// Runs in a real Chromium page with its fake microphone (see devices.spec.ts): the devices module on
// the real daily-js call object, which lists and picks devices without joining (nothing of Daily's
// is reachable), and a whole call over the simulated transport for what needs a call and devices
// plugged in and out, which Chromium's fake devices cannot be.
import { createDailyTransport } from '../src/daily';
import type { AudioDevices } from '../src/device-types';
import { createDeviceControl } from '../src/devices';
import { WebCall } from '../src/index';
import { createPlatformFetch, createSimulatedTransport } from '../src/testing';

/** What a list shows: each device's kind, whether it has a label, and the ones in use. */
const shape = (devices: AudioDevices) => ({
  microphones: devices.microphones.length,
  speakers: devices.speakers.length,
  labelled: [...devices.microphones, ...devices.speakers].every((d) => d.label !== ''),
  microphone: devices.microphone?.deviceId,
  speaker: devices.speaker?.deviceId,
});

async function onRealDaily(): Promise<Record<string, unknown>> {
  // Before any call object: what WebCall.getDevices() lists between calls.
  const idle = await new WebCall('pk_browser').getDevices();
  const transport = await createDailyTransport({ audioSource: true, videoSource: false });
  const events: string[] = [];
  const playback: { sinkId?: string } = {};
  const control = createDeviceControl(
    {
      emit: (name, ..._payload) => void events.push(name),
      setOutputDeviceAsync: async ({ outputDeviceId }) => {
        playback.sinkId = outputDeviceId;
      },
    },
    playback,
    {},
  );
  const stop = control.watch(transport);
  const listed = await control.list();
  // The person lets the page use the microphone (Chromium's fake UI grants it at once).
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  for (const track of stream.getTracks()) track.stop();
  const granted = await control.list();
  const other = granted.microphones.find(
    (m) => m.deviceId !== 'default' && m.deviceId !== granted.microphone?.deviceId,
  );
  // Picked before the join: daily-js keeps it for the call it has not loaded yet.
  if (other) await control.select({ kind: 'audioinput', deviceId: other.deviceId });
  const picked = await control.list();
  const inDaily = (await transport.getInputDevices()).mic as { deviceId?: string };
  stop();
  await transport.destroy();
  return {
    idle: shape(idle),
    listed: shape(listed),
    granted: shape(granted),
    labels: granted.microphones.map((m) => m.label),
    other: other?.deviceId,
    picked: picked.microphone?.deviceId,
    pickedLabel: picked.microphone?.label,
    inDaily: inDaily.deviceId,
    events,
  };
}

async function onSimulatedCall(): Promise<Record<string, unknown>> {
  const fetch = createPlatformFetch({ tokens: ['pk_browser'] });
  const factory = createSimulatedTransport({ fetch, script: { turns: [] } });
  const call = new WebCall('pk_browser', 'https://platform.test', undefined, undefined, {
    transport: factory,
    fetch,
  });
  const events: string[] = [];
  call.on('devices-change', (e) => {
    const names = (list: Array<{ deviceId: string }>) => list.map((d) => d.deviceId).join(',');
    events.push(
      `devices-change +[${names(e.added)}] -[${names(e.removed)}] ${e.microphone?.deviceId}`,
    );
  });
  call.on('device-fallback', (e) =>
    events.push(`device-fallback ${e.kind} ${e.previous.deviceId} -> ${e.next?.deviceId}`),
  );
  const states: string[] = [];
  call.on('state-change', ({ next }) => states.push(next));
  await call.start('assistant-id');
  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
  await settle();
  factory.devices.add({ deviceId: 'usb', kind: 'audioinput', label: 'USB Mic', groupId: 'usb' });
  await settle();
  await call.selectDevice({ kind: 'audioinput', deviceId: 'usb' });
  const selected = factory.last?.inputDevices;
  await settle();
  factory.devices.remove('usb');
  await settle();
  const after = factory.last?.inputDevices;
  const state = call.state;
  await call.hold();
  const held = [call.isOnHold(), call.isMuted()];
  await call.unhold();
  const sent = factory.last?.sentMessages.filter((m) => m.includes('"control"'));
  await call.stop();
  return { events, states, state, selected, after, held, sent };
}

declare global {
  interface Window {
    /** The devices module on the real daily-js call object, without a join. */
    devicesOnRealDaily(): Promise<Record<string, unknown>>;
    /** Devices plugged in and out during a call over the simulated transport. */
    devicesOnSimulatedCall(): Promise<Record<string, unknown>>;
  }
}

const reported = (run: () => Promise<Record<string, unknown>>) => () =>
  run().catch((error: unknown) => ({ error: String(error) }));
window.devicesOnRealDaily = reported(onRealDaily);
window.devicesOnSimulatedCall = reported(onSimulatedCall);
