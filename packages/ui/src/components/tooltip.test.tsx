import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  TOOLTIP_DELAY_MS,
  TOOLTIP_SKIP_DELAY_MS,
  Tooltip,
  TooltipContent,
  TooltipProvider,
  TooltipTrigger,
} from './tooltip';

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

describe('Tooltip (700 ms open delay, 300 ms skip delay)', () => {
  it('opens after 700 ms and skips after 300 ms', () => {
    expect(TOOLTIP_DELAY_MS).toBe(700);
    expect(TOOLTIP_SKIP_DELAY_MS).toBe(300);
  });

  it('opens on hover only after the 700 ms delay', () => {
    // Time moves only when the test says so, however slow the machine.
    vi.useFakeTimers();
    renderTooltip();
    fireEvent.pointerMove(screen.getByRole('button', { name: 'Call' }), { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(690));
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(20));
    expect(screen.getByRole('tooltip')).toHaveTextContent('Preview only');
  });

  it('opens on keyboard focus and closes with Escape, keeping focus', async () => {
    const user = userEvent.setup();
    renderTooltip();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Call' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Preview only');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Call' })).toHaveFocus();
  });
});
