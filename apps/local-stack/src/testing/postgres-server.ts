import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throw-away Postgres server from the machine's own packages (Debian's postgresql). */
export interface PostgresServer {
  readonly url: string;
  stop(): void;
}

/** The folder of Debian's newest installed Postgres server programs, if there is one. */
export function postgresBinDir(): string | undefined {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return undefined;
  const versions = readdirSync(base)
    .filter((name) => existsSync(join(base, name, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : undefined;
}

/** Postgres refuses to run as root; as root, run it as the `postgres` system user. */
function asServerUser(): string[] {
  if (process.getuid?.() !== 0) return [];
  return spawnSync('id', ['postgres']).status === 0 ? ['runuser', '-u', 'postgres', '--'] : [];
}

/** Whether {@link startPostgresServer} can work on this machine. */
export function canRunPostgres(): boolean {
  return postgresBinDir() !== undefined && (process.getuid?.() !== 0 || asServerUser().length > 0);
}

/** Creates a cluster in a temporary folder and starts it on `port` (loopback, trust auth). */
export function startPostgresServer(port: number): PostgresServer {
  const bin = postgresBinDir();
  if (!bin) throw new Error('No Postgres server programs under /usr/lib/postgresql.');
  const dir = mkdtempSync(join(tmpdir(), 'local-stack-pg-'));
  const prefix = asServerUser();
  if (prefix.length > 0) {
    const ids = execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim();
    const gid = execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim();
    chownSync(dir, Number(ids), Number(gid));
  }
  const run = (program: string, args: string[]) => {
    const [command, ...rest] = [...prefix, join(bin, program), ...args];
    execFileSync(command as string, rest, { stdio: 'pipe' });
  };
  run('initdb', ['-D', join(dir, 'data'), '-U', 'postgres', '--auth=trust', '--no-sync']);
  run('pg_ctl', [
    '-D',
    join(dir, 'data'),
    '-l',
    join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', join(dir, 'data'), '-m', 'fast', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
