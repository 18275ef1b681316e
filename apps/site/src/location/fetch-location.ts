/**
 * The visitor's country from an IP-geolocation JSON service (docs/requirements.md#site-calls,
 * docs/requirements.md#site-messages). Pure of globals: the fetch and timeout are passed in.
 */

/** Where the lookup asks by default; override with `VITE_GEOLOCATION_URL`. */
export const DEFAULT_GEOLOCATION_URL = 'https://ipapi.co/json/';

/** A lookup that gives up after this long never holds anything up. */
export const LOCATION_TIMEOUT_MS = 5_000;

/** The message logged when the service answers with an error status. */
export const LOCATION_FAILURE_MESSAGE = 'Failed to fetch location data';

/** What the lookup found. */
export interface LocationFix {
  country: string | null;
  countryCode: string | null;
}

/** The configured service URL, or the default. */
export function geolocationUrl(
  env: Pick<ImportMetaEnv, 'VITE_GEOLOCATION_URL'> = import.meta.env,
): string {
  return env.VITE_GEOLOCATION_URL?.trim() || DEFAULT_GEOLOCATION_URL;
}

/** Reads `country_name` and `country_code` from the service's answer, tolerating anything else. */
export function parseLocation(body: unknown): LocationFix {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  return { country: text(record.country_name), countryCode: text(record.country_code) };
}

/** GETs the service and parses its answer; rejects on a non-ok status, a timeout or bad JSON. */
export async function fetchLocation({
  url,
  fetch: fetchFn,
  timeoutMs = LOCATION_TIMEOUT_MS,
}: {
  url: string;
  fetch: typeof fetch;
  timeoutMs?: number;
}): Promise<LocationFix> {
  const response = await fetchFn(url, {
    headers: { Accept: 'application/json' },
    credentials: 'omit',
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) {
    throw new Error(`${LOCATION_FAILURE_MESSAGE}: HTTP ${response.status}`);
  }
  return parseLocation(await response.json());
}
