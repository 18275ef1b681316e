// The release pipeline, for real: in a throw-away copy of the workspace, `changeset version` bumps
// the public packages, `pnpm release` builds and publishes them to a Verdaccio registry started on
// 127.0.0.1 for this test, and a fresh project outside the workspace installs them from it and
// uses them through ESM, CommonJS and a strict TypeScript type-check.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_PACKAGES = ['web-call', 'api-client'];
const work = mkdtempSync(join(tmpdir(), 'org-release-'));
const workspace = join(work, 'workspace');
const consumer = join(work, 'consumer');
let registry;
let verdaccio;

function sh(command, args, cwd, extraEnv = {}) {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...extraEnv },
    timeout: 240_000,
  });
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url, deadlineMs) {
  const deadline = Date.now() + deadlineMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${deadlineMs} ms`);
}

function readJson(path) {
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The tracked and new (not ignored) files of the repository, as a fresh clone would have them. */
function copyWorkspace() {
  const files = sh('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], root)
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    try {
      cpSync(join(root, file), join(workspace, file), { recursive: false });
    } catch (error) {
      if (error.code !== 'ENOENT') throw error; // deleted in the work tree but not yet in git
    }
  }
}

before(async () => {
  mkdirSync(workspace, { recursive: true });
  mkdirSync(consumer, { recursive: true });
  const port = await freePort();
  registry = `http://127.0.0.1:${port}/`;
  const upstream =
    sh('npm', ['config', 'get', 'registry'], root).trim() || 'https://registry.npmjs.org/';
  const storage = join(work, 'registry');
  mkdirSync(storage, { recursive: true });
  const config = join(storage, 'config.yaml');
  writeFileSync(
    config,
    [
      `storage: ${join(storage, 'storage')}`,
      'auth:',
      '  htpasswd:',
      `    file: ${join(storage, 'htpasswd')}`,
      '    max_users: 10',
      'uplinks:',
      '  npmjs:',
      `    url: ${upstream}`,
      'packages:',
      "  '@org/*':",
      '    access: $all',
      '    publish: $authenticated',
      "  '**':",
      '    access: $all',
      '    publish: $authenticated',
      '    proxy: npmjs',
      'logs: { type: stdout, format: pretty, level: warn }',
      'web: { enable: false }',
      '',
    ].join('\n'),
  );
  verdaccio = spawn(
    join(root, 'node_modules', '.bin', 'verdaccio'),
    ['--config', config, '--listen', `127.0.0.1:${port}`],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  await waitFor(`${registry}-/ping`, 30_000);
  copyWorkspace();
});

after(() => {
  verdaccio?.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
});

test('changeset version bumps the public packages and writes their changelogs', () => {
  writeFileSync(
    join(workspace, '.changeset', 'release-test.md'),
    [
      '---',
      "'@org/web-call': minor",
      "'@org/api-client': minor",
      '---',
      '',
      'Release pipeline check.',
      '',
    ].join('\n'),
  );
  const previousVersions = Object.fromEntries(
    PUBLIC_PACKAGES.map((name) => [
      name,
      readJson(join(workspace, 'packages', name, 'package.json')).version,
    ]),
  );
  sh('pnpm', ['install', '--frozen-lockfile', '--offline', '--reporter=silent'], workspace);
  sh('pnpm', ['exec', 'changeset', 'version'], workspace);
  for (const name of PUBLIC_PACKAGES) {
    const manifest = readJson(join(workspace, 'packages', name, 'package.json'));
    assert.notEqual(manifest.version, previousVersions[name], `${name} was not bumped`);
    const changelog = readFileSync(join(workspace, 'packages', name, 'CHANGELOG.md'), 'utf8');
    assert.match(changelog, new RegExp(`## ${manifest.version.replaceAll('.', '\\.')}`));
    assert.match(changelog, /Release pipeline check\./);
  }
});

test('pnpm release builds and publishes both packages to the registry', async () => {
  const response = await fetch(`${registry}-/user/org.couchdb.user:release-bot`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'release-bot', password: 'release-bot-password' }),
  });
  assert.equal(response.status, 201, await response.clone().text());
  const { token } = await response.json();
  const host = registry.replace(/^http:/, '');
  writeFileSync(join(workspace, '.npmrc'), `registry=${registry}\n${host}:_authToken=${token}\n`, {
    flag: 'a',
  });
  sh('pnpm', ['run', 'release'], workspace, { npm_config_registry: registry });
  for (const name of PUBLIC_PACKAGES) {
    const { version } = readJson(join(workspace, 'packages', name, 'package.json'));
    const published = JSON.parse(
      sh('npm', ['view', `@org/${name}@${version}`, '--json', '--registry', registry], workspace),
    );
    assert.equal(published.version, version, `@org/${name}@${version} is not in the registry`);
    // workspace: ranges must have been rewritten to real versions on publish
    for (const range of Object.values(published.dependencies ?? {})) {
      assert.doesNotMatch(String(range), /^workspace:/);
    }
  }
});

test('a fresh project installs both packages and uses them from ESM, CommonJS and TypeScript', () => {
  writeFileSync(join(consumer, '.npmrc'), `registry=${registry}\n`);
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, version: '1.0.0' }),
  );
  sh('npm', ['install', '--no-audit', '--no-fund', '@org/web-call', '@org/api-client'], consumer, {
    npm_config_registry: registry,
  });
  const fixtures = join(root, 'scripts', 'release-consumer');
  for (const file of ['esm.mjs', 'cjs.cjs', 'index.ts'])
    cpSync(join(fixtures, file), join(consumer, file));
  assert.match(sh('node', ['esm.mjs'], consumer), /esm ok/);
  assert.match(sh('node', ['cjs.cjs'], consumer), /cjs ok/);

  writeFileSync(
    join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        lib: ['es2023', 'dom'],
        types: [],
        noEmit: true,
        skipLibCheck: false,
      },
      files: ['index.ts'],
    }),
  );
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  sh('node', [tsc, '-p', 'tsconfig.json'], consumer);
});
