/**
 * Every text the orb and the live demo show about a call (docs/requirements.md#the-voice-orb,
 * docs/requirements.md#the-live-demo, docs/requirements.md#site-messages), written once: the views
 * pick from here, and tests assert these.
 */

/** The live demo's status texts, in the order a call moves through them, then its failures. */
export const CALL_STATUS = {
  connecting: 'Connecting...',
  started: 'Call started',
  talking: 'Talking...',
  listening: 'Listening...',
  reconnecting: 'Reconnecting...',
  ended: 'Call ended',
  failedToConnect: 'Failed to connect',
  error: 'Error occurred',
  configError: 'Configuration error - check console',
  microphoneBlocked: 'Microphone blocked',
} as const;

/** Any of the status texts. */
export type CallStatusText = (typeof CALL_STATUS)[keyof typeof CALL_STATUS];

/** What to do about a microphone the browser blocks. */
export const MICROPHONE_BLOCKED_HELP =
  "Your browser is blocking the microphone. Allow it for this site in the address bar's site settings (the icon left of the address), then start the call again.";

/** What to do next after each failure (the status line names the failure itself). */
export const FAILURE_HINTS = {
  failedToConnect: 'The call could not be connected. Please try again in a moment.',
  error: 'The call dropped unexpectedly. Start it again whenever you are ready.',
  connectionLost:
    'The connection was lost and did not come back. Check your network, then start the call again.',
  configError: 'The live demo is unavailable right now. Please come back later.',
  microphoneBlocked: MICROPHONE_BLOCKED_HELP,
} as const;

/** Any of the failure hints. */
export type FailureHint = (typeof FAILURE_HINTS)[keyof typeof FAILURE_HINTS];

/**
 * What the orb and the live demo say while a condition of the call's audio lasts (the client's
 * `audio-health`; docs/requirements.md#audio-health), the most specific first: when several last,
 * the first one listed is said.
 */
export const AUDIO_HEALTH_TEXTS = {
  'device-lost': 'Your microphone was disconnected. Plug it back in or choose another one.',
  'microphone-muted': 'Your microphone is muted by your device or system. Unmute it to talk.',
  'silent-microphone': "We can't hear you. Check that your microphone is on and close enough.",
} as const;

/** Any of the audio texts. */
export type AudioHealthText = (typeof AUDIO_HEALTH_TEXTS)[keyof typeof AUDIO_HEALTH_TEXTS];

/** The text to say for the audio conditions under way, or `null` when none of them has one. */
export function audioHealthText(conditions: readonly string[] = []): AudioHealthText | null {
  for (const [condition, text] of Object.entries(AUDIO_HEALTH_TEXTS)) {
    if (conditions.includes(condition)) return text;
  }
  return null;
}

/** An agent card's call slider, ready and while its call is live. */
export const SLIDER_LABELS = {
  ready: 'Click to start call',
  active: 'Call in progress',
} as const;

/** The strip above the demo's cards: the call under way, or what to do before one. */
export const CALL_BAR_TEXTS = {
  live: 'Live Call Connected',
  connecting: 'Setting up the call…',
  reconnecting: 'The connection dropped. Trying to reconnect…',
  lineBusy: 'You are on a call with the receptionist above. End it to try another agent.',
  idle: 'Allow your microphone when asked, then talk as you would on the phone.',
  end: 'End Call',
} as const;

/** The orb's caption in each state of its call, and while the demo has the page's call. */
export const ORB_CAPTIONS = {
  idle: 'Talk to our AI receptionist',
  starting: CALL_STATUS.connecting,
  connected: 'Live – say hello',
  reconnecting: CALL_STATUS.reconnecting,
  lineBusy: 'On a demo call below',
} as const;

/** What the orb's button is called in each state of its call (screen readers read it). */
export const ORB_LABELS = {
  idle: 'Start a voice call with the AI receptionist',
  starting: 'Connecting to the AI receptionist',
  connected: 'Call with the AI receptionist is live',
  reconnecting: 'Reconnecting to the AI receptionist',
} as const;
