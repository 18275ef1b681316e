import { Slot } from '@radix-ui/react-slot';
import * as React from 'react';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { cn } from '../lib/utils';

/** Share of the element that must be visible before it reveals (SPEC §9). */
export const REVEAL_THRESHOLD = 0.1;

type RevealProps = React.ComponentProps<'div'> & {
  /** Render the child element instead of a wrapping `<div>`. */
  asChild?: boolean;
  /** Delay of the transition in ms, to stagger siblings. */
  delay?: number;
};

/**
 * Fades and lifts its content in the first time 10% of it scrolls into view, then stops watching.
 * With reduced motion, or without IntersectionObserver, the content is simply shown.
 */
export function Reveal({ asChild = false, delay = 0, className, style, ...props }: RevealProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const reducedMotion = useReducedMotion();
  const [seen, setSeen] = React.useState(false);
  const visible = seen || reducedMotion;

  React.useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);

  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      ref={ref}
      data-slot="reveal"
      data-state={visible ? 'visible' : 'hidden'}
      className={cn(
        'transition-[opacity,transform] duration-700 ease-out motion-reduce:transition-none',
        visible ? 'translate-y-0 opacity-100' : 'translate-y-6 opacity-0',
        className,
      )}
      style={delay ? { transitionDelay: `${delay}ms`, ...style } : style}
      {...props}
    />
  );
}
