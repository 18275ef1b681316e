import type { Download } from '../types/download';
import type { Core, CoreRequest, RequestOptions } from './core';
import { type AnyRoute, type PlatformKey, type RouteArgs, type RouteFor, requestOf } from './route';

export type { Download };

/** Options of the download functions: those of every request, and what to do with the redirect. */
export interface DownloadOptions extends RequestOptions {
  /**
   * `'manual'` (the default): give the storage URL the platform redirects to, without fetching the
   * file. Node, Deno, Bun and edge runtimes show fetch the redirect; a browser hides it (an opaque
   * redirect), so there the function asks again and lets fetch follow it. `'follow'`: let fetch
   * follow the redirect and give the file (in a browser, one request fewer).
   */
  redirect?: 'manual' | 'follow';
}

/**
 * A download route's function: `(core, ...path values, options?) => Promise<Download>`. A
 * conditional type, so that declarations spell each function's parameters out, as `RouteCall`'s do.
 */
export type DownloadCall<R extends AnyRoute> = R extends AnyRoute
  ? (core: Core, ...args: RouteArgs<R, DownloadOptions>) => Promise<Download>
  : never;

/**
 * The function of a download route. It asks for the redirect itself (`redirect: 'manual'`) and
 * gives its `Location`; where the runtime hides that (a browser's opaque redirect), or when asked
 * to (`redirect: 'follow'`), fetch follows the redirect and the function gives the file's answer.
 */
// @__NO_SIDE_EFFECTS__
export function downloader<const Key extends PlatformKey>(
  key: Key,
): DownloadCall<RouteFor<Key, ''>> & { readonly route: RouteFor<Key, ''> } {
  const route = { key, input: '' } as RouteFor<Key, ''>;
  const download = async (core: Core, ...args: unknown[]): Promise<Download> => {
    const request: CoreRequest = requestOf(route, args);
    const get = (redirect: RequestRedirect) =>
      core.request<Response>({
        ...request,
        headers: { accept: '*/*', ...request.headers },
        redirect,
      });
    let response = await get(request.redirect ?? 'manual');
    // a browser answers a redirect it was told not to follow with an opaque one, no `Location`
    if (response.type === 'opaqueredirect') response = await get('follow');
    const from = response.url || core.baseUrl + request.path;
    const location = response.status > 299 && response.headers.get('location');
    if (!location) return { url: from, response };
    // the redirect's own body says nothing: close it, freeing the connection
    response.body?.cancel().catch(() => {});
    return { url: new URL(location, from).href };
  };
  return Object.assign(download, { route }) as unknown as DownloadCall<RouteFor<Key, ''>> & {
    readonly route: RouteFor<Key, ''>;
  };
}
