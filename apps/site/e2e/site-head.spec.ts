import { expect, test } from '@playwright/test';
import { hydrated, PAGES } from './support/site';

/**
 * The head of each page: what search engines and link previews read in each
 * prerendered page, before any script runs.
 */

function tags(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attribute = (pattern: RegExp) =>
    [...head.matchAll(pattern)].map((match) => match[1]?.replaceAll('&#x27;', "'"));
  return {
    title: attribute(/<title>([^<]*)<\/title>/g),
    description: attribute(/<meta name="description" content="([^"]*)"/g),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/g),
    robots: attribute(/<meta name="robots" content="([^"]*)"/g),
    og: Object.fromEntries(
      [...head.matchAll(/<meta property="(og:[^"]+)" content="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    ),
    twitter: Object.fromEntries(
      [...head.matchAll(/<meta name="(twitter:[^"]+)" content="([^"]*)"/g)].map((m) => [
        m[1],
        m[2],
      ]),
    ),
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? 'null') as { '@type': string },
    ),
  };
}

test('each page has its title, description, canonical URL, preview tags and JSON-LD', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const origin = new URL(/<loc>([^<]+)<\/loc>/.exec(sitemap)?.[1] ?? '').origin;
  const titles = new Set<string>();
  for (const page of PAGES) {
    const head = tags(await (await request.get(page.path)).text());
    expect(head.title, page.path).toHaveLength(1);
    expect(head.title[0]).toMatch(page.title);
    titles.add(head.title[0] ?? '');
    expect(head.description).toHaveLength(1);
    const description = head.description[0] ?? '';
    expect(description.length, page.path).toBeGreaterThanOrEqual(50);
    expect(description.length, page.path).toBeLessThanOrEqual(160);
    if (page.indexed) {
      expect(head.canonical, page.path).toEqual([`${origin}${page.path}`]);
      expect(head.robots).toEqual([]);
      expect(head.og['og:url']).toBe(`${origin}${page.path}`);
    } else {
      expect(head.canonical).toEqual([]);
      expect(head.robots).toEqual(['noindex']);
    }
    expect(head.og).toMatchObject({
      'og:type': 'website',
      'og:site_name': 'Voxline',
      'og:image': `${origin}/og-image.png`,
      'og:image:width': '1200',
      'og:image:height': '630',
    });
    expect(head.og['og:title']?.replaceAll('&#x27;', "'")).toBe(head.title[0]);
    expect(head.og['og:description']?.replaceAll('&#x27;', "'")).toBe(description);
    expect(head.twitter).toMatchObject({
      'twitter:card': 'summary_large_image',
      'twitter:image': `${origin}/og-image.png`,
    });
    const types = head.jsonLd.map((item) => item['@type']);
    expect(types, page.path).toContain('Organization');
    expect(types.includes('Service'), page.path).toBe(page.path === '/dental-ai-receptionist');
  }
  expect(titles.size).toBe(PAGES.length);
});

test('the preview image is a 1200×630 PNG drawn by the build', async ({ request }) => {
  const response = await request.get('/og-image.png');
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
});

test('the favicon is a 48 px PNG drawn by the build (no SVG document for the page to decode)', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const icons = [...html.matchAll(/<link rel="icon"[^>]*href="([^"]*)"/g)].map((m) => m[1]);
  expect(icons).toEqual(['/favicon-48.png']);
  const response = await request.get('/favicon-48.png');
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(1, 4).toString()).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([48, 48]);
});

test('a link to another page loads that page, with its own title, description and canonical URL', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await page.getByRole('banner').getByRole('link', { name: 'Book a Call' }).click();
  await expect(page).toHaveTitle(/Book a demo/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/demo$/);
  await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /demo/);
});
