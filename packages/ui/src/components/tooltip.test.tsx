import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from './tooltip';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function renderTooltip() {
  return render(
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger>Call</TooltipTrigger>
        <TooltipContent>Preview only</TooltipContent>
      </Tooltip>
    </TooltipProvider>,
  );
}

describe('Tooltip (SPEC §9: 700 ms open delay, 300 ms skip delay)', () => {
  it('exposes the SPEC timing', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('opens on hover only after the 700 ms delay', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderTooltip();
    await user.hover(screen.getByRole('button', { name: 'Call' }));
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Preview only');
  });

  it('opens on keyboard focus and closes with Escape', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderTooltip();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Call' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Preview only');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call' })).toHaveFocus();
  });
});
