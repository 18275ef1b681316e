import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installIntersectionObserver } from '../testing/intersection-observer';
import { type FakeMatchMedia, installMatchMedia } from '../testing/match-media';

let io: ReturnType<typeof installIntersectionObserver>;
let media: FakeMatchMedia;
beforeEach(() => {
  // The watcher keeps one observer per page: each test gets a fresh module, as a page would.
  vi.resetModules();
  io = installIntersectionObserver();
  media = installMatchMedia();
});
afterEach(() => {
  io.restore();
  media.restore();
});

const load = () => import('./reveal');

describe('Reveal (sections reveal on scroll, threshold 0.1)', () => {
  it('is visible in its markup: nothing waits on a script to be read', async () => {
    const { Reveal } = await load();
    const html = renderToString(<Reveal>Features</Reveal>);
    expect(html).toContain('data-slot="reveal"');
    expect(html).not.toContain('data-state');
  });

  it('hides what waits below the fold, then reveals it for good once 10% is in view', async () => {
    const { REVEAL_THRESHOLD, Reveal } = await load();
    render(<Reveal data-testid="section">Features</Reveal>);
    const section = screen.getByTestId('section');
    const observer = io.observers.at(-1);
    expect(REVEAL_THRESHOLD).toBe(0.1);
    expect(observer?.options?.threshold).toEqual([0, 0.1]);
    expect(observer?.targets.has(section)).toBe(true);

    act(() => observer?.trigger(false));
    expect(section).toHaveAttribute('data-state', 'hidden');
    expect(section.className).toMatch(/data-\[state=hidden\]:opacity-0/);
    // A sliver in view is not yet 10%.
    act(() => observer?.trigger(true, { intersectionRatio: 0.05 }));
    expect(section).toHaveAttribute('data-state', 'hidden');

    act(() => observer?.trigger(true, { intersectionRatio: 0.1 }));
    expect(section).toHaveAttribute('data-state', 'visible');
    expect(observer?.targets.has(section)).toBe(false);
  });

  it('leaves what is already on screen, or scrolled past, as it is', async () => {
    const { Reveal } = await load();
    render(
      <>
        <Reveal data-testid="partly">On screen</Reveal>
        <Reveal data-testid="above">Scrolled past</Reveal>
      </>,
    );
    const observer = io.observers.at(-1);
    act(() => {
      observer?.trigger(true, { intersectionRatio: 0.02 });
    });
    expect(screen.getByTestId('partly')).toHaveAttribute('data-state', 'visible');
    render(<Reveal data-testid="past">Past</Reveal>);
    act(() =>
      observer?.trigger(false, {
        boundingClientRect: { top: -500, bottom: -20, height: 480 } as DOMRectReadOnly,
      }),
    );
    expect(screen.getByTestId('past')).toHaveAttribute('data-state', 'visible');
  });

  it('shows content at once under prefers-reduced-motion', async () => {
    media.setReducedMotion(true);
    const { Reveal } = await load();
    render(<Reveal data-testid="section">Features</Reveal>);
    expect(screen.getByTestId('section')).toHaveAttribute('data-state', 'visible');
  });

  it('watches prerendered markup that React never rendered (watchReveals)', async () => {
    const { watchReveals } = await import('../lib/reveal-on-scroll');
    document.body.innerHTML = '<div data-slot="reveal" id="a">A</div><p>not one</p>';
    watchReveals(document);
    const observer = io.observers.at(-1);
    expect([...(observer?.targets ?? [])].map((target) => target.id)).toEqual(['a']);
    act(() => observer?.trigger(true));
    expect(document.getElementById('a')).toHaveAttribute('data-state', 'visible');
    document.body.replaceChildren();
  });
});
