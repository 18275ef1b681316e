// One of several processes racing for the same data-folder lock, for data-lock.test.ts.
// Usage: lock-racer.ts <dataDir> <startAtMs> <rounds> <roundMs>
// Each round starts at startAtMs + round * roundMs. Every racer tries to lock at the start of the
// round; the winner holds the lock until near the end of the round and then leaves it behind as a
// crashed stack would (the pid of a process that no longer runs), so every round but the first
// starts from a stale lock. Prints one JSON line per attempt.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lockDataDir } from '../data-lock';

const [dataDir = '', startAt = '0', rounds = '0', roundMs = '0'] = process.argv.slice(2);
const DEAD_PID = 2_147_483_646;

const spinUntil = (at: number) => {
  while (Date.now() < at) {
    // Busy-wait: a timer would start the racers milliseconds apart.
  }
};

for (let round = 0; round < Number(rounds); round++) {
  const roundStart = Number(startAt) + round * Number(roundMs);
  spinUntil(roundStart);
  const at = Date.now() - roundStart;
  let won = false;
  try {
    lockDataDir(dataDir);
    won = true;
  } catch (error) {
    if (!/in use by another local stack/.test((error as Error).message)) throw error;
  }
  console.log(JSON.stringify({ round, won, at }));
  if (won) {
    spinUntil(roundStart + Number(roundMs) * 0.8);
    writeFileSync(join(dataDir, 'stack.pid'), String(DEAD_PID));
  }
}
