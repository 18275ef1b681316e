import { expect, type Page, test } from '@playwright/test';
import { openDemo, orbStates, prepareVoicePage, statusTexts } from '../src/voice/testing/browser';

/**
 * A network blip during a call, against the production build, the local stack and the simulated
 * transport (local mode): the orb and the live demo say "Reconnecting..." while the connection
 * comes back, go on with the same call when it does, and the demo says "Error occurred" with a
 * hint that the connection was lost when it does not come back within the client's grace period
 * (30 s by default).
 */

const GRACE_MS = 30_000;

const orb = (page: Page) => page.locator('[data-slot="voice-orb"]');
const orbButton = (page: Page) => orb(page).getByRole('button', { name: /AI receptionist/ });

test.describe('network blips', () => {
  test.beforeEach(async ({ page }) => prepareVoicePage(page));

  test('the demo: "Reconnecting...", then the same call goes on, its transcript kept', async ({
    page,
  }) => {
    const demo = await openDemo(page);
    await demo.getByRole('button', { name: 'Click to start call with Hotel Concierge' }).click();
    const transcript = demo.getByRole('log');
    const firstLine = transcript.locator('[data-speaker="assistant"]').first();
    await expect(firstLine).toContainText('welcome to the Harbor View Hotel');

    await page.evaluate(() => window.__voiceSimulation?.interruptNetwork());
    const status = demo.getByRole('status');
    await expect(status).toHaveText('Reconnecting...');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(firstLine).toContainText('welcome to the Harbor View Hotel');
    await expect(demo.getByRole('button', { name: 'End Call' })).toBeVisible();

    await page.evaluate(() => window.__voiceSimulation?.restoreNetwork());
    await expect(status).not.toHaveText('Reconnecting...');
    await expect(demo.getByText('Live Call Connected')).toBeVisible();
    await expect(firstLine).toContainText('welcome to the Harbor View Hotel');
    const texts = await statusTexts(page);
    expect(texts.slice(texts.indexOf('Reconnecting...') + 1)).not.toContain('Connecting...');
    expect(await page.evaluate(() => window.__voiceSimulation?.created)).toBe(1);
  });

  test('the demo: a connection that does not come back ends the call with "Error occurred"', async ({
    page,
  }) => {
    // A slow script, so that the assistant does not end the call itself within the grace period.
    await page.addInitScript(() => {
      window.__voiceSimulationPacing = {
        ...window.__voiceSimulationPacing,
        msPerWord: 5_000,
        turnGapMs: 60_000,
      };
    });
    await page.clock.install();
    const demo = await openDemo(page);
    await demo.getByRole('button', { name: 'Click to start call with Hotel Concierge' }).click();
    await expect(demo.getByText('Live Call Connected')).toBeVisible();
    await page.evaluate(() => window.__voiceSimulation?.interruptNetwork());
    await expect(demo.getByRole('status')).toHaveText('Reconnecting...');
    await page.clock.fastForward(GRACE_MS);
    await expect(demo.getByRole('status')).toHaveText('Error occurred');
    await expect(demo.getByText(/The connection was lost/)).toBeVisible();
    await expect(demo.getByRole('log')).toHaveCount(0);
    await expect(page.locator('audio')).toHaveCount(0);
    // The demo recovers: a new call can start.
    await demo.getByRole('button', { name: 'Click to start call with Hotel Concierge' }).click();
    await expect(demo.getByText('Live Call Connected')).toBeVisible();
  });

  test('the orb: "Reconnecting..." in its polite caption, then connected again', async ({
    page,
  }) => {
    await page.goto('/');
    await orbButton(page).click();
    await expect(orb(page)).toHaveAttribute('data-state', 'connected');
    await page.evaluate(() => window.__voiceSimulation?.interruptNetwork());
    await expect(orb(page)).toHaveAttribute('data-state', 'reconnecting');
    const caption = orb(page).locator('[data-slot="voice-orb-caption"]');
    await expect(caption).toHaveAttribute('aria-live', 'polite');
    await expect(caption).toHaveText('Reconnecting...');
    await page.evaluate(() => window.__voiceSimulation?.restoreNetwork());
    await expect(orb(page)).toHaveAttribute('data-state', 'connected');
    expect(await orbStates(page)).toEqual([
      'idle',
      'starting',
      'connected',
      'reconnecting',
      'connected',
    ]);
  });
});
