import { describe, expect, it } from 'vitest';
import { cn } from './utils';

describe('cn', () => {
  it('joins class names in order, dropping falsy ones', () => {
    const active = false;
    expect(
      cn('px-4', active && 'bg-brand', undefined, null, 'text-sm', ['mt-2', { 'mb-1': true }]),
    ).toBe('px-4 text-sm mt-2 mb-1');
  });

  it('leaves conflicts alone: the test setups refuse them instead', () => {
    expect(cn('px-4', 'px-10')).toBe('px-4 px-10');
  });
});
