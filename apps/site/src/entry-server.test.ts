// @vitest-environment node
import { classConflictsInHtml } from '@org/ui/testing/class-conflicts';
import { describe, expect, it } from 'vitest';
import { PRERENDERED_PAGES, renderRoute } from './entry-server';

/** The islands a rendered page holds, in document order. */
function islandsIn(body: string): string[] {
  return [...body.matchAll(/<div data-island="([^"]+)"/g)].map((match) => match[1] ?? '');
}

/** Every page renders in Node, where there is no window at all. */
describe('renderRoute (the build-time renderer)', () => {
  it('runs without a DOM', () => {
    expect(typeof window).toBe('undefined');
  });

  it.each([
    ['/', /Cut front-desk costs by/, 'AI voice agents for your front desk'],
    ['/demo', /Meet Our AI Workers/, 'Book a demo'],
    ['/dental-ai-receptionist', /never puts a patient on hold/, 'Dental AI receptionist'],
    ['/404', /Oops! Page not found/, 'Page not found'],
  ])('renders %s with its heading and head', async (path, heading, title) => {
    const { head, body } = await renderRoute(path);
    expect(body).toMatch(heading);
    expect(head).toContain(title);
    expect(head).toMatch(/<meta name="description" content="[^"]{40,}"\/>/);
    // The header, the footer and the page: the layout is there too.
    expect(body).toContain('<header');
    expect(body).toContain('<footer');
  });

  it('prerenders every page, the 404 page included, each to its own file', () => {
    expect(PRERENDERED_PAGES).toEqual([
      { path: '/', file: 'index.html' },
      { path: '/demo', file: 'demo.html' },
      { path: '/dental-ai-receptionist', file: 'dental-ai-receptionist.html' },
      { path: '/404', file: '404.html' },
    ]);
  });

  it('renders every section of / in full, so that it reads without any script', async () => {
    const { body } = await renderRoute('/');
    for (const text of [
      'id="live-demo"',
      'id="cost-comparison"',
      'Convert every opportunity',
      'Generate the next lead',
      'data-testid="booking-feed"',
      'data-testid="lead-feed"',
    ]) {
      expect(body).toContain(text);
    }
    // Five booking rows and five lead rows: what the feeds show before they start moving.
    expect(body.match(/<li data-id="\d+" data-type=/g)).toHaveLength(5);
    expect(body.match(/<li data-id="\d+" data-icon=/g)).toHaveLength(5);
    // The demo's cards load with their code; their footprint is held meanwhile.
    expect(body).toContain('data-slot="demo-skeleton"');
  });

  it('puts each interactive part in an island of its own, once per page', async () => {
    const islands = Object.fromEntries(
      await Promise.all(
        PRERENDERED_PAGES.map(async ({ path }) => [
          path,
          islandsIn((await renderRoute(path)).body),
        ]),
      ),
    );
    expect(islands).toEqual({
      '/': ['header', 'voice-orb', 'live-demo', 'booking-feed', 'lead-feed'],
      '/demo': ['header', 'demo-form', 'toaster'],
      '/dental-ai-receptionist': ['header', 'dental-call'],
      '/404': ['header'],
    });
    const { body } = await renderRoute('/');
    expect(body).toMatch(/data-island="header" data-props="\{&quot;page&quot;:&quot;\/&quot;\}"/);
    expect(body).toMatch(/data-island="booking-feed" data-hydrate-on="visible"/);
    expect(body).toMatch(/data-island="live-demo" data-hydrate-on="visible"/);
  });

  it('renders an unknown path as the 404 page', async () => {
    const { body } = await renderRoute('/no/such/page');
    expect(body).toContain('Oops! Page not found');
  });

  it('leaves the attempted path of the 404 page to the browser', async () => {
    const { body } = await renderRoute('/404');
    expect(body).not.toContain('<code');
    expect(body).toContain('We could not find <span data-attempted-path="">this page</span>.');
  });

  it('puts no script of its own into the page (the CSP allows none inline)', async () => {
    for (const path of ['/', '/demo', '/dental-ai-receptionist', '/404']) {
      const { head, body } = await renderRoute(path);
      const scripts = `${head}${body}`.match(/<script(?![^>]*type="application\/ld\+json")/g);
      expect(scripts, path).toBeNull();
    }
  });

  it('gives no element conflicting utilities, on any page (`cn` only joins)', async () => {
    for (const path of ['/', '/demo', '/dental-ai-receptionist', '/404']) {
      expect(classConflictsInHtml((await renderRoute(path)).body), path).toEqual([]);
    }
  });
});
