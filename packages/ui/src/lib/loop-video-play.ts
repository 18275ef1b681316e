/**
 * Plays decorative loops (`LoopVideo`) only while they are on screen, and never under
 * `prefers-reduced-motion`, without React: one observer for every loop of the page, whether its
 * markup was prerendered or rendered later. A loop whose script never runs shows its poster.
 */
import { REDUCED_MOTION_QUERY } from '../hooks/use-reduced-motion';

/** Marks the videos `watchLoopVideo` manages. */
export const LOOP_VIDEO_SELECTOR = 'video[data-slot="loop-video"]';

/** Each watched loop, and whether it is on screen. */
const onScreen = new Map<HTMLVideoElement, boolean>();
let observer: IntersectionObserver | undefined;
let motion: MediaQueryList | undefined;

function reducedMotion(): boolean {
  return motion?.matches ?? false;
}

function update(video: HTMLVideoElement): void {
  if (onScreen.get(video) && !reducedMotion()) {
    // Autoplay can be refused (data saver, power saving); the poster stays, which is fine.
    Promise.resolve(video.play()).catch(() => {});
  } else video.pause();
}

function start(): IntersectionObserver {
  if (typeof matchMedia === 'function') {
    motion = matchMedia(REDUCED_MOTION_QUERY);
    motion.addEventListener?.('change', () => {
      for (const video of onScreen.keys()) update(video);
    });
  }
  return new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const video = entry.target as HTMLVideoElement;
      if (!onScreen.has(video)) continue;
      onScreen.set(video, entry.isIntersecting);
      update(video);
    }
  });
}

/**
 * Starts playing `video` whenever it is on screen, and returns what stops watching it (and pauses
 * it). Safe to call more than once, and with `null`: it serves as a React ref callback.
 */
export function watchLoopVideo(video: HTMLVideoElement | null): (() => void) | undefined {
  if (!video || onScreen.has(video) || typeof IntersectionObserver === 'undefined') {
    return undefined;
  }
  observer ??= start();
  onScreen.set(video, false);
  observer.observe(video);
  return () => {
    observer?.unobserve(video);
    onScreen.delete(video);
    video.pause();
  };
}

/** Watches every `LoopVideo` inside `root`. */
export function watchLoopVideos(root: ParentNode): void {
  for (const video of root.querySelectorAll<HTMLVideoElement>(LOOP_VIDEO_SELECTOR)) {
    watchLoopVideo(video);
  }
}
