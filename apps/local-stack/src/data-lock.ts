import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Makes sure one stack at a time uses a data folder: two PGlite instances writing the same files
 * would corrupt them. The lock is a pid file; a lock left by a process that no longer runs is taken
 * over.
 *
 * @returns a function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'stack.pid');
  let owner: number | undefined;
  try {
    owner = Number(readFileSync(file, 'utf8').trim());
  } catch {
    owner = undefined;
  }
  if (owner && owner !== process.pid && isRunning(owner)) {
    throw new Error(
      `The data folder ${dataDir} is in use by another local stack (process ${owner}). Stop it first, or use --data-dir <other folder> or --memory.`,
    );
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
