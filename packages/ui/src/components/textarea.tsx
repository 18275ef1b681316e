import type * as React from 'react';
import { cn } from '../lib/utils';
import { fieldClassName } from './input';

/** A multi-line text field; `rows` and every native attribute pass through. */
export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return (
    <textarea
      data-slot="textarea"
      className={cn(fieldClassName, 'min-h-24 resize-y py-2.5 leading-relaxed', className)}
      {...props}
    />
  );
}
