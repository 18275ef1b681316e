// Plays a recorded call fixture on simulated transports (docs/requirements.md#call-fixtures): what
// came from the other side (messages, levels, the network, the remote end) is acted out on the
// transport's timers; what the client did by itself (its states, speech events, the ended status
// it writes) follows from it.
import { AUDIO_LEVEL_INTERVAL_MS, FULL_VOLUME_LEVEL } from '../speech-detector';
import type { CallFixture, CallFixtureEvent, CallFixtureStateEvent } from './call-fixture';
import type { RuntimeStage } from './options';
import type { RoomStage } from './room-player';

/** What a fixture is played on: a simulated transport, as far as the replay uses it. */
export interface ReplayStage extends RoomStage, Omit<RuntimeStage, 'schedule'> {
  /** The other side leaves the room, without a status message of its own. */
  leaveFromRemote(): void;
}

/**
 * A level is set this long before the time it was reported: the observer reports it at its next
 * tick, the recorded time when the replay's observer ticks in step with the recorded call's
 * (a simulated call on the same pacing), else within half a report's interval of it.
 */
const LEVEL_LEAD_MS = AUDIO_LEVEL_INTERVAL_MS / 2;

/**
 * The calls of a fixture, in order: each runs from a change to `starting` (`start()` or
 * `reconnect()`) to the next; only those the assistant listened in (`listening`) are played.
 */
export function fixtureCalls(fixture: CallFixture): CallFixtureEvent[][] {
  const calls: CallFixtureEvent[][] = [];
  let call: CallFixtureEvent[] = [];
  for (const event of fixture.events) {
    if (event.kind === 'state' && event.next === 'starting') {
      call = [];
      calls.push(call);
    }
    call.push(event);
  }
  if (!calls.length) calls.push(call);
  return calls.filter((events) => events.some(isListening));
}

const isListening = (event: CallFixtureEvent) =>
  event.kind === 'state' && event.reason === 'listening';

/**
 * Plays one recorded call on `stage` from the client's `playable`, with the times of the recording
 * counted from its `listening`: `listening` at once, then each message the call received until its
 * end, each level (the assistant's through the remote observer, the microphone's through the local
 * one), each network interruption and return, a fatal error, and the other side's end. Messages
 * after the call's end are the client's own (its ended status) and are not played.
 *
 * The steps due with `listening` (what the recording holds before it or at its time) run in the
 * same task, in their order; every later one on a timer of the transport started then: a timer of
 * 0 ms set inside a timer runs a millisecond later under fake timers, so none is used.
 */
export function playCall(stage: ReplayStage, events: readonly CallFixtureEvent[]): void {
  const anchor = events.find(isListening)?.at ?? 0;
  const steps: Array<[number, () => void]> = [];
  const add = (at: number, step: () => void, lead = 0) =>
    steps.push([Math.max(0, at - anchor - lead), step]);
  for (const event of events) {
    if (event.kind === 'call-end') break;
    if (event.kind === 'state') {
      const step = stateStep(stage, event);
      if (step) add(event.at, step);
    } else if (event.kind === 'message')
      add(event.at, () => stage.sendRemoteMessage(event.message));
    else if (event.kind === 'volume')
      add(
        event.at,
        () => stage.setRemoteAudioLevel(event.level * FULL_VOLUME_LEVEL),
        LEVEL_LEAD_MS,
      );
    else if (event.kind === 'local-volume')
      add(event.at, () => stage.setLocalAudioLevel(event.level), LEVEL_LEAD_MS);
  }
  // Steps in time order; a level's lead may move it before a message recorded ahead of it.
  steps.sort(([a], [b]) => a - b);
  stage.schedule(0, () => {
    for (const [delay, step] of steps) {
      if (delay === 0) step();
      else stage.schedule(delay, step);
    }
  });
}

/** What the other side did to change the call's state, or nothing when the client did it. */
function stateStep(stage: ReplayStage, event: CallFixtureStateEvent): (() => void) | undefined {
  switch (event.reason) {
    case 'listening':
      return () => stage.sendRemoteMessage('listening');
    case 'remote-end':
      return () => stage.leaveFromRemote();
    case 'call-error':
      return () => stage.raiseFatalError(event.error?.message);
    case 'network-interrupted':
      return () => stage.interruptNetwork();
    case 'network-restored':
      return () => stage.restoreNetwork();
    default:
      return undefined;
  }
}

/** The calls of one factory's replay: each transport that plays takes the next. */
export class FixturePlayer {
  readonly #calls: CallFixtureEvent[][];
  #next = 0;

  constructor(fixture: CallFixture) {
    this.#calls = fixtureCalls(fixture);
  }

  /** Plays the next recorded call on `stage`; past the last one, nothing plays. */
  playNext(stage: ReplayStage): void {
    const events = this.#calls[this.#next++];
    if (events) playCall(stage, events);
  }
}
