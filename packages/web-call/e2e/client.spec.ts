// The client in Chromium. On the real daily-js (Daily's hosts failing): the page-wide rule across
// clients, a failed or cancelled start that resolves with nothing left, end() while connecting,
// the standalone network tests. On the simulated transport with real media: increaseMicLevel
// racing stop(), and given a gain that is no number. (Autoplay refused then resumed from a user
// gesture: autoplay.spec.ts, which needs Chromium's default policy.)
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { bundle, openPage } from './page-server';

let script = '';
test.beforeAll(async () => {
  script = await bundle(fileURLToPath(new URL('./client.page.ts', import.meta.url)));
});

declare global {
  interface Window {
    /** What {@link trackMicrophone} counted: microphone requests, tracks opened, tracks live. */
    microphone(): { asked: number; opened: number; live: number };
  }
}

/** Counts the microphone tracks the page opens and how many are still live. */
async function trackMicrophone(page: Page) {
  await page.addInitScript(() => {
    const opened: MediaStreamTrack[] = [];
    let asked = 0;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      asked++;
      const stream = await original(constraints);
      opened.push(...stream.getAudioTracks());
      return stream;
    };
    Object.assign(window, {
      microphone: () => ({
        asked,
        opened: opened.length,
        live: opened.filter((track) => track.readyState === 'live').length,
      }),
    });
  });
}

/** What a page holds of a call: Daily's call object, <audio> elements, live microphone tracks. */
const leftovers = (page: Page) =>
  page.evaluate(() => ({
    callObject: window.lab.Daily.getCallInstance() !== undefined,
    audio: document.querySelectorAll('audio').length,
    liveMicrophone: window.microphone().live,
  }));

const nothingLeft = { callObject: false, audio: 0, liveMicrophone: 0 };

test.beforeEach(async ({ page }) => {
  await trackMicrophone(page);
  await openPage(page, script);
});

test.describe('on the real daily-js, with Daily unreachable', () => {
  test("a preloaded client gives way to another's start; the start fails at Daily's bundle, never as a collision; nothing is left", async ({
    page,
  }) => {
    const outcome = await page.evaluate(async () => {
      const { client, Daily } = window.lab;
      const demo = client();
      const orb = client();
      const errors: string[] = [];
      orb.on('error', (e) =>
        errors.push(`${e.type} ${e.stage} ${e.error.reason} ${e.error.message}`),
      );
      void demo.preload();
      // The preload has made its call object (it then waits on Daily's bundle).
      for (let i = 0; i < 400 && !Daily.getCallInstance(); i++) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const preloaded = Daily.getCallInstance();
      const startedAt = performance.now();
      const result = await orb.start('assistant');
      return {
        preloadedThenGone: preloaded?.isDestroyed() === true,
        result,
        seconds: (performance.now() - startedAt) / 1000,
        errors,
        instanceAtResolve: Daily.getCallInstance() !== undefined,
      };
    });
    expect(outcome.preloadedThenGone).toBe(true);
    expect(outcome.result).toBeNull();
    expect(outcome.errors).toHaveLength(1);
    expect(outcome.errors[0]).toMatch(
      /^daily-call-object-creation-error daily-call-object-creation connection-error Failed to load call object bundle https:\/\/c\.dailywebrtc\.net\//,
    );
    expect(outcome.seconds).toBeGreaterThan(5.5);
    expect(outcome.seconds).toBeLessThan(12);
    expect(outcome.instanceAtResolve).toBe(false);
    expect(await leftovers(page)).toEqual(nothingLeft);
  });

  test('a retry right after a failed start fails the same honest way, then nothing is left', async ({
    page,
  }) => {
    const outcome = await page.evaluate(async () => {
      const call = window.lab.client();
      const errors: string[] = [];
      call.on('error', (e) => errors.push(e.error.message));
      const first = await call.start('a');
      const second = await call.start('a');
      return { first, second, errors };
    });
    expect(outcome.first).toBeNull();
    expect(outcome.second).toBeNull();
    expect(outcome.errors).toHaveLength(2);
    expect(outcome.errors[1]).toBe(outcome.errors[0]);
    expect(outcome.errors[0]).toMatch(/^Failed to load call object bundle/);
    expect(await leftovers(page)).toEqual(nothingLeft);
  });

  test('a second live start fails at once saying another call is live; with allowMultipleCallInstances it goes ahead', async ({
    page,
  }) => {
    const outcome = await page.evaluate(async () => {
      const { client, ANOTHER_CALL_LIVE } = window.lab;
      const first = client();
      const second = client();
      const third = client({ allowMultipleCallInstances: true });
      const messages: string[] = [];
      const thirdMessages: string[] = [];
      second.on('error', (e) => messages.push(e.error.message));
      third.on('error', (e) => thirdMessages.push(e.error.message));
      const firstStart = first.start('a');
      // The first start's call object is live (it then waits on Daily's bundle).
      for (let i = 0; i < 400 && !window.lab.Daily.getCallInstance(); i++) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      const startedAt = performance.now();
      const refused = await second.start('b');
      const refusedAfterMs = performance.now() - startedAt;
      // With the option it goes ahead, to the same end as any start here: Daily's bundle fails.
      await Promise.all([third.start('c'), firstStart]);
      return { refused, refusedAfterMs, messages, thirdMessages, expected: ANOTHER_CALL_LIVE };
    });
    expect(outcome.refused).toBeNull();
    expect(outcome.messages).toEqual([outcome.expected]);
    expect(outcome.refusedAfterMs).toBeLessThan(1000);
    expect(outcome.thirdMessages).toHaveLength(1);
    expect(outcome.thirdMessages[0]).toMatch(/^Failed to load call object bundle/);
    expect(await leftovers(page)).toEqual(nothingLeft);
  });

  test('stop() and end() while connecting: start() resolves null at once, nothing thrown, nothing left', async ({
    page,
  }) => {
    const outcome = await page.evaluate(async () => {
      const call = window.lab.client();
      const failures: unknown[] = [];
      call.on('call-start-failed', (e) => failures.push(e));
      const runs: Array<{ result: unknown; ms: number }> = [];
      for (const how of ['stop', 'end'] as const) {
        const started = call.start('a');
        await new Promise((resolve) => setTimeout(resolve, 400));
        const at = performance.now();
        await call[how]();
        runs.push({ result: await started, ms: performance.now() - at });
      }
      return { runs, failures };
    });
    for (const run of outcome.runs) {
      expect(run.result).toBeNull();
      expect(run.ms).toBeLessThan(1000);
    }
    expect(outcome.failures).toEqual([]);
    expect(await leftovers(page)).toEqual(nothingLeft);
  });

  test("runNetworkTestsStandalone() runs daily-js's own tests: each reports the failed bundle load, none is logged as unhandled, nothing is left", async ({
    page,
  }) => {
    test.setTimeout(60_000); // each of the three tests waits out daily-js's bundle attempts (~6 s)
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    const results = await page.evaluate(() => window.lab.WebCall.runNetworkTestsStandalone());
    const failedLoad = {
      result: 'error',
      error: expect.stringMatching(
        /^Failed to load call object bundle https:\/\/c\.dailywebrtc\.net\/.*: TypeError: Failed to fetch$/,
      ),
    };
    expect(results).toEqual({
      networkConnectivity: failedLoad,
      websocketConnectivity: failedLoad,
      callQuality: failedLoad,
    });
    // daily-js logs a fatal error event that no one hears as "could not emit … Unhandled error".
    expect(logged.filter((text) => /could not emit|Unhandled error/.test(text))).toEqual([]);
    expect(await leftovers(page)).toEqual(nothingLeft);
  });
});

test.describe('on the simulated transport, with real media', () => {
  test('increaseMicLevel racing stop() leaves no live microphone track', async ({ page }) => {
    const outcome = await page.evaluate(async () => {
      const call = window.lab.simulatedClient();
      await call.start('a');
      const asked = window.microphone().asked;
      const raising = call.increaseMicLevel(1.5).then(
        () => 'raised',
        (error: Error) => error.message,
      );
      // The call stops while the browser opens the microphone (the boost's code has loaded).
      for (let i = 0; i < 200 && window.microphone().asked === asked; i++) {
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      await call.stop();
      return { raising: await raising };
    });
    expect(outcome.raising).toBe('Call object is not available.');
    const microphone = await page.evaluate(() => window.microphone());
    expect(microphone.opened).toBe(1);
    expect(microphone.live).toBe(0);
  });

  test('increaseMicLevel with a gain that is no finite number: a clear error, no microphone opened or left open, the call goes on', async ({
    page,
  }) => {
    const outcome = await page.evaluate(async () => {
      const call = window.lab.simulatedClient();
      await call.start('a');
      const asked = window.microphone().asked;
      const refusals: string[] = [];
      // A number in a string (an input's value) is taken, as the Web Audio gain it sets takes it.
      for (const gain of [Number.NaN, Number.POSITIVE_INFINITY, 'loud', '2']) {
        await call.increaseMicLevel(gain as number).then(
          () => refusals.push('raised'),
          (error: Error) => refusals.push(`${error.name}: ${error.message}`),
        );
      }
      const askedMore = window.microphone().asked - asked;
      // setMuted() throws "Call object is not available." once the call is gone.
      const live = (() => {
        try {
          call.setMuted(false);
          return true;
        } catch {
          return false;
        }
      })();
      await call.stop();
      return { refusals, askedMore, live };
    });
    expect(outcome.refusals).toEqual([
      'RangeError: The gain must be a finite number, not NaN.',
      'RangeError: The gain must be a finite number, not Infinity.',
      'RangeError: The gain must be a finite number, not loud.',
      'raised',
    ]);
    expect(outcome.askedMore).toBe(1);
    expect(outcome.live).toBe(true);
    const microphone = await page.evaluate(() => window.microphone());
    expect(microphone.live).toBe(0);
  });
});
