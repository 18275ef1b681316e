import { assistantSpeech } from './assistant-speech';
import type { SimulatedPacing, SimulatedRoom } from './options';

/** What a room is played on: a simulated transport, as far as the player uses it. */
export interface RoomStage {
  /** Sends an app message from the assistant (a string as is, objects as JSON). */
  sendRemoteMessage(data: unknown): void;
  /** The assistant's audio level. */
  setRemoteAudioLevel(level: number): void;
  /** The user's voice level at the microphone. */
  setLocalAudioLevel(level: number): void;
  /** The remote side ends the call. */
  endFromRemote(endedReason?: string): void;
  /** Runs a step on the transport's own timers (cleared when it is destroyed). */
  schedule(ms: number, task: () => void): void;
}

/** The assistant's audio level while it speaks (a summed level of 0.08 is a volume of about 0.5). */
export const SPEAKING_LEVEL = 0.08;

/**
 * Plays a room on a simulated transport, from `room.resumeAt` on for a rejoined room (without a
 * second `listening` then), telling `played` how many turns are done after each one: the raw `listening` message (unless `greet` is false),
 * then each turn in order, after its `delayMs` of silence (the pacing's `turnGapMs` without it) —
 * assistant turns raise the remote audio level and send assistant-speech messages with each word's
 * timing, user turns raise the local microphone's level, and both send speech-update and transcript
 * messages (partial, then final) — and, if the room says so, the remote end of the call. Every step is a timer of the transport, so destroying it
 * stops the play.
 */
export function playRoom(
  call: RoomStage,
  room: SimulatedRoom,
  pacing: SimulatedPacing,
  greet = true,
  played?: (turnsPlayed: number) => void,
): void {
  const steps: Array<[number, () => void]> = [];
  let at = 0;
  const resumeAt = room.resumeAt ?? 0;
  if (greet && room.resumeAt === undefined)
    steps.push([0, () => call.sendRemoteMessage('listening')]);
  room.turns.forEach((turn, index) => {
    if (index < resumeAt) return;
    const words = turn.text.split(/\s+/).filter(Boolean);
    const duration = Math.max(1, words.length) * pacing.msPerWord;
    const half = words.slice(0, Math.ceil(words.length / 2)).join(' ');
    const { role } = turn;
    const transcript = (transcriptType: 'partial' | 'final', text: string) => () =>
      call.sendRemoteMessage({ type: 'transcript', role, transcriptType, transcript: text });
    const speech = (status: 'started' | 'stopped') => () =>
      call.sendRemoteMessage({ type: 'speech-update', status, role, turn: index });
    at += index === resumeAt ? 0 : (turn.delayMs ?? pacing.turnGapMs);
    steps.push([at, speech('started')]);
    // The assistant's turns sound in its audio track, the user's in the local microphone.
    const level = (value: number) => () =>
      role === 'assistant' ? call.setRemoteAudioLevel(value) : call.setLocalAudioLevel(value);
    steps.push([at, level(SPEAKING_LEVEL)]);
    if (role === 'assistant') {
      const start = at;
      for (const [offset, message] of assistantSpeech(words, index, pacing.msPerWord))
        steps.push([start + offset, () => call.sendRemoteMessage(message)]);
    }
    steps.push([at + duration / 2, transcript('partial', half)]);
    at += duration;
    steps.push([at, level(0)]);
    steps.push([at, transcript('final', turn.text)]);
    steps.push([at, speech('stopped')]);
    if (played) steps.push([at, () => played(index + 1)]);
  });
  if (room.endCall)
    steps.push([at + pacing.turnGapMs, () => call.endFromRemote('assistant-ended-call')]);
  for (const [time, step] of steps) call.schedule(time, step);
}

/**
 * What the platform does with the client's app messages: `end-call` ends the call from its side,
 * `say` makes the assistant speak the line (and end the call after it, if asked). Other messages,
 * and anything that is not JSON, change nothing.
 */
export function answerClientMessage(call: RoomStage, data: unknown, pacing: SimulatedPacing): void {
  let message: { type?: string; message?: string; endCallAfterSpoken?: boolean } | undefined;
  try {
    message = typeof data === 'string' ? JSON.parse(data) : undefined;
  } catch {
    return;
  }
  if (message?.type === 'end-call')
    call.schedule(0, () => call.endFromRemote('customer-ended-call'));
  if (message?.type === 'say' && message.message) {
    const turns = [{ role: 'assistant' as const, text: message.message }];
    playRoom(call, { turns, endCall: !!message.endCallAfterSpoken }, pacing, false);
  }
}
