import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Logo } from './logo';

/** The header's wordmark, white on dark and dark on light (docs/requirements.md#the-header). */
describe('Logo', () => {
  it('is one image named after the brand, in the tone asked for', () => {
    render(
      <>
        <Logo tone="white" />
        <Logo tone="dark" />
      </>,
    );
    const [white, dark] = screen.getAllByRole('img', { name: 'Voxline' });
    expect(white).toHaveAttribute('data-tone', 'white');
    expect(white).toHaveClass('text-white');
    expect(dark).toHaveAttribute('data-tone', 'dark');
    expect(dark).not.toHaveClass('text-white');
  });

  it('is drawn in the page, with no image file to fetch and decode, and one gradient per copy', () => {
    const { container } = render(
      <>
        <Logo tone="white" />
        <Logo tone="white" />
      </>,
    );
    expect(container.querySelector('img')).toBeNull();
    const ids = [...container.querySelectorAll('linearGradient')].map((g) => g.id);
    expect(new Set(ids).size).toBe(2);
    for (const [index, rect] of [...container.querySelectorAll('svg > rect')].entries()) {
      expect(rect.getAttribute('fill')).toBe(`url(#${ids[index]})`);
    }
  });
});
