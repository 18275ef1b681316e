/**
 * URL patterns of the `_headers` and `_redirects` files (Cloudflare Pages): a path such as
 * `/assets/*` or `/blog/:slug`, or an absolute `https://host/path` that also matches the host.
 * `*` (a "splat", at most one) matches any characters, slashes included; `:name` (a placeholder)
 * matches one path segment. A pattern matches the whole path, never a prefix of it.
 */

/** A compiled pattern. */
export interface UrlPattern {
  /** The pattern as written. */
  readonly source: string;
  /** Whether it names a host (`https://host/...`); the request's port and scheme are ignored. */
  readonly hasHost: boolean;
  /** Whether it has a splat or a placeholder (a "dynamic" rule). */
  readonly dynamic: boolean;
  /** The values of the splat (`splat`) and the placeholders when `url` matches, else `null`. */
  match(url: URL): Record<string, string> | null;
}

const PLACEHOLDER = /:([A-Za-z]\w*)/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Why a pattern cannot be used. */
export class UrlPatternError extends Error {
  override readonly name = 'UrlPatternError';
}

/**
 * Compiles a pattern.
 *
 * @example
 * compileUrlPattern('/blog/:slug/*').match(new URL('https://x/blog/hello/a/b'));
 * // { slug: 'hello', splat: 'a/b' }
 */
export function compileUrlPattern(source: string): UrlPattern {
  const hasHost = source.startsWith('https://');
  if (!hasHost && !source.startsWith('/')) {
    throw new UrlPatternError(`"${source}" must start with / or https://`);
  }
  const splats = source.split('*').length - 1;
  if (splats > 1) throw new UrlPatternError(`"${source}" has more than one splat (*)`);
  const names = [...source.matchAll(PLACEHOLDER)].map((found) => found[1] ?? '');
  if (names.includes('splat') || new Set(names).size !== names.length) {
    throw new UrlPatternError(`"${source}" repeats a placeholder name`);
  }

  const expression = source
    .split('*')
    .map((part) =>
      part
        .split(PLACEHOLDER)
        .map((piece, index) => (index % 2 === 1 ? `(?<${piece}>[^/]+)` : escapeRegExp(piece)))
        .join(''),
    )
    .join('(?<splat>.*)');
  const regExp = new RegExp(`^${expression}$`);
  return {
    source,
    hasHost,
    dynamic: splats > 0 || names.length > 0,
    match(url) {
      const subject = hasHost ? `https://${url.hostname}${url.pathname}` : url.pathname;
      const result = regExp.exec(subject);
      return result ? { ...result.groups } : null;
    },
  };
}

/** Puts the matched values into a header value or a redirect target (`:splat`, `:name`). */
export function fillPlaceholders(template: string, values: Record<string, string>): string {
  return template.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);
}
