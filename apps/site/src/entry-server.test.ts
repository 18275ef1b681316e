// @vitest-environment node
import { classConflictsInHtml } from '@org/ui/testing/class-conflicts';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderRoute } from './entry-server';
import { BookingSection } from './sections/booking-section';
import { FeaturesSection } from './sections/features-section';
import { LeadSection } from './sections/lead-section';

/** Issue 11 "Prerendering": every route renders in Node, where there is no window at all. */
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

  it('renders lazy home sections as placeholders and the demo as its skeleton', async () => {
    const { body } = await renderRoute('/');
    expect(body.match(/data-slot="when-near-view"/g)).toHaveLength(3);
    expect(body).toContain('data-slot="demo-skeleton"');
  });

  it('leaves the attempted path of the 404 page to the browser', async () => {
    const { body } = await renderRoute('/404');
    expect(body).not.toContain('<code');
    expect(body.replaceAll('<!-- -->', '')).toContain('We could not find this page.');
  });

  it('puts no script of its own into the page (the CSP allows none inline)', async () => {
    for (const path of ['/', '/demo', '/dental-ai-receptionist', '/404']) {
      const { head, body } = await renderRoute(path);
      const scripts = `${head}${body}`.match(/<script(?![^>]*type="application\/ld\+json")/g);
      expect(scripts, path).toBeNull();
    }
  });

  it('gives no element conflicting utilities, on any route or lazy section (`cn` only joins)', async () => {
    for (const path of ['/', '/demo', '/dental-ai-receptionist', '/404']) {
      expect(classConflictsInHtml((await renderRoute(path)).body), path).toEqual([]);
    }
    for (const Section of [FeaturesSection, BookingSection, LeadSection]) {
      expect(classConflictsInHtml(renderToStaticMarkup(<Section />)), Section.name).toEqual([]);
    }
  });
});
