// One stack per data folder: two PGlite instances writing the same files would corrupt them.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimPrefix, lockDataDir } from './data-lock';

const folders: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), 'local-stack-lock-'));
  folders.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('writes this process id and removes it on release', () => {
    const dir = fresh();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'stack.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a folder held by another running process, naming it', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'stack.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`in use by another local stack \\(process ${process.ppid}\\)`),
    );
    expect(readFileSync(join(dir, 'stack.pid'), 'utf8')).toBe(String(process.ppid));
  });

  it('refuses a second stack in this same process', () => {
    const dir = fresh();
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(/in use by another local stack/);
    release();
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that no longer runs, or one that is not a pid', () => {
    for (const content of ['2147483646', '', 'garbage', String(process.pid)]) {
      const dir = fresh();
      // Our own pid, but not held by this process: left by an earlier process that had it.
      writeFileSync(join(dir, 'stack.pid'), content);
      const release = lockDataDir(dir);
      expect(readFileSync(join(dir, 'stack.pid'), 'utf8')).toBe(String(process.pid));
      release();
      expect(readdirSync(dir)).toEqual([]);
    }
  });

  it('clears a stale lock even when an earlier stack died while clearing it', () => {
    const dir = fresh();
    const stale = '2147483646';
    writeFileSync(join(dir, 'stack.pid'), stale);
    // The claim a stack takes before it removes a stale lock, left by a process that died.
    writeFileSync(join(dir, `${claimPrefix(stale)}1`), '2147483645');
    const release = lockDataDir(dir);
    expect(readdirSync(dir)).toEqual(['stack.pid']);
    expect(readFileSync(join(dir, 'stack.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(readdirSync(dir)).toEqual([]);
  });

  it('waits while a running stack clears the stale lock, and never removes a live one', () => {
    const dir = fresh();
    const stale = '2147483646';
    writeFileSync(join(dir, 'stack.pid'), stale);
    // A running process holds the claim and never finishes: the stale lock is its to clear.
    writeFileSync(join(dir, `${claimPrefix(stale)}1`), String(process.ppid));
    const started = Date.now();
    expect(() => lockDataDir(dir)).toThrow(/other local stacks keep taking it/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_000);
    expect(readFileSync(join(dir, 'stack.pid'), 'utf8')).toBe(stale);
  }, 20_000);

  it('leaves a lock that names another process alone on release', () => {
    const dir = fresh();
    const release = lockDataDir(dir);
    writeFileSync(join(dir, 'stack.pid'), String(process.ppid));
    release();
    expect(readFileSync(join(dir, 'stack.pid'), 'utf8')).toBe(String(process.ppid));
  });

  it('gives the folder to exactly one of several stacks starting at the same moment, stale lock or not', async () => {
    const dir = fresh();
    const racers = 4;
    const rounds = 12;
    const roundMs = 250;
    const children = Array.from({ length: racers }, () =>
      spawn(
        process.execPath,
        [
          '--import',
          'tsx',
          join(__dirname, 'testing', 'lock-racer.ts'),
          dir,
          String(rounds),
          String(roundMs),
        ],
        { stdio: ['pipe', 'pipe', 'inherit'] },
      ),
    );
    const outputs = children.map((child) => {
      let out = '';
      const ready = new Promise<void>((resolve) => {
        child.stdout.on('data', (chunk) => {
          out += chunk;
          if (out.startsWith('ready\n')) resolve();
        });
      });
      const done = new Promise<string>((resolve, reject) =>
        child.once('exit', (code) =>
          code === 0
            ? resolve(out.slice('ready\n'.length))
            : reject(new Error(`racer exited ${code}`)),
        ),
      );
      return { child, ready, done };
    });
    // Every racer has started (Node and tsx take a while on a busy machine); then one start time.
    await Promise.all(outputs.map((racer) => racer.ready));
    const startAt = Date.now() + 300;
    for (const { child } of outputs) child.stdin.write(`${startAt}\n`);
    const results = await Promise.all(outputs.map((racer) => racer.done));
    const attempts = results
      .flatMap((out) => out.trim().split('\n'))
      .map(
        (line) =>
          JSON.parse(line) as { round: number; won: boolean; at: number; from: number; to: number },
      );
    expect(attempts).toHaveLength(racers * rounds);
    // Never two holders at once: the spans in which each winner surely held the lock are disjoint.
    // (A racer the machine held back may win late in a round, after that round's winner left its
    // lock behind as a crashed stack: that is a fair win, and its span does not overlap.)
    const holds = attempts.filter((a) => a.won).sort((a, b) => a.from - b.from);
    for (let i = 1; i < holds.length; i++) {
      const [before, after] = [holds[i - 1], holds[i]];
      expect(
        after?.from,
        `hold in round ${after?.round} began while another was held`,
      ).toBeGreaterThan(before?.to ?? 0);
    }
    // A racer that started late proves nothing about a simultaneous start: count on-time ones.
    const onTime = attempts.filter((attempt) => attempt.at < roundMs * 0.5);
    const roundsWithAWinner = new Set(onTime.filter((a) => a.won).map((a) => a.round));
    expect(roundsWithAWinner.size).toBeGreaterThan(rounds / 2);
  }, 60_000);
});
