// @org/web-call/react in Chromium: a StrictMode React app shares one client between components,
// follows a whole call (state, transcript joined by speaker, loudness, speaking) and leaves nothing
// behind after stop.
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { bundle, openPage } from './page-server';

test('React bindings: one client in StrictMode, a whole call, nothing left', async ({ page }) => {
  const script = await bundle(fileURLToPath(new URL('./react-bindings.page.tsx', import.meta.url)));
  const blocked = await openPage(page, script);
  const state = page.locator('#state');
  await expect(state).toHaveText('idle');
  expect(await page.evaluate(() => window.bindings())).toMatchObject({
    clients: 0,
    callObjects: 0,
  });

  await page.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Start' }).click(); // ignored: a call is under way
  await expect(state).toHaveText('connected');
  await expect(page.locator('#badge')).toHaveText('connected');
  await expect(page.locator('#speaking')).toHaveText('speaking');
  await expect(page.locator('#transcript li')).toHaveText([
    'assistant: Hello from the browser.',
    'user: Hi there. Book me in.',
  ]);
  await expect(page.locator('#speaking')).toHaveText('quiet');
  await expect(page.locator('#call-id')).toHaveText(/^[0-9a-f-]{36}$/);

  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(state).toHaveText('ended');
  const after = await page.evaluate(() => window.bindings());
  expect(after).toMatchObject({ clients: 1, callObjects: 1, destroyed: true, audio: 0 });
  expect(after.loudest).toBeGreaterThan(0.3);
  expect(blocked).toEqual([]);
});
