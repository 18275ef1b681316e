import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HYDRATED_ATTRIBUTE, HYDRATED_EVENT } from './hydration';
import { MarkHydrated } from './mark-hydrated';

afterEach(() => document.documentElement.removeAttribute(HYDRATED_ATTRIBUTE));

describe('MarkHydrated', () => {
  it('marks the page hydrated once the app has committed, and says so once', () => {
    const heard = vi.fn();
    document.addEventListener(HYDRATED_EVENT, heard);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(false);
    const { rerender } = render(<MarkHydrated />);
    rerender(<MarkHydrated />);
    expect(document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)).toBe(true);
    expect(heard).toHaveBeenCalledOnce();
    document.removeEventListener(HYDRATED_EVENT, heard);
  });
});
