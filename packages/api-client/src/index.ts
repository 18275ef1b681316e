/** The platform's public API; override it per client with `baseUrl`. */
export const DEFAULT_BASE_URL = 'https://api.vapi.ai';

/**
 * Joins a base URL and a route path without doubling or dropping the slash between them.
 *
 * @example
 * joinUrl('https://api.vapi.ai/', '/call/web'); // 'https://api.vapi.ai/call/web'
 */
export function joinUrl(baseUrl: string, path: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
