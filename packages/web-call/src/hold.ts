// Hold (docs/requirements.md#hold-and-push-to-talk): the person's microphone and the assistant
// muted together, through the platform's `control` message. Loaded on the first `hold()` or
// `unhold()`.

import type { CallSession, Emit } from './call-session';
import { callObjectUnavailable } from './errors';
import type { Transport } from './transport';

/** A call on hold: its call object, and whether the person had muted the microphone before. */
export interface Held {
  call: Transport;
  muted: boolean;
}

/**
 * Puts the call of `session` on hold (`on`) or takes it off; returns the hold that follows. On
 * hold, the platform mutes the assistant (`{ type: 'control', control: 'mute-assistant' }`) and the
 * microphone is muted; off hold, the assistant is unmuted and the microphone turned back on only
 * if the hold turned it off. Asking for the hold the call is in changes nothing and tells nothing;
 * a change is told with `hold-change`. Throws "Call object is not available." without a call, and
 * Daily's error before the call has joined (nothing is changed then: the message goes first).
 */
export function changeHold(
  session: CallSession | undefined,
  held: Held | undefined,
  on: boolean,
  emit: Emit,
): Held | undefined {
  if (!session) throw callObjectUnavailable();
  const { call } = session;
  const current = held?.call === call ? held : undefined;
  if (on === !!current) return current;
  session.send({ type: 'control', control: on ? 'mute-assistant' : 'unmute-assistant' });
  const next = on ? { call, muted: !call.localAudio() } : undefined;
  if (on) call.setLocalAudio(false);
  else if (!current?.muted) call.setLocalAudio(true);
  emit('hold-change', on);
  return next;
}
