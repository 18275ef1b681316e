/** The platform's public API; override it per client with `baseUrl`. */
export const DEFAULT_BASE_URL = 'https://api.vapi.ai';

/** A value a query string can carry; `undefined` and `null` are left out, arrays repeat the key. */
export type QueryValue =
  | string
  | number
  | boolean
  | Date
  | null
  | undefined
  | readonly (string | number | boolean | Date)[];

/** Query parameters of a request. */
export type QueryParams = { [key: string]: QueryValue };

/**
 * Joins a base URL and a route path without doubling or dropping the slash between them.
 *
 * @example
 * ```ts
 * joinUrl('https://api.vapi.ai/', '/call/web'); // 'https://api.vapi.ai/call/web'
 * ```
 */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * Serialises query parameters to `?a=1&b=2` (or `''` when there are none). Dates become ISO
 * strings, arrays repeat their key, `undefined` and `null` are skipped.
 *
 * @example
 * ```ts
 * serializeQuery({ limit: 10, createdAtGt: new Date(0) }); // '?limit=10&createdAtGt=1970-01-01T00:00:00.000Z'
 * ```
 */
export function serializeQuery(query?: QueryParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value == null) continue;
    // `append` turns a number or a boolean into its text
    for (const item of [value].flat())
      params.append(key, (item instanceof Date ? item.toISOString() : item) as string);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
