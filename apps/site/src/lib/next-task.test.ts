import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './next-task';

/** Start-up work is split into tasks, so none of them is a long task. */
describe('nextTask', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('resolves only after the current task and its microtasks, in a task of its own', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const order: string[] = [];
    const done = nextTask().then(() => order.push('next task'));
    await Promise.resolve().then(() => order.push('microtask'));
    expect(order).toEqual(['microtask']);
    await vi.advanceTimersByTimeAsync(0);
    await done;
    expect(order).toEqual(['microtask', 'next task']);
  });

  it("uses the browser's scheduler.yield() where there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});
