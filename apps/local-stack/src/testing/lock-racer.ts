// One of several processes racing for the same data-folder lock, for data-lock.test.ts.
// Usage: lock-racer.ts <dataDir> <rounds> <roundMs>; prints "ready", then reads the start time
// (ms since the epoch) on stdin. Round r starts at start + r * roundMs: every racer tries to lock
// at that moment; the winner holds the lock until near the end of the round and then leaves it
// behind as a crashed stack would (the pid of a process that no longer runs), so every round but
// the first starts from a stale lock. Prints one JSON line per attempt, with the time span in
// which a winner surely held the lock.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lockDataDir } from '../data-lock';

const [dataDir = '', rounds = '0', roundMs = '0'] = process.argv.slice(2);
const DEAD_PID = 2_147_483_646;
const pause = new Int32Array(new SharedArrayBuffer(4));
/** Wall-clock milliseconds with sub-millisecond precision, comparable across the racers. */
const now = () => performance.timeOrigin + performance.now();

/** Sleeps until just before `at`, then spins: a timer alone would start racers ms apart. */
const waitUntil = (at: number) => {
  const sleep = at - Date.now() - 15;
  if (sleep > 0) Atomics.wait(pause, 0, 0, sleep);
  while (Date.now() < at) {
    // spin
  }
};

console.log('ready');
process.stdin.once('data', (chunk) => {
  const startAt = Number(chunk.toString().trim());
  for (let round = 0; round < Number(rounds); round++) {
    const roundStart = startAt + round * Number(roundMs);
    waitUntil(roundStart);
    const at = Date.now() - roundStart;
    let won = false;
    try {
      lockDataDir(dataDir);
      won = true;
    } catch (error) {
      if (!/in use by another local stack/.test((error as Error).message)) throw error;
    }
    // The hold, measured inside the real one: taken before `from`, still held at `to`.
    const from = now();
    let to = from;
    if (won) {
      waitUntil(roundStart + Number(roundMs) * 0.8);
      to = now();
      writeFileSync(join(dataDir, 'stack.pid'), String(DEAD_PID));
    }
    console.log(JSON.stringify({ round, won, at, from, to }));
  }
  process.exit(0);
});
