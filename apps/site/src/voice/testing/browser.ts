/**
 * Shared set-up of the voice browser tests (apps/site/e2e/voice*.spec.ts): a quick simulation
 * pace, recorders of the status texts and orb states the page shows, and no outside network.
 * Used by Playwright only; nothing in the site imports it.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Quick words, slow turns. Each status text has time to show (speech-end needs 1 s of silence),
 * the user's first line follows the greeting within 5 s, and a call lasts 20 to 35 s
 * before its assistant hangs up after the last turn: longer than a test's steps take on a busy
 * machine, so a test that ends the call itself finds it still live.
 */
export const TEST_PACING = {
  msPerWord: 40,
  turnGapMs: 4_000,
  loadMs: 0,
  joinMs: 50,
  cameraMs: 0,
  remoteJoinMs: 50,
};

type Recorded = Window & {
  __statusTexts: string[];
  __orbStates: string[];
  __transcriptTexts: string[];
};

/**
 * Before the page loads: sets the simulation's pace (`TEST_PACING`, with `pacing` over it), records
 * every status text of the live demo and every state of the orb, and answers the location lookup
 * locally.
 */
export async function prepareVoicePage(
  page: Page,
  pacing: Partial<typeof TEST_PACING> = {},
): Promise<void> {
  await page.addInitScript(
    (pacing) => {
      window.__voiceSimulationPacing = pacing;
      const recorded = window as unknown as Recorded;
      recorded.__statusTexts = [];
      recorded.__orbStates = [];
      recorded.__transcriptTexts = [];
      const push = (list: string[], value: string | null | undefined) => {
        if (value && list.at(-1) !== value) list.push(value);
      };
      new MutationObserver(() => {
        push(
          recorded.__statusTexts,
          document.querySelector('#live-demo [role="status"]')?.textContent?.trim(),
        );
        push(
          recorded.__orbStates,
          document.querySelector('[data-slot="voice-orb"]')?.getAttribute('data-state'),
        );
        push(
          recorded.__transcriptTexts,
          document.querySelector('#live-demo [role="log"]')?.textContent?.trim(),
        );
      }).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    },
    { ...TEST_PACING, ...pacing },
  );
  await page.route(/ipapi\.co/, (route) =>
    route.fulfill({ json: { country_name: 'Portugal', country_code: 'PT' } }),
  );
}

/** Every status text the live demo has shown, in order. */
export function statusTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as Recorded).__statusTexts);
}

/**
 * Every text the live transcript panel has shown, in order: with the tests' quick pacing the first
 * line can replace the panel's placeholder before a poll would see it.
 */
export function transcriptTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as Recorded).__transcriptTexts);
}

/** Every state the orb has been in, in order. */
export function orbStates(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as Recorded).__orbStates);
}

/** Opens /, scrolls to the live demo and waits until its cards can start calls. */
export async function openDemo(page: Page): Promise<Locator> {
  await page.goto('/');
  // The page is prerendered: wait for the app to take it over (src/lib/hydration.ts).
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', '', { timeout: 15_000 });
  const demo = page.locator('#live-demo');
  await demo.scrollIntoViewIfNeeded();
  await expect(
    demo.getByRole('button', { name: /^Click to start call with/ }).first(),
  ).toBeEnabled();
  return demo;
}
