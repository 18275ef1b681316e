import { installIntersectionObserver } from '@org/ui/testing/intersection-observer';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadForNewCode } from '../lib/chunk-reload';
import { WhenNearView } from './when-near-view';

vi.mock('../lib/chunk-reload', () => ({ reloadForNewCode: vi.fn(() => false) }));

let io: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  io = installIntersectionObserver();
});
afterEach(() => {
  io.restore();
  vi.restoreAllMocks();
});

const placeholder = <section id="cost-comparison" aria-busy="true" />;

describe('WhenNearView (lazy home sections)', () => {
  it('shows the placeholder until near the viewport, then loads and renders the section', async () => {
    const load = vi.fn(async () => () => <p>Features loaded</p>);
    const { container } = render(<WhenNearView load={load} placeholder={placeholder} />);
    expect(container.querySelector('#cost-comparison')).toHaveAttribute('aria-busy', 'true');
    expect(load).not.toHaveBeenCalled();
    expect(io.observers.at(-1)?.options?.rootMargin).toBe('1200px 0px');

    await act(async () => io.observers.at(-1)?.trigger(true));
    expect(await screen.findByText('Features loaded')).toBeInTheDocument();
    expect(container.querySelector('[aria-busy]')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads at once when eager, and renders a loaded section again without loading', async () => {
    const load = vi.fn(async () => () => <p>Bookings</p>);
    const first = render(<WhenNearView load={load} eager placeholder={placeholder} />);
    expect(await screen.findByText('Bookings')).toBeInTheDocument();
    first.unmount();
    render(<WhenNearView load={load} placeholder={placeholder} />);
    expect(screen.getByText('Bookings')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries a failed load once, then leaves the section out without breaking the page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi
      .fn<() => Promise<() => React.ReactNode>>()
      .mockRejectedValueOnce(new Error('chunk gone'))
      .mockResolvedValueOnce(() => <p>Leads</p>);
    render(<WhenNearView load={load} eager placeholder={placeholder} />);
    expect(await screen.findByText('Leads')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);

    const broken = vi.fn(() => Promise.reject(new Error('offline')));
    const { container } = render(<WhenNearView load={broken} eager placeholder={placeholder} />);
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    await vi.waitFor(() => expect(container.innerHTML).toBe(''));
    expect(broken).toHaveBeenCalledTimes(2);
  });

  it('reloads the page once when a newer deploy replaced the section code (issue 11 item 6)', async () => {
    vi.mocked(reloadForNewCode).mockReturnValueOnce(true);
    const gone = new TypeError('Failed to fetch dynamically imported module: /assets/lead-old.js');
    const load = vi.fn(() => Promise.reject(gone));
    const { container } = render(<WhenNearView load={load} eager placeholder={placeholder} />);
    await vi.waitFor(() => expect(reloadForNewCode).toHaveBeenCalledWith(gone));
    // The placeholder stays while the page reloads.
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
