// What is wrong with the person's microphone, from the call's audio health (`audioHealth` of
// `useWebCall()`): the most specific condition under way is said, and cleared when it ends.
import type { AudioHealthCondition } from '@org/web-call';
import { useWebCall } from '@org/web-call/react';

/** What to say for each condition, the most specific first. */
const MESSAGES: Array<[AudioHealthCondition, string]> = [
  ['device-lost', 'Your microphone was disconnected. Plug it back in or choose another one.'],
  ['microphone-muted', 'Your microphone is muted by your device or system. Unmute it to talk.'],
  ['silent-microphone', "We can't hear you. Check that your microphone is on and close enough."],
  ['echo-suspected', 'The assistant may be hearing itself: try headphones, or lower the volume.'],
];

/** The audio-health message of the call, in a polite live region. */
export function AudioHealthMessage() {
  const { audioHealth } = useWebCall();
  const message = MESSAGES.find(([condition]) => audioHealth.includes(condition))?.[1];
  return (
    <p role="status" aria-live="polite" className="audio-health">
      {message}
    </p>
  );
}
