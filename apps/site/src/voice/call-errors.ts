/**
 * Which `error` events end the demo's call (SPEC §4: a runtime error shows "Error occurred" and the
 * call is no longer live). The voice client keeps a call running through a few degradations — noise
 * cancellation switched off, a recording that did not start, audio the browser's autoplay policy
 * holds back until the visitor's next click or key press — and those only get logged.
 */

/** Error types after which the call carries on (the client has already worked around them). */
const DEGRADATIONS: ReadonlySet<string> = new Set([
  'audio-processing-setup-error',
  'video-recording-setup-error',
  'audio-playback-blocked',
]);

/** The browser held the assistant's audio back until a user gesture. */
export function isAutoplayBlocked(event: unknown): boolean {
  return errorType(event) === 'audio-playback-blocked';
}

/** The `type` of an `error` event payload, if it has one. */
export function errorType(event: unknown): string | undefined {
  if (typeof event !== 'object' || event === null) return undefined;
  const { type } = event as { type?: unknown };
  return typeof type === 'string' ? type : undefined;
}

/** Whether an `error` event during a call ends it; unknown shapes are treated as fatal. */
export function endsCall(event: unknown): boolean {
  const type = errorType(event);
  return type === undefined || !DEGRADATIONS.has(type);
}
