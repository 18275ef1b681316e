#!/usr/bin/env node
// Builds the packages the site imports, then runs the site's dev server and prints its URL.
// Stops every child on Ctrl-C.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const sitePort = Number(process.env.SITE_PORT ?? 5173);
const children = [];

function stopAll(code) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const built = spawnSync(
  'pnpm',
  ['exec', 'turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only'],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
if (built.status !== 0) {
  console.error('✖ building the packages failed; see the output above.');
  process.exit(1);
}

const site = spawn(
  'pnpm',
  [
    '--filter',
    '@org/site',
    'exec',
    'vite',
    '--host',
    '127.0.0.1',
    '--port',
    String(sitePort),
    '--strictPort',
  ],
  { cwd: root, stdio: 'inherit', env: process.env },
);
children.push(site);
site.on('exit', (code) => stopAll(code ?? 1));
console.log(`\n→ the site will be served at http://127.0.0.1:${sitePort}/ (Ctrl-C stops it)\n`);
