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

/**
 * Settles like `promise`, or after `ms` (0: no limit) as `onTimeout` does: with what it returns,
 * or rejected with what it throws. The timer is always cleared, so a settled race leaves nothing
 * behind.
 */
export function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => T): Promise<T> {
  if (!(ms > 0)) return promise;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
    }).then(onTimeout),
  ]).finally(() => clearTimeout(timer));
}
