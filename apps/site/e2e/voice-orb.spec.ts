import { expect, type Page, test } from '@playwright/test';
import { orbStates, prepareVoicePage } from '../src/voice/testing/browser';

/**
 * The floating voice orb of the hero (docs/requirements.md#the-voice-orb), against the production
 * build, the local stack and its voice-platform simulator.
 */

const orb = (page: Page) => page.locator('[data-slot="voice-orb"]');
const orbButton = (page: Page) => orb(page).getByRole('button', { name: /AI receptionist/ });

test.describe('voice orb', () => {
  test.beforeEach(async ({ page }) => prepareVoicePage(page));

  test('idle → connecting (disabled) → connected → idle via the red end button', async ({
    page,
  }) => {
    let startBody: unknown;
    page.on('request', (request) => {
      if (request.url().endsWith('/call/web')) startBody = request.postDataJSON();
    });
    await page.goto('/');
    await expect(orb(page)).toHaveAttribute('data-state', 'idle');
    await expect(orbButton(page)).toHaveAccessibleName(
      'Start a voice call with the AI receptionist',
    );

    // Hold the call creation for a moment, to see the connecting state.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/call/web', async (route) => {
      await held;
      await route.continue();
    });
    await orbButton(page).click();
    await expect(orb(page)).toHaveAttribute('data-state', 'starting');
    await expect(orbButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(orbButton(page)).toHaveAttribute('aria-busy', 'true');
    await expect(orb(page)).toContainText('Connecting...');
    release();

    await expect(orb(page)).toHaveAttribute('data-state', 'connected');
    expect(startBody).toMatchObject({ assistantId: '5a9d1c3e-7b2f-4e8a-9c61-0d4b7e2f1a01' });
    const end = orb(page).getByRole('button', { name: 'End call' });
    await expect(end).toBeVisible();
    await expect(end).toHaveClass(/\bbg-red-600\b/);
    await end.click();
    await expect(orb(page)).toHaveAttribute('data-state', 'idle');
    await expect(end).toHaveCount(0);
    expect(await orbStates(page)).toEqual(['idle', 'starting', 'connected', 'idle']);

    // And it can call again.
    await orbButton(page).click();
    await expect(orb(page)).toHaveAttribute('data-state', 'connected');
  });

  test('returns to idle when the assistant hangs up', async ({ page }) => {
    await page.goto('/');
    await orbButton(page).click();
    await expect(orb(page)).toHaveAttribute('data-state', 'connected');
    await page.evaluate(() => window.__voiceSimulation?.endFromRemote());
    await expect(orb(page)).toHaveAttribute('data-state', 'idle');
  });

  test('returns to idle on a runtime error, hangs up, and says so politely', async ({ page }) => {
    await page.goto('/');
    await orbButton(page).click();
    await expect(orb(page)).toHaveAttribute('data-state', 'connected');
    await expect(page.locator('audio')).toHaveCount(1);
    await page.evaluate(() => window.__voiceSimulation?.raiseFatalError('Connection lost'));
    await expect(orb(page)).toHaveAttribute('data-state', 'idle');
    const caption = orb(page).locator('[data-slot="voice-orb-caption"]');
    await expect(caption).toHaveAttribute('aria-live', 'polite');
    await expect(caption).toHaveText('Error occurred');
    await expect(page.locator('audio')).toHaveCount(0);
  });

  test('returns to idle, only logging, when voice-config has no key', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await page.route('**/functions/v1/voice-config', (route) => route.fulfill({ json: {} }));
    await page.goto('/');
    await orbButton(page).click();
    await expect.poll(() => orbStates(page)).toEqual(['idle', 'starting', 'idle']);
    expect(errors.some((text) => text.includes('Voice orb configuration error'))).toBe(true);
    await expect(orb(page)).not.toContainText(/error/i);
  });

  test('returns to idle when the call cannot start', async ({ page }) => {
    await page.route('**/call/web', (route) =>
      route.fulfill({ status: 500, json: { message: 'down', error: 'Error', statusCode: 500 } }),
    );
    await page.goto('/');
    await orbButton(page).click();
    await expect.poll(() => orbStates(page)).toEqual(['idle', 'starting', 'idle']);
    await expect(orb(page).locator('[data-slot="voice-orb-caption"]')).toHaveText(
      'Failed to connect',
    );
  });

  test('is operable by keyboard', async ({ page }) => {
    await page.goto('/');
    await orbButton(page).focus();
    await page.keyboard.press('Enter');
    await expect(orb(page)).toHaveAttribute('data-state', 'connected');
    // Focus follows the call: to the end button, then back to the orb.
    await expect(orb(page).getByRole('button', { name: 'End call' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(orb(page)).toHaveAttribute('data-state', 'idle');
    await expect(orbButton(page)).toBeFocused();
  });

  test('one call at a time: the demo cards wait while the orb is on a call', async ({ page }) => {
    await page.goto('/');
    await orbButton(page).click();
    await expect(orb(page)).toHaveAttribute('data-state', 'connected');
    const demo = page.locator('#live-demo');
    await demo.scrollIntoViewIfNeeded();
    const slider = demo.getByRole('button', { name: 'Click to start call with Hotel Concierge' });
    await expect(demo.getByText(/End it to try another agent/)).toBeVisible();
    await expect(slider).toBeDisabled();
    await orb(page).getByRole('button', { name: 'End call' }).click();
    await expect(slider).toBeEnabled();
    await slider.click();
    await expect(demo.getByText('Live Call Connected')).toBeVisible();
    await expect(orbButton(page)).toHaveAttribute('aria-disabled', 'true');
    await expect(orb(page)).toContainText('On a demo call below');
  });

  test('nothing voice-related loads before intent; hovering warms only the client code', async ({
    page,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const voiceConfig = () => requested.filter((path) => path.endsWith('/voice-config'));
    expect(voiceConfig()).toEqual([]);
    const before = requested.length;
    await orbButton(page).hover();
    await expect
      .poll(() => requested.slice(before).filter((path) => path.endsWith('.js')).length)
      .toBeGreaterThan(0);
    expect(voiceConfig()).toEqual([]); // the configuration is fetched on click
    await orbButton(page).click();
    await expect(orb(page)).toHaveAttribute('data-state', 'connected');
    expect(voiceConfig()).toHaveLength(1);
  });
});
