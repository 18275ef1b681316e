import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { BUILD_YEAR, useCurrentYear, useHydrated } from './use-hydrated';

function Probe() {
  const hydrated = useHydrated();
  const year = useCurrentYear();
  return <p>{hydrated ? `client ${year}` : `server ${year}`}</p>;
}

describe('useHydrated / useCurrentYear (issue 11: no hydration mismatch)', () => {
  it('renders the server values on the server', () => {
    expect(renderToString(<Probe />)).toBe(`<p>server ${BUILD_YEAR}</p>`);
  });

  it('hydrates with the server values, then switches to the client ones without an error', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(BUILD_YEAR + 1, 0, 1));
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Probe />, { onRecoverableError: recoverable });
    });
    expect(container.textContent).toBe(`client ${BUILD_YEAR + 1}`);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is true at once outside hydration', () => {
    render(<Probe />);
    expect(screen.getByText(/^client /)).toBeInTheDocument();
  });
});
