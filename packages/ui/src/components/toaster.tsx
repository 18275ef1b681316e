import type * as React from 'react';
import { Toaster as SonnerToaster, toast as sonnerToast, type ToasterProps } from 'sonner';
import { cn } from '../lib/utils';

/**
 * Toast timing and stacking (docs/requirements.md#site-constants): 4 s on screen, at most 3
 * visible, 356 px wide.
 */
export const TOAST_DURATION_MS = 4000;
export const TOAST_VISIBLE_MAX = 3;
export const TOAST_WIDTH_PX = 356;

/**
 * Where toasts stand: at the top right, below a fixed site header (up to 4.5 rem high). Toasts
 * report what a control did, and a form's controls sit below its fields: at the bottom, a failure
 * toast lands on the button that sends the form again and takes the visitor's retry for 4 s.
 */
const OFFSET = { top: '5.5rem', right: '1.5rem' };
const MOBILE_OFFSET = { top: '4.75rem', right: '1rem', left: '1rem' };

/**
 * Mount once near the root. Toasts are announced politely to screen readers by sonner's live
 * region; the destructive ones get a red surface with white text (AA contrast).
 */
export function Toaster({ className, style, toastOptions, ...props }: ToasterProps) {
  return (
    <SonnerToaster
      data-slot="toaster"
      position="top-right"
      offset={OFFSET}
      mobileOffset={MOBILE_OFFSET}
      duration={TOAST_DURATION_MS}
      visibleToasts={TOAST_VISIBLE_MAX}
      closeButton
      className={cn('toaster', className)}
      style={{ '--width': `${TOAST_WIDTH_PX}px`, ...style } as React.CSSProperties}
      toastOptions={{
        ...toastOptions,
        classNames: {
          // The border colour per type: one element never gets two (the error toast has its own).
          toast: 'rounded-xl! shadow-soft! font-sans! text-sm! gap-3!',
          title: 'font-semibold! text-[0.9375rem]!',
          description: 'text-slate-600!',
          default: 'border-border!',
          success: 'border-border! [&_[data-icon]]:text-success!',
          error:
            'bg-destructive! border-destructive! text-white! [&_[data-description]]:text-white/95! [&_[data-close-button]]:bg-destructive! [&_[data-close-button]]:text-white! [&_[data-close-button]]:border-white/40!',
          ...toastOptions?.classNames,
        },
      }}
      {...props}
    />
  );
}

/** What a toast says and how it looks. */
export type ToastInput = {
  title: string;
  description?: React.ReactNode;
  /**
   * `success` adds a green check; `destructive` is the red style for failures
   * (docs/requirements.md#the-demo-form).
   */
  variant?: 'default' | 'success' | 'destructive';
  /** Overrides the 4 s default. */
  duration?: number;
};

/**
 * Shows a toast in the mounted `<Toaster />`; returns its id.
 *
 * @example
 * toast({ title: 'Error', description: 'Please try again.', variant: 'destructive' });
 */
export function toast({ title, description, variant = 'default', duration }: ToastInput) {
  const options = { description, duration };
  if (variant === 'destructive') return sonnerToast.error(title, { ...options, icon: null });
  if (variant === 'success') return sonnerToast.success(title, options);
  return sonnerToast(title, options);
}

/** Removes one toast by id, or every toast. */
export function dismissToast(id?: string | number) {
  sonnerToast.dismiss(id);
}
