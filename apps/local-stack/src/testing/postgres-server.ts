import { execFileSync, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import postgres from 'postgres';
import { canTieChildren, startChild } from '../child-process';
import { makeTempDir } from '../temp-dir';
import { freePort } from './ports';

/** A throw-away PostgreSQL cluster from the machine's own packages (Debian's postgresql). */
export interface PostgresServer {
  /** The superuser's URL, with the password made for this cluster. */
  readonly url: string;
  /** The server's version, e.g. `15.18`. */
  readonly version: string;
  readonly port: number;
  /** The postmaster's process id. */
  readonly pid: number;
  /** Stops the server and deletes its folder. Safe to call twice. */
  stop(): Promise<void>;
}

/** Where Debian installs the server programs: /usr/lib/postgresql/<version>/bin. */
export const DEBIAN_POSTGRES_DIR = '/usr/lib/postgresql';

/** The bin folder of the newest installed server, if there is one. */
export function postgresBinDir(base = DEBIAN_POSTGRES_DIR): string | undefined {
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin', 'postgres')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

/**
 * PostgreSQL refuses to run as root. As root, the cluster belongs to the `postgres` system user
 * that Debian's package creates; otherwise to the current user.
 */
function clusterOwner(): { user: string; uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' });
  const uid = id('-u');
  if (uid.status !== 0) {
    throw new Error(
      'PostgreSQL cannot run as root, and there is no `postgres` user to run it as. Install ' +
        "Debian's postgresql package (it creates that user), or run as an unprivileged user.",
    );
  }
  return { user: 'postgres', uid: Number(uid.stdout.trim()), gid: Number(id('-g').stdout.trim()) };
}

/** Whether {@link startPostgresServer} can work on this machine. */
export function canRunPostgres(): boolean {
  if (!postgresBinDir()) return false;
  try {
    return clusterOwner() === undefined || canTieChildren;
  } catch {
    return false;
  }
}

/**
 * Creates a cluster in a temporary folder and starts it on a free loopback port: TCP on 127.0.0.1
 * only (no unix socket), password authentication with a password made for this cluster. The
 * server is a child of this process, tied to it (it gets SIGINT, a fast shutdown, if this process
 * dies), and {@link PostgresServer.stop} removes everything.
 */
export async function startPostgresServer(
  options: { log?: (line: string) => void } = {},
): Promise<PostgresServer> {
  const bin = postgresBinDir();
  if (!bin) {
    throw new Error(
      `No PostgreSQL server programs under ${DEBIAN_POSTGRES_DIR}: install Debian's postgresql package.`,
    );
  }
  const owner = clusterOwner();
  const folder = makeTempDir('local-stack-pg-');
  const dir = folder.path;
  const removeDir = () => folder.remove();
  try {
    if (owner) chownSync(dir, owner.uid, owner.gid);
    const password = randomBytes(18).toString('base64url');
    const passwordFile = join(dir, 'password');
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
    if (owner) chownSync(passwordFile, owner.uid, owner.gid);
    const dataDir = join(dir, 'data');
    const asOwner = owner ? ['runuser', '-u', owner.user, '--'] : [];
    const [command = '', ...args] = [
      ...asOwner,
      join(bin, 'initdb'),
      '--pgdata',
      dataDir,
      '--username',
      'postgres',
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--no-sync',
    ];
    execFileSync(command, args, { stdio: 'pipe' });
    rmSync(passwordFile);

    // A port that was free a moment ago may be taken by the time the server binds: try a few.
    for (let attempt = 1; ; attempt++) {
      const port = await freePort();
      try {
        return await launch({ bin, dataDir, port, password, owner, removeDir, log: options.log });
      } catch (error) {
        if (attempt >= 3 || !/could not bind|Address already in use/i.test(String(error))) {
          throw error;
        }
      }
    }
  } catch (error) {
    removeDir();
    throw error;
  }
}

interface LaunchOptions {
  bin: string;
  dataDir: string;
  port: number;
  password: string;
  owner: { user: string } | undefined;
  removeDir: () => void;
  log: ((line: string) => void) | undefined;
}

async function launch(options: LaunchOptions): Promise<PostgresServer> {
  const { port, password } = options;
  const server = startChild({
    name: 'PostgreSQL',
    command: join(options.bin, 'postgres'),
    args: [
      '-D',
      options.dataDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      // A throw-away cluster: durability to disk buys nothing, speed does.
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
      '-c',
      'full_page_writes=off',
      '-c',
      'max_connections=300',
    ],
    env: { PATH: process.env.PATH, LANG: 'C.UTF-8' },
    stopSignal: 'SIGINT',
    tie: { deathSignal: 'SIGINT', ...(options.owner ? { user: options.owner.user } : {}) },
    onLine: (line) => options.log?.(`[postgres] ${line}`),
  });
  const url = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= server.stop(15_000).finally(options.removeDir);
    return stopping;
  };
  try {
    const version = await waitForServer(url, server.exited);
    return { url, version, port, pid: server.process.pid as number, stop };
  } catch (error) {
    await server.stop(5_000);
    const output = server.recentOutput().trim();
    throw new Error(`${(error as Error).message}${output ? `\n${output}` : ''}`);
  }
}

/** Polls until the server takes a query; resolves with its version. */
async function waitForServer(url: string, exited: Promise<number | string>): Promise<string> {
  let ended: number | string | undefined;
  void exited.then((code) => {
    ended = code;
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (ended !== undefined) throw new Error(`PostgreSQL exited (${ended}) while starting.`);
    const sql = postgres(url, { max: 1, connect_timeout: 2, onnotice: () => {} });
    try {
      const [row] = await sql<{ server_version: string }[]>`show server_version`;
      return (row?.server_version ?? '').split(' ')[0] ?? '';
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await sql.end({ timeout: 1 });
    }
  }
  throw new Error('PostgreSQL did not accept connections within 60 s.');
}
