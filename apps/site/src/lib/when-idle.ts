/** When background work runs: in the main thread's idle time, so it never holds up the page. */

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** The longest `whenIdle` waits for an idle moment, by default, before it runs the task anyway. */
export const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `task` in the main thread's next idle period (at the latest after `timeoutMs`), or after
 * `fallbackMs` where the browser has no idle callbacks. Returns the cancel.
 */
export function whenIdle(
  task: () => void,
  win: IdleWindow = window,
  { timeoutMs = IDLE_TIMEOUT_MS, fallbackMs = 0 } = {},
): () => void {
  if (win.requestIdleCallback) {
    const handle = win.requestIdleCallback(task, { timeout: timeoutMs });
    return () => win.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(task, fallbackMs);
  return () => clearTimeout(timer);
}

/**
 * Runs `task` once the page has loaded and the main thread is idle (at the latest 4 s later; 1 s
 * later where there are no idle callbacks), so background work never competes with loading.
 * Returns the cancel.
 */
export function whenPageIdle(task: () => void, win: IdleWindow = window): () => void {
  let cancel = () => {};
  const schedule = () => {
    cancel = whenIdle(task, win, { timeoutMs: 4_000, fallbackMs: 1_000 });
  };
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', schedule, { once: true });
  return () => {
    win.removeEventListener('load', schedule);
    cancel();
  };
}
