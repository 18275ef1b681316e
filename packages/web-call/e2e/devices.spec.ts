// The call's devices in Chromium with its fake microphone (docs/requirements.md#devices): listing
// with labels (the fake UI grants the microphone) and picking a microphone on the real daily-js, which does all of it without
// joining (its hosts fail here); devices plugged in and out, switching mid-call and falling back,
// which need a joined call and devices Chromium cannot unplug, over the simulated transport.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { bundle, openPage } from './page-server';

let script = '';
test.beforeAll(async () => {
  script = await bundle(fileURLToPath(new URL('./devices.page.ts', import.meta.url)));
});

test('the real daily-js lists the fake devices with their labels and keeps a microphone picked before the join', async ({
  page,
}) => {
  const blocked = await openPage(page, script);
  const result = await page.evaluate(() => window.devicesOnRealDaily());
  expect(result.error).toBeUndefined();
  // Chromium's fake media: a default microphone and two more ("Fake Audio Input 1", …).
  expect(result.granted).toMatchObject({ labelled: true, microphone: 'default' });
  expect((result.granted as { microphones: number }).microphones).toBeGreaterThanOrEqual(2);
  expect((result.labels as string[]).some((label) => /fake/i.test(label))).toBe(true);
  expect(result.listed).toMatchObject({ microphone: 'default' });
  expect(result.idle).toMatchObject({ microphone: 'default' });
  expect(result.other).toEqual(expect.any(String));
  expect(result.picked).toBe(result.other);
  expect(result.pickedLabel).not.toBe('');
  expect(result.inDaily).toBe(result.other);
  // The pick told devices-change (labels appearing may have too).
  expect(result.events).toContain('devices-change');
  for (const url of blocked)
    expect(new URL(url).hostname).toMatch(/(daily\.co|dailywebrtc\.(com|net)|sentry\.io)$/);
});

test('a simulated call follows devices plugged in and out, switches and falls back', async ({
  page,
}) => {
  const blocked = await openPage(page, script);
  const result = await page.evaluate(() => window.devicesOnSimulatedCall());
  expect(result).toEqual({
    events: [
      'devices-change +[usb] -[] default',
      'devices-change +[] -[] usb',
      'device-fallback audioinput usb -> default',
      'devices-change +[] -[usb] default',
    ],
    states: ['starting', 'connected', 'ending', 'ended'],
    state: 'connected',
    selected: { audioDeviceId: 'usb' },
    after: { audioDeviceId: 'default' },
    held: [true, true],
    sent: [
      '{"type":"control","control":"mute-assistant"}',
      '{"type":"control","control":"unmute-assistant"}',
    ],
  });
  expect(blocked).toEqual([]);
});
