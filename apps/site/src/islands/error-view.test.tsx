import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadForNewCode } from '../lib/chunk-reload';
import { describeRouteError, RouteErrorView } from './route-error';

vi.mock('../lib/chunk-reload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/chunk-reload')>()),
  reloadForNewCode: vi.fn(() => false),
}));

function Boom(): never {
  throw new Error('Kaboom in render');
}

function renderCrash(Component: () => never) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const router = createMemoryRouter([{ path: '/', Component, ErrorBoundary: RouteErrorView }]);
  render(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(reloadForNewCode).mockReset().mockReturnValue(false);
});

describe('RouteErrorView (SPEC §8 router fallback)', () => {
  it('shows the fallback heading, the message and, in development, the stack', async () => {
    renderCrash(Boom);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kaboom in render' })).toBeInTheDocument();
    expect(screen.getByText(/at Boom/)).toBeInTheDocument();
  });

  it('describes error responses by status and text, and other values by themselves', () => {
    const response = {
      status: 503,
      statusText: 'Service Unavailable',
      internal: false,
      data: null,
    };
    expect(describeRouteError(response)).toEqual({ message: '503 Service Unavailable' });
    expect(describeRouteError('plain')).toEqual({ message: 'plain' });
    expect(describeRouteError(new Error('x')).message).toBe('x');
  });

  it('never gives the stack when told not to, as a production build is (issue 11 item 6)', () => {
    expect(describeRouteError(new Error('x'), { showStack: false })).toEqual({ message: 'x' });
    expect(describeRouteError(new Error('x'), { showStack: true }).stack).toMatch(/Error: x/);
  });
});

describe('a page whose code a newer deploy replaced (issue 11 item 6)', () => {
  const missingChunk = (): never => {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/demo-page-old.js');
  };

  it('reloads the page instead of showing the error', async () => {
    vi.mocked(reloadForNewCode).mockReturnValue(true);
    renderCrash(missingChunk);
    expect(await screen.findByText('Loading the latest version of the site…')).toBeInTheDocument();
    expect(reloadForNewCode).toHaveBeenCalledWith(expect.any(TypeError));
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });

  it('shows the error when the page was just reloaded for it', async () => {
    renderCrash(missingChunk);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(reloadForNewCode).toHaveBeenCalled();
  });
});
