import type * as React from 'react';
import { cn } from '../lib/utils';

/**
 * A surface that groups related content: border, soft shadow, generous radius. Its spacing (gap,
 * padding) and its title's and description's type sizes are the caller's: `cn` joins classes and
 * never overrides one utility with another, so the parts carry none a caller would change.
 */
export function Card({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="card"
      className={cn(
        'flex flex-col rounded-2xl border border-border bg-white text-foreground shadow-soft',
        className,
      )}
      {...props}
    />
  );
}

/** The top of a card: title and description. */
export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn('grid px-6', className)} {...props} />;
}

/** The card's heading; render it as the heading level the page needs with `asChild`-free markup. */
export function CardTitle({ className, ...props }: React.ComponentProps<'h3'>) {
  return (
    <h3
      data-slot="card-title"
      className={cn('font-semibold tracking-tight', className)}
      {...props}
    />
  );
}

/** Secondary text under the card title. */
export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return (
    <p data-slot="card-description" className={cn('text-muted-foreground', className)} {...props} />
  );
}

/** The card's body. */
export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn('px-6', className)} {...props} />;
}

/** The bottom row of a card, for actions. */
export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div data-slot="card-footer" className={cn('flex items-center px-6', className)} {...props} />
  );
}
