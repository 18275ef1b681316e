// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { robotsTxt, SITE_FILES, sitemapXml, webManifest } from './site-files';

const site = 'https://www.voxline.example';

describe('sitemap.xml, robots.txt and the web manifest', () => {
  it('lists the indexed pages by canonical URL', () => {
    const xml = sitemapXml(site);
    expect(xml).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
      `${site}/`,
      `${site}/demo`,
      `${site}/dental-ai-receptionist`,
    ]);
  });

  it('lets every crawler in and points to the sitemap', () => {
    expect(robotsTxt(site)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${site}/sitemap.xml\n`);
  });

  it('names the site and gives icons of 192 and 512 px', () => {
    const manifest = JSON.parse(webManifest()) as {
      name: string;
      start_url: string;
      icons: { src: string; sizes: string; type: string }[];
    };
    expect(manifest.name).toContain('Voxline');
    expect(manifest.start_url).toBe('/');
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    // PNGs only: Chromium fetches a manifest's best icon with the page and decodes an SVG one as a
    // document of its own on the page's main thread.
    expect(manifest.icons.map((icon) => icon.type)).toEqual(['image/png', 'image/png']);
    expect(manifest.icons[0]?.src).toBe(`/${SITE_FILES.icons[0].file}`);
  });
});
