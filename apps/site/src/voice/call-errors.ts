/**
 * The one `error` the site treats itself: audio the browser's autoplay policy holds back until the
 * visitor's next click or key press (`audio-start-failed` with reason `autoplay-blocked`). Which
 * errors end a call, the client says (its state turns to `failed`).
 */

/** The browser held the assistant's audio back until a user gesture. */
export function isAutoplayBlocked(event: unknown): boolean {
  const { type, error } = (event ?? {}) as { type?: unknown; error?: { reason?: unknown } };
  return type === 'audio-start-failed' && error?.reason === 'autoplay-blocked';
}
