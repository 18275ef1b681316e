import { installIntersectionObserver } from '@org/ui/testing/intersection-observer';
import { installMatchMedia } from '@org/ui/testing/match-media';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from './router';

let restore: (() => void)[] = [];
let io: ReturnType<typeof installIntersectionObserver>;
beforeEach(() => {
  const media = installMatchMedia({ width: 1280 });
  io = installIntersectionObserver();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockReturnValue(undefined);
  restore = [media.restore, io.restore];
});
afterEach(() => {
  for (const undo of restore) undo();
  vi.restoreAllMocks();
  window.scrollY = 0;
});

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    fireEvent.scroll(window);
  });
}

describe('the site shell (SPEC §2)', () => {
  it('offers the free trial on /, linking to /demo', async () => {
    renderAt('/');
    const cta = await screen.findByRole('link', { name: /Start 1 Month Free Trial/ });
    expect(cta).toHaveAttribute('href', '/demo');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('24 hours a day');
  });

  it('links the header anchors to the home sections from any route and Book a Call to /demo', async () => {
    renderAt('/demo');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Demo Zone' })).toHaveAttribute(
      'href',
      '/#live-demo',
    );
    expect(within(nav).getByRole('link', { name: 'Features' })).toHaveAttribute(
      'href',
      '/#cost-comparison',
    );
    expect(within(nav).getByRole('link', { name: 'Book a Call' })).toHaveAttribute('href', '/demo');
    expect(screen.getByRole('banner')).toHaveAttribute('data-appearance', 'solid');
  });

  it('turns the header solid with the dark logo after 10 px of scroll on /', async () => {
    renderAt('/');
    const header = await screen.findByRole('banner');
    const logo = () => within(header).getAllByRole('img', { name: 'Voxline' })[0];
    expect(header).toHaveAttribute('data-appearance', 'transparent');
    expect(logo()).toHaveAttribute('data-tone', 'white');
    scrollTo(10);
    expect(header).toHaveAttribute('data-appearance', 'transparent');
    scrollTo(11);
    expect(header).toHaveAttribute('data-appearance', 'solid');
    expect(logo()).toHaveAttribute('data-tone', 'dark');
    scrollTo(0);
    expect(header).toHaveAttribute('data-appearance', 'transparent');
  });

  it('shows the 404 page for unknown paths and logs the attempted path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderAt('/no/such/page');
    expect(
      await screen.findByRole('heading', { name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    // Logged from an effect, which may run just after the heading is in the document.
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '404 Error: User attempted to access non-existent route:',
        '/no/such/page',
      ),
    );
  });

  it('puts the footer on every page with the use cases, contact and current year', async () => {
    renderAt('/demo');
    const footer = await screen.findByRole('contentinfo');
    for (const useCase of ['Healthcare', 'Hotel', 'E-commerce', 'Restaurant']) {
      expect(within(footer).getByText(useCase)).toBeInTheDocument();
    }
    expect(within(footer).getByRole('link', { name: /hello@voxline\.example/ })).toHaveAttribute(
      'href',
      'mailto:hello@voxline.example',
    );
    for (const name of ['LinkedIn', 'X (Twitter)']) {
      expect(within(footer).getByRole('link', { name })).not.toHaveAttribute('target');
    }
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Voxline`);
  });

  it('reveals the live demo section as it scrolls into view, like every section (SPEC §9)', async () => {
    renderAt('/');
    const demo = await screen.findByRole('region', { name: /Talk to an AI worker/ });
    const reveals = () => [...demo.querySelectorAll('[data-slot="reveal"]')];
    expect(reveals()).toHaveLength(2);
    for (const part of reveals()) expect(part).toHaveAttribute('data-state', 'hidden');

    const watching = io.observers.filter(
      (observer) =>
        observer.options?.threshold === 0.1 && [...observer.targets].some((t) => demo.contains(t)),
    );
    expect(watching).toHaveLength(2);
    act(() => {
      for (const observer of watching) observer.trigger(true);
    });
    for (const part of reveals()) expect(part).toHaveAttribute('data-state', 'visible');
  });
});
