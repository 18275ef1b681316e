/**
 * The files search engines and browsers read besides the pages: `sitemap.xml`, `robots.txt` and
 * the web manifest. Pure functions of the build's settings.
 */
import { brand } from '../src/brand.ts';
import { INDEXED_PATHS } from '../src/seo/page-meta.ts';

/** Where the generated files live in the build. */
export const SITE_FILES = {
  sitemap: 'sitemap.xml',
  robots: 'robots.txt',
  manifest: 'manifest.webmanifest',
  socialImage: 'og-image.png',
  icons: [
    { file: 'icon-192.png', size: 192 },
    { file: 'icon-512.png', size: 512 },
  ],
  appleTouchIcon: { file: 'apple-touch-icon.png', size: 180 },
  /**
   * The page's favicon, a PNG: browsers decode an SVG favicon as a document of its own on the
   * page's main thread while it loads (twice in Chromium), where a PNG is a plain image decode.
   * 48 px, the size search engines ask for, scales down to every tab size.
   */
  favicon: { file: 'favicon-48.png', size: 48 },
} as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Every indexed page, by canonical URL. */
export function sitemapXml(siteUrl: string): string {
  const urls = INDEXED_PATHS.map(
    (path) => `  <url><loc>${escapeXml(`${siteUrl}${path}`)}</loc></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** Everything may be crawled; the sitemap says what there is. */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/${SITE_FILES.sitemap}\n`;
}

/** The web manifest: name, colours and icons for a home-screen shortcut. */
export function webManifest(): string {
  return `${JSON.stringify(
    {
      name: `${brand.name} — AI voice agents`,
      short_name: brand.name,
      description: brand.tagline,
      start_url: '/',
      scope: '/',
      display: 'standalone',
      background_color: '#030712',
      theme_color: '#030712',
      // PNGs only: Chromium fetches the best icon of the manifest along with the page, and an SVG
      // one ("any" size, so the best) would be decoded as a document of its own on its main thread.
      icons: SITE_FILES.icons.map(({ file, size }) => ({
        src: `/${file}`,
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
    },
    null,
    2,
  )}\n`;
}
