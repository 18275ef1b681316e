#!/usr/bin/env node
// How much type-checking the published packages cost their users: each example under examples/ is
// type-checked against the workspace's built packages, and the type instantiations that
// `tsc --extendedDiagnostics` counts are printed beside the recorded baseline. A count above
// twice its baseline fails: types derived from a large schema must stay light to check.
//
// Usage: node scripts/type-cost.mjs [--record]   (build the packages first; --record writes the
// counts as the new baseline, for a change that is meant to make them larger)

import { spawnSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const BASELINE = join(root, 'scripts', 'type-cost-baseline.json');
/** A count may grow to this many times its baseline. */
export const LIMIT_FACTOR = 2;

/** What each example imports, and where the workspace has it (the site holds React and Vite). */
const MODULES = {
  '@org/api-client': join(root, 'packages', 'api-client'),
  '@org/web-call': join(root, 'packages', 'web-call'),
  react: join(root, 'apps', 'site', 'node_modules', 'react'),
  'react-dom': join(root, 'apps', 'site', 'node_modules', 'react-dom'),
  '@types/react': join(root, 'apps', 'site', 'node_modules', '@types', 'react'),
  '@types/react-dom': join(root, 'apps', 'site', 'node_modules', '@types', 'react-dom'),
  vite: join(root, 'apps', 'site', 'node_modules', 'vite'),
};

/** The examples measured. */
export const EXAMPLES = ['plain-ts', 'react'];

/** The instantiation count of tsc's `--extendedDiagnostics` output. */
export function instantiations(output) {
  const match = /^Instantiations:\s+(\d+)/m.exec(output);
  if (!match) throw new Error('tsc printed no instantiation count');
  return Number(match[1]);
}

/** Whether `count` keeps within the limit of its baseline. */
export function withinLimit(count, baseline) {
  return count <= baseline * LIMIT_FACTOR;
}

/** Type-checks one example in a folder of its own, its imports linked to the workspace's. */
function measure(example) {
  const dir = mkdtempSync(join(tmpdir(), `type-cost-${example}-`));
  try {
    cpSync(join(root, 'examples', example, 'src'), join(dir, 'src'), { recursive: true });
    cpSync(join(root, 'examples', example, 'tsconfig.json'), join(dir, 'tsconfig.json'));
    for (const [name, target] of Object.entries(MODULES)) {
      const link = join(dir, 'node_modules', name);
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(target, link, 'dir');
    }
    const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
    const result = spawnSync(process.execPath, [tsc, '-p', dir, '--extendedDiagnostics'], {
      encoding: 'utf8',
    });
    if (result.status !== 0) {
      throw new Error(`examples/${example} does not type-check:\n${result.stdout}${result.stderr}`);
    }
    return instantiations(result.stdout);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function main() {
  const record = process.argv.includes('--record');
  const baseline = record ? {} : JSON.parse(readFileSync(BASELINE, 'utf8'));
  const counts = Object.fromEntries(EXAMPLES.map((example) => [example, measure(example)]));
  if (record) {
    writeFileSync(BASELINE, `${JSON.stringify(counts, null, 2)}\n`);
    console.log(`Recorded in scripts/type-cost-baseline.json: ${JSON.stringify(counts)}`);
    return;
  }
  console.log('Type instantiations of the examples (tsc --extendedDiagnostics):');
  let ok = true;
  for (const [example, count] of Object.entries(counts)) {
    const base = baseline[example];
    const fits = typeof base === 'number' && withinLimit(count, base);
    ok &&= fits;
    console.log(
      `  examples/${example}: ${count} (baseline ${base ?? 'none'}, limit ${LIMIT_FACTOR}×: ` +
        `${typeof base === 'number' ? base * LIMIT_FACTOR : '—'}) ${fits ? 'ok' : 'OVER'}`,
    );
  }
  if (!ok) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
