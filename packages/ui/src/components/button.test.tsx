import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button (SPEC §9 button variants and sizes)', () => {
  it('merges the caller class last and marks its slot', () => {
    render(<Button className="px-10">Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('data-slot', 'button');
    expect(button.className).toContain('px-10');
    expect(button.className).not.toContain('px-4');
  });

  it('is activated by the keyboard', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Send</Button>);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
