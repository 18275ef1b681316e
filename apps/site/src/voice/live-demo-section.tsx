import { Reveal } from '@org/ui/components/reveal';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../lib/when-idle';
import { DemoSkeleton } from './demo-skeleton';
import { useInViewOnce } from './use-in-view';

// The cards, the call logic and their icons stay out of the first page load: they load when the
// section comes near the screen, so that the first load of / stays light.
const LiveDemoBody = lazy(() =>
  import('./live-demo-body').then((module) => ({ default: module.LiveDemoBody })),
);

/**
 * The live AI call demo (docs/requirements.md#the-live-demo): the whole
 * `<section id="live-demo">` with its heading; the interactive body loads once the section is near.
 */
export function LiveDemoSection() {
  const sectionRef = useRef<HTMLElement>(null);
  // Its code a little ahead of the scroll; the configuration and voice client once on screen
  // and the main thread is idle, or at once when the visitor reaches for a card.
  const near = useInViewOnce(sectionRef, '200px 0px');
  const inView = useInViewOnce(sectionRef, '0px');
  const [ready, setReady] = useState(false);
  useEffect(() => (inView ? whenIdle(() => setReady(true)) : undefined), [inView]);
  const reachedFor = () => setReady(true);

  return (
    <section
      ref={sectionRef}
      id="live-demo"
      aria-labelledby="live-demo-heading"
      className="below-fold relative scroll-mt-20 overflow-hidden bg-gradient-to-b from-slate-50 to-white py-20 [--below-fold-size:117.75rem] sm:py-28 md:[--below-fold-size:45rem] lg:[--below-fold-size:50.5rem]"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 mx-auto h-72 max-w-4xl rounded-full bg-indigo-200/40 blur-3xl"
      />
      <div className="relative mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <Reveal className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-brand uppercase">Demo Zone</p>
          <h2
            id="live-demo-heading"
            className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Talk to an AI worker, live
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Pick an agent and start a call in your browser. It answers, books and follows up just as
            it would for your customers.
          </p>
        </Reveal>
        {/* Reveals on scroll like every other section, at a threshold of 0.1
            (docs/requirements.md#the-home-page). */}
        <Reveal
          delay={120}
          onPointerEnter={reachedFor}
          onPointerDown={reachedFor}
          onFocusCapture={reachedFor}
        >
          {near ? (
            <Suspense fallback={<DemoSkeleton />}>
              <LiveDemoBody inView={ready} />
            </Suspense>
          ) : (
            <DemoSkeleton />
          )}
        </Reveal>
      </div>
    </section>
  );
}
