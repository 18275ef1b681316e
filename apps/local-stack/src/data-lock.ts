import { randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Lock files this process holds, so a second stack in the same process is refused too. */
const held = new Set<string>();

/** Attempts before giving up when other stacks keep taking and releasing the lock. */
const ATTEMPTS = 10;

/**
 * Makes sure one stack at a time uses a data folder: two PGlite instances writing the same files
 * would corrupt them. The lock is `stack.pid`, created atomically: the pid is written to a file of
 * this process's own, which is then hard-linked to that name, and the link fails if the name
 * exists. Of several stacks started at once, exactly one gets it. A lock whose process no longer
 * runs is stale: it is moved aside atomically (only one taker wins the move) and taken afresh.
 *
 * @returns a function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(join(dataDir, 'stack.pid'));
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    if (create(file)) {
      held.add(file);
      return () => release(file);
    }
    const owner = readOwner(file);
    if (owner === 'gone') continue; // released in the meantime: try again
    const ours = owner === process.pid && held.has(file);
    if (typeof owner === 'number' && (ours || (owner !== process.pid && isRunning(owner)))) {
      throw new Error(
        `The data folder ${dataDir} is in use by another local stack (process ${owner}). Stop it first, or use --data-dir <other folder> or --memory.`,
      );
    }
    // Stale: its process is gone (or the file is not a lock this code wrote).
    takeOver(file, owner);
  }
  throw new Error(
    `Could not lock the data folder ${dataDir}: other local stacks keep taking it. Try again.`,
  );
}

/** Creates the lock file with this pid in it, or returns false if it already exists. */
function create(file: string): boolean {
  const mine = `${file}.${process.pid}-${randomUUID()}`;
  writeFileSync(mine, String(process.pid));
  try {
    linkSync(mine, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(mine, { force: true });
  }
}

/** The pid in a lock file, 'gone' if there is none, 'garbage' if it holds something else. */
function readOwner(file: string): number | 'gone' | 'garbage' {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    return 'gone';
  }
  const pid = Number(text);
  return /^\d+$/.test(text) && Number.isSafeInteger(pid) && pid > 0 ? pid : 'garbage';
}

/**
 * Removes a stale lock. The rename is atomic, so of several takers one moves it; if what was
 * moved is a fresh lock another taker created meanwhile, it is put back.
 */
function takeOver(file: string, stale: number | 'garbage'): void {
  const aside = `${file}.stale-${process.pid}-${randomUUID()}`;
  try {
    renameSync(file, aside);
  } catch {
    return; // someone else moved or released it first
  }
  const moved = readOwner(aside);
  if (moved !== stale && typeof moved === 'number' && isRunning(moved)) {
    try {
      linkSync(aside, file);
    } catch {
      // A third stack has created it since: that one holds the folder now.
    }
  }
  rmSync(aside, { force: true });
}

/** Releases the lock, unless it no longer names this process. */
function release(file: string): void {
  if (!held.delete(file)) return;
  if (readOwner(file) === process.pid) rmSync(file, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
