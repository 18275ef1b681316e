import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { describeRouteError, RouteErrorView } from './route-error';

function Boom(): never {
  throw new Error('Kaboom in render');
}

describe('RouteErrorView (SPEC §8 router fallback)', () => {
  it('shows the fallback heading, the message and the stack when a route crashes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      { path: '/', Component: Boom, ErrorBoundary: RouteErrorView },
    ]);
    render(<RouterProvider router={router} />);
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kaboom in render' })).toBeInTheDocument();
    expect(screen.getByText(/at Boom/)).toBeInTheDocument();
    vi.restoreAllMocks();
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
});
