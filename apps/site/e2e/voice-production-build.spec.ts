import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

/**
 * Safe builds: a `VITE_VOICE_MODE=daily` production build (the one this project
 * serves, `dist-daily/`) ships no simulator code and no test hook. The local build (`dist/`, built
 * with `VITE_VOICE_MODE=simulated`) is searched the same way and must hold them: the search finds
 * what it looks for.
 */

const site = fileURLToPath(new URL('..', import.meta.url));

/** What only the simulation carries: the test hook, and the simulated call object's own words. */
const SIMULATION_MARKERS = [
  '__voiceSimulation',
  'Simulated failure',
  'Simulated fatal error',
  'msPerWord',
] as const;

/** Every shipped file of a build that holds code or markup, with its text. */
async function shippedText(folder: string): Promise<Map<string, string>> {
  const root = join(site, folder);
  const files = new Map<string, string>();
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(js|html|css|json|webmanifest)$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(path.slice(root.length + 1), await readFile(path, 'utf8'));
  }
  return files;
}

function markersIn(files: Map<string, string>): string[] {
  const found: string[] = [];
  for (const [file, text] of files) {
    for (const marker of SIMULATION_MARKERS) {
      if (text.includes(marker)) found.push(`${marker} in ${file}`);
    }
  }
  return found;
}

test('the daily-mode build holds no simulator code and no test hook', async () => {
  const daily = await shippedText('dist-daily');
  expect(daily.size).toBeGreaterThan(10);
  expect(markersIn(daily)).toEqual([]);
  // Nor the simulated call object's chunk (`@org/web-call/testing`), under any name.
  expect([...daily.keys()].filter((file) => /simulation|testing/.test(file))).toEqual([]);
});

test('the local (simulated) build does hold them, so the search above can fail', async () => {
  const local = await shippedText('dist');
  const found = markersIn(local);
  for (const marker of SIMULATION_MARKERS) {
    expect(
      found.some((line) => line.startsWith(`${marker} in `)),
      marker,
    ).toBe(true);
  }
});
