import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type * as React from 'react';
import { cn } from '../lib/utils';

/** Button looks (docs/requirements.md#site-constants): eight variants and four sizes. */
export const buttonVariants = cva(
  'inline-flex cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-lg font-semibold transition-[color,background-color,box-shadow,transform] duration-150 outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 active:translate-y-px disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary/90',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive/90',
        outline:
          'border border-input bg-background text-foreground hover:bg-accent hover:text-accent-foreground',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
        ghost: 'hover:bg-accent hover:text-accent-foreground',
        link: 'text-brand underline-offset-4 hover:underline',
        custom:
          'bg-linear-to-r from-brand to-brand-violet text-white shadow-glow hover:from-brand-strong hover:to-brand-violet',
        white: 'bg-white text-slate-900 shadow-sm hover:bg-slate-100',
      },
      // Text and icon sizes go with the size, never in the base: `cn` joins, it does not override.
      size: {
        default: 'h-10 px-4 py-2 text-sm [&_svg]:size-4',
        sm: 'h-9 px-3 text-sm [&_svg]:size-4',
        lg: 'h-12 px-7 text-base [&_svg]:size-4',
        icon: 'size-10 text-sm [&_svg]:size-6',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = React.ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Render the child element (a link, say) with the button's looks instead of a `<button>`. */
    asChild?: boolean;
  };

/** The site's button; `asChild` lends its looks to a link. */
export function Button({ className, variant, size, asChild = false, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  );
}
