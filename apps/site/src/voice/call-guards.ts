/**
 * What the orb and the live demo check around a call start, on top of the voice client: their own
 * connect time limit, and a microphone the browser blocks (its own message, saying how to allow
 * it, instead of a generic failure).
 */

/**
 * The site's connect time limit: a start that has not heard "listening" (the client's
 * `call-start`) by then is ended and reported as "Failed to connect".
 */
export const CONNECT_TIMEOUT_MS = 15_000;

/**
 * Whether the browser already refuses this site the microphone (the Permissions API says
 * `denied`). Browsers without the API, or that cannot tell, answer false: the call then asks.
 */
export async function microphoneBlocked(): Promise<boolean> {
  try {
    const status = await navigator.permissions?.query({ name: 'microphone' as PermissionName });
    return status?.state === 'denied';
  } catch {
    return false;
  }
}

/** Whether a voice client's `camera-error` says the microphone permission was refused. */
export function isPermissionRefusal(event: unknown): boolean {
  const daily = (event as { error?: { error?: { type?: unknown } } } | null)?.error;
  return daily?.error?.type === 'permissions';
}
