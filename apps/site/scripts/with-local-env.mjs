#!/usr/bin/env node
/**
 * Runs a command with the local stack's settings as explicit environment variables: the browser
 * tests' and performance figures' build (`pnpm --filter @org/site build:local`, and `npm test`'s
 * build step through `localBuildEnv`). Values already in the environment win; LOCAL_STACK_PORT moves
 * the backend URL to that port. A plain `vite build` never reads these defaults.
 *
 * Usage: node scripts/with-local-env.mjs <command> [args...]
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const envFile = fileURLToPath(new URL('../.env.development', import.meta.url));

/** The `VITE_*` settings of `.env.development`. */
export function localSettings() {
  const settings = {};
  for (const line of readFileSync(envFile, 'utf8').split('\n')) {
    const match = /^\s*(VITE_[A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (match) settings[match[1]] = match[2];
  }
  return settings;
}

/** `env` plus the local settings it does not set itself. */
export function localBuildEnv(env = process.env) {
  const settings = localSettings();
  if (env.LOCAL_STACK_PORT) {
    settings.VITE_SUPABASE_URL = `http://127.0.0.1:${env.LOCAL_STACK_PORT}`;
  }
  const merged = { ...env };
  for (const [name, value] of Object.entries(settings)) merged[name] ??= value;
  return merged;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [command, ...args] = process.argv.slice(2);
  if (!command) {
    console.error('usage: node scripts/with-local-env.mjs <command> [args...]');
    process.exit(2);
  }
  const result = spawnSync(command, args, { stdio: 'inherit', env: localBuildEnv() });
  process.exit(result.status ?? 1);
}
