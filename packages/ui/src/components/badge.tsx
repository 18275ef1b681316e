import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/utils';

/** Badge looks: small status and category labels. */
export const badgeVariants = cva(
  'inline-flex w-fit shrink-0 items-center justify-center gap-1.5 whitespace-nowrap rounded-full border transition-colors [&>svg]:pointer-events-none [&>svg]:size-3.5',
  {
    variants: {
      variant: {
        default: 'border-transparent bg-primary text-primary-foreground',
        secondary: 'border-transparent bg-secondary text-secondary-foreground',
        brand: 'border-brand/15 bg-brand-soft text-brand-strong',
        success: 'border-emerald-600/15 bg-emerald-50 text-success',
        destructive: 'border-transparent bg-destructive text-destructive-foreground',
        outline: 'border-border text-foreground',
        // For dark and moving backdrops (a video): a translucent fill, no backdrop blur, which would
        // be computed anew with every frame behind it.
        glass: 'border-white/20 bg-slate-950/30 text-white',
        warning: 'border-amber-600/25 bg-amber-50 text-amber-900',
      },
      size: {
        default: 'px-2.5 py-0.5 text-xs font-semibold',
        md: 'px-3 py-1 text-xs font-semibold',
        lg: 'px-3 py-1 text-sm font-medium',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type BadgeProps = React.ComponentProps<'span'> &
  VariantProps<typeof badgeVariants> & {
    /** Render the child element with the badge's looks. */
    asChild?: boolean;
  };

/** A small label for a status or a category. */
export function Badge({ className, variant, size, asChild = false, ...props }: BadgeProps) {
  const Comp = asChild ? Slot : 'span';
  return (
    <Comp
      data-slot="badge"
      className={cn(badgeVariants({ variant, size }), className)}
      {...props}
    />
  );
}
