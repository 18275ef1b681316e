// The browser that every browser test and the benchmark drive: Debian's headless Chromium
// (package chromium-headless-shell), the same engine as its `chromium` without the browser's own
// UI. Full Chromium in headless mode still runs that UI: every new window (each Playwright context)
// starts renderers of its own (the top-chrome WebUI) that take seconds of CPU, which a 2-core
// machine takes from the page under test. CHROMIUM_PATH points the tests at another binary.

/** Where Debian installs the headless shell. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium-headless-shell';

/** The browser binary to drive: CHROMIUM_PATH, or Debian's headless shell. */
export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

/**
 * The flags every browser test launches it with: no sandbox (root in CI), no GPU, and none of
 * Chromium's own background traffic, so a test's requests are the page's alone.
 */
export const TEST_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A fake microphone, granted without a prompt: for a browser that makes calls. */
export const FAKE_MICROPHONE_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

/**
 * The flags of a browser test that makes calls: `TEST_ARGS`, `FAKE_MICROPHONE_ARGS` and Chromium's
 * autoplay policy: by default audio plays without a gesture; a spec of the held-back autoplay
 * passes 'document-user-activation-required', Chromium's own default.
 */
export function callArgs(autoplayPolicy = 'no-user-gesture-required') {
  return [...TEST_ARGS, ...FAKE_MICROPHONE_ARGS, `--autoplay-policy=${autoplayPolicy}`];
}
