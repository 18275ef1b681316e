import { type ComponentType, type ReactNode, useEffect, useRef, useState } from 'react';
import { reloadForNewCode } from '../lib/chunk-reload';

/** A section's code, loaded on demand. */
export type SectionLoader = () => Promise<ComponentType>;

const loaded = new Map<SectionLoader, ComponentType>();

/**
 * Loads a section, trying twice. If both fail because a newer deploy replaced the code, the page
 * reloads once (`lib/chunk-reload.ts`); otherwise (a flaky network, a second failure) the section
 * is left out rather than failing the whole page.
 */
async function loadSection(load: SectionLoader): Promise<ComponentType> {
  const cached = loaded.get(load);
  if (cached) return cached;
  try {
    const Component = await load().catch(load);
    loaded.set(load, Component);
    return Component;
  } catch (error) {
    if (reloadForNewCode(error)) return new Promise<never>(() => {});
    console.error('A section of the home page could not be loaded:', error);
    return () => null;
  }
}

type WhenNearViewProps = {
  /** Imports the section component. Keep the function stable (module level). */
  load: SectionLoader;
  /** Shown until the section has loaded: same id and roughly the same height. */
  placeholder: ReactNode;
  /** Start this far ahead of the viewport, so the section is ready before it scrolls in. */
  rootMargin?: string;
  /** Load straight away (e.g. when the URL points into this section). */
  eager?: boolean;
};

/**
 * Renders a section whose code loads once its placeholder comes near the viewport, keeping
 * sections below the fold out of the first load of /. No Suspense: the section appears in the
 * commit after its code arrives, with no timer in between.
 */
export function WhenNearView({
  load,
  placeholder,
  rootMargin = '1200px 0px',
  eager = false,
}: WhenNearViewProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(eager);
  const [Section, setSection] = useState<ComponentType | null>(() => loaded.get(load) ?? null);

  useEffect(() => {
    if (near || Section) return;
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, Section, rootMargin]);

  useEffect(() => {
    if (!near || Section) return;
    let live = true;
    loadSection(load).then((Component) => {
      if (live) setSection(() => Component);
    });
    return () => {
      live = false;
    };
  }, [near, Section, load]);

  if (Section) return <Section />;
  return (
    <div ref={anchor} data-slot="when-near-view">
      {placeholder}
    </div>
  );
}
