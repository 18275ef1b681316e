/**
 * What link previews and search engines read besides the page's own head: Open Graph and Twitter
 * card tags, derived from the title, description and canonical URL each page renders (so the page
 * stays their one source), and the Organization's JSON-LD. Written by the build into every
 * prerendered page; the page's JavaScript never carries them (crawlers never navigate client-side).
 */
import { brand } from '../src/brand.ts';
import { absoluteUrl, type JsonLd, jsonLdText, SOCIAL_IMAGE } from '../src/seo/page-meta.ts';

/** The head fields a rendered page is read for, as React escaped them. */
export interface RenderedHeadFields {
  title: string;
  description: string;
  canonical: string | null;
}

/** Reads the title, description and canonical URL out of a page's rendered head. */
export function readHeadFields(head: string): RenderedHeadFields {
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1];
  const description = /<meta name="description" content="([^"]*)"\/>/.exec(head)?.[1];
  if (title === undefined || description === undefined) {
    throw new Error(`A page rendered no <title> or description: ${head.slice(0, 200)}`);
  }
  const canonical = /<link rel="canonical" href="([^"]*)"\/>/.exec(head)?.[1] ?? null;
  return { title, description, canonical };
}

/** The company behind the site (schema.org Organization). */
export function organizationJsonLd(siteUrl: string): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    url: absoluteUrl('/', siteUrl),
    logo: absoluteUrl('/icon-512.png', siteUrl),
    email: brand.contactEmail,
    description: brand.tagline,
    sameAs: brand.social.map((profile) => profile.href),
  };
}

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The preview tags and the Organization JSON-LD for a page with these head fields. */
export function socialTags(fields: RenderedHeadFields, siteUrl: string): string {
  const image = escapeAttribute(absoluteUrl(SOCIAL_IMAGE.path, siteUrl));
  const imageAlt = escapeAttribute(`${brand.name}: AI voice agents for your front desk`);
  const properties: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', escapeAttribute(brand.name)],
    ['og:title', fields.title],
    ['og:description', fields.description],
    ...(fields.canonical ? ([['og:url', fields.canonical]] as [string, string][]) : []),
    ['og:image', image],
    ['og:image:width', String(SOCIAL_IMAGE.width)],
    ['og:image:height', String(SOCIAL_IMAGE.height)],
    ['og:image:alt', imageAlt],
  ];
  const names: [string, string][] = [
    ['twitter:card', 'summary_large_image'],
    ['twitter:title', fields.title],
    ['twitter:description', fields.description],
    ['twitter:image', image],
    ['twitter:image:alt', imageAlt],
  ];
  return [
    ...properties.map(
      ([property, content]) => `<meta property="${property}" content="${content}"/>`,
    ),
    ...names.map(([name, content]) => `<meta name="${name}" content="${content}"/>`),
    `<script type="application/ld+json">${jsonLdText(organizationJsonLd(siteUrl))}</script>`,
  ].join('');
}
