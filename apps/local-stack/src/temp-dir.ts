import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Folders made by {@link makeTempDir} and not removed yet. */
const made = new Set<string>();
let exitHookInstalled = false;

/**
 * A private folder (mode 0700) under the system's temp folder, removed by `remove()` or, failing
 * that, when this process exits (a crash, `process.exit` on a second Ctrl-C): stacks that end
 * abruptly leave no sockets or clusters behind.
 */
export function makeTempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  made.add(path);
  if (!exitHookInstalled) {
    exitHookInstalled = true;
    process.on('exit', () => {
      for (const dir of made) rmSync(dir, { recursive: true, force: true });
    });
  }
  return {
    path,
    remove() {
      made.delete(path);
      rmSync(path, { recursive: true, force: true });
    },
  };
}
