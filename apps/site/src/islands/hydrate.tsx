/**
 * The islands runtime: hydrates each island of a prerendered page as a React root of its own, one
 * after another, each in tasks of its own, so that no task hydrates the whole page.
 *
 * - Islands placed with `hydrateOn: 'load'` hydrate in document order as soon as the runtime runs;
 *   once all have, the page is marked hydrated (`lib/hydration.ts`).
 * - Islands placed with `hydrateOn: 'visible'` hydrate once they come near the screen.
 * - An island the visitor reached for early (the boot script holds the click and says so) goes
 *   ahead of the rest.
 * - An island that fails (its code cannot load, or it crashes) fails alone: the error view takes
 *   its place, and the rest of the page goes on working; or the page reloads once when a newer
 *   deploy replaced the code.
 */
import { type ComponentType, startTransition } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import {
  HYDRATE_ON_ATTRIBUTE,
  ISLAND_ATTRIBUTE,
  ISLAND_WANTED_EVENT,
  markHydrated,
  markIslandHydrated,
  PROPS_ATTRIBUTE,
  WANTED_ATTRIBUTE,
} from '../lib/hydration';
import { nextTask } from '../lib/next-task';
import { ErrorView } from './error-view';
import { islandIdPrefix, islandRoot } from './island-root';
import { ISLANDS, isIslandName } from './registry';

/** How far ahead of the screen an island hydrated on view starts. */
export const NEAR_VIEW_MARGIN = '200px 0px';

/** The page's island roots and what became of each. */
export class IslandsRuntime {
  readonly #doc: Document;
  readonly #roots = new Map<HTMLElement, Root>();
  readonly #hydrating = new Map<HTMLElement, Promise<void>>();
  readonly #failed = new Set<HTMLElement>();

  constructor(doc: Document = document) {
    this.#doc = doc;
  }

  /** Hydrates the page's islands, each when its time comes (see the file's comment). */
  async start(): Promise<void> {
    const doc = this.#doc;
    doc.addEventListener(ISLAND_WANTED_EVENT, (event) => {
      void this.hydrate(event.target as HTMLElement);
    });
    const containers = [...doc.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)];
    for (const wanted of containers.filter((c) => c.hasAttribute(WANTED_ATTRIBUTE))) {
      void this.hydrate(wanted);
    }
    this.#whenNear(containers.filter((c) => hydrateOn(c) === 'visible'));
    for (const container of containers.filter((c) => hydrateOn(c) === 'load')) {
      await nextTask();
      await this.hydrate(container);
    }
    if (this.#failed.size === 0) markHydrated(doc);
  }

  /** Hydrates one island (once); settles when React has committed it, or it failed. */
  hydrate(container: HTMLElement): Promise<void> {
    let hydrating = this.#hydrating.get(container);
    if (!hydrating) {
      hydrating = this.#hydrate(container).catch((error: unknown) => this.fail(container, error));
      this.#hydrating.set(container, hydrating);
    }
    return hydrating;
  }

  async #hydrate(container: HTMLElement): Promise<void> {
    const name = container.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
    if (!isIslandName(name)) throw new Error(`The page holds an unknown island "${name}".`);
    const { default: Component } = (await ISLANDS[name]()) as {
      default: ComponentType<object>;
    };
    const props = JSON.parse(container.getAttribute(PROPS_ATTRIBUTE) ?? '{}') as object;
    await nextTask();
    await new Promise<void>((resolve) => {
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread for the whole island.
      startTransition(() => {
        const root = hydrateRoot(container, islandRoot(Component, props, resolve), {
          identifierPrefix: islandIdPrefix(name),
          onUncaughtError: (error) => {
            resolve();
            this.fail(container, error);
          },
        });
        this.#roots.set(container, root);
      });
    });
    if (!this.#failed.has(container)) markIslandHydrated(container);
  }

  /**
   * Hydrates `containers` one by one as each comes near the screen. A container has no box of its
   * own (`display: contents`): what is watched is the island's first element.
   */
  #whenNear(containers: HTMLElement[]): void {
    if (containers.length === 0) return;
    if (typeof IntersectionObserver === 'undefined') {
      for (const container of containers) void this.hydrate(container);
      return;
    }
    const islands = new Map<Element, HTMLElement>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const container = islands.get(entry.target);
          if (!entry.isIntersecting || !container) continue;
          observer.unobserve(entry.target);
          void this.hydrate(container);
        }
      },
      { rootMargin: NEAR_VIEW_MARGIN },
    );
    for (const container of containers) {
      const watched = container.firstElementChild ?? container;
      islands.set(watched, container);
      observer.observe(watched);
    }
  }

  /**
   * Puts the error view in place of the island in `container` (the view reloads the page instead
   * when the error is code that a newer deploy replaced): the other islands go on. An island fails
   * once; its root is let go.
   */
  fail(container: HTMLElement, error: unknown): void {
    console.error('Part of the page failed:', error);
    if (this.#failed.has(container)) return;
    this.#failed.add(container);
    // Not from inside the root's own render or commit: unmounting it there is not allowed.
    queueMicrotask(() => {
      this.#roots.get(container)?.unmount();
      this.#roots.delete(container);
      container.replaceChildren();
      const root = createRoot(container);
      this.#roots.set(container, root);
      root.render(<ErrorView error={error} />);
    });
  }
}

function hydrateOn(container: HTMLElement): string {
  return container.getAttribute(HYDRATE_ON_ATTRIBUTE) ?? 'load';
}
