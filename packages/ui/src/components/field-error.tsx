import type * as React from 'react';
import { cn } from '../lib/utils';

/**
 * The message under a form control that says what is wrong with its value. Give it an `id`, and
 * the control `aria-invalid` and `aria-describedby` with that id; without children it renders
 * nothing, so it can stay in place while the value is fine.
 *
 * @example
 * <Input id="email" aria-invalid={Boolean(error)} aria-describedby={error ? 'email-error' : undefined} />
 * <FieldError id="email-error">{error}</FieldError>
 */
export function FieldError({ className, children, ...props }: React.ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p
      data-slot="field-error"
      className={cn('text-sm font-medium text-destructive', className)}
      {...props}
    >
      {children}
    </p>
  );
}
