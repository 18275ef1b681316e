import { answers, route } from '../core/route';

// The simulated storage of call artifacts (recordings, logs, packet captures). The platform
// answers a download route with a redirect (302) to a short-lived presigned URL of its storage;
// with its extras, the simulator redirects to a file it serves itself under `STORAGE_PATH`. Its
// URLs do not expire.

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
