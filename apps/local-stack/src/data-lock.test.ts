// One stack per data folder: two PGlite instances writing the same files would corrupt them.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-lock';

const fresh = () => mkdtempSync(join(tmpdir(), 'local-stack-lock-'));

describe('lockDataDir', () => {
  it('writes this process id and removes it on release', () => {
    const dir = fresh();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'stack.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(() => readFileSync(join(dir, 'stack.pid'))).toThrow();
  });

  it('refuses a folder held by another running process, naming it', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'stack.pid'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(
      new RegExp(`in use by another local stack \\(process ${process.ppid}\\)`),
    );
  });

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'stack.pid'), '2147483646');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'stack.pid'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
