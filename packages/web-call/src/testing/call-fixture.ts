// The call fixture: what `recordCall()` records of a call and `createSimulatedTransport({ replay })`
// plays back (docs/requirements.md#call-fixtures). Plain JSON, versioned, checked field by field
// when it is read.
import { CALL_STATE_TABLE, type CallState, type CallStateReason } from '../call-state';
import type { WebCallMessage } from '../messages';

/** The `format` of every call fixture. */
export const CALL_FIXTURE_FORMAT = '@org/web-call/call-fixture';
/** The version of the fixture format this package writes and reads. */
export const CALL_FIXTURE_VERSION = 1;

/** What every recorded event has: its time. */
export interface CallFixtureEventBase {
  /** ms from the recording's start. */
  at: number;
}

/** A change of the call's state (`state-change`); `error` for a change to `failed`. */
export interface CallFixtureStateEvent extends CallFixtureEventBase {
  /** What happened. */
  kind: 'state';
  /** The state before. */
  previous: CallState;
  /** The state after. */
  next: CallState;
  /** Why it changed. */
  reason: CallStateReason;
  /** The error that failed the call: its type and message. */
  error?: { type: string; message: string };
}

/** A platform message (`message`), as the client passed it. */
export interface CallFixtureMessageEvent extends CallFixtureEventBase {
  /** What happened. */
  kind: 'message';
  /** The message, as parsed JSON. */
  message: WebCallMessage;
}

/**
 * A level the call reported that differs from the last one of its kind: `volume` is the
 * assistant's (`volume-level`), `local-volume` the microphone's (`local-volume-level`); 0…1,
 * rounded to 3 decimals.
 */
export interface CallFixtureLevelEvent extends CallFixtureEventBase {
  /** What happened. */
  kind: 'volume' | 'local-volume';
  /** The level, 0…1. */
  level: number;
}

/** A client event without payload: the assistant's speech, the call's start (`listening`) and end. */
export interface CallFixtureSignalEvent extends CallFixtureEventBase {
  /** What happened. */
  kind: 'speech-start' | 'speech-end' | 'call-start' | 'call-end';
}

/** An `error` event: its type and message. */
export interface CallFixtureErrorEvent extends CallFixtureEventBase {
  /** What happened. */
  kind: 'error';
  /** The error's type (`WebCallErrorEvent.type`). */
  type: string;
  /** Its message. */
  message: string;
}

/** One recorded event, `at` ms after the recording started. */
export type CallFixtureEvent =
  | CallFixtureStateEvent
  | CallFixtureMessageEvent
  | CallFixtureLevelEvent
  | CallFixtureSignalEvent
  | CallFixtureErrorEvent;

/**
 * A recorded call (docs/requirements.md#call-fixtures): JSON as it is (`JSON.stringify` keeps
 * every field), read back with {@link parseCallFixture}.
 */
export interface CallFixture {
  /** Says what the file is: {@link CALL_FIXTURE_FORMAT}. */
  format: typeof CALL_FIXTURE_FORMAT;
  /** The format's version; a reader refuses another. */
  version: typeof CALL_FIXTURE_VERSION;
  /** ms from the recording's start to its stop. */
  durationMs: number;
  /** The call's state when the recording started. */
  initialState: CallState;
  /** The events, in the order the call emitted them (`at` never decreases). */
  events: CallFixtureEvent[];
  /**
   * How many events were left out once the recording held its `maxEvents` (state changes and the
   * call's start and end are always kept); 0 for a complete recording.
   */
  dropped: number;
}

// The states and reasons a fixture may name: those of the client's one state table.
const STATES = Object.keys(CALL_STATE_TABLE) as CallState[];
const REASONS = [
  ...new Set(Object.values(CALL_STATE_TABLE).flatMap((events) => Object.keys(events))),
] as CallStateReason[];
const SIGNALS = ['speech-start', 'speech-end', 'call-start', 'call-end'];
const KINDS = ['state', 'message', 'volume', 'local-volume', 'error', ...SIGNALS];

/** A fixture that cannot be read: the message names the field and what it should be. */
export class CallFixtureError extends TypeError {
  /** The error's name. */
  override readonly name = 'CallFixtureError';
  constructor(
    /** The field, as a path from the fixture (`events[3].level`). */
    readonly field: string,
    expected: string,
    value: unknown,
  ) {
    super(`Invalid call fixture: ${field} must be ${expected} (got ${describe(value)})`);
  }
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  try {
    const text = JSON.stringify(value);
    return text.length > 60 ? `${text.slice(0, 57)}...` : text;
  } catch {
    return String(value);
  }
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function check(ok: boolean, field: string, expected: string, value: unknown): void {
  if (!ok) throw new CallFixtureError(field, expected, value);
}

/** The path of `key` in the object at `path` (the fixture itself at ''). */
const fieldOf = (path: string, key: string) => (path ? `${path}.${key}` : key);

function oneOf(fields: Fields, key: string, path: string, allowed: readonly string[]): void {
  const value = fields[key];
  const list = allowed.map((a) => `"${a}"`).join(', ');
  check(allowed.includes(value as string), fieldOf(path, key), `one of ${list}`, value);
}

function text(fields: Fields, key: string, path: string): void {
  check(typeof fields[key] === 'string', fieldOf(path, key), 'a string', fields[key]);
}

function checkEvent(event: unknown, path: string, previousAt: number): number {
  check(isObject(event), path, 'an object', event);
  const fields = event as Fields;
  const { at } = fields;
  const isTime = typeof at === 'number' && Number.isFinite(at) && at >= 0;
  check(isTime, `${path}.at`, 'a number of ms ≥ 0', at);
  check((at as number) >= previousAt, `${path}.at`, `≥ the event before's (${previousAt})`, at);
  oneOf(fields, 'kind', path, KINDS);
  switch (fields.kind) {
    case 'state':
      oneOf(fields, 'previous', path, STATES);
      oneOf(fields, 'next', path, STATES);
      oneOf(fields, 'reason', path, REASONS);
      if (fields.error !== undefined) {
        check(isObject(fields.error), `${path}.error`, 'an object', fields.error);
        text(fields.error as Fields, 'type', `${path}.error`);
        text(fields.error as Fields, 'message', `${path}.error`);
      }
      break;
    case 'message': {
      const { message } = fields;
      check(isObject(message), `${path}.message`, 'an object', message);
      text(message as Fields, 'type', `${path}.message`);
      break;
    }
    case 'volume':
    case 'local-volume': {
      const { level } = fields;
      const isLevel = typeof level === 'number' && level >= 0 && level <= 1;
      check(isLevel, `${path}.level`, 'a number from 0 to 1', level);
      break;
    }
    case 'error':
      text(fields, 'type', path);
      text(fields, 'message', path);
      break;
  }
  return at as number;
}

/**
 * Checks that `value` (e.g. `JSON.parse` of a fixture file) is a call fixture this version reads,
 * and returns it typed. Throws a {@link CallFixtureError} naming the first field that is not as
 * it should be (`Invalid call fixture: events[3].level must be a number from 0 to 1 (got "loud")`).
 */
export function parseCallFixture(value: unknown): CallFixture {
  check(isObject(value), 'fixture', 'an object', value);
  const fixture = value as Fields;
  check(
    fixture.format === CALL_FIXTURE_FORMAT,
    'format',
    `"${CALL_FIXTURE_FORMAT}"`,
    fixture.format,
  );
  check(
    fixture.version === CALL_FIXTURE_VERSION,
    'version',
    `${CALL_FIXTURE_VERSION} (this package reads version ${CALL_FIXTURE_VERSION} only)`,
    fixture.version,
  );
  const { durationMs, dropped, events } = fixture;
  const count = (n: unknown) => typeof n === 'number' && Number.isInteger(n) && n >= 0;
  check(count(durationMs), 'durationMs', 'a whole number of ms ≥ 0', durationMs);
  check(count(dropped), 'dropped', 'a whole number ≥ 0', dropped);
  oneOf(fixture, 'initialState', '', STATES);
  check(Array.isArray(events), 'events', 'an array', events);
  let at = 0;
  (events as unknown[]).forEach((event, index) => {
    at = checkEvent(event, `events[${index}]`, at);
  });
  return value as unknown as CallFixture;
}
