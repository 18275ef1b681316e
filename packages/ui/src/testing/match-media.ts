/** A controllable `window.matchMedia` for jsdom, which has none. */
export type FakeMatchMedia = {
  /** Sets the viewport width that width queries are evaluated against and notifies listeners. */
  setWidth(width: number): void;
  /** Turns `prefers-reduced-motion: reduce` on or off and notifies listeners. */
  setReducedMotion(reduce: boolean): void;
  /** Restores the previous `matchMedia`. */
  restore(): void;
};

function evaluate(query: string, width: number, reduce: boolean): boolean {
  if (query.includes('prefers-reduced-motion')) return reduce === query.includes('reduce');
  const max = /max-width:\s*(\d+)px/.exec(query);
  const min = /min-width:\s*(\d+)px/.exec(query);
  if (max && width > Number(max[1])) return false;
  if (min && width < Number(min[1])) return false;
  return Boolean(max || min);
}

/**
 * Installs a fake `matchMedia` that understands `min-width`/`max-width` in px and
 * `prefers-reduced-motion`.
 *
 * @example
 * const media = installMatchMedia({ width: 390 });
 * media.setWidth(1280);
 */
export function installMatchMedia({ width = 1024, reduce = false } = {}): FakeMatchMedia {
  const previous = window.matchMedia;
  const lists = new Set<{ query: string; list: MediaQueryList; listeners: Set<() => void> }>();
  const state = { width, reduce };

  window.matchMedia = (query: string) => {
    const listeners = new Set<() => void>();
    const list = {
      media: query,
      get matches() {
        return evaluate(query, state.width, state.reduce);
      },
      onchange: null,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      addListener: (listener: () => void) => listeners.add(listener),
      removeListener: (listener: () => void) => listeners.delete(listener),
      dispatchEvent: () => true,
    } as unknown as MediaQueryList;
    lists.add({ query, list, listeners });
    return list;
  };

  const notify = () => {
    for (const entry of lists) for (const listener of entry.listeners) listener();
  };

  return {
    setWidth(next) {
      state.width = next;
      notify();
    },
    setReducedMotion(next) {
      state.reduce = next;
      notify();
    },
    restore() {
      window.matchMedia = previous;
    },
  };
}
