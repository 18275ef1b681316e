import type { DailyAdvancedConfig, DailyCall, DailyFactoryOptions } from '@daily-co/daily-js';
import type { TransportFactory } from './transport';

/** Options of a `WebCall` beyond the existing SDK's four constructor arguments. */
export interface WebCallOptions {
  /**
   * Makes the transport of each call (see `CallTransport`); defaults to loading
   * `@daily-co/daily-js` and making its call object (`Daily.createCallObject`), a transport as it
   * is. Tests and local demos pass
   * `createSimulatedTransport()` of `@org/web-call/testing`.
   */
  transport?: TransportFactory;
  /** The `fetch` for `POST /call/web`; defaults to the global one. */
  fetch?: typeof fetch;
  /** Time limit of each start stage (and of `POST /call/web`), in ms. Default 30 000; 0 for none. */
  stageTimeoutMs?: number;
  /**
   * How long the call waits, in `reconnecting`, for an interrupted connection to come back before
   * it ends with an `error` of type `connection-lost`, in ms. Default 30 000.
   */
  reconnectGraceMs?: number;
  /** Turn on Daily's noise cancellation when the call starts. Default true. */
  noiseCancellation?: boolean;
  /** Data attached to the participant when joining; at most 4096 characters of JSON. */
  userData?: unknown;
  /**
   * After a failed start, also emit the generic `error` of type `start-method-error` (after the
   * stage's own `error` and `call-start-failed`), as `@vapi-ai/web` does. Default true; false for
   * exactly one `error` per failed start, of the stage's type.
   */
  genericStartError?: boolean;
}

/**
 * Daily's advanced call configuration (`dailyConfig` of its factory), passed through: e.g.
 * `{ avoidEval: true }` for a strict Content Security Policy.
 */
export type DailyCallConfig = DailyAdvancedConfig;

/** Daily's factory options for the call object, e.g. `{ audioSource, startAudioOff }`. */
export type DailyCallObjectOptions = DailyFactoryOptions;

/** Input devices to use: Daily device ids or your own tracks (Daily's own parameter type). */
export type InputDevices = Parameters<DailyCall['setInputDevicesAsync']>[0];

/** The sixth argument of `start()`. */
export interface StartCallOptions {
  /**
   * Whether the platform deletes the room (and ends the call) when the user leaves it. Default
   * true. With false the call goes on after `stop()` or a page reload, and `reconnect()` rejoins
   * it; `end()` always ends it.
   */
  roomDeleteOnUserLeaveEnabled?: boolean;
}
