#!/usr/bin/env node
// `npm start`: builds the packages the site imports, starts the local backend (apps/local-stack:
// Postgres, PostgREST, edge functions, voice simulator on one gateway), waits until it is ready,
// then runs the site's Vite dev server pointed at it. Ctrl-C / SIGTERM stops every child cleanly.
//
// Environment: SITE_PORT (default 5173); LOCAL_STACK_PORT (default 54321) and the other
// LOCAL_STACK_* / DATABASE_URL variables of the stack; VITE_SUPABASE_URL + VITE_SUPABASE_ANON_KEY
// to point the site at another backend instead (then no local stack is started).
import { spawn, spawnSync } from 'node:child_process';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sitePort = Number(process.env.SITE_PORT ?? 5173);
const stackPort = Number(process.env.LOCAL_STACK_PORT || 54321);
const external = process.env.VITE_SUPABASE_URL;
const READY_TIMEOUT_MS = 120_000;

/** The stack's fixed local-only anon key (apps/local-stack/src/keys.ts); never for production. */
const LOCAL_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJsb2NhbC1zdGFjayIsInJvbGUiOiJhbm9uIiwiaWF0IjoxNzY3MjI1NjAwLCJleHAiOjIwODI3NTg0MDB9.OVEAYSr3q5FGeu0POxOl8vWVy2DyAwkQZw3urTCi2K4';

const children = [];
let stopping = false;
let firstSignalAt = 0;

/** Children that have not exited yet. */
const running = () =>
  children.filter((child) => child.exitCode === null && child.signalCode === null);

/**
 * Stops every child (SIGTERM, then SIGKILL after 10 s) and exits with `code`. A second request
 * (a second Ctrl-C) asks again with SIGINT, which the local stack takes as "stop right now" (it
 * ends its own programs on the way out, so it is not killed outright), and exits.
 */
async function stopAll(code) {
  if (stopping) {
    // Ctrl-C reaches this process from the terminal and from its parent: ignore the echo.
    if (Date.now() - firstSignalAt < 2_000) return;
    for (const child of running()) child.kill('SIGINT');
    await Promise.race([
      Promise.all(running().map((child) => new Promise((resolve) => child.once('exit', resolve)))),
      new Promise((resolve) => setTimeout(resolve, 5_000)),
    ]);
    for (const child of running()) child.kill('SIGKILL');
    process.exit(1);
  }
  stopping = true;
  firstSignalAt = Date.now();
  await Promise.all(
    running().map(
      (child) =>
        new Promise((resolve) => {
          const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
// If this script itself crashes, its children are asked to stop on the way out: the local stack
// then stops its programs in order, on its own.
process.on('exit', () => {
  for (const child of running()) child.kill('SIGTERM');
});

function fail(message) {
  console.error(`✖ ${message}`);
  void stopAll(1);
}

/** Resolves whether nothing listens on 127.0.0.1:`port`. */
function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

if (!(await portIsFree(sitePort))) {
  console.error(`✖ port ${sitePort} is already in use; stop that program or set SITE_PORT.`);
  process.exit(1);
}

const built = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only'],
  { cwd: root, stdio: 'inherit' },
);
if (built.status !== 0) {
  console.error('✖ building the packages failed; see the output above.');
  process.exit(1);
}

/** Starts the local stack and resolves with its URL once /health answers 200. */
async function startStack() {
  const stack = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli.ts', '--port', String(stackPort), '--watch'],
    {
      cwd: join(root, 'apps', 'local-stack'),
      stdio: 'inherit',
      env: {
        ...process.env,
        INIT_CWD: process.cwd(),
        // The dev server's origin may use the service-role key too, whatever its port.
        LOCAL_STACK_SITE_ORIGINS: [
          process.env.LOCAL_STACK_SITE_ORIGINS,
          `http://127.0.0.1:${sitePort}`,
          `http://localhost:${sitePort}`,
        ]
          .filter(Boolean)
          .join(','),
      },
    },
  );
  children.push(stack);
  stack.on('exit', (code) => {
    if (!stopping) fail(`the local stack stopped (exit ${code}); see its output above.`);
  });
  const url = `http://127.0.0.1:${stackPort}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (stopping) return url;
    const ok = await fetch(`${url}/health`)
      .then((res) => res.status === 200)
      .catch(() => false);
    if (ok) return url;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  fail(`the local stack was not ready after ${READY_TIMEOUT_MS / 1000} s.`);
  return url;
}

const backendUrl = external ?? (await startStack());
if (external)
  console.log(`→ using the backend at ${external} (VITE_SUPABASE_URL); no local stack started`);

const siteEnv = {
  ...process.env,
  VITE_SUPABASE_URL: backendUrl,
  VITE_SUPABASE_ANON_KEY: process.env.VITE_SUPABASE_ANON_KEY ?? LOCAL_ANON_KEY,
  VITE_VOICE_MODE: process.env.VITE_VOICE_MODE ?? 'simulated',
};
// The site's own vite binary (a shim that execs node), so signals reach the dev server directly.
const site = spawn(
  join(root, 'apps', 'site', 'node_modules', '.bin', 'vite'),
  ['--host', '127.0.0.1', '--port', String(sitePort), '--strictPort'],
  { cwd: join(root, 'apps', 'site'), stdio: 'inherit', env: siteEnv },
);
children.push(site);
site.on('exit', (code) => {
  if (!stopping) fail(`the site's dev server stopped (exit ${code}).`);
});

const siteUrl = `http://127.0.0.1:${sitePort}/`;
while (!stopping) {
  const up = await fetch(siteUrl)
    .then((res) => res.ok)
    .catch(() => false);
  if (up) break;
  await new Promise((resolve) => setTimeout(resolve, 250));
}
if (stopping) await new Promise(() => {}); // stopAll() exits the process

console.log(
  [
    '',
    `→ site:     ${siteUrl}`,
    `→ backend:  ${backendUrl}  (Supabase URL, REST at /rest/v1, functions at /functions/v1, voice simulator)`,
    `→ anon key: ${siteEnv.VITE_SUPABASE_ANON_KEY}`,
    external ? '' : '  (local-only keys, printed in full above; never use them in production)',
    'Ctrl-C stops everything.',
    '',
  ].join('\n'),
);
