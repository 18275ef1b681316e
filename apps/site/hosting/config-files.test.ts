// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { HostConfigError, parseHeadersFile, parseRedirectsFile } from './config-files';

describe('parseHeadersFile', () => {
  it('reads blocks of a pattern and indented headers, skipping comments and blank lines', () => {
    const rules = parseHeadersFile(
      [
        '# every page',
        '/*',
        '  X-Frame-Options: DENY',
        "  Content-Security-Policy: default-src 'self'; img-src data:",
        '',
        '/assets/*',
        '  ! Access-Control-Allow-Origin',
        '  Cache-Control: public, max-age=31536000, immutable',
      ].join('\n'),
    );
    expect(rules.map((rule) => [rule.pattern.source, rule.set, rule.unset, rule.line])).toEqual([
      [
        '/*',
        [
          ['X-Frame-Options', 'DENY'],
          ['Content-Security-Policy', "default-src 'self'; img-src data:"],
        ],
        [],
        2,
      ],
      [
        '/assets/*',
        [['Cache-Control', 'public, max-age=31536000, immutable']],
        ['access-control-allow-origin'],
        6,
      ],
    ]);
  });

  it.each([
    ['  X-A: 1', /before any URL pattern/],
    ['/a\n  not a header', /expected "Name: value"/],
    ['/a\nX-A: 1', /neither a URL pattern nor an indented header/],
    ['/a\n/b\n  X-A: 1', /"\/a" has no headers/],
    ['/a\n  X-A: 1\n/a\n  X-B: 2', /appears twice/],
    [`/a\n  X-A: ${'x'.repeat(2000)}`, /longer than 2000/],
    [Array.from({ length: 101 }, (_, i) => `/p${i}\n  X-A: 1`).join('\n'), /more than 100 rules/],
  ])('refuses %#, naming the line', (text, message) => {
    expect(() => parseHeadersFile(text)).toThrow(message);
    expect(() => parseHeadersFile(text)).toThrow(HostConfigError);
  });

  it('accepts an empty file', () => {
    expect(parseHeadersFile('')).toEqual([]);
  });
});

describe('parseRedirectsFile', () => {
  it('reads from, to and status, defaulting to 302', () => {
    const rules = parseRedirectsFile('# short links\n/book /demo 301\n/old/* /new/:splat\n');
    expect(rules.map((rule) => [rule.pattern.source, rule.to, rule.status, rule.line])).toEqual([
      ['/book', '/demo', 301, 2],
      ['/old/*', '/new/:splat', 302, 3],
    ]);
  });

  it.each([
    ['/a', /expected "from to \[status\]"/],
    ['/a /b 404', /status 404 is not one of 200, 301, 302, 303, 307, 308/],
    ['/a https://elsewhere.example/ 200', /200 rule must point to a path/],
    ['a /b', /must start with/],
    [Array.from({ length: 101 }, (_, i) => `/p${i}/* /x`).join('\n'), /too many rules/],
  ])('refuses %#', (text, message) => {
    expect(() => parseRedirectsFile(text)).toThrow(message);
  });
});
