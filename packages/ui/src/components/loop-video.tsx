import * as React from 'react';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { cn } from '../lib/utils';

/** One encoding of the clip; list the smallest modern format first. */
export type LoopVideoSource = { src: string; type: string };

type LoopVideoProps = Omit<React.ComponentProps<'video'>, 'children' | 'src'> & {
  sources: LoopVideoSource[];
  poster: string;
};

/**
 * A silent decorative loop: `muted loop playsInline` with a poster and `preload="none"`, so nothing
 * but the poster loads until it plays. It plays only while on screen and never under
 * `prefers-reduced-motion` (it shows its poster). It has no `autoplay` attribute: the browser
 * would start a prerendered copy before any script could know the visitor's motion preference,
 * so playing is left to the component once it runs.
 */
export function LoopVideo({ sources, poster, className, ...props }: LoopVideoProps) {
  const ref = React.useRef<HTMLVideoElement>(null);
  const reducedMotion = useReducedMotion();

  React.useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (reducedMotion) {
      video.pause();
      return;
    }
    const play = () => {
      // Autoplay can be refused (data saver, power saving); the poster stays, which is fine.
      Promise.resolve(video.play()).catch(() => {});
    };
    if (typeof IntersectionObserver === 'undefined') {
      play();
      return;
    }
    const observer = new IntersectionObserver(([entry]) => {
      if (entry?.isIntersecting) play();
      else video.pause();
    });
    observer.observe(video);
    return () => observer.disconnect();
  }, [reducedMotion]);

  return (
    <video
      ref={ref}
      data-slot="loop-video"
      className={cn('object-cover', className)}
      poster={poster}
      muted
      loop
      playsInline
      preload="none"
      aria-hidden="true"
      tabIndex={-1}
      disablePictureInPicture
      {...props}
    >
      {sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
    </video>
  );
}
