import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, buttonVariants } from './button';

const variants = [
  'default',
  'destructive',
  'outline',
  'secondary',
  'ghost',
  'link',
  'custom',
  'white',
] as const;
const sizes = ['default', 'sm', 'lg', 'icon'] as const;

describe('Button (eight variants and four sizes)', () => {
  it("adds the caller's class after its own and marks its slot", () => {
    render(<Button className="w-full">Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button).toHaveAttribute('data-slot', 'button');
    expect(button.className).toMatch(/ px-4 .* w-full$/);
  });

  it('gives each of the eight variants its own look', () => {
    const looks = variants.map((variant) => buttonVariants({ variant }));
    expect(new Set(looks).size).toBe(variants.length);
    expect(buttonVariants({ variant: 'destructive' })).toContain('bg-destructive');
    expect(buttonVariants({ variant: 'white' })).toContain('bg-white');
    expect(buttonVariants()).toBe(buttonVariants({ variant: 'default', size: 'default' }));
  });

  it('gives each of the four sizes its own dimensions', () => {
    const looks = sizes.map((size) => buttonVariants({ size }));
    expect(new Set(looks).size).toBe(sizes.length);
    expect(buttonVariants({ size: 'icon' })).toContain('size-10');
  });

  it('is activated by the keyboard and shows a focus ring class', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Send</Button>);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toHaveFocus();
    expect(button.className).toContain('focus-visible:ring-2');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('cannot be used while disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Wait
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Wait' }));
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Wait' })).not.toHaveFocus();
    expect(onClick).not.toHaveBeenCalled();
  });

  it('lends its looks to a link with asChild', () => {
    render(
      <Button asChild variant="custom">
        <a href="/demo">Book</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Book' });
    expect(link).toHaveAttribute('href', '/demo');
    expect(link).toHaveAttribute('data-slot', 'button');
    expect(link.className).toContain('from-brand');
  });
});
