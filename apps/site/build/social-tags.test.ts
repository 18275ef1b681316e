// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { organizationJsonLd, readHeadFields, socialTags } from './social-tags';

const head =
  '<title>Book a demo — Voxline</title><meta name="description" content="Voxline&#x27;s team replies &amp; books."/><link rel="canonical" href="https://www.voxline.example/demo"/>';

describe('link-preview tags derived from the page head', () => {
  it('reads the title, description and canonical URL as React rendered them', () => {
    expect(readHeadFields(head)).toEqual({
      title: 'Book a demo — Voxline',
      description: 'Voxline&#x27;s team replies &amp; books.',
      canonical: 'https://www.voxline.example/demo',
    });
    expect(
      readHeadFields('<title>x</title><meta name="description" content="y"/>').canonical,
    ).toBeNull();
    expect(() => readHeadFields('<title>x</title>')).toThrow(/no <title> or description/);
  });

  it('writes Open Graph and Twitter card tags from them, keeping the escaping', () => {
    const tags = socialTags(readHeadFields(head), 'https://www.voxline.example');
    expect(tags).toContain('<meta property="og:title" content="Book a demo — Voxline"/>');
    expect(tags).toContain(
      '<meta property="og:description" content="Voxline&#x27;s team replies &amp; books."/>',
    );
    expect(tags).toContain('<meta property="og:url" content="https://www.voxline.example/demo"/>');
    expect(tags).toContain(
      '<meta property="og:image" content="https://www.voxline.example/og-image.png"/>',
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary_large_image"/>');
  });

  it('leaves og:url out for a page without a canonical URL', () => {
    const tags = socialTags({ title: 't', description: 'd', canonical: null }, 'https://x.example');
    expect(tags).not.toContain('og:url');
  });

  it('adds the Organization as JSON-LD, with < escaped', () => {
    const tags = socialTags(readHeadFields(head), 'https://www.voxline.example');
    const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(tags)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(organizationJsonLd('https://www.voxline.example'));
    expect(organizationJsonLd('https://www.voxline.example')).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Voxline',
      url: 'https://www.voxline.example/',
    });
  });
});
