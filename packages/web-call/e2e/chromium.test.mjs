// Browser test (issue 4: the simulation "must run in … a real browser"): bundles
// simulated-call.page.ts and runs it in Debian's Chromium, headless, with no network.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// esbuild comes with tsup (a devDependency); reach it through tsup rather than add a dependency.
const esbuild = createRequire(createRequire(import.meta.url).resolve('tsup'))('esbuild');

test('a simulated call runs in Chromium with a real MediaStreamTrack and leaves nothing behind', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'web-call-browser-'));
  try {
    await esbuild.build({
      entryPoints: [join(here, 'simulated-call.page.ts')],
      outfile: join(dir, 'page.js'),
      bundle: true,
      format: 'iife',
      platform: 'browser',
      logLevel: 'error',
    });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><body><script src="page.js"></script>');
    const dom = execFileSync(
      chromium,
      [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        '--autoplay-policy=no-user-gesture-required',
        '--virtual-time-budget=8000',
        '--dump-dom',
        pathToFileURL(join(dir, 'index.html')).href,
      ],
      { encoding: 'utf8', timeout: 60_000, stdio: ['ignore', 'pipe', 'ignore'] },
    );
    const match = /data-result="([^"]*)"/.exec(dom);
    assert.ok(match, `the page reported nothing:\n${dom.slice(0, 500)}`);
    const result = JSON.parse(match[1].replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    assert.equal(result.error, undefined);
    assert.deepEqual(result, {
      created: true,
      realTrack: true,
      playing: true,
      audioElements: 1,
      finals: ['Hello from a real browser'],
      sent: 1,
      events: ['call-start', 'speech-start', 'speech-end', 'call-end'],
      audioAfter: 0,
      destroyed: true,
      listenersAfter: 0,
      timersAfter: 0,
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
