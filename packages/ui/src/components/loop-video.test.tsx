import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installIntersectionObserver } from '../testing/intersection-observer';
import { type FakeMatchMedia, installMatchMedia } from '../testing/match-media';

let io: ReturnType<typeof installIntersectionObserver>;
let media: FakeMatchMedia;
let play: ReturnType<typeof vi.fn<() => Promise<void>>>;
let pause: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  // The watcher keeps one observer per page: each test gets a fresh module, as a page would.
  vi.resetModules();
  io = installIntersectionObserver();
  media = installMatchMedia();
  play = vi.fn<() => Promise<void>>(() => Promise.resolve());
  pause = vi.fn<() => void>();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(pause);
});
afterEach(() => {
  io.restore();
  media.restore();
  vi.restoreAllMocks();
});

const sources = [{ src: '/media/hero.webm', type: 'video/webm' }];
const load = () => import('./loop-video');

describe('LoopVideo (decorative loops; paused under prefers-reduced-motion)', () => {
  it('is a silent looping inline video with a poster that loads nothing up front', async () => {
    const { LoopVideo } = await load();
    const { container } = render(<LoopVideo sources={sources} poster="/media/hero.webp" />);
    const video = container.querySelector('video') as HTMLVideoElement;
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('poster', '/media/hero.webp');
    expect(video).toHaveAttribute('preload', 'none');
    // Playing is the component's call (motion preference, visibility), never the markup's.
    expect(video.autoplay).toBe(false);
    expect(container.querySelector('source')).toHaveAttribute('type', 'video/webm');
  });

  it('plays in view and pauses out of view', async () => {
    const { LoopVideo } = await load();
    render(<LoopVideo sources={sources} poster="/p.webp" />);
    act(() => io.observers.at(-1)?.trigger(true));
    expect(play).toHaveBeenCalledTimes(1);
    act(() => io.observers.at(-1)?.trigger(false));
    expect(pause).toHaveBeenCalled();
  });

  it('pauses under prefers-reduced-motion, and does not start even in view', async () => {
    const { LoopVideo } = await load();
    render(<LoopVideo sources={sources} poster="/p.webp" />);
    act(() => media.setReducedMotion(true));
    expect(pause).toHaveBeenCalled();
    play.mockClear();
    act(() => io.observers.at(-1)?.trigger(true));
    expect(play).not.toHaveBeenCalled();
  });

  it('renders no autoplay attribute on the server, where the preference is unknown', async () => {
    const { LoopVideo } = await load();
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(<LoopVideo sources={sources} poster="/p.webp" />);
    expect(html).not.toMatch(/autoplay/i);
  });
});
