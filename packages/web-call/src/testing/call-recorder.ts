// Records a call as a fixture (docs/requirements.md#call-fixtures): a development helper for a
// page that makes real calls, whose fixture the simulated transport plays back in tests.
import type { CallState } from '../call-state';
import type { WebCallEvents } from '../events';
import {
  CALL_FIXTURE_FORMAT,
  CALL_FIXTURE_VERSION,
  type CallFixture,
  type CallFixtureEvent,
} from './call-fixture';

/** What the recorder uses of a call: a `WebCall`, or anything with its events. */
export interface RecordableCall {
  /** The call's state when the recording starts (`idle` when the call has none). */
  readonly state?: CallState;
  /** Adds a listener. */
  on<K extends keyof WebCallEvents>(event: K, listener: WebCallEvents[K]): unknown;
  /** Removes it. */
  off<K extends keyof WebCallEvents>(event: K, listener: WebCallEvents[K]): unknown;
}

/** Options of {@link recordCall}. */
export interface RecordCallOptions {
  /**
   * The most events kept (default {@link DEFAULT_MAX_EVENTS}). Beyond it, messages, levels, speech
   * and errors are counted in the fixture's `dropped` instead; state changes and the call's start
   * and end are always kept.
   */
  maxEvents?: number;
  /** The clock, in ms (default `Date.now`, which fake timers drive). */
  now?: () => number;
}

/** A recording under way. */
export interface CallRecording {
  /** Stops recording (its listeners are removed) and returns the fixture; again, the same one. */
  stop(): CallFixture;
}

/**
 * The events a recording keeps by default: a talking call changes both levels at almost every
 * report (10 a second each), so about 15 minutes of talk, or a fixture of about 1 MB of JSON.
 */
export const DEFAULT_MAX_EVENTS = 20_000;

/** Levels are kept to 3 decimals: finer steps are noise, and replays compare equal. */
const round = (level: number) => Math.round(level * 1000) / 1000;

/**
 * Records a call's state changes, platform messages, errors and level timeline (the assistant's
 * `volume-level` and the microphone's `local-volume-level`, each only when it changes, with the
 * speech events), each at its time from the recording's start, until `stop()` returns it as a
 * {@link CallFixture}. Start it before `start()`: a call starts the microphone's level observer
 * only when `local-volume-level` has a listener as it starts (else call
 * `startLocalAudioLevelObserver()`).
 *
 * @example
 * ```ts
 * const recording = recordCall(webCall);
 * await webCall.start('assistant-id');
 * // ...talk, then:
 * await webCall.stop();
 * const json = JSON.stringify(recording.stop());
 * ```
 */
export function recordCall(call: RecordableCall, options: RecordCallOptions = {}): CallRecording {
  const { maxEvents = DEFAULT_MAX_EVENTS, now = Date.now } = options;
  const startedAt = now();
  const events: CallFixtureEvent[] = [];
  const lastLevel: Partial<Record<'volume' | 'local-volume', number>> = {};
  let dropped = 0;
  let fixture: CallFixture | undefined;
  const at = () => Math.max(0, Math.round(now() - startedAt));
  /** Adds an event; one of the kinds that may be left out only while there is room. */
  const add = (event: CallFixtureEvent, always = false) => {
    if (always || events.length < maxEvents) events.push(event);
    else dropped++;
  };
  const level = (kind: 'volume' | 'local-volume') => (value: number) => {
    const rounded = round(value);
    if (lastLevel[kind] === rounded) return;
    lastLevel[kind] = rounded;
    add({ at: at(), kind, level: rounded });
  };
  const listeners: { [K in keyof WebCallEvents]?: WebCallEvents[K] } = {
    'state-change': ({ previous, next, reason, error }) =>
      add(
        {
          at: at(),
          kind: 'state',
          previous,
          next,
          reason,
          ...(error && { error: { type: error.type, message: error.message } }),
        },
        true,
      ),
    message: (message) => add({ at: at(), kind: 'message', message }),
    error: ({ type, message }) => add({ at: at(), kind: 'error', type, message }),
    'volume-level': level('volume'),
    'local-volume-level': level('local-volume'),
    'speech-start': () => add({ at: at(), kind: 'speech-start' }),
    'speech-end': () => add({ at: at(), kind: 'speech-end' }),
    'call-start': () => add({ at: at(), kind: 'call-start' }, true),
    'call-end': () => add({ at: at(), kind: 'call-end' }, true),
  };
  const each = (use: (event: keyof WebCallEvents, listener: never) => unknown) => {
    for (const [event, listener] of Object.entries(listeners))
      use(event as keyof WebCallEvents, listener as never);
  };
  const initialState = call.state ?? 'idle';
  each((event, listener) => call.on(event, listener));
  return {
    stop() {
      if (fixture) return fixture;
      each((event, listener) => call.off(event, listener));
      fixture = {
        format: CALL_FIXTURE_FORMAT,
        version: CALL_FIXTURE_VERSION,
        durationMs: at(),
        initialState,
        events,
        dropped,
      };
      return fixture;
    },
  };
}
