/**
 * The production voice path in the browser (e2e/voice-production*.spec.ts, project
 * `chromium-daily`): a `VITE_VOICE_MODE=daily` build with the real daily-js against the local
 * stack, and no way out of this machine — every request that is not to 127.0.0.1 fails as if
 * offline, Daily's CDN (its call-machine bundle) and error reporting included.
 */
import { expect, type Page } from '@playwright/test';

/** What the page saw while the test ran. */
export interface ProductionVoicePage {
  /** Requests for Daily's call-machine bundle (each one failed). */
  bundleRequests: string[];
}

/**
 * Before the page loads: all outside requests fail (the location lookup gets a canned answer),
 * and microphone tracks the page opens are counted (`window.__liveMicrophoneTracks()`).
 */
export async function prepareProductionVoicePage(page: Page): Promise<ProductionVoicePage> {
  const seen: ProductionVoicePage = { bundleRequests: [] };
  await page.route(
    (url) => url.hostname !== '127.0.0.1',
    (route) => {
      const url = route.request().url();
      if (url.includes('/call-machine/')) seen.bundleRequests.push(url);
      return route.abort('internetdisconnected');
    },
  );
  await page.route(/ipapi\.co|geolocation/i, (route) =>
    route.fulfill({ json: { country_name: 'Portugal', country_code: 'PT' } }),
  );
  await page.addInitScript(() => {
    const tracks: MediaStreamTrack[] = [];
    const devices = navigator.mediaDevices;
    const getUserMedia = devices.getUserMedia.bind(devices);
    devices.getUserMedia = async (constraints) => {
      const stream = await getUserMedia(constraints);
      tracks.push(...stream.getAudioTracks());
      return stream;
    };
    // Console arguments in full, errors nested in event objects included (the console's own text
    // shows objects only as previews).
    const logged: string[] = [];
    const serialize = (value: unknown) =>
      JSON.stringify(value, (_, v) =>
        v instanceof Error ? { name: v.name, message: v.message, cause: v.cause } : v,
      );
    for (const level of ['error', 'warn', 'log'] as const) {
      const original = console[level].bind(console);
      console[level] = (...args: unknown[]) => {
        logged.push(args.map((arg) => (typeof arg === 'string' ? arg : serialize(arg))).join(' '));
        original(...args);
      };
    }
    Object.assign(window, {
      __liveMicrophoneTracks: () => tracks.filter((track) => track.readyState === 'live').length,
      __logged: logged,
    });
  });
  return seen;
}

/**
 * What a call could leave behind, read from the page: `<audio>` elements, live microphone tracks,
 * and Daily's call objects — through daily-js's own page-wide registry, `window._daily`, which
 * daily-js makes with its first call object and from which `destroy()` removes each one (the site
 * bundles daily-js inside its transport's chunk, so its module's exports are out of reach).
 */
export function leftovers(page: Page): Promise<{
  dailyLoaded: boolean;
  callObject: boolean;
  audio: number;
  liveMicrophone: number;
}> {
  return page.evaluate(() => {
    const daily = (window as { _daily?: { instances?: Record<string, unknown> } })._daily;
    return {
      dailyLoaded: daily !== undefined,
      callObject: Object.keys(daily?.instances ?? {}).length > 0,
      audio: document.querySelectorAll('audio').length,
      liveMicrophone: (
        window as unknown as { __liveMicrophoneTracks(): number }
      ).__liveMicrophoneTracks(),
    };
  });
}

/** Nothing left after a call: the real daily-js was used, and no object, element or track remains. */
export async function expectNothingLeft(page: Page): Promise<void> {
  await expect
    .poll(() => leftovers(page))
    .toEqual({ dailyLoaded: true, callObject: false, audio: 0, liveMicrophone: 0 });
}

/** What the page logged, arguments in full. */
export function logged(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __logged: string[] }).__logged);
}

/** daily-js's words for a call-machine bundle it could not load. */
const BUNDLE_UNREACHABLE = 'Failed to load call object bundle';

/**
 * How many failed starts the page reported: at Daily's unreachable bundle (`use-call.ts`'s
 * "call error:" line), or at the site's connect limit (its "did not connect within" line).
 */
export async function failuresReported(page: Page): Promise<number> {
  const reported = new RegExp(` call error:.*${BUNDLE_UNREACHABLE}| call did not connect within`);
  return (await logged(page)).filter((line) => reported.test(line)).length;
}

/**
 * No collision: daily-js never refused a second call object, and the client never had to; every
 * call failure the page reported is Daily's unreachable bundle, or the platform refusing the call.
 */
export async function expectNoCollision(page: Page): Promise<void> {
  const lines = await logged(page);
  expect(lines.filter((line) => /Duplicate DailyIframe|Another call is live/.test(line))).toEqual(
    [],
  );
  for (const failure of lines.filter((line) => / call error:/.test(line))) {
    expect(failure).toMatch(new RegExp(`${BUNDLE_UNREACHABLE}|start-method-error`));
  }
}
