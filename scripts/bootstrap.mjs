#!/usr/bin/env node
// The README's two commands. Needs only Node 20+ and npm: it fetches pnpm itself, installs the
// workspace, then either runs the site with its local backend (`start`) or runs every check (`test`).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localBuildEnv } from '../apps/site/scripts/with-local-env.mjs';
import { planSystemPackages, systemNeeds } from './system-packages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '12.21.0';
const toolsBin = join(root, '.tools', 'node_modules', '.bin');
const env = {
  ...process.env,
  PATH: `${toolsBin}:${process.env.PATH}`,
  TURBO_TELEMETRY_DISABLED: '1',
};

const [major] = process.versions.node.split('.').map(Number);
if ((major ?? 0) < 20) fail(`Node ${process.versions.node} is too old: install Node 20 or newer.`);

const mode = process.argv[2];
if (mode !== 'start' && mode !== 'test') fail('usage: node scripts/bootstrap.mjs start|test');

function fail(message) {
  console.error(`\n✖ ${message}`);
  process.exit(1);
}

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, env, stdio: 'inherit', ...options });
  return result.status === 0;
}

function pnpmVersion() {
  const result = spawnSync('pnpm', ['--version'], { cwd: root, env, encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/** Uses pnpm when the pinned version is on PATH; otherwise installs it into ./.tools (no root needed). */
function ensurePnpm() {
  if (pnpmVersion() === PNPM_VERSION) return;
  console.log(`→ installing pnpm ${PNPM_VERSION} into .tools/`);
  const ok = run('npm', [
    'install',
    '--no-save',
    '--no-package-lock',
    '--prefix',
    join(root, '.tools'),
    `pnpm@${PNPM_VERSION}`,
  ]);
  if (!ok || pnpmVersion() !== PNPM_VERSION)
    fail(`could not install pnpm ${PNPM_VERSION} with npm.`);
}

function chromiumPath() {
  return process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
}

/**
 * Debian's Chromium (browser tests; nothing is ever downloaded by Playwright) and PostgreSQL (the
 * local stack's suite runs a second time on a real server): installed with apt-get when missing and
 * root, otherwise the run stops saying what to install.
 */
function ensureSystemPackages() {
  const needs = () => systemNeeds({ chromiumPath: chromiumPath() });
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const plan = planSystemPackages(needs(), { isRoot });
  if (plan.action === 'none') return;
  if (plan.action === 'fail') fail(plan.message);
  console.log(
    `→ installing Debian's ${plan.names.join(' and ')} (apt-get install ${plan.packages.join(' ')})`,
  );
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  if (
    !run('apt-get', ['update', '-qq'], { env: aptEnv }) ||
    !run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...plan.packages], {
      env: aptEnv,
    })
  ) {
    fail(`apt-get could not install ${plan.packages.join(' ')}.`);
  }
  const still = needs().filter((need) => !need.present);
  if (still.length > 0) {
    fail(
      `apt-get ran, but ${still.map((need) => `${need.name} (${need.where})`).join(' and ')} is still missing.`,
    );
  }
}

function install() {
  const args = ['install'];
  if (process.env.CI) args.push('--frozen-lockfile');
  if (!run('pnpm', args)) fail('pnpm install failed.');
}

function runChecks() {
  ensureSystemPackages();
  const steps = [
    ['test command checks', ['node', '--test', 'scripts/system-packages.test.mjs']],
    ['lint and format', ['pnpm', 'run', 'lint']],
    ['build', ['pnpm', 'exec', 'turbo', 'run', 'build']],
    ['public API reports and reference', ['pnpm', 'run', 'api:check']],
    ['typecheck', ['pnpm', 'exec', 'turbo', 'run', 'typecheck']],
    ['unit tests', ['pnpm', 'exec', 'turbo', 'run', 'test', '--concurrency=1']],
    [
      'local-stack suite on PostgreSQL',
      ['pnpm', '--filter', '@org/local-stack', 'run', 'test:postgres'],
    ],
    [
      'package checks (publint, attw, size-limit)',
      ['pnpm', 'exec', 'turbo', 'run', 'check:package', '--concurrency=1'],
    ],
    ['browser tests', ['pnpm', 'exec', 'turbo', 'run', 'e2e', '--concurrency=1']],
    ['release test', ['node', '--test', '--test-reporter=spec', 'scripts/release.test.mjs']],
    ['web-call start-latency benchmark', ['pnpm', '--filter', '@org/web-call', 'run', 'bench']],
    [
      'site performance figures (initial JS, Lighthouse)',
      ['pnpm', '--filter', '@org/site', 'run', 'perf'],
    ],
  ];
  // The site's build for the browser tests and the performance figures runs against the local
  // stack: its settings are passed explicitly, since a build reads no committed defaults.
  const checksEnv = localBuildEnv({ ...env, CHROMIUM_PATH: chromiumPath() });
  const results = [];
  for (const [name, [command, ...args]] of steps) {
    console.log(`\n━━ ${name} ━━`);
    const started = Date.now();
    const ok = run(command, args, { env: checksEnv });
    results.push({ name, ok, seconds: (Date.now() - started) / 1000 });
    if (!ok) break;
  }
  console.log('\n━━ summary ━━');
  for (const { name, ok, seconds } of results) {
    console.log(`${ok ? '✔' : '✖'} ${name.padEnd(52)} ${seconds.toFixed(1).padStart(6)} s`);
  }
  const passed = results.filter((r) => r.ok).length;
  const failed = steps.length - passed;
  console.log(`checks: ${passed} passed, ${failed} failed`);
  process.exit(failed === 0 ? 0 : 1);
}

function startSite() {
  const child = spawn('node', [join(root, 'scripts', 'dev-stack.mjs')], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  const forward = (signal) => child.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code) => process.exit(code ?? 0));
}

ensurePnpm();
install();
if (mode === 'test') runChecks();
else startSite();
