#!/usr/bin/env node
// `pnpm bench`: the figures that depend on how fast this machine is, with the checks measured in the
// same runs, in one table and one report.
//
// - The site (apps/site/scripts/perf.mjs, on the build in apps/site/dist): initial JavaScript,
//   Lighthouse mobile on /, /demo and /dental-ai-receptionist (median of 5 runs per route, each
//   alternating with the page's script-free copy), again with the CPU slowed as on a host of index
//   2000 when this one reads above 2400, and INP of early taps on / (at CPU ×4, and so slowed too).
// - @org/web-call's start latency against the existing SDK (packages/web-call/bench).
//
// Prints every figure with its target and the host's CPU benchmark index, names every figure that
// missed, and writes the figures to reports/bench-<time>.json and reports/latest.json (ignored by
// git), so two runs can be compared: `--compare reports/<earlier>.json` prints the deltas.
//
// `--once` is `npm test`'s pass: one Lighthouse run per route, one visit per tap, no second pass;
// its reports are bench-<time>-once.json and latest-once.json.
//
// Exits 1 only when a check failed (the figures that come out the same on every machine) or a part
// could not be measured; a benchmark figure that misses its target is named, never failed on.
//
// Usage: node scripts/bench.mjs [--once] [--runs 5] [--dist <site build>] [--routes /,/demo]
//                               [--no-inp] [--compare <report.json>]
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  compareFigures,
  comparisonTable,
  figureTables,
  misses,
  missReport,
} from './bench-figures.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const options = parseArgs(process.argv.slice(2));

function parseArgs(argv) {
  const parsed = { once: false, runs: undefined, site: [], compare: undefined };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    if (arg === '--once') parsed.once = true;
    else if (arg === '--compare') parsed.compare = resolve(String(argv[++i]));
    else if (arg === '--runs') parsed.runs = String(argv[++i]);
    else if (arg === '--dist') parsed.site.push('--dist', resolve(String(argv[++i])));
    else if (arg === '--routes') parsed.site.push('--routes', String(argv[++i]));
    else if (arg === '--no-inp') parsed.site.push('--no-inp');
    else {
      console.error(`bench: unknown option ${arg}`);
      process.exit(2);
    }
  }
  return parsed;
}

/** Runs one part with its output shown as it comes, and reads the figures it wrote. */
function measure(name, command, args, cwd, scratch) {
  const file = join(scratch, `${name}.json`);
  console.log(`\n━━ ${name} ━━`);
  const started = Date.now();
  const result = spawnSync(command, [...args, '--json', file], { cwd, stdio: 'inherit' });
  const seconds = Math.round((Date.now() - started) / 1000);
  if (!existsSync(file)) {
    console.error(`✖ ${name} measured nothing (exit code ${result.status ?? result.signal})`);
    return { name, seconds, figures: [], host: {}, failed: true };
  }
  return { name, seconds, ...JSON.parse(readFileSync(file, 'utf8')), failed: false };
}

function commit() {
  const head = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
  const id = head.stdout?.trim() || 'unknown';
  return dirty.stdout?.trim() ? `${id} (with uncommitted changes)` : id;
}

/** Writes the report and its latest copy; returns both paths. */
function writeReport(report) {
  const dir = join(root, 'reports');
  mkdirSync(dir, { recursive: true });
  const stamp = report.date.replace(/[:.]/g, '-');
  const suffix = report.mode === 'once' ? '-once' : '';
  const file = join(dir, `bench-${stamp}${suffix}.json`);
  const text = `${JSON.stringify(report, null, 2)}\n`;
  writeFileSync(file, text);
  const latest = join(dir, `latest${suffix}.json`);
  writeFileSync(latest, text);
  return { file, latest };
}

function main() {
  const started = Date.now();
  const scratch = mkdtempSync(join(tmpdir(), 'bench-'));
  const runs = options.runs ?? (options.once ? '1' : '5');
  const siteArgs = options.once
    ? ['--runs', runs, '--inp-visits', '1', ...options.site]
    : ['--runs', runs, '--scale', '--inp-visits', '3', ...options.site];
  let parts;
  try {
    // One after the other, never side by side: each part's times are the host's speed.
    parts = [
      measure(
        'site figures',
        'pnpm',
        ['exec', 'tsx', 'scripts/perf.mjs', ...siteArgs],
        join(root, 'apps/site'),
        scratch,
      ),
      measure(
        'web-call start latency',
        'node',
        ['bench/start-latency.mjs'],
        join(root, 'packages/web-call'),
        scratch,
      ),
    ];
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const figures = parts.flatMap((part) => part.figures);
  const site = parts[0].host ?? {};
  const report = {
    mode: options.once ? 'once' : 'bench',
    date: new Date().toISOString(),
    commit: commit(),
    host: {
      cpu: cpus()[0]?.model ?? 'unknown',
      cores: availableParallelism(),
      node: process.version,
      benchmarkIndex: site.benchmarkIndex,
      referenceSlowdown: site.referenceSlowdown,
    },
    seconds: Object.fromEntries(parts.map((part) => [part.name, part.seconds])),
    figures,
  };

  console.log(
    `\n━━ benchmark figures (${report.mode === 'once' ? "npm test's single pass" : 'pnpm bench'}) ━━\n` +
      `Host: ${report.host.cpu}, ${report.host.cores} cores, Node ${report.host.node}; ` +
      `Lighthouse CPU benchmark index ${site.benchmarkIndex ?? 'n/a'} (median of the runs)` +
      (site.referenceSlowdown ? `; reference-host pass at CPU ×${site.referenceSlowdown}` : '') +
      '\n',
  );
  console.log(figureTables(figures));
  console.log(`\n${missReport(figures)}`);
  const failedParts = parts.filter((part) => part.failed).map((part) => part.name);
  if (failedParts.length) console.log(`Parts that measured nothing: ${failedParts.join(', ')}`);

  // Read before the report is written: the earlier report may be the latest copy itself.
  const before = options.compare ? JSON.parse(readFileSync(options.compare, 'utf8')) : undefined;
  const { file, latest } = writeReport(report);
  console.log(`\nFigures written to ${file} and ${latest}`);
  if (before) {
    console.log(
      `\nCompared with ${options.compare} (${before.date}, commit ${before.commit}, CPU benchmark ` +
        `index ${before.host?.benchmarkIndex ?? 'n/a'}):\n`,
    );
    console.log(comparisonTable(compareFigures(before.figures ?? [], figures)));
  }
  console.log(
    `\nbench: ${Math.round((Date.now() - started) / 1000)} s (` +
      `${parts.map((part) => `${part.name} ${part.seconds} s`).join(', ')})`,
  );
  process.exitCode = misses(figures).checks.length || failedParts.length ? 1 : 0;
}

main();
