import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadForNewCode } from '../lib/chunk-reload';
import { describeError, ErrorView } from './error-view';

vi.mock('../lib/chunk-reload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../lib/chunk-reload')>()),
  reloadForNewCode: vi.fn(() => false),
}));

function Boom(): never {
  throw new Error('Kaboom in render');
}

/** Catches a crash below it and shows the error view, as the islands runtime does. */
class Fallback extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    return this.state.error === undefined ? (
      this.props.children
    ) : (
      <ErrorView error={this.state.error} />
    );
  }
}

function renderCrash(Crash: () => never) {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  render(
    <Fallback>
      <Crash />
    </Fallback>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.mocked(reloadForNewCode).mockReset().mockReturnValue(false);
});

describe('ErrorView ("Unexpected Application Error!")', () => {
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
    expect(describeError(response)).toEqual({ message: '503 Service Unavailable' });
    expect(describeError('plain')).toEqual({ message: 'plain' });
    expect(describeError(new Error('x')).message).toBe('x');
  });

  it('never gives the stack when told not to, as a production build is', () => {
    expect(describeError(new Error('x'), { showStack: false })).toEqual({ message: 'x' });
    expect(describeError(new Error('x'), { showStack: true }).stack).toMatch(/Error: x/);
  });
});

describe('a page whose code a newer deploy replaced', () => {
  const missingChunk = (): never => {
    throw new TypeError('Failed to fetch dynamically imported module: /assets/demo-form-old.js');
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
