#!/usr/bin/env node
// The size budgets' headroom: every `size-limit` entry of the published packages is measured
// (`size-limit --json`, min + gzip, as `check:package` measures it) and printed with its budget
// and how far the budget sits above the figure. A budget less than MIN_HEADROOM above its figure
// fails: a budget that close turns every small change (a chunk's hashed name moves a figure by a
// few bytes) into a failure, and says nothing about how much the package may grow.
//
// Usage: node scripts/size-headroom.mjs   (part of `pnpm check:packages`; build the packages first)
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { table } from './bench-figures.mjs';

/** The least share by which a budget must sit above its measured figure. */
export const MIN_HEADROOM = 0.05;

/** The share by which `limit` sits above `size`: (limit − size) ÷ size. */
export function headroom(size, limit) {
  if (!(size > 0)) throw new RangeError(`headroom needs a positive size, not ${size}`);
  return (limit - size) / size;
}

/**
 * The ceiling an entry's name states, in bytes (1 KB = 1000 B, as size-limit counts): a package's
 * promise, such as "the ceiling, at most 10.4 KB", that its figure must keep under whatever its
 * budget, which sits above the figure by the headroom.
 */
export function statedCeiling(name) {
  const match = /\bthe ceiling, at most (\d+(?:\.\d+)?) KB\b/.exec(name);
  return match ? Math.round(Number(match[1]) * 1000) : undefined;
}

/**
 * Each entry with its headroom and whether it holds: within its budget (size-limit's `passed`),
 * under the ceiling its name states, and with at least `min` headroom.
 */
export function judgeHeadroom(entries, min = MIN_HEADROOM) {
  return entries.map((entry) => {
    const room = headroom(entry.size, entry.sizeLimit);
    const ceiling = statedCeiling(entry.name);
    const problem =
      entry.passed === false || room < 0
        ? 'over budget'
        : ceiling !== undefined && entry.size > ceiling
          ? `over the stated ceiling of ${kilobytes(ceiling)}`
          : room < min
            ? `headroom under ${Math.round(min * 100)} %`
            : undefined;
    return { ...entry, headroom: room, ok: problem === undefined, problem };
  });
}

/** Bytes as size-limit prints them (1 kB = 1000 B). */
export function kilobytes(bytes) {
  return `${(bytes / 1000).toFixed(2)} kB`;
}

/** The headroom table: figure, budget, headroom, result, then the entry (the widest column). */
export function headroomTable(judged) {
  return table([
    ['figure', 'budget', 'headroom', 'result', 'entry'],
    ...judged.map((entry) => [
      kilobytes(entry.size),
      kilobytes(entry.sizeLimit),
      `${(entry.headroom * 100).toFixed(1)} %`,
      entry.ok ? 'ok' : `FAIL: ${entry.problem}`,
      entry.name.startsWith(entry.packageName) ? entry.name : `${entry.packageName}: ${entry.name}`,
    ]),
  ]);
}

/** The workspace packages that declare size budgets, as `{ dir, name }`. */
function packagesWithBudgets(root) {
  const base = join(root, 'packages');
  return readdirSync(base, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(base, entry.name))
    .flatMap((dir) => {
      try {
        const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        return Array.isArray(manifest['size-limit']) ? [{ dir, name: manifest.name }] : [];
      } catch {
        return [];
      }
    });
}

/** One package's entries as size-limit measures them. */
function measure({ dir, name }) {
  const result = spawnSync('pnpm', ['exec', 'size-limit', '--json'], {
    cwd: dir,
    encoding: 'utf8',
  });
  try {
    const entries = JSON.parse(result.stdout);
    return entries.map((entry) => ({ ...entry, packageName: name }));
  } catch {
    throw new Error(
      `size-limit --json failed in ${name} (build the packages first):\n${result.stderr || result.stdout}`,
    );
  }
}

function main() {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..');
  const judged = judgeHeadroom(packagesWithBudgets(root).flatMap(measure));
  console.log(
    `Size budgets (size-limit, min + gzip): each budget must sit at least ${MIN_HEADROOM * 100} % above its figure\n`,
  );
  console.log(headroomTable(judged));
  const failed = judged.filter((entry) => !entry.ok);
  if (failed.length) {
    console.error(
      `\n✖ ${failed.length} budget(s) without enough headroom: raise each to at least ` +
        `${1 + MIN_HEADROOM} × its figure, or make the entry smaller.\n` +
        failed.map((e) => `  - ${e.packageName}: ${e.name} (${e.problem})`).join('\n'),
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
