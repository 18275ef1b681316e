import { readdirSync, readFileSync } from 'node:fs';

/** The state letter and parent pid of a process, from /proc/<pid>/stat (Linux). */
function stat(pid: number): { state: string; ppid: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name sits in parentheses and may itself hold spaces or parentheses.
    const [state = '', ppid = '0'] = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state, ppid: Number(ppid) };
  } catch {
    return undefined;
  }
}

/** Whether `pid` runs; a zombie (ended, not yet reaped by its parent) does not. */
export function isRunning(pid: number): boolean {
  const info = stat(pid);
  return info !== undefined && info.state !== 'Z' && info.state !== 'X';
}

/** Every running descendant of `pid`: its children, their children, and so on. */
export function descendants(pid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const child = Number(entry);
    if (!Number.isInteger(child)) continue;
    const info = stat(child);
    if (!info || info.state === 'Z') continue;
    children.set(info.ppid, [...(children.get(info.ppid) ?? []), child]);
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length > 0) {
    for (const child of children.get(queue.shift() as number) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

/** Waits until none of `pids` runs; resolves with those still running after `timeoutMs`. */
export async function survivors(pids: readonly number[], timeoutMs = 10_000): Promise<number[]> {
  const deadline = Date.now() + timeoutMs;
  let alive = pids.filter(isRunning);
  while (alive.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    alive = alive.filter(isRunning);
  }
  return alive;
}
