/** Does nothing: for promises whose outcome is ignored, and handlers not yet set. */
export const noop = (): void => {};

/** Reports what the page should know about but that breaks nothing, on the console. */
export const warn = (...details: unknown[]): void => console.warn('[web-call]', ...details);

/** The current time as an ISO string, for event payloads. */
export const timestamp = (): string => new Date().toISOString();

/**
 * True on phones and tablets, judged from the user agent (false where there is no navigator).
 * `@vapi-ai/web`'s list, less its `iemobile`: `mobile` matches it already.
 */
export function isMobileDevice(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    /android|iphone|ipad|ipod|blackberry|bada|mobile/i.test(navigator.userAgent ?? '')
  );
}

/** Resolves `value` after `ms`, with a handle to cancel the timer so nothing outlives the caller. */
export function delay<T>(ms: number, value: T): { promise: Promise<T>; cancel: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const promise = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(value), ms);
  });
  return { promise, cancel: () => clearTimeout(timer) };
}

/**
 * Settles like `promise`, or rejects with `onTimeout()` after `ms` (0: no limit). The timer is
 * always cleared, so a settled race leaves nothing behind.
 */
export function withTimeout<T>(
  promise: Promise<T>,
  ms: number,
  onTimeout: () => Error,
): Promise<T> {
  if (!(ms > 0)) return promise;
  const timer = delay(ms, 0);
  return Promise.race([
    promise,
    timer.promise.then(() => {
      throw onTimeout();
    }),
  ]).finally(timer.cancel);
}

/** Waits for `promise` (its outcome ignored), but never longer than `ms`. */
export function within(promise: Promise<unknown>, ms: number): Promise<unknown> {
  return withTimeout(promise, ms, Error).catch(noop);
}
