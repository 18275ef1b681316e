import type * as React from 'react';
import { cn } from '../lib/utils';

/** Shared look of the text controls: Input and Textarea. */
export const fieldClassName =
  'w-full min-w-0 rounded-lg border border-input bg-white px-3.5 text-base text-foreground shadow-xs transition-[border-color,box-shadow] outline-none placeholder:text-slate-500 hover:border-slate-400 focus-visible:border-brand focus-visible:ring-3 focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm';

/** A single-line text field; every native input attribute passes through. */
export function Input({ className, type = 'text', ...props }: React.ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(fieldClassName, 'h-11', className)}
      {...props}
    />
  );
}
