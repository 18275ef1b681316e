import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installIntersectionObserver } from '../testing/intersection-observer';
import { type FakeMatchMedia, installMatchMedia } from '../testing/match-media';
import { REVEAL_THRESHOLD, Reveal } from './reveal';

let io: ReturnType<typeof installIntersectionObserver>;
let media: FakeMatchMedia;
beforeEach(() => {
  io = installIntersectionObserver();
  media = installMatchMedia();
});
afterEach(() => {
  io.restore();
  media.restore();
});

describe('Reveal (SPEC §2 sections reveal on scroll, threshold 0.1)', () => {
  it('stays hidden until 10% of it is in view, then reveals for good', () => {
    render(<Reveal data-testid="section">Features</Reveal>);
    const section = screen.getByTestId('section');
    expect(section).toHaveAttribute('data-state', 'hidden');
    expect(REVEAL_THRESHOLD).toBe(0.1);
    const observer = io.observers.at(-1);
    expect(observer?.options?.threshold).toBe(0.1);
    expect(observer?.targets.has(section)).toBe(true);

    act(() => observer?.trigger(true));
    expect(section).toHaveAttribute('data-state', 'visible');
    expect(observer?.disconnected).toBe(true);
  });

  it('does not reveal while out of view', () => {
    render(<Reveal data-testid="section">Features</Reveal>);
    act(() => io.observers.at(-1)?.trigger(false));
    expect(screen.getByTestId('section')).toHaveAttribute('data-state', 'hidden');
  });

  it('shows content at once under prefers-reduced-motion', () => {
    media.setReducedMotion(true);
    render(<Reveal data-testid="section">Features</Reveal>);
    expect(screen.getByTestId('section')).toHaveAttribute('data-state', 'visible');
  });
});
