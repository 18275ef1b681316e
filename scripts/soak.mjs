#!/usr/bin/env node
// `pnpm test:soak`: is every browser spec stable on a busy machine? Builds what the browser tests
// serve (as `npm test` does), starts busy loops that keep the CPU loaded, then runs each package's
// Playwright specs `--repeat` times over (`--repeat-each`), package after package, and prints each
// spec's pass rate and its slowest run. A spec that passes alone on a quiet machine but not here
// depends on timing: fix it at its cause. Not part of `npm test`: a full soak takes long.
//
// Usage: node scripts/soak.mjs [--repeat 5] [--load <busy loops>] [--package web-call,site]
//                              [--grep <regexp>] [--no-build] [spec files…]
// Spec files (paths inside their package, e.g. e2e/react-resume.spec.ts) narrow the run; give one
// package with them. The figures are also written to reports/soak-<time>.json (ignored by git).
// Exits 1 when a spec failed a run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localBuildEnv } from '../apps/site/scripts/with-local-env.mjs';
import { soakRows, soakTable, unstable } from './soak-report.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The workspace packages with browser specs: those with a Playwright config. */
const PACKAGES = ['packages/api-client', 'packages/web-call', 'apps/site'].filter((dir) =>
  existsSync(join(root, dir, 'playwright.config.ts')),
);

function parseArgs(argv) {
  const options = {
    repeat: 5,
    load: availableParallelism(),
    packages: PACKAGES,
    grep: undefined,
    build: true,
    files: [],
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const next = () => {
      const value = argv[++i];
      if (value === undefined) usage(`${arg} needs a value`);
      return value;
    };
    if (arg === '--repeat') options.repeat = positive(arg, next());
    else if (arg === '--load') options.load = count(arg, next());
    else if (arg === '--grep') options.grep = next();
    else if (arg === '--no-build') options.build = false;
    else if (arg === '--package') {
      const names = next().split(',');
      options.packages = names.map((name) => {
        const dir = PACKAGES.find((candidate) => basename(candidate) === name);
        if (!dir)
          usage(
            `no package "${name}" has browser specs (${PACKAGES.map((d) => basename(d)).join(', ')})`,
          );
        return dir;
      });
    } else if (arg.startsWith('--')) usage(`unknown option ${arg}`);
    else options.files.push(arg);
  }
  if (options.files.length > 0 && options.packages.length !== 1) {
    usage('spec files belong to one package: name it with --package');
  }
  return options;
}

function usage(problem) {
  console.error(`soak: ${problem}`);
  console.error(
    'usage: node scripts/soak.mjs [--repeat 5] [--load <busy loops>] [--package web-call,site] [--grep <regexp>] [--no-build] [spec files…]',
  );
  process.exit(2);
}

function positive(flag, text) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1)
    usage(`${flag} takes a whole number of 1 or more, not "${text}"`);
  return value;
}

function count(flag, text) {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0)
    usage(`${flag} takes a whole number of 0 or more, not "${text}"`);
  return value;
}

/**
 * Starts `n` processes that keep one core each busy. Each checks every 200 ms that this process
 * still runs and ends itself when it does not, so none outlives the soak.
 */
function startLoad(n) {
  const parent = process.pid;
  const source = `for (;;) { const until = Date.now() + 200; while (Date.now() < until) {}
    try { process.kill(${parent}, 0); } catch { process.exit(0); } }`;
  const loops = Array.from({ length: n }, () =>
    spawn(process.execPath, ['-e', source], { stdio: 'ignore' }),
  );
  const stop = () => {
    for (const loop of loops) loop.kill();
  };
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      stop();
      process.exit(130);
    });
  }
  return stop;
}

function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const env = localBuildEnv({ ...process.env, TURBO_TELEMETRY_DISABLED: '1', CI: 'true' });
  if (options.build) {
    console.log('━━ soak: building what the browser tests serve ━━');
    const built = spawnSync('pnpm', ['exec', 'turbo', 'run', 'build'], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    if (built.status !== 0) {
      console.error('soak: the build failed');
      process.exit(1);
    }
  }
  const started = Date.now();
  const stopLoad = startLoad(options.load);
  const scratch = mkdtempSync(join(tmpdir(), 'soak-'));
  const rows = [];
  const broken = [];
  try {
    for (const dir of options.packages) {
      const pkg = basename(dir);
      console.log(
        `\n━━ soak: ${pkg}, every spec ${options.repeat} times, beside ${options.load} busy loops ━━`,
      );
      const file = join(scratch, `${pkg}.json`);
      const args = ['exec', 'playwright', 'test', '--repeat-each', String(options.repeat)];
      args.push('--retries', '0', '--reporter', 'dot,json');
      if (options.grep) args.push('--grep', options.grep);
      args.push(...options.files);
      await run('pnpm', args, {
        cwd: join(root, dir),
        env: { ...env, PLAYWRIGHT_JSON_OUTPUT_FILE: file },
      });
      if (!existsSync(file)) {
        broken.push(pkg);
        continue;
      }
      rows.push(...soakRows(JSON.parse(readFileSync(file, 'utf8')), pkg));
    }
  } finally {
    stopLoad();
    rmSync(scratch, { recursive: true, force: true });
  }
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(`\n━━ soak: pass rate of every browser spec (${minutes} min) ━━\n`);
  console.log(soakTable(rows, options));
  if (broken.length) console.log(`\nPackages whose specs did not run: ${broken.join(', ')}`);
  const reports = join(root, 'reports');
  mkdirSync(reports, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const out = join(reports, `soak-${stamp}.json`);
  writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), repeat: options.repeat, load: options.load, minutes: Number(minutes), rows }, null, 2)}\n`,
  );
  console.log(`\nWritten to ${out}`);
  process.exitCode = unstable(rows).length || broken.length ? 1 : 0;
}

await main();
