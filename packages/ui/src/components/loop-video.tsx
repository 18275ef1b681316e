import type * as React from 'react';
import { watchLoopVideo } from '../lib/loop-video-play';
import { cn } from '../lib/utils';

/** One encoding of the clip; list the smallest modern format first. */
export type LoopVideoSource = { src: string; type: string };

type LoopVideoProps = Omit<React.ComponentProps<'video'>, 'children' | 'src' | 'ref'> & {
  sources: LoopVideoSource[];
  poster: string;
};

/**
 * A silent decorative loop: `muted loop playsInline` with a poster and `preload="none"`, so nothing
 * but the poster loads until it plays. It plays only while on screen and never under
 * `prefers-reduced-motion` (`lib/loop-video-play.ts`). It has no `autoplay` attribute: the browser
 * would start a prerendered copy before any script could know the visitor's motion preference.
 */
export function LoopVideo({ sources, poster, className, ...props }: LoopVideoProps) {
  return (
    <video
      ref={watchLoopVideo}
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
