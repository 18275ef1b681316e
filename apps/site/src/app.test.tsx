import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { App } from './app';

describe('App (SPEC §2 route /)', () => {
  it('offers the free trial, linking to /demo', () => {
    render(<App />);
    expect(screen.getByRole('link', { name: 'Start 1 Month Free Trial' })).toHaveAttribute(
      'href',
      '/demo',
    );
  });
});
