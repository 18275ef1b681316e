// The release pipeline, for real: in a throw-away copy of the workspace, `changeset version` bumps
// the public packages, `pnpm release` builds and publishes them to a Verdaccio registry started on
// 127.0.0.1 for this test, and a fresh project outside the workspace installs them from it and
// uses them through ESM, CommonJS and a strict TypeScript type-check.
//
// Nothing here can publish anywhere else. Every command runs with an npm user config and global
// config that this test writes in its temp folder, with every npm/pnpm setting and token of the
// calling environment removed, and the publish step first resolves where `@org` packages would go
// and refuses anything but this test's Verdaccio.
import assert from 'node:assert/strict';
import { execFileSync, spawn } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const PUBLIC_PACKAGES = ['web-call', 'api-client'];
const work = mkdtempSync(join(tmpdir(), 'org-release-'));
const workspace = join(work, 'workspace');
const consumer = join(work, 'consumer');
/** The npm user config this test writes and every command uses instead of the developer's. */
const userConfig = join(work, 'npmrc');
let registry;
let verdaccio;
let env;
/** The registry Verdaccio proxies third-party packages from (the caller's own). */
let upstream;

/** Environment variables through which npm, pnpm or a CI could point a publish somewhere. */
const INHERITED_CONFIG =
  /^(npm_config_|pnpm_config_|npm_package_|npm_lifecycle_)|^(npm_token|node_auth_token)$/i;

/**
 * The environment of every command of this test: the caller's, without any npm or pnpm setting
 * or token, with the user and global npm configs (and pnpm's global rc folder) moved into `dir`.
 */
function releaseEnvironment(parent, dir) {
  const clean = Object.fromEntries(
    Object.entries(parent).filter(([name]) => !INHERITED_CONFIG.test(name)),
  );
  mkdirSync(join(dir, 'xdg-config'), { recursive: true });
  writeFileSync(join(dir, 'npmrc-global'), '');
  return {
    ...clean,
    npm_config_userconfig: join(dir, 'npmrc'),
    npm_config_globalconfig: join(dir, 'npmrc-global'),
    XDG_CONFIG_HOME: join(dir, 'xdg-config'),
    TURBO_TELEMETRY_DISABLED: '1',
  };
}

function sh(command, args, cwd, commandEnv = env) {
  return execFileSync(command, args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: commandEnv,
    timeout: 240_000,
  });
}

const withSlash = (url) => (url.endsWith('/') ? url : `${url}/`);

/** Where npm and pnpm, run in `dir` with `commandEnv`, would publish an `@org` package. */
function publishTargets(dir, commandEnv) {
  const get = (tool, key) => sh(tool, ['config', 'get', key], dir, commandEnv).trim();
  return ['npm', 'pnpm'].map((tool) => {
    const scoped = get(tool, '@org:registry');
    return withSlash(scoped && scoped !== 'undefined' ? scoped : get(tool, 'registry'));
  });
}

/**
 * Throws unless every `@org` package published from `dir` would go to `allowed`: the scoped and
 * default registries as npm and pnpm resolve them, and each public package's `publishConfig`.
 */
function assertPublishesOnlyTo(dir, allowed, commandEnv = env) {
  for (const target of publishTargets(dir, commandEnv)) {
    if (target !== withSlash(allowed))
      throw new Error(`refusing to publish: @org packages would go to ${target}, not ${allowed}`);
  }
  for (const name of PUBLIC_PACKAGES) {
    const manifest = join(dir, 'packages', name, 'package.json');
    const target = readJsonIfAny(manifest)?.publishConfig?.registry;
    if (target && withSlash(target) !== withSlash(allowed))
      throw new Error(`refusing to publish: @org/${name} names ${target} in publishConfig`);
  }
}

function readJsonIfAny(path) {
  try {
    return readJson(path);
  } catch (error) {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  }
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

/** A registry stand-in on 127.0.0.1 that only counts what reaches it. */
async function startDecoyRegistry() {
  const requests = [];
  const server = createHttpServer((req, res) => {
    requests.push(`${req.method} ${req.url}`);
    res.writeHead(500).end();
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/`,
    requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

before(async () => {
  mkdirSync(workspace, { recursive: true });
  mkdirSync(consumer, { recursive: true });
  const port = await freePort();
  registry = `http://127.0.0.1:${port}/`;
  // read from the caller's own settings: where Verdaccio proxies third-party packages from, and
  // the pnpm store the offline install of the workspace copy needs
  upstream =
    sh('npm', ['config', 'get', 'registry'], root, process.env).trim() ||
    'https://registry.npmjs.org/';
  const store = sh('pnpm', ['store', 'path'], root, process.env).trim();
  env = { ...releaseEnvironment(process.env, work), npm_config_registry: registry };
  writeFileSync(
    userConfig,
    [
      `registry=${registry}`,
      `@org:registry=${registry}`,
      `store-dir=${/^v\d+$/.test(basename(store)) ? dirname(store) : store}`,
      '',
    ].join('\n'),
  );
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
    { stdio: ['ignore', 'inherit', 'inherit'], env },
  );
  await waitFor(`${registry}-/ping`, 30_000);
  copyWorkspace();
});

after(() => {
  verdaccio?.kill('SIGTERM');
  rmSync(work, { recursive: true, force: true });
});

test("the release commands ignore the caller's npm settings and tokens", async () => {
  const decoy = await startDecoyRegistry();
  const home = join(work, 'developer-home');
  mkdirSync(home, { recursive: true });
  // a developer whose npm config points @org at another registry, with a token for it
  writeFileSync(
    join(home, '.npmrc'),
    `@org:registry=${decoy.url}\n${decoy.url.replace(/^http:/, '')}:_authToken=developer-token\n`,
  );
  const developerEnv = {
    ...process.env,
    npm_config_userconfig: join(home, '.npmrc'),
    'npm_config_@org:registry': decoy.url,
    NPM_CONFIG_REGISTRY: decoy.url,
    NPM_TOKEN: 'developer-token',
  };
  try {
    // left alone, npm and pnpm would publish there
    assert.deepEqual(publishTargets(workspace, developerEnv), [decoy.url, decoy.url]);
    const cleaned = releaseEnvironment(developerEnv, work);
    for (const name of ['NPM_TOKEN', 'npm_config_@org:registry', 'NPM_CONFIG_REGISTRY'])
      assert.equal(cleaned[name], undefined, name);
    assert.equal(cleaned.npm_config_userconfig, userConfig);
    assert.deepEqual(publishTargets(workspace, cleaned), [registry, registry]);
    assert.doesNotThrow(() => assertPublishesOnlyTo(workspace, registry, cleaned));
  } finally {
    await decoy.close();
  }
  assert.deepEqual(decoy.requests, []);
});

test('publishing refuses any registry but its own Verdaccio, before sending anything', async () => {
  const decoy = await startDecoyRegistry();
  const project = join(work, 'elsewhere');
  mkdirSync(join(project, 'packages', 'api-client'), { recursive: true });
  const manifest = { name: '@org/api-client', version: '9.9.9', license: 'MIT' };
  writeFileSync(join(project, 'packages', 'api-client', 'package.json'), JSON.stringify(manifest));
  try {
    // a project config that sends @org elsewhere wins over the user config: refused
    writeFileSync(join(project, '.npmrc'), `@org:registry=${decoy.url}\n`);
    assert.throws(
      () => publishGuarded(project, ['npm', 'publish', './packages/api-client']),
      new RegExp(`refusing to publish: @org packages would go to ${decoy.url}`),
    );
    // so does a package that names another registry in its publishConfig
    writeFileSync(join(project, '.npmrc'), '');
    writeFileSync(
      join(project, 'packages', 'api-client', 'package.json'),
      JSON.stringify({ ...manifest, publishConfig: { registry: decoy.url } }),
    );
    assert.throws(
      () => publishGuarded(project, ['npm', 'publish', './packages/api-client']),
      /refusing to publish: @org\/api-client names .* in publishConfig/,
    );
  } finally {
    await decoy.close();
  }
  assert.deepEqual(decoy.requests, []);
});

/** Runs a publish command in `dir` once `dir` is proven to publish only to this test's registry. */
function publishGuarded(dir, [command, ...args]) {
  assertPublishesOnlyTo(dir, registry);
  return sh(command, args, dir);
}

/** The jobs of a workflow file: name → the lines of its block (two-space-indented keys). */
function workflowJobs(text) {
  const lines = text.slice(text.indexOf('\njobs:\n') + 7).split('\n');
  const jobs = {};
  let current;
  for (const line of lines) {
    const key = /^ {2}([\w-]+):\s*$/.exec(line);
    if (key) {
      current = key[1];
      jobs[current] = [];
    } else if (current) jobs[current].push(line);
  }
  return jobs;
}

test('the release workflow grants write access only to the job that publishes', () => {
  const text = readFileSync(join(root, '.github', 'workflows', 'release.yml'), 'utf8');
  assert.match(text, /^permissions: \{\}$/m, 'the workflow must grant nothing by default');
  const jobs = workflowJobs(text);
  const publishing = Object.keys(jobs).filter((job) =>
    jobs[job].some((line) => line.includes('changesets/action@')),
  );
  assert.equal(publishing.length, 1, 'exactly one job publishes');
  for (const [job, lines] of Object.entries(jobs)) {
    const writes = lines.filter((line) => /^\s+[\w-]+: write\b/.test(line));
    if (job === publishing[0]) {
      assert.ok(writes.length > 0, `${job} cannot publish without write access`);
      // install scripts never run where a write token is
      const installs = lines.filter((line) => /\b(pnpm|npm) (install|i|ci)\b/.test(line));
      assert.ok(installs.length > 0);
      for (const line of installs) assert.match(line, /--ignore-scripts/, line);
      assert.ok(!lines.some((line) => /\bnpm test\b/.test(line)), 'npm test runs elsewhere');
    } else {
      assert.deepEqual(writes, [], `${job} must not have write permissions`);
      assert.ok(
        lines.some((line) => /^\s+contents: read$/.test(line)),
        `${job} reads only`,
      );
      assert.ok(
        !lines.some((line) => line.includes('secrets.')),
        `${job} must not see the release secrets`,
      );
    }
  }
  const testJob = Object.entries(jobs).find(([, lines]) => lines.some((l) => /npm test/.test(l)));
  assert.ok(testJob, 'a job runs npm test');
  assert.ok(testJob[1].some((line) => /persist-credentials: false/.test(line)));
  // Pull requests are tested; only a push to main reaches the publishing job.
  const triggers = text.slice(text.indexOf('\non:\n'), text.indexOf('\njobs:\n'));
  assert.match(triggers, /^ {2}pull_request:/m, 'pull requests are tested');
  assert.match(triggers, /^ {2}push:\n {4}branches: \[main\]$/m, 'pushes to main are tested');
  assert.ok(
    jobs[publishing[0]].some(
      (line) =>
        line.trim() === "if: github.event_name == 'push' && github.ref == 'refs/heads/main'",
    ),
    `${publishing[0]} runs only for a push to main`,
  );
  assert.ok(
    !testJob[1].some((line) => /^\s+if:/.test(line)),
    'the test job runs for every trigger',
  );
});

test('every action of the workflows is pinned by a full commit SHA, with its version', () => {
  const folder = join(root, '.github', 'workflows');
  const uses = readdirSync(folder)
    .filter((file) => /\.ya?ml$/.test(file))
    .flatMap((file) => readFileSync(join(folder, file), 'utf8').split('\n'))
    .filter((line) => /^\s+(- )?uses:/.test(line));
  assert.ok(uses.length >= 3);
  for (const line of uses)
    assert.match(line, /uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/, line);
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
  writeFileSync(userConfig, `${host}:_authToken=${token}\n`, { flag: 'a' });
  publishGuarded(workspace, ['pnpm', 'run', 'release']);
  for (const name of PUBLIC_PACKAGES) {
    const { version } = readJson(join(workspace, 'packages', name, 'package.json'));
    const published = JSON.parse(
      sh('npm', ['view', `@org/${name}@${version}`, '--json'], workspace),
    );
    assert.equal(published.version, version, `@org/${name}@${version} is not in the registry`);
    // workspace: ranges must have been rewritten to real versions on publish
    for (const range of Object.values(published.dependencies ?? {})) {
      assert.doesNotMatch(String(range), /^workspace:/);
    }
  }
});

test('each published tarball holds exactly its manifest, README, LICENSE, changelog and build', () => {
  for (const name of PUBLIC_PACKAGES) {
    const { version } = readJson(join(workspace, 'packages', name, 'package.json'));
    const published = JSON.parse(
      sh('npm', ['view', `@org/${name}@${version}`, '--json'], workspace),
    );
    assert.equal(published.license, 'MIT');
    assert.match(published.repository?.url ?? '', /^git\+https:\/\/.+\.git$/);
    assert.equal(published.repository?.directory, `packages/${name}`);
    assert.match(published.homepage ?? '', /^https:\/\//);
    assert.match(published.bugs?.url ?? '', /^https:\/\//);
    assert.ok(published.keywords?.length >= 3, `@org/${name} has no keywords`);

    assert.ok(published.dist.tarball.startsWith(registry), published.dist.tarball);
    // the very tarball the registry serves, fetched by npm
    const [{ filename }] = JSON.parse(
      sh('npm', ['pack', `@org/${name}@${version}`, '--json', '--pack-destination', work], work),
    );
    const tarball = join(work, filename);
    const files = sh('tar', ['-tzf', tarball], work)
      .split('\n')
      .filter(Boolean)
      .map((file) => file.replace(/^package\//, ''))
      .sort();
    const extra = files.filter(
      (file) =>
        !['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'].includes(file) &&
        !/^dist\/[\w.-]+\.(js|cjs|d\.ts|d\.cts|js\.map|cjs\.map)$/.test(file),
    );
    assert.deepEqual(extra, [], `@org/${name} packs files it should not`);
    const entryPoints = [published.main, published.module, published.types]
      .concat(JSON.stringify(published.exports).match(/\.\/dist\/[^"]+/g) ?? [])
      .map((file) => file.replace(/^\.\//, ''));
    for (const file of ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md', ...entryPoints])
      assert.ok(files.includes(file), `@org/${name} does not pack ${file}`);
    const license = sh('tar', ['-xzOf', tarball, 'package/LICENSE'], work);
    assert.match(license, /^MIT License\n\nCopyright \(c\) \d{4} /);
    assert.match(license, /THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND/);
  }
});

/** The workspace catalog's version of `name` (pnpm-workspace.yaml), what the consumer pins too. */
function catalogVersion(name) {
  const text = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const catalog = text.slice(text.indexOf('\ncatalog:\n'));
  const version = new RegExp(`^ {2}"?${name}"?: (\\S+)$`, 'm').exec(catalog)?.[1];
  assert.ok(version, `no ${name} in the workspace catalog`);
  return version;
}

test('a fresh project installs both packages and uses them from ESM, CommonJS and TypeScript', () => {
  // @org from this test's registry, as an app's .npmrc points a scope at a private registry;
  // third-party packages straight from the upstream registry (through Verdaccio's proxy they take
  // minutes).
  writeFileSync(join(consumer, '.npmrc'), `registry=${upstream}\n@org:registry=${registry}\n`);
  const published = (name) => readJson(join(workspace, 'packages', name, 'package.json')).version;
  // the released packages, and what an app tests with: msw (their optional peer) and Vitest, all
  // from the same registry in one install
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({
      name: 'consumer',
      private: true,
      version: '1.0.0',
      dependencies: Object.fromEntries(
        PUBLIC_PACKAGES.map((name) => [`@org/${name}`, published(name)]),
      ),
      devDependencies: { msw: catalogVersion('msw'), vitest: catalogVersion('vitest') },
    }),
  );
  sh('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], consumer, {
    ...env,
    npm_config_registry: upstream,
  });
  const lock = readJson(join(consumer, 'package-lock.json'));
  for (const name of PUBLIC_PACKAGES) {
    const resolved = lock.packages[`node_modules/@org/${name}`]?.resolved ?? '';
    assert.ok(resolved.startsWith(registry), `@org/${name} came from ${resolved}, not ${registry}`);
  }
  const fixtures = join(root, 'scripts', 'release-consumer');
  for (const file of [
    'esm.mjs',
    'cjs.cjs',
    'index.ts',
    'api-client-msw.test.ts',
    'web-call-msw.test.ts',
  ])
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
      files: ['index.ts', 'api-client-msw.test.ts', 'web-call-msw.test.ts'],
    }),
  );
  const tsc = join(root, 'node_modules', 'typescript', 'bin', 'tsc');
  sh('node', [tsc, '-p', 'tsconfig.json'], consumer);
});

/** Runs one of the consumer's Vitest files with its own Vitest; the output, without colours. */
function consumerVitest(file) {
  const vitest = join(consumer, 'node_modules', 'vitest', 'vitest.mjs');
  return sh('node', [vitest, 'run', '--reporter=verbose', file], consumer, {
    ...env,
    NO_COLOR: '1',
  });
}

test("an app's Vitest file runs against @org/api-client/msw under setupServer", () => {
  // create, get, list, update and delete an assistant, then its 404, a keyless 401, a fault, a bad
  // request to each route that reads more than one resource, answered through each entry as the
  // simulator itself answers it, and one value shared by both entries
  // (scripts/release-consumer/api-client-msw.test.ts)
  const output = consumerVitest('api-client-msw.test.ts');
  assert.match(output, /Tests\s+6 passed \(6\)/);
  assert.match(output, /an assistant is created, fetched, listed, updated and deleted/);
  assert.match(output, /the routes that read more than one resource answer by default/);
  assert.match(output, /the entries share their modules/);
  assert.match(output, /a body the document refuses answers 400/);
});

test("an app's Vitest file starts a simulated web call through @org/web-call/testing/msw", () => {
  // the call is created and its room joined through msw, the greeting heard, the call ended
  // (scripts/release-consumer/web-call-msw.test.ts)
  const output = consumerVitest('web-call-msw.test.ts');
  assert.match(output, /Tests\s+2 passed \(2\)/);
  assert.match(output, /a simulated web call starts through msw, is heard and ends/);
});

test('the examples install the packed packages, type-check and build', () => {
  const tarballs = PUBLIC_PACKAGES.map((name) => {
    const { version } = readJson(join(workspace, 'packages', name, 'package.json'));
    const [{ filename }] = JSON.parse(
      sh('npm', ['pack', `@org/${name}@${version}`, '--json', '--pack-destination', work], work),
    );
    return join(work, filename);
  });
  for (const example of readdirSync(join(root, 'examples'), { withFileTypes: true })) {
    if (!example.isDirectory()) continue;
    const dir = join(work, 'examples', example.name);
    cpSync(join(root, 'examples', example.name), dir, {
      recursive: true,
      filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
    });
    // @org from the packed tarballs; third-party packages straight from the upstream registry
    // (through Verdaccio's proxy they take minutes), reusing npm's cache between the examples.
    const installEnv = { ...env, npm_config_registry: upstream };
    writeFileSync(join(dir, '.npmrc'), `registry=${upstream}\n`);
    sh(
      'npm',
      ['install', '--no-audit', '--no-fund', '--prefer-offline', ...tarballs],
      dir,
      installEnv,
    );
    const manifest = readJson(join(dir, 'package.json'));
    for (const name of PUBLIC_PACKAGES)
      assert.match(manifest.dependencies[`@org/${name}`], /^file:.*\.tgz$/, example.name);
    sh('npm', ['run', 'typecheck'], dir);
    sh('npm', ['run', 'build'], dir);
    const built = readdirSync(join(dir, 'dist', 'assets'));
    assert.ok(
      built.some((file) => file.endsWith('.js')),
      `${example.name} built no JavaScript`,
    );
  }
});
