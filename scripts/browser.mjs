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
