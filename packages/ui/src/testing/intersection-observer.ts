/** One observer created by the fake, with what it was asked to watch. */
export type FakeObserver = {
  options: IntersectionObserverInit | undefined;
  targets: Set<Element>;
  disconnected: boolean;
  /**
   * Reports the watched targets as entering (`true`) or leaving (`false`) the viewport; `entry`
   * overrides fields of each entry (an `intersectionRatio` between, a `boundingClientRect`).
   */
  trigger(isIntersecting: boolean, entry?: Partial<IntersectionObserverEntry>): void;
};

/**
 * Installs a fake `IntersectionObserver` (jsdom has none) and returns the observers it creates,
 * so a test can scroll things into view on demand.
 */
export function installIntersectionObserver(): {
  observers: FakeObserver[];
  restore(): void;
} {
  const previous = globalThis.IntersectionObserver;
  const observers: FakeObserver[] = [];

  class FakeIntersectionObserver {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds: number[];
    private readonly record: FakeObserver;

    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      const threshold = options?.threshold ?? 0;
      this.thresholds = Array.isArray(threshold) ? threshold : [threshold];
      const record: FakeObserver = {
        options,
        targets: new Set(),
        disconnected: false,
        trigger: (isIntersecting, entry = {}) => {
          if (record.disconnected) return;
          const entries = [...record.targets].map(
            (target) =>
              ({
                target,
                isIntersecting,
                intersectionRatio: isIntersecting ? 1 : 0,
                // Below the viewport unless the test says otherwise.
                boundingClientRect: { top: 900, bottom: 1200, height: 300 } as DOMRectReadOnly,
                ...entry,
              }) as IntersectionObserverEntry,
          );
          callback(entries, this as unknown as IntersectionObserver);
        },
      };
      this.record = record;
      observers.push(record);
    }
    observe(target: Element) {
      this.record.targets.add(target);
    }
    unobserve(target: Element) {
      this.record.targets.delete(target);
    }
    disconnect() {
      this.record.disconnected = true;
      this.record.targets.clear();
    }
    takeRecords() {
      return [];
    }
  }

  globalThis.IntersectionObserver =
    FakeIntersectionObserver as unknown as typeof IntersectionObserver;
  return {
    observers,
    restore() {
      globalThis.IntersectionObserver = previous;
    },
  };
}
