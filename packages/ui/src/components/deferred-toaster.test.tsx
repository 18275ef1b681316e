import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { installMatchMedia } from '../testing/match-media';
import { DeferredToaster, toast } from './deferred-toaster';

beforeAll(() => {
  installMatchMedia({ width: 1280 });
});

describe('DeferredToaster (toasts without sonner in the first load)', () => {
  it('renders nothing until a toast is asked for, then shows the queued toast', async () => {
    const { container } = render(<DeferredToaster />);
    expect(container.ownerDocument.querySelector('[data-sonner-toaster]')).toBeNull();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => {
      toast({ title: 'Error', description: 'Please try again.', variant: 'destructive' });
    });
    const title = await screen.findByText('Error');
    expect(title.closest('[data-sonner-toast]')).toHaveAttribute('data-type', 'error');
    expect(screen.getByText('Please try again.')).toBeInTheDocument();

    act(() => {
      toast({ title: 'Success!' });
    });
    expect(await screen.findByText('Success!')).toBeInTheDocument();
  });
});
