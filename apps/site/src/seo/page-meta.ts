/**
 * What search engines and link previews read about a page:
 * canonical URLs built from the `VITE_SITE_URL` build variable, and the shared preview image.
 */

/** The pages that are indexed, in the sitemap and with a canonical URL. */
export const INDEXED_PATHS = ['/', '/demo', '/dental-ai-receptionist'] as const;

/** A page's head: title, description and, for an indexed page, its path. */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's own path, for its canonical URL; absent on pages that must not be indexed. */
  path?: (typeof INDEXED_PATHS)[number];
}

/** The social preview image the build draws (1200×630). */
export const SOCIAL_IMAGE = { path: '/og-image.png', width: 1200, height: 630 } as const;

/** The public origin of the site, without a trailing slash. */
export function siteUrl(env: Pick<ImportMetaEnv, 'VITE_SITE_URL'> = import.meta.env): string {
  return (env.VITE_SITE_URL ?? '').trim().replace(/\/+$/, '');
}

/** An absolute URL on the public site. */
export function absoluteUrl(path: string, base: string = siteUrl()): string {
  return `${base}${path}`;
}

/** A schema.org object for JSON-LD. */
export type JsonLd = { '@context'?: 'https://schema.org'; '@type': string } & Record<
  string,
  unknown
>;

/** The JSON of a JSON-LD script; `<` is escaped so the text can never close the element. */
export function jsonLdText(data: JsonLd): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
