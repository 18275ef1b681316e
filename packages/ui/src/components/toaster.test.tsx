import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { installMatchMedia } from '../testing/match-media';
import { dismissToast, TOAST_DURATION_MS, TOAST_VISIBLE_MAX, Toaster, toast } from './toaster';

beforeAll(() => {
  installMatchMedia({ width: 1280 });
});
afterEach(() => {
  act(() => dismissToast());
});

describe('Toaster and toast (form toasts, toast limits)', () => {
  it('shows a toast 4 s, at most 3 at once, 356 px wide', () => {
    expect(TOAST_DURATION_MS).toBe(4000);
    expect(TOAST_VISIBLE_MAX).toBe(3);
    render(<Toaster />);
    const region = screen.getByRole('region', { name: /notifications/i });
    expect(region).toBeInTheDocument();
  });

  it('shows a title and description', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Success!', description: 'Your demo request has been submitted.' });
    });
    expect(await screen.findByText('Success!')).toBeInTheDocument();
    expect(screen.getByText('Your demo request has been submitted.')).toBeInTheDocument();
    const item = screen.getByText('Success!').closest('[data-sonner-toast]');
    expect(item).not.toHaveAttribute('data-type', 'error');
  });

  it('marks success toasts with their type and icon', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved', variant: 'success' });
    });
    const item = (await screen.findByText('Saved')).closest('[data-sonner-toast]');
    expect(item).toHaveAttribute('data-type', 'success');
    expect(item?.querySelector('[data-icon] svg')).not.toBeNull();
  });

  it('gives destructive toasts the red error style', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Error', description: 'Please try again.', variant: 'destructive' });
    });
    const title = await screen.findByText('Error');
    const item = title.closest('[data-sonner-toast]');
    expect(item).toHaveAttribute('data-type', 'error');
    expect(item?.className).toContain('bg-destructive!');
  });

  it('keeps at most three toasts visible', async () => {
    const { container } = render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4, 5]) toast({ title: `Toast ${n}` });
    });
    await screen.findByText('Toast 5');
    await waitFor(() => {
      const visible = container.ownerDocument.querySelectorAll(
        '[data-sonner-toast][data-visible="true"]',
      );
      expect(visible).toHaveLength(3);
    });
    const toaster = container.ownerDocument.querySelector('[data-sonner-toaster]') as HTMLElement;
    expect(toaster.style.getPropertyValue('--width')).toBe('356px');
  });
});
