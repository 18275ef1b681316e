/**
 * One tab of the browser holds a kept call at a time (docs/requirements.md#one-tab-per-call): the
 * tab that has the call holds a Web Lock named after it while the call lives there, and lets it go
 * when the call ends or the page goes away (`pagehide`), so the page a reload brings gets it. A
 * duplicated tab, whose `sessionStorage` is a copy, finds the lock held and does not join. Where
 * the browser has no Web Locks (an older browser, a page that is not a secure context), the tab
 * that has the call answers the others' question on a `BroadcastChannel` of the same name. Loaded
 * by resume's keeper, as a chunk of its own.
 */
import type { ReconnectCall } from '@org/web-call';

/** How long a tab without Web Locks waits for another tab to say that it has the call. */
export const ASK_WAIT_MS = 400;

/** What the tabs say on a call's channel (without Web Locks). */
interface Said {
  /** Does a tab have this call? */
  ask?: true;
  /** This tab has it. */
  here?: true;
}

/** This tab's hold on one call. */
export interface TabHold {
  /** Holds the call unless another tab does; resolves whether this tab holds it. */
  claim(): Promise<boolean>;
  /** Holds the call at once (a call this tab started). */
  hold(): void;
  /** Lets the call go: it ended here, or the page goes away. */
  release(): void;
}

/** The name of the call's Web Lock and channel. */
export const holdName = (id: string): string => `@org/web-call:call:${id}`;

/** This tab's hold on the call `id`. */
export function tabHold(id: string): TabHold {
  const name = holdName(id);
  const { locks } = navigator;
  const channel =
    !locks && typeof BroadcastChannel === 'function' ? new BroadcastChannel(name) : null;
  // Set while this tab holds the call: lets its Web Lock go.
  let unlock: (() => void) | undefined;
  /** Starts holding; the promise the Web Lock is held by. */
  const held = () => new Promise<void>((resolve) => (unlock = resolve));
  channel?.addEventListener('message', ({ data }: MessageEvent<Said>) => {
    if (data?.ask && unlock) channel.postMessage({ here: true } satisfies Said);
  });
  return {
    claim() {
      return new Promise<boolean>((resolve) => {
        if (locks) {
          locks
            .request(name, { ifAvailable: true }, (lock) => {
              resolve(!!lock);
              return lock && held();
            })
            // No lock can be had here (an opaque origin): this tab is the only judge.
            .catch(() => resolve(true));
          return;
        }
        const timer = setTimeout(() => {
          held();
          resolve(true);
        }, ASK_WAIT_MS);
        channel?.addEventListener('message', ({ data }: MessageEvent<Said>) => {
          if (!data?.here) return;
          clearTimeout(timer);
          resolve(false);
        });
        channel?.postMessage({ ask: true } satisfies Said);
      });
    },
    hold() {
      if (locks) locks.request(name, held).catch(() => {});
      else held();
    },
    release() {
      unlock?.();
      unlock = undefined;
      channel?.close();
    },
  };
}

/** This tab's hold on the call its keeper keeps, one call at a time. */
export interface TabOwner {
  /** Holds a call started in this tab. */
  hold(call: ReconnectCall): void;
  /** Holds a kept call unless another tab has it; resolves whether this tab holds it. */
  claim(call: ReconnectCall): Promise<boolean>;
  /** Lets the call go. */
  release(): void;
}

/** The hold on whatever call resume's keeper keeps. */
export function tabOwner(): TabOwner {
  let hold: TabHold | undefined;
  const on = (call: ReconnectCall) => {
    hold?.release();
    hold = tabHold(call.id ?? call.webCallUrl);
    return hold;
  };
  const owner: TabOwner = {
    hold: (call) => on(call).hold(),
    async claim(call) {
      const mine = await on(call).claim();
      if (!mine) owner.release();
      return mine;
    },
    release() {
      hold?.release();
      hold = undefined;
    },
  };
  return owner;
}
