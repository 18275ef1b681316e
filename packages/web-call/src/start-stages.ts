import { timestamp } from './environment';
import { toWebCallError, type WebCallError } from './errors';
import type { CallStartProgressEvent, StartStage, WebCallErrorType } from './shared-types';

/**
 * The `error` type of each stage's failure: `<stage>-error` where there is one; initialization
 * checks the target (`validation-error`), web-call-creation is `POST /call/web`
 * (`start-method-error`), video-recording-started is the recording's own setup
 * (`video-recording-setup-error`), and reconnect-initialization is `reconnect()`'s own
 * (`reconnect-error`).
 */
export const STAGE_ERROR_TYPES: Readonly<Record<StartStage, WebCallErrorType>> = {
  initialization: 'validation-error',
  'web-call-creation': 'start-method-error',
  'daily-call-object-creation': 'daily-call-object-creation-error',
  'mobile-permissions': 'mobile-permissions-error',
  'daily-call-join': 'daily-call-join-error',
  'video-recording-setup': 'video-recording-setup-error',
  'video-recording-started': 'video-recording-setup-error',
  'audio-observer-setup': 'audio-observer-setup-error',
  'audio-processing-setup': 'audio-processing-setup-error',
  'reconnect-initialization': 'reconnect-error',
};

/** The `error` type reported when `stage` fails (see {@link STAGE_ERROR_TYPES}). */
export function stageErrorType(stage: StartStage): WebCallErrorType {
  return STAGE_ERROR_TYPES[stage];
}

/** The bookkeeping of the start pipeline, as made by {@link createStageTracker}. */
export interface StageTracker {
  /** Marks a stage as started, or as completed (with its duration). */
  mark(
    stage: StartStage,
    status: 'started' | 'completed',
    metadata?: Record<string, unknown>,
  ): void;
  /**
   * Marks a stage as failed, with its duration and the error text. Returns the error as a
   * `WebCallError` of the stage's type that names the stage.
   */
  fail(stage: StartStage, error: unknown): WebCallError;
  /**
   * Runs one stage: `started`, then `completed` (with metadata made from the result) or `failed`,
   * rethrowing the error as a `WebCallError` that names the stage.
   */
  run<T>(
    stage: StartStage,
    task: () => Promise<T> | T,
    done?: (value: T) => Record<string, unknown>,
  ): Promise<T>;
}

/**
 * Tracks when each stage started and reports its progress events. No timers or I/O: the clock
 * and the event sink are passed in.
 *
 * @example
 * ```ts
 * const tracker = createStageTracker(Date.now, (event) => console.log(event));
 * await tracker.run('daily-call-join', () => call.join({ url }));
 * ```
 */
export function createStageTracker(
  now: () => number,
  report: (event: CallStartProgressEvent) => void,
): StageTracker {
  const startedAt: Partial<Record<StartStage, number>> = {};
  const mark = (
    stage: StartStage,
    status: CallStartProgressEvent['status'],
    metadata?: Record<string, unknown>,
  ) => {
    const event: CallStartProgressEvent = { stage, status, timestamp: timestamp() };
    if (status !== 'started') event.duration = now() - (startedAt[stage] ?? now());
    else startedAt[stage] = now();
    if (metadata) event.metadata = metadata;
    report(event);
  };
  const tracker: StageTracker = {
    mark,
    fail(stage, error) {
      const failure = toWebCallError(stageErrorType(stage), error, stage);
      mark(stage, 'failed', { error: failure.message });
      return failure;
    },
    async run(stage, task, done) {
      mark(stage, 'started');
      let value: Awaited<ReturnType<typeof task>>;
      try {
        value = await task();
      } catch (error) {
        throw tracker.fail(stage, error);
      }
      mark(stage, 'completed', done?.(value));
      return value;
    },
  };
  return tracker;
}
