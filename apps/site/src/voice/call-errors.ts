/**
 * The one `error` the site treats itself: audio the browser's autoplay policy holds back until the
 * visitor's next click or key press. (Which errors end a call is the bindings' `endsCall`.)
 */

/** The browser held the assistant's audio back until a user gesture. */
export function isAutoplayBlocked(event: unknown): boolean {
  return (event as { type?: unknown } | null)?.type === 'audio-playback-blocked';
}
