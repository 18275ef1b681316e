import { Slot } from '@radix-ui/react-slot';
import type * as React from 'react';
import { REVEAL_THRESHOLD, watchReveal } from '../lib/reveal-on-scroll';
import { cn } from '../lib/utils';

export { REVEAL_THRESHOLD };

type RevealProps = React.ComponentProps<'div'> & {
  /** Render the child element instead of a wrapping `<div>`. */
  asChild?: boolean;
  /** Delay of the transition in ms, to stagger siblings. */
  delay?: number;
};

/**
 * Fades and lifts its content in the first time 10% of it scrolls into view
 * (`lib/reveal-on-scroll.ts`). Its markup shows the content: only the watcher, once it runs, hides
 * what waits below the fold, so a page whose scripts never ran reads in full. The watcher owns
 * `data-state`, which React leaves alone when it hydrates the element.
 */
export function Reveal({ asChild = false, delay = 0, className, style, ...props }: RevealProps) {
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      ref={watchReveal}
      data-slot="reveal"
      suppressHydrationWarning
      className={cn(
        // Fades in, never out: being hidden below the fold happens at once, off screen.
        'data-[state=hidden]:translate-y-6 data-[state=hidden]:opacity-0',
        'data-[state=visible]:transition-[opacity,transform] data-[state=visible]:duration-700 data-[state=visible]:ease-out motion-reduce:transition-none',
        className,
      )}
      style={delay ? { transitionDelay: `${delay}ms`, ...style } : style}
      {...props}
    />
  );
}
