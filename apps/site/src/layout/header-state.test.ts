import { describe, expect, it } from 'vitest';
import { HEADER_SCROLL_THRESHOLD_PX, headerAppearance } from './header-state';

describe('headerAppearance: transparent over a dark hero until scrolled, otherwise solid', () => {
  it('is transparent on / until scrolled more than 10 px', () => {
    expect(HEADER_SCROLL_THRESHOLD_PX).toBe(10);
    expect(headerAppearance('/', 0)).toBe('transparent');
    expect(headerAppearance('/', 10)).toBe('transparent');
    expect(headerAppearance('/', 10.5)).toBe('solid');
    expect(headerAppearance('/', 11)).toBe('solid');
    expect(headerAppearance('/', 4000)).toBe('solid');
  });

  it('is always solid on /demo', () => {
    expect(headerAppearance('/demo', 0)).toBe('solid');
    expect(headerAppearance('/demo/', 0)).toBe('solid');
    expect(headerAppearance('/demo', 500)).toBe('solid');
  });

  it('is solid on pages without a dark hero, such as the 404 page', () => {
    expect(headerAppearance('/no-such-page', 0)).toBe('solid');
  });

  it('starts transparent over the dental page hero', () => {
    expect(headerAppearance('/dental-ai-receptionist', 0)).toBe('transparent');
    expect(headerAppearance('/dental-ai-receptionist', 30)).toBe('solid');
  });

  it('is solid while the mobile menu is open', () => {
    expect(headerAppearance('/', 0, true)).toBe('solid');
  });
});
