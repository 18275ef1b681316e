import { useEffect } from 'react';
import { type LocationStore, visitorLocationStore } from './location-store';

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * Schedules `task` after the page has loaded and the main thread is idle, so background work never
 * competes with the first paint. Returns a cancel function.
 */
export function whenPageIdle(task: () => void, win: IdleWindow = window): () => void {
  let idleHandle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (win.requestIdleCallback) idleHandle = win.requestIdleCallback(task, { timeout: 4_000 });
    else timer = setTimeout(task, 1_000);
  };
  const onLoad = () => schedule();
  if (win.document.readyState === 'complete') schedule();
  else win.addEventListener('load', onLoad, { once: true });
  return () => {
    win.removeEventListener('load', onLoad);
    if (idleHandle !== undefined) win.cancelIdleCallback?.(idleHandle);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Runs the background location lookup once (SPEC §3, §7). Renders nothing; mount it once in the
 * app root.
 */
export function LocationProbe({ store = visitorLocationStore }: { store?: LocationStore }) {
  useEffect(() => whenPageIdle(() => void store.load()), [store]);
  return null;
}
