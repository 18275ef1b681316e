// A test page's way to tell the test what it shows without the test reading the page. Playwright
// runs every read of a page (a locator's query or assertion, `page.evaluate`, the answer to an
// exposed function) as script in the page with a user gesture, and from the first one on
// Chromium's autoplay policy lets the page play audio. A page that must stay without a gesture
// reports through the console instead: a console message reaches the test as an event, and
// nothing runs in the page (`pageReports()` in page-server.ts reads them).

/** The first argument of every report, so that other console messages are told apart. */
export const PAGE_REPORT = 'page-report';

/** Sends `value` (JSON) to the test. */
export function report(value: unknown): void {
  console.info(PAGE_REPORT, JSON.stringify(value));
}
