import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_LOG, reportMissingPage, showCurrentYear } from './enhance';

afterEach(() => {
  document.body.replaceChildren();
  window.history.replaceState(null, '', '/');
});

describe('showCurrentYear: the footer copyright shows the current year', () => {
  it("puts the visitor's year where the build wrote its own", () => {
    document.body.innerHTML = '<p>© <span data-current-year="">2025</span> Voxline.</p>';
    showCurrentYear(document, new Date(2031, 0, 1));
    expect(document.body.textContent).toBe('© 2031 Voxline.');
  });
});

describe('reportMissingPage: the 404 page logs the attempted path', () => {
  it('names the attempted path as text and logs it', () => {
    window.history.replaceState(null, '', '/<img src=x onerror=alert(1)>');
    document.body.innerHTML =
      '<p>We could not find <span data-attempted-path="">this page</span>.</p>';
    const log = { error: vi.fn() };
    reportMissingPage(document, log);
    const code = document.querySelector('code');
    expect(code?.textContent).toBe('/%3Cimg%20src=x%20onerror=alert(1)%3E');
    expect(document.querySelector('img')).toBeNull();
    expect(log.error).toHaveBeenCalledWith(NOT_FOUND_LOG, code?.textContent);
  });

  it('does nothing on the other pages', () => {
    document.body.innerHTML = '<h1>Meet Our AI Workers</h1>';
    const log = { error: vi.fn() };
    reportMissingPage(document, log);
    expect(log.error).not.toHaveBeenCalled();
    expect(document.querySelector('code')).toBeNull();
  });
});
