// Hold (docs/requirements.md#hold-and-push-to-talk): the person's microphone and the assistant
// muted together, through the platform's `control` message. Loaded on the first `hold()` or
// `unhold()`.

import type { CallSession, Emit } from './call-session';
import { callObjectUnavailable } from './errors';

/**
 * Puts the call of `session` on hold (`on`) or takes it off (`session.held`, which ends with the
 * call). On
 * hold, the platform mutes the assistant (`{ type: 'control', control: 'mute-assistant' }`) and the
 * microphone is muted; off hold, the assistant is unmuted and the microphone turned back on only
 * if the hold turned it off. Asking for the hold the call is in changes nothing and tells nothing;
 * a change is told with the client's `hold-change`. Throws "Call object is not available." without a call, and
 * Daily's error before the call has joined (nothing is changed then: the message goes first).
 */
export function changeHold(
  session: CallSession | undefined,
  on: boolean,
  client: { emit: Emit },
): void {
  if (!session) throw callObjectUnavailable();
  const { call, held } = session;
  if (on === !!held) return;
  session.send({ type: 'control', control: on ? 'mute-assistant' : 'unmute-assistant' });
  session.held = on ? { muted: !call.localAudio() } : undefined;
  if (on) call.setLocalAudio(false);
  else if (!held?.muted) call.setLocalAudio(true);
  client.emit('hold-change', on);
}
