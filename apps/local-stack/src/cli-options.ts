import { isAbsolute, resolve } from 'node:path';
import { gatewayPort } from './config';
import type { LocalStackOptions } from './stack';

/** Usage text of the `start` command. */
export const USAGE = `Usage: pnpm --filter @org/local-stack start [options]

Runs the site's backend on 127.0.0.1: Postgres (PGlite), PostgREST, the edge functions (Deno) and
the voice-platform simulator behind one gateway port.

Options:
  --port <n>          gateway port (default 54321, or LOCAL_STACK_PORT; 0 picks a free one)
  --memory            keep the database in memory (gone at stop; starts from a cached snapshot of
                      the migrated database in .data/local-stack-snapshots)
  --data-dir <path>   folder of the persisted database (default .data/local-stack in the repo,
                      or LOCAL_STACK_DATA_DIR)
  --no-voice-key      start the voice-config function without VAPI_PUBLIC_KEY (it answers 500);
                      also LOCAL_STACK_NO_VOICE_KEY=1
  --project <path>    the Supabase project folder to run (migrations, functions, config.toml;
                      default the repo's supabase/)
  --watch             reload the edge functions when the project's functions change
  --verbose           print PostgREST's and Deno's logs
  -h, --help          show this help

Environment:
  DATABASE_URL        use this real Postgres instead of PGlite (migrations are applied to it)
  LOCAL_STACK_SITE_ORIGINS
                      comma-separated browser origins that may use the service-role key, besides
                      the site's dev and preview ones (http://127.0.0.1:5173, :4173, localhost)`;

/** What the command line asks for. */
export type CliRequest = { help: true } | { help: false; options: LocalStackOptions };

/** Parses the command line and environment; throws an Error with a usage hint on bad input. */
export function parseCli(argv: readonly string[], env: NodeJS.ProcessEnv, cwd: string): CliRequest {
  const options: LocalStackOptions = {};
  let port = gatewayPort(env);
  const dataDirFromEnv = env.LOCAL_STACK_DATA_DIR;
  if (dataDirFromEnv) options.dataDir = absolute(dataDirFromEnv, cwd);
  if (env.DATABASE_URL) options.databaseUrl = env.DATABASE_URL;
  if (env.LOCAL_STACK_NO_VOICE_KEY === '1' || env.LOCAL_STACK_NO_VOICE_KEY === 'true') {
    options.withoutVoiceKey = true;
  }
  if (env.LOCAL_STACK_SITE_ORIGINS) options.siteOrigins = siteOrigins(env.LOCAL_STACK_SITE_ORIGINS);

  const args = [...argv];
  while (args.length > 0) {
    const arg = args.shift() as string;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? splitOnce(arg) : [arg, undefined];
    const value = () => {
      const next = inline ?? args.shift();
      if (next === undefined || next.startsWith('--')) throw new Error(`${flag} needs a value.`);
      return next;
    };
    switch (flag) {
      case '-h':
      case '--help':
        return { help: true };
      case '--port': {
        const given = value();
        // 0 lets the system pick a free port; the banner prints the one in use.
        port = given === '0' ? 0 : gatewayPort({ LOCAL_STACK_PORT: given });
        break;
      }
      case '--memory':
        options.memory = true;
        break;
      case '--data-dir':
        options.dataDir = absolute(value(), cwd);
        break;
      case '--no-voice-key':
        options.withoutVoiceKey = true;
        break;
      case '--project':
        options.supabaseDir = absolute(value(), cwd);
        break;
      case '--watch':
        options.watchFunctions = true;
        break;
      case '--verbose':
        options.verbose = true;
        break;
      case '--':
        break;
      default:
        throw new Error(`Unknown option ${arg}. Run with --help for the options.`);
    }
  }
  if (options.memory && options.dataDir && !dataDirFromEnv) {
    throw new Error('--memory and --data-dir exclude each other: choose one.');
  }
  options.port = port;
  return { help: false, options };
}

/** Parses LOCAL_STACK_SITE_ORIGINS, refusing anything that is not a bare http(s) origin. */
function siteOrigins(list: string): string[] {
  return list
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
    .map((entry) => {
      let origin: string | undefined;
      try {
        origin = new URL(entry).origin;
      } catch {
        origin = undefined;
      }
      if (!origin || origin === 'null' || origin !== entry.replace(/\/$/, '')) {
        throw new Error(
          `LOCAL_STACK_SITE_ORIGINS must list origins such as http://127.0.0.1:5240, got "${entry}".`,
        );
      }
      return origin;
    });
}

function splitOnce(arg: string): [string, string] {
  const at = arg.indexOf('=');
  return [arg.slice(0, at), arg.slice(at + 1)];
}

function absolute(path: string, cwd: string): string {
  return isAbsolute(path) ? path : resolve(cwd, path);
}
