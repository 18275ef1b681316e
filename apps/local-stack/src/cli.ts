// The `start` command: runs the local stack until Ctrl-C / SIGTERM. See USAGE in cli-options.ts.
import { PLATFORM_ROUTES } from '@org/api-client/simulator';
import { parseCli, USAGE } from './cli-options';
import { type LocalStack, startLocalStack } from './stack';

function banner(stack: LocalStack): string {
  const { kind, location, version } = stack.database;
  const db =
    kind === 'pglite-memory'
      ? `PGlite (Postgres ${version}), in memory`
      : kind === 'pglite-disk'
        ? `PGlite (Postgres ${version}), data in ${location}`
        : `Postgres ${version} at ${location}`;
  return [
    '',
    `Local stack ready (${db})`,
    `  API URL (Supabase)   ${stack.url}`,
    `  REST                 ${stack.restUrl}`,
    `  Functions            ${stack.functionsUrl}`,
    `  Voice platform       ${stack.url}  (simulated: all ${PLATFORM_ROUTES.length} routes)`,
    `  Health               ${stack.healthUrl}`,
    '',
    `  anon key             ${stack.anonKey}`,
    `  service_role key     ${stack.serviceRoleKey}`,
    `  JWT secret           ${stack.jwtSecret}`,
    `  voice public key     ${stack.voicePublicKey ?? '(not set: voice-config answers 500)'}`,
    '',
    '  These keys are fixed, public and local-only: never use them for a real project.',
    '  Ctrl-C stops the stack.',
    '',
  ].join('\n');
}

/** How long an orderly stop may take before the CLI stops everything at once. */
const STOP_TIMEOUT_MS = 30_000;

/**
 * Ends the process if the orderly stop hangs. Whatever still runs then is killed on the way out:
 * the stack's programs are tied to this process (see child-process.ts).
 */
function giveUpAfter(ms: number): void {
  setTimeout(() => {
    console.error(`Stopping took longer than ${ms / 1000} s; stopping immediately.`);
    process.exit(1);
  }, ms).unref();
}

async function main(): Promise<void> {
  let request: ReturnType<typeof parseCli>;
  try {
    request = parseCli(process.argv.slice(2), process.env, process.env.INIT_CWD ?? process.cwd());
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    process.exit(2);
  }
  if (request.help) {
    console.log(USAGE);
    return;
  }
  const { options } = request;
  const verbose = options.verbose === true;
  let stack: LocalStack | undefined;
  const starting = new AbortController();
  let stopping = false;
  let firstSignalAt = 0;
  const stop = async (code: number) => {
    if (stopping) {
      // Ctrl-C reaches every process of the terminal's group, and parents forward it too: the same
      // request often arrives twice at once. Only a signal sent later means "stop right now".
      if (Date.now() - firstSignalAt < 2_000) return;
      // Exiting kills the stack's programs (child-process.ts); PGlite's last writes may be lost.
      console.error('Stopping immediately (the database may not be closed cleanly).');
      process.exit(1);
    }
    stopping = true;
    firstSignalAt = Date.now();
    if (!stack) {
      // Still starting: cancel, and let the start clean up what it began (see below).
      starting.abort();
      return;
    }
    console.log('Stopping the local stack…');
    giveUpAfter(STOP_TIMEOUT_MS);
    await stack.stop();
    console.log('Local stack stopped.');
    process.exit(code);
  };
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
  process.on('SIGHUP', () => void stop(0));

  console.log('Starting the local stack…');
  try {
    stack = await startLocalStack({
      ...options,
      signal: starting.signal,
      log: (line) => {
        if (verbose || /error|fatal|panic|reload/i.test(line)) console.error(line);
      },
    });
  } catch (error) {
    if (starting.signal.aborted) {
      console.log('Start cancelled; everything started so far is stopped.');
      process.exit(0);
    }
    console.error(`✖ The local stack could not start: ${(error as Error).message}`);
    process.exit(1);
  }
  if (stack.appliedMigrations.length > 0) {
    console.log(`Applied migrations: ${stack.appliedMigrations.join(', ')}`);
  }
  console.log(banner(stack));
  const failure = await stack.failed;
  if (stopping) return;
  stopping = true;
  console.error(`✖ ${failure.message}`);
  giveUpAfter(STOP_TIMEOUT_MS);
  await stack.stop();
  process.exit(1);
}

void main();
