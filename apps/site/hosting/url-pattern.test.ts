// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { compileUrlPattern, fillPlaceholders } from './url-pattern';

const at = (path: string, host = 'www.voxline.example') => new URL(`https://${host}${path}`);

describe('URL patterns of _headers and _redirects (Cloudflare Pages)', () => {
  it('matches the whole path, not a prefix', () => {
    const demo = compileUrlPattern('/demo');
    expect(demo.match(at('/demo'))).toEqual({});
    expect(demo.match(at('/demo/'))).toBeNull();
    expect(demo.match(at('/demo-page'))).toBeNull();
    expect(compileUrlPattern('/').match(at('/demo'))).toBeNull();
  });

  it('lets a splat match anything, slashes included, and names it "splat"', () => {
    const assets = compileUrlPattern('/assets/*');
    expect(assets.match(at('/assets/index-abc.js'))).toEqual({ splat: 'index-abc.js' });
    expect(assets.match(at('/assets/a/b.css'))).toEqual({ splat: 'a/b.css' });
    expect(assets.match(at('/assets'))).toBeNull();
    expect(compileUrlPattern('/*').match(at('/'))).toEqual({ splat: '' });
  });

  it('lets a placeholder match one segment only', () => {
    const post = compileUrlPattern('/blog/:year/:slug');
    expect(post.match(at('/blog/2026/hello'))).toEqual({ year: '2026', slug: 'hello' });
    expect(post.match(at('/blog/2026/hello/more'))).toBeNull();
    expect(post.dynamic).toBe(true);
    expect(compileUrlPattern('/demo').dynamic).toBe(false);
  });

  it('treats dots and other characters literally', () => {
    expect(compileUrlPattern('/robots.txt').match(at('/robotsXtxt'))).toBeNull();
  });

  it('matches absolute patterns on the host, whatever the scheme or port', () => {
    const preview = compileUrlPattern('https://preview.voxline.example/*');
    expect(preview.match(new URL('http://preview.voxline.example:8788/demo'))).toEqual({
      splat: 'demo',
    });
    expect(preview.match(at('/demo'))).toBeNull();
  });

  it('refuses what the host does not accept', () => {
    expect(() => compileUrlPattern('demo')).toThrow(/must start with/);
    expect(() => compileUrlPattern('/*/x/*')).toThrow(/more than one splat/);
    expect(() => compileUrlPattern('/:a/:a')).toThrow(/repeats/);
  });

  it('fills :splat and placeholders into a target', () => {
    expect(fillPlaceholders('/posts/:slug?from=:splat', { slug: 'x', splat: 'a/b' })).toBe(
      '/posts/x?from=a/b',
    );
    expect(fillPlaceholders('/keep/:unknown', {})).toBe('/keep/:unknown');
  });
});
