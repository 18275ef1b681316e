import { WebCallError } from './errors';

/**
 * daily-js allows one call object per page unless the new one is created with
 * `allowMultipleCallInstances`, and a destroyed object frees the page only once its `destroy()`
 * has resolved. Every client of this module that uses the same transport factory (so the same
 * daily-js) shares one registry, to take turns instead of colliding.
 */

/** A call object of the page, from the moment it is claimed until it is destroyed. */
export interface PageSlot {
  /** For a start or a call (`true`), or a preload that another client's start may give up. */
  live: boolean;
  /** Set once `close()` is called: the call object is being destroyed. */
  closing?: Promise<void>;
  /**
   * Destroys the call object (idempotent: for a slot already closing, the same promise); resolves
   * once it is gone and the page is free of it.
   */
  close(): Promise<unknown>;
}

/** daily-js's refusal of a second call object on the page (simulated transports say the same). */
export const DUPLICATE_CALL = 'Duplicate DailyIframe instances are not allowed';

/** Why a start cannot have the page. */
export const ANOTHER_CALL_LIVE = 'Another call is live on this page.';

/** The error of a start refused because another call holds the page. */
export const anotherCallLive = (cause?: unknown) =>
  new WebCallError('daily-call-object-creation-error', ANOTHER_CALL_LIVE, { cause });

const pages = new WeakMap<object, Set<PageSlot>>();

/**
 * Waits until `slot` may have a call object on the page of `factory`, and records it there. Call
 * objects being destroyed are waited for; other clients' idle (preloaded) ones are given up; a
 * live call refuses a start with {@link ANOTHER_CALL_LIVE}. A slot that is itself idle (a preload)
 * never displaces anything: it gets `undefined` while the page is taken. With `multiple`
 * (`allowMultipleCallInstances`) daily-js allows the object whatever the page holds.
 *
 * @returns the function that frees the page again, or `undefined` when a preload yields.
 */
export async function claimPage(
  factory: object,
  slot: PageSlot,
  multiple: boolean,
): Promise<(() => void) | undefined> {
  const page = pages.get(factory) ?? new Set<PageSlot>();
  pages.set(factory, page);
  while (!multiple && page.size) {
    const others = [...page];
    // A preload yields to any call object that is not on its way out.
    if (!slot.live && others.some((other) => !other.closing)) {
      return undefined;
    }
    if (others.some((other) => other.live && !other.closing)) throw anotherCallLive();
    // Only idle and closing slots are left: give up the first, wait for the second.
    await Promise.all(others.map((other) => other.close()));
  }
  page.add(slot);
  return () => page.delete(slot);
}
