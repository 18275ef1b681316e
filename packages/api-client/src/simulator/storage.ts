import { answers, route } from '../core/route';
import type { Answer } from './crud';
import { notFound } from './errors';

// The simulated storage of call artifacts (recordings, logs, packet captures). The platform
// answers a download route with a redirect (302) to a short-lived presigned URL of its storage;
// the simulator's redirect names a file it serves itself, with the content type that the URL asks
// for (`response-content-type`, as a presigned URL may). Its URLs do not expire.

/** The path under which the simulator serves call artifacts. */
export const STORAGE_PATH = '/simulator/storage';

/** A call's artifact: `{id}` names the call, `{file}` the artifact (the download route's last segment). */
export const getStoredFile = route(`GET ${STORAGE_PATH}/{id}/{file}`, answers<Blob>(), {
  auth: false,
});

/** The storage routes, by name. */
export const STORAGE_ROUTES = { getStoredFile };
/** One storage route as `METHOD /path`. */
export type StorageRoute = (typeof STORAGE_ROUTES)[keyof typeof STORAGE_ROUTES]['key'];

/**
 * The answer of a download route: for a call the platform has, a redirect to the artifact in the
 * simulated storage (named by the route's last path segment), with the given content type.
 */
export const redirectToStorage =
  (contentType: string): Answer<Response> =>
  (ctx) => {
    const id = ctx.params.id ?? '';
    if (!ctx.state.calls.has(id)) throw notFound('Call', id);
    const file = new URL(ctx.request.url).pathname.split('/').pop();
    const type = encodeURIComponent(contentType);
    const location = `${ctx.storageUrl}/${encodeURIComponent(id)}/${file}?response-content-type=${type}`;
    return new Response(null, { status: 302, headers: { location } });
  };

/** The answers of the storage routes: a short text standing in for the file. */
export const STORAGE_ANSWERS: Record<keyof typeof STORAGE_ROUTES, Answer<Response>> = {
  getStoredFile: ({ params, query }) =>
    new Response(`Simulated ${params.file} of call ${params.id}`, {
      headers: {
        'content-type': query.get('response-content-type') ?? 'application/octet-stream',
      },
    }),
};
