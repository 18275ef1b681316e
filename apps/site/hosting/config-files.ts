/**
 * Parsers of the static host's two configuration files, `_headers` and `_redirects`, in the format
 * of Cloudflare Pages (Netlify reads the same syntax). Stricter than the host: where the host would
 * skip a bad line with a warning, these throw a `HostConfigError` naming the file and line, so a
 * mistake fails the tests instead of silently dropping a security header.
 *
 * `_headers`: blocks of a URL pattern line followed by indented `Name: value` lines (`! Name`
 * removes a header set by the host or an earlier rule); `#` starts a comment. At most 100 rules
 * and 2000 characters a line.
 *
 * `_redirects`: one `from to [status]` rule a line; status 301, 302 (the default), 303, 307, 308,
 * or 200 to serve another path without redirecting. At most 2000 static and 100 dynamic rules.
 */
import { compileUrlPattern, type UrlPattern, UrlPatternError } from './url-pattern';

/** Documented limits of the format. */
export const LIMITS = {
  lineLength: 2000,
  headerRules: 100,
  staticRedirects: 2000,
  dynamicRedirects: 100,
} as const;

/** Status codes a `_redirects` rule may use. */
export const REDIRECT_STATUSES = [200, 301, 302, 303, 307, 308] as const;

/** A redirect status. */
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];

/** One `_headers` block. */
export interface HeaderRule {
  pattern: UrlPattern;
  /** Headers to set, in file order. */
  set: [name: string, value: string][];
  /** Headers to remove (lower case). */
  unset: string[];
  line: number;
}

/** One `_redirects` line. */
export interface RedirectRule {
  pattern: UrlPattern;
  to: string;
  status: RedirectStatus;
  line: number;
}

/** A configuration file the host would not apply as written. */
export class HostConfigError extends Error {
  override readonly name = 'HostConfigError';
  constructor(
    readonly file: '_headers' | '_redirects',
    readonly line: number,
    message: string,
  ) {
    super(`${file}:${line}: ${message}`);
  }
}

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

function lines(text: string): { text: string; raw: string; number: number }[] {
  return text
    .split(/\r?\n/)
    .map((raw, index) => ({ raw, text: raw.trim(), number: index + 1 }))
    .filter((line) => line.text !== '' && !line.text.startsWith('#'));
}

function pattern(file: '_headers' | '_redirects', line: number, source: string): UrlPattern {
  try {
    return compileUrlPattern(source);
  } catch (error) {
    if (error instanceof UrlPatternError) throw new HostConfigError(file, line, error.message);
    throw error;
  }
}

/** Parses a `_headers` file. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  const seen = new Set<string>();
  let current: HeaderRule | undefined;
  const finish = () => {
    if (current && current.set.length === 0 && current.unset.length === 0) {
      throw new HostConfigError(
        '_headers',
        current.line,
        `"${current.pattern.source}" has no headers`,
      );
    }
  };
  for (const line of lines(text)) {
    if (line.raw.length > LIMITS.lineLength) {
      throw new HostConfigError(
        '_headers',
        line.number,
        `longer than ${LIMITS.lineLength} characters`,
      );
    }
    const indented = /^\s/.test(line.raw);
    if (!indented) {
      if (!line.text.startsWith('/') && !line.text.startsWith('https://')) {
        throw new HostConfigError(
          '_headers',
          line.number,
          `"${line.text}" is neither a URL pattern nor an indented header`,
        );
      }
      finish();
      if (seen.has(line.text)) {
        throw new HostConfigError('_headers', line.number, `"${line.text}" appears twice`);
      }
      seen.add(line.text);
      current = {
        pattern: pattern('_headers', line.number, line.text),
        set: [],
        unset: [],
        line: line.number,
      };
      rules.push(current);
      if (rules.length > LIMITS.headerRules) {
        throw new HostConfigError('_headers', line.number, `more than ${LIMITS.headerRules} rules`);
      }
      continue;
    }
    if (!current) {
      throw new HostConfigError('_headers', line.number, 'a header comes before any URL pattern');
    }
    // Only the URL pattern line starts at the margin; its headers are indented under it.
    if (line.text.startsWith('! ')) {
      const name = line.text.slice(2).trim();
      if (!HEADER_NAME.test(name)) {
        throw new HostConfigError('_headers', line.number, `"${name}" is not a header name`);
      }
      current.unset.push(name.toLowerCase());
      continue;
    }
    const colon = line.text.indexOf(':');
    const name = colon > 0 ? line.text.slice(0, colon).trim() : '';
    if (!HEADER_NAME.test(name)) {
      throw new HostConfigError(
        '_headers',
        line.number,
        `expected "Name: value", got "${line.text}"`,
      );
    }
    current.set.push([name, line.text.slice(colon + 1).trim()]);
  }
  finish();
  return rules;
}

/** Parses a `_redirects` file. */
export function parseRedirectsFile(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  let staticCount = 0;
  let dynamicCount = 0;
  for (const line of lines(text)) {
    if (line.raw.length > LIMITS.lineLength) {
      throw new HostConfigError(
        '_redirects',
        line.number,
        `longer than ${LIMITS.lineLength} characters`,
      );
    }
    const fields = line.text.split(/\s+/);
    if (fields.length < 2 || fields.length > 3) {
      throw new HostConfigError(
        '_redirects',
        line.number,
        `expected "from to [status]", got "${line.text}"`,
      );
    }
    const [from = '', to = '', statusText = '302'] = fields;
    const status = Number(statusText);
    if (!(REDIRECT_STATUSES as readonly number[]).includes(status)) {
      throw new HostConfigError(
        '_redirects',
        line.number,
        `status ${statusText} is not one of ${REDIRECT_STATUSES.join(', ')}`,
      );
    }
    if (status === 200 && !to.startsWith('/')) {
      throw new HostConfigError(
        '_redirects',
        line.number,
        'a 200 rule must point to a path of this site',
      );
    }
    const compiled = pattern('_redirects', line.number, from);
    if (compiled.dynamic) dynamicCount += 1;
    else staticCount += 1;
    if (dynamicCount > LIMITS.dynamicRedirects || staticCount > LIMITS.staticRedirects) {
      throw new HostConfigError('_redirects', line.number, 'too many rules');
    }
    rules.push({ pattern: compiled, to, status: status as RedirectStatus, line: line.number });
  }
  return rules;
}
