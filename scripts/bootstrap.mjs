#!/usr/bin/env node
// The README's two commands. Needs only Node 20+ and npm: it fetches pnpm itself, installs the
// workspace, then either runs the site with its local backend (`start`) or runs every check (`test`).
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { localBuildEnv } from '../apps/site/scripts/with-local-env.mjs';
import { chromiumPath } from './browser.mjs';
import { failureTails, runPhases, summary } from './check-steps.mjs';
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

/**
 * Debian's headless Chromium (browser tests and the benchmark; nothing is ever downloaded by
 * Playwright) and PostgreSQL (the
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

/**
 * Every check, in three phases. The quick checks beside the build; then every step that needs the
 * build, side by side, longest first; then the benchmark alone, since a busy machine changes its
 * figures. The steps of the second phase each run one package's tests or one check, so the
 * summary names each one that fails, and a failure stops nothing but what needs the build. The
 * browser tests run there too: each spec is proven stable on a busy machine (`pnpm test:soak`).
 * The turbo steps after the build run with `--only`: the build phase made their dependencies, and
 * a second turbo run restoring those outputs from its cache would rewrite `dist/` under a step
 * reading it.
 */
async function runChecks() {
  ensureSystemPackages();
  const turbo = (...args) => ['pnpm', 'exec', 'turbo', 'run', ...args];
  const inPackage = (task, pkg) => turbo(task, '--only', `--filter=${pkg}`);
  const phases = [
    {
      parallel: 3,
      steps: [
        {
          name: 'test command and citation checks',
          commands: [
            [
              'node',
              '--test',
              'scripts/system-packages.test.mjs',
              'scripts/check-steps.test.mjs',
              'scripts/bench-figures.test.mjs',
              'scripts/size-headroom.test.mjs',
              'scripts/type-cost.test.mjs',
              'scripts/soak-report.test.mjs',
              'scripts/doc-refs.test.mjs',
              'scripts/readme-check.test.mjs',
            ],
          ],
        },
        { name: 'lint and format', commands: [['pnpm', 'run', 'lint']] },
        { name: 'build', required: true, commands: [turbo('build')] },
      ],
    },
    {
      parallel: 2,
      // Longest first, so that the short ones fill the gaps at the end.
      steps: [
        { name: 'browser tests: @org/site', commands: [inPackage('e2e', '@org/site')] },
        {
          name: 'release test',
          commands: [['node', '--test', '--test-reporter=spec', 'scripts/release.test.mjs']],
        },
        { name: 'unit tests: @org/local-stack', commands: [inPackage('test', '@org/local-stack')] },
        { name: 'browser tests: @org/web-call', commands: [inPackage('e2e', '@org/web-call')] },
        { name: 'unit tests: @org/site', commands: [inPackage('test', '@org/site')] },
        {
          name: 'local-stack suite on PostgreSQL',
          commands: [['pnpm', '--filter', '@org/local-stack', 'run', 'test:postgres']],
        },
        { name: 'unit tests: @org/web-call', commands: [inPackage('test', '@org/web-call')] },
        { name: 'unit tests: @org/api-client', commands: [inPackage('test', '@org/api-client')] },
        { name: 'typecheck', commands: [turbo('typecheck', '--only')] },
        {
          name: 'package checks (publint, attw, size-limit, headroom, type cost)',
          commands: [
            turbo('check:package', '--only', '--filter=./packages/*', '--concurrency=1'),
            ['node', 'scripts/size-headroom.mjs'],
            ['node', 'scripts/type-cost.mjs'],
          ],
        },
        { name: 'unit tests: @org/ui', commands: [inPackage('test', '@org/ui')] },
        {
          name: 'published READMEs (code blocks type-check, links) and files',
          commands: [['node', 'scripts/readme-check.mjs']],
        },
        { name: 'public API reports and reference', commands: [['pnpm', 'run', 'api:check']] },
        { name: 'browser tests: @org/api-client', commands: [inPackage('e2e', '@org/api-client')] },
      ],
    },
    {
      parallel: 1,
      steps: [
        {
          name: 'benchmark, one pass (fails only on checks)',
          commands: [['node', 'scripts/bench.mjs', '--once']],
        },
      ],
    },
  ];
  // The site's build for the browser tests and the benchmark runs against the local stack: its
  // settings are passed explicitly, since a build reads no committed defaults.
  const checksEnv = localBuildEnv({ ...env, CHROMIUM_PATH: chromiumPath() });
  const started = Date.now();
  const results = await runPhases(phases, { cwd: root, env: checksEnv });
  const tails = failureTails(results);
  if (tails) console.log(`\n${tails}`);
  console.log('\n━━ summary ━━');
  console.log(summary(results, (Date.now() - started) / 1000));
  process.exit(results.every((result) => result.ok) ? 0 : 1);
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
if (mode === 'test') await runChecks();
else startSite();
