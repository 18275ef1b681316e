// Runs a command against a throw-away PostgreSQL cluster: starts one from Debian's server programs
// on a free loopback port, runs the command with DATABASE_URL set to its superuser URL, then stops
// the cluster and deletes its folder, whatever happens (the command fails, Ctrl-C, SIGTERM; even
// if this process is killed, the kernel stops the server: see tiedCommand).
//
// Usage: tsx scripts/with-postgres.ts <command> [args…]   (e.g. `vitest run`)
import { spawn } from 'node:child_process';
import { tiedCommand } from '../src/child-process';
import { startPostgresServer } from '../src/testing/postgres-server';

const [command, ...args] = process.argv.slice(2);
if (!command) {
  console.error('usage: with-postgres <command> [args…]');
  process.exit(2);
}

/** Grace for the command to end after a signal before it is killed. */
const COMMAND_GRACE_MS = 10_000;

let server: Awaited<ReturnType<typeof startPostgresServer>> | undefined;
let exitCode = 1;
let interrupted: NodeJS.Signals | undefined;

const finish = async () => {
  try {
    await server?.stop();
  } catch (error) {
    console.error(`✖ stopping PostgreSQL failed: ${(error as Error).message}`);
    exitCode ||= 1;
  }
  process.exit(exitCode);
};

// Until the command runs, a signal ends the start; once it runs, the command ends first.
let onSignal: (signal: NodeJS.Signals) => void = (signal) => {
  interrupted = signal;
};
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => onSignal(signal));
}

try {
  server = await startPostgresServer();
} catch (error) {
  console.error(`✖ could not start a PostgreSQL cluster: ${(error as Error).message}`);
  process.exit(1);
}
if (interrupted) await finish();
console.log(
  `→ PostgreSQL ${server.version}: throw-away cluster on 127.0.0.1:${server.port} (pid ${server.pid}); running ${[command, ...args].join(' ')} with DATABASE_URL`,
);

const [file, fileArgs] = tiedCommand(command, args);
const child = spawn(file, fileArgs, {
  stdio: 'inherit',
  env: { ...process.env, DATABASE_URL: server.url },
});
onSignal = (signal) => {
  // A terminal's Ctrl-C reaches the command too; forwarding makes SIGTERM from a parent do so.
  interrupted = signal;
  child.kill(signal);
  setTimeout(() => child.kill('SIGKILL'), COMMAND_GRACE_MS).unref();
};
child.once('error', (error) => {
  console.error(`✖ could not run ${command}: ${error.message}`);
  exitCode = 127;
  void finish();
});
child.once('exit', (code, signal) => {
  exitCode = interrupted ? 130 : (code ?? (signal ? 1 : 0));
  void finish();
});
