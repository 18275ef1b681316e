import { createHash, randomUUID } from 'node:crypto';
import { linkSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The lock file's name in the data folder. */
const LOCK_NAME = 'stack.pid';

/** Lock files this process holds, so a second stack in the same process is refused too. */
const held = new Set<string>();

/** How long to keep trying when other stacks keep taking, releasing or clearing the lock. */
const TRY_FOR_MS = 5_000;

/** Pause before looking again while another stack clears a stale lock. */
const BUSY_PAUSE_MS = 10;

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * Makes sure one stack at a time uses a data folder: two PGlite instances writing the same files
 * would corrupt them. The lock is `stack.pid`, created atomically: the pid is written to a file of
 * this process's own, which is then hard-linked to that name, and the link fails if the name
 * exists. Of several stacks started at once, exactly one gets it.
 *
 * A lock whose process no longer runs is stale. Only one stack may clear a given stale lock: it
 * first creates a claim file named after the stale content (atomically, so one claimant wins), then
 * checks that the lock still holds that same stale content and removes it. A live lock is never
 * moved or removed by another stack, so a stack that saw the stale lock late cannot take the
 * folder from the stack that won it. A claimant that died mid-claim leaves a claim naming a pid
 * that no longer runs; the next claimant then takes the next claim number.
 *
 * @returns a function that releases the lock.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = resolve(join(dataDir, LOCK_NAME));
  const deadline = Date.now() + TRY_FOR_MS;
  while (Date.now() < deadline) {
    if (create(file)) {
      held.add(file);
      return () => release(file);
    }
    const owner = readOwner(file);
    if (owner === 'gone') continue; // released or cleared in the meantime: try again
    if (owner.live) {
      throw new Error(
        `The data folder ${dataDir} is in use by another local stack (process ${owner.pid}). Stop it first, or use --data-dir <other folder> or --memory.`,
      );
    }
    // Stale: its process is gone (or the file is not a lock this code wrote).
    if (!clearStale(file, owner.text)) Atomics.wait(pause, 0, 0, BUSY_PAUSE_MS);
  }
  throw new Error(
    `Could not lock the data folder ${dataDir}: other local stacks keep taking it. Try again.`,
  );
}

/** Creates `file` holding `content`, or returns false if it already exists. */
function createExclusive(file: string, content: string): boolean {
  // Written in full under a name of our own first, so the shared name never shows a partial file.
  const mine = join(dirname(file), `.writing-${process.pid}-${randomUUID()}`);
  writeFileSync(mine, content);
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

/** Creates the lock file with this pid in it, or returns false if it already exists. */
function create(file: string): boolean {
  return createExclusive(file, String(process.pid));
}

type Owner = 'gone' | { text: string; pid: number | undefined; live: boolean };

/**
 * Who holds a lock file: 'gone' if there is none; otherwise its text and pid, and whether that
 * process runs. A lock naming this process but not held by it was left by an earlier process.
 */
function readOwner(file: string): Owner {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return 'gone';
  }
  const trimmed = text.trim();
  const number = Number(trimmed);
  const pid =
    /^\d+$/.test(trimmed) && Number.isSafeInteger(number) && number > 0 ? number : undefined;
  const live = pid !== undefined && (pid === process.pid ? held.has(file) : isRunning(pid));
  return { text, pid, live };
}

/**
 * The start of the names of the claim files on a stale lock with this content, in the lock's
 * folder: `stack.pid.clearing-<hash of the content>-<number>`.
 */
export function claimPrefix(staleText: string): string {
  const key = createHash('sha256').update(staleText).digest('hex').slice(0, 16);
  return `${LOCK_NAME}.clearing-${key}-`;
}

/**
 * Clears a stale lock whose content is `staleText`, if this process wins the claim on it.
 * Returns false when another running stack is clearing it right now.
 */
function clearStale(file: string, staleText: string): boolean {
  const dir = dirname(file);
  const prefix = claimPrefix(staleText);
  for (let number = 1; ; number++) {
    const claim = join(dir, `${prefix}${number}`);
    if (!createExclusive(claim, String(process.pid))) {
      const claimant = readOwner(claim);
      if (claimant === 'gone') return true; // cleared and tidied meanwhile: look again
      if (claimant.live) return false; // a running stack is clearing it
      continue; // its claimant died mid-claim: take the next number
    }
    // Ours. Nothing but a claimant can remove a stale lock, and creating one fails while it
    // exists, so if it still holds the same stale content it is the one we saw, and stays so.
    const now = readOwner(file);
    if (now !== 'gone' && now.text === staleText && !now.live) rmSync(file, { force: true });
    // Tidy: claims whose claimant died, then ours last, so that while we tidy nobody can claim a
    // number above a running claimant's. A running claimant's claim stays.
    for (const name of readdirSync(dir)) {
      if (!name.startsWith(prefix) || !/^\d+$/.test(name.slice(prefix.length))) continue;
      const left = join(dir, name);
      if (left === claim) continue;
      const claimant = readOwner(left);
      if (claimant !== 'gone' && !claimant.live) rmSync(left, { force: true });
    }
    rmSync(claim, { force: true });
    return true;
  }
}

/** Releases the lock, unless it no longer names this process. */
function release(file: string): void {
  if (!held.delete(file)) return;
  const owner = readOwner(file);
  if (owner !== 'gone' && owner.pid === process.pid) rmSync(file, { force: true });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
