import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { ToastInput } from './toaster';

/**
 * The toaster, loaded on demand. sonner is ~10 KB of gzip that a first visit does not need, so
 * `<DeferredToaster />` renders nothing until the first `toast()` call (or `preloadToaster()`),
 * then loads the real `<Toaster />` and shows the queued toasts. Same looks and limits
 * (docs/requirements.md#site-constants).
 */
let queue: ToastInput[] = [];
let wanted = false;
let deliver: ((input: ToastInput) => void) | null = null;
const listeners = new Set<() => void>();

const loadToaster = () => import('./toaster');

function want() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** Starts loading the toaster now (e.g. when a form mounts) so the first toast is instant. */
export function preloadToaster(): void {
  want();
  void loadToaster();
}

/**
 * Shows a toast; before the toaster has loaded it is queued and shown as soon as it has.
 *
 * @example
 * toast({ title: 'Success!', description: 'Saved.' });
 */
export function toast(input: ToastInput): void {
  if (deliver) {
    deliver(input);
    return;
  }
  queue.push(input);
  want();
}

const LoadedToaster = lazy(() =>
  loadToaster().then((module) => ({
    default: function LoadedToaster() {
      // Children's effects run first, so sonner's Toaster is subscribed by now.
      useEffect(() => {
        deliver = (input) => {
          module.toast(input);
        };
        const pending = queue;
        queue = [];
        for (const input of pending) deliver(input);
        return () => {
          deliver = null;
        };
      }, []);
      return <module.Toaster />;
    },
  })),
);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Mount once near the root, in place of `<Toaster />`. */
export function DeferredToaster() {
  const active = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <LoadedToaster />
    </Suspense>
  );
}
