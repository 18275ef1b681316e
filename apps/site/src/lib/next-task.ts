/**
 * Resolves in a later task of the main thread, so the browser can paint and answer input between
 * two pieces of start-up work instead of running them as one long task. Uses the browser's
 * `scheduler.yield()` where it has one (the continuation keeps its place ahead of other queued
 * tasks), and a zero-delay timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
