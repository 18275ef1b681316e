import {
  type Core,
  createWebCall,
  MISSING_TARGET_MESSAGE,
  type WebCallResponse,
} from '@org/api-client';
import type { Emit, SessionHost } from './call-session';
import { isMobileDevice, noop, timestamp, withTimeout } from './environment';
import { isWebCallError, WebCallError } from './errors';
import { errorEvent, type WebCallEvents } from './events';
import { assertUserDataSize } from './messages';
import type { Prepared } from './prepared-call';
import type { StartContext, StartStage } from './shared-types';
import { createStageTracker, type StageTracker, stageErrorType } from './start-stages';
import { buildWebCallRequest, type ReconnectCall, type StartTarget } from './start-target';
import type { JoinOptions, TransportProperties } from './transport';
import type { WebCallOptions } from './web-call-options';

/**
 * Longest wait for the microphone permission on mobile before joining anyway
 * (docs/requirements.md#starting-a-call).
 */
export const MOBILE_PERMISSION_WAIT_MS = 1000;

/** What the pipeline needs from the client that runs it. */
export interface StartHost {
  core: Core;
  emit: Emit;
  /** Tells the call's state: a failed start, and a rejoined call connected at once. */
  transition: SessionHost['transition'];
  /** `stageTimeoutMs`, `noiseCancellation`, `genericStartError` and `userData` are read here. */
  options: WebCallOptions;
  /** Their `userData` is sent when the options have none. */
  properties: TransportProperties;
  /**
   * Whether anyone listens to `event`: a call starts the microphone level observer for a
   * `local-volume-level` listener, and the audio health watch for an `audio-health` one.
   */
  listens(event: keyof WebCallEvents): boolean;
}

/** One start attempt of the client. */
export interface StartAttempt {
  /** Aborted, with `CANCELLED` as its reason, when `stop()` cancels this start attempt. */
  signal: AbortSignal;
  /** The call object of this start: the preloaded one, or a new one. */
  take(): Prepared;
  /** Tears down the current call after a failure. */
  teardown(): Promise<void>;
}

/** One run of the start pipeline: who runs it, its stage tracker, and how far it has come. */
interface PipelineRun extends StageTracker {
  host: StartHost;
  attempt: StartAttempt;
  /**
   * Aborted when the run is over before its end: at its first failure, or with the attempt
   * (`stop()`). From then on nothing of it goes on: `POST /call/web` is aborted, and no stage
   * reports progress.
   */
  signal: AbortSignal;
  /** Ends the run at a failure (see `signal`). */
  abort(): void;
  context: StartContext;
  startedAt: number;
  /** The stage under way (the one a failure is reported at). */
  stage: StartStage;
  /** The transport this attempt took, once it has. */
  taking?: Prepared;
}

function beginRun(
  host: StartHost,
  attempt: StartAttempt,
  flags: Omit<StartContext, 'isMobile'>,
): PipelineRun {
  const run = new AbortController();
  const { signal } = run;
  const abort = () => run.abort(attempt.signal.reason);
  attempt.signal.addEventListener('abort', abort);
  const tracker = createStageTracker(
    Date.now,
    (event) => signal.aborted || host.emit('call-start-progress', event),
  );
  return {
    ...tracker,
    host,
    attempt,
    signal,
    abort,
    context: { ...flags, isMobile: isMobileDevice() },
    startedAt: Date.now(),
    stage: 'initialization',
  };
}

/**
 * The join step that start and rejoin share. Reports each stage as started / completed / failed:
 * `first` (the checks, then `check()`), the web call (`create()`, given a promise of the call object
 * being made, which it waits for before it asks the platform), the transport and the
 * microphone at once, the join, then the in-call setup; ends with `call-start-success`. Resolves to
 * what `create()` made; rejects with the failure, its stage marked failed.
 */
async function joinRoom<T extends ReconnectCall>(
  run: PipelineRun,
  first: StartStage,
  check: () => void,
  create: (made: Promise<void>) => Promise<T>,
): Promise<T> {
  const { host, attempt, context, mark, signal } = run;
  const { emit, options } = host;
  const stageTimeoutMs = options.stageTimeoutMs ?? 30_000;
  const userData = options.userData ?? host.properties.userData;
  const skip = (stage: StartStage, action: string) => {
    mark(stage, 'started');
    mark(stage, 'completed', { action });
  };
  // A stage the call can do without: its failure is reported, and the call goes on.
  const optional = (running: Promise<unknown>) =>
    running.catch(
      (error: WebCallError) => signal.aborted || emit('error', errorEvent(error.type, error)),
    );
  run.stage = first;
  mark(first, 'started', { ...context });
  check();
  assertUserDataSize(userData);
  mark(first, 'completed');

  // The web call, the transport (Daily's bundle) and the microphone, all at once. The web call is
  // asked for once the call object is made (the bundle, the slow part, still loads meanwhile): a
  // start whose call object cannot be made (another call is live, daily-js fails to load) leaves
  // nothing on the platform.
  run.stage = 'web-call-creation';
  const prepared = attempt.take();
  run.taking = prepared;
  const creating = create(prepared.made);
  // A stage whose task ends at its time limit, or at once when stop() closes the transport.
  const limited = <V>(
    stage: StartStage,
    task: () => Promise<V> | V,
    done?: (value: V) => Record<string, unknown>,
  ) =>
    run.run(
      stage,
      () =>
        withTimeout(Promise.race([prepared.closed, task()]), stageTimeoutMs, () => {
          throw new WebCallError(
            stageErrorType(stage),
            `${stage} timed out after ${stageTimeoutMs} ms`,
          );
        }),
      done,
    );
  const preparing = limited('daily-call-object-creation', () => prepared.ready);
  const microphone = preparing.then((s) => s.call.startCamera());
  microphone.catch(noop);
  const [created, session] = await Promise.all([creating, preparing]);
  signal.throwIfAborted();

  const recording = !!created.artifactPlan?.videoRecordingEnabled;
  const token = created.transport?.callToken ?? created.webCallToken;
  session.recording = recording;
  session.video =
    recording ||
    created.assistant?.voice?.provider === 'tavus' ||
    !!created.transport?.assistantVideoEnabled;
  // The client's current call from now on.
  prepared.session = session;

  run.stage = 'mobile-permissions';
  if (context.isMobile) {
    // Wait for the real permission answer, but never longer than the old blind sleep.
    await limited(
      run.stage,
      () =>
        withTimeout(
          microphone.then(() => 'permission-granted'),
          MOBILE_PERMISSION_WAIT_MS,
          () => 'permission-wait-capped',
        ),
      (action) => ({ action }),
    );
    signal.throwIfAborted();
  } else skip(run.stage, 'skipped-not-mobile');

  run.stage = 'daily-call-join';
  const url = created.webCallUrl || created.transport?.callUrl;
  await limited(run.stage, () => {
    if (!url) throw new Error('no webCallUrl in the answer');
    // The transport was made before the answer, audio only: video goes on at join if recorded.
    const join: JoinOptions = { url };
    if (recording) join.videoSource = true;
    if (token) join.token = token;
    if (userData !== undefined) join.userData = userData;
    return session.join(join);
  });
  signal.throwIfAborted();

  run.stage = 'video-recording-setup';
  if (recording && !token) await optional(run.run(run.stage, () => session.startRecording()));
  else skip(run.stage, recording ? 'auto-started-via-meeting-token' : 'skipped-not-enabled');

  run.stage = 'audio-observer-setup';
  await optional(limited(run.stage, () => session.startAudioLevels()));
  signal.throwIfAborted();

  // Not awaited: noise cancellation loads a model; the call goes on without it.
  run.stage = 'audio-processing-setup';
  let processing: Promise<unknown> | undefined;
  if (options.noiseCancellation === false) skip(run.stage, 'disabled');
  else {
    processing = optional(
      limited(run.stage, () =>
        session.call.updateInputSettings({
          audio: { processor: { type: 'noise-cancellation' } },
        }),
      ),
    );
  }
  // The microphone's level is measured once noise cancellation has settled (it replaces the
  // microphone track, which would stop an observer started before), and only when listened to.
  Promise.resolve(processing).then(() => {
    if (signal.aborted) return;
    if (host.listens('audio-health')) session.watchAudioHealth();
    if (host.listens('local-volume-level')) return session.startLocalAudioLevels();
  });

  emit('call-start-success', {
    totalDuration: Date.now() - run.startedAt,
    callId: created.id ?? 'unknown',
    timestamp: timestamp(),
  });
  return created;
}

/** The failure as a `WebCallError` naming its stage; marks the stage under way failed if none is. */
function staged(run: PipelineRun, caught: unknown): WebCallError {
  return isWebCallError(caught) && caught.stage ? caught : run.fail(run.stage, caught);
}

/**
 * After a failure (the run aborted, its transport already destroyed, so an immediate retry finds
 * the page free): the state says so first, then the call is torn down. Resolves to the reporters of
 * the failure's `call-start-failed` and `error` events.
 */
async function fail(run: PipelineRun, error: WebCallError) {
  // Always set: staged() names the stage.
  const stage = error.stage as StartStage;
  const totalDuration = Date.now() - run.startedAt;
  run.host.transition('start-failed', error);
  await run.attempt.teardown();
  const { emit } = run.host;
  const { context } = run;
  return {
    /** Emits the failure's `error` event of `type`; returns that event's error. */
    report: (type: WebCallError['type']) => {
      const event = errorEvent(type, error, { stage, totalDuration, context });
      emit('error', event);
      return event.error;
    },
    startFailed: (failed: StartStage | 'reconnect' = stage) =>
      emit('call-start-failed', {
        stage: failed,
        totalDuration,
        error: error.message,
        errorStack: error.stack ?? 'No stack trace available',
        timestamp: timestamp(),
        context,
      }),
  };
}

/**
 * Runs `start()`: validates the target, creates the web call, then the shared join step. Resolves
 * to the created call, or `null` after reporting a failure and tearing everything down (or when
 * `stop()` cancelled it).
 */
export async function startCall(
  host: StartHost,
  attempt: StartAttempt,
  target: StartTarget,
): Promise<WebCallResponse | null> {
  const run = beginRun(host, attempt, {
    hasAssistant: !!target.assistant,
    hasSquad: !!target.squad,
    hasWorkflow: !!target.workflow,
  });
  try {
    return await joinRoom(
      run,
      'initialization',
      () => {
        if (!target.assistant && !target.squad && !target.workflow) {
          throw new WebCallError('validation-error', MISSING_TARGET_MESSAGE);
        }
      },
      (made) =>
        run.run(
          'web-call-creation',
          async () => {
            await made;
            return createWebCall(host.core, buildWebCallRequest(target), { signal: run.signal });
          },
          (call) => ({
            callId: call.id ?? 'unknown',
            videoRecordingEnabled: !!call.artifactPlan?.videoRecordingEnabled,
            voiceProvider: call.assistant?.voice?.provider ?? 'unknown',
          }),
        ),
    );
  } catch (caught) {
    const error = staged(run, caught);
    run.abort();
    // Resolve only once this attempt's transport is destroyed (close is idempotent).
    await run.taking?.close();
    if (attempt.signal.aborted) return null;
    const { report, startFailed } = await fail(run, error);
    // In both modes: the stage's own error, then call-start-failed; then, as @vapi-ai/web does,
    // the generic one, unless the stage's own is it or the target was not even checked.
    report(error.type);
    startFailed();
    if (
      host.options.genericStartError !== false &&
      error.stage !== 'initialization' &&
      error.type !== 'start-method-error'
    ) {
      report('start-method-error');
    }
    return null;
  }
}

/**
 * Runs `reconnect()`: rejoins `call`'s room through the shared join step (no web call is
 * created), then emits `call-start`, since the assistant already listening will not say so again.
 * Rejects, after a `call-start-failed` with stage `reconnect` and an `error` of type
 * `reconnect-error`, with that error, when it cannot rejoin.
 */
export async function rejoinCall(
  host: StartHost,
  attempt: StartAttempt,
  call: ReconnectCall,
): Promise<void> {
  const run = beginRun(host, attempt, {
    isReconnect: true,
    callId: call.id ?? 'unknown',
    hasVideoRecording: !!call.artifactPlan?.videoRecordingEnabled,
    voiceProvider: call.assistant?.voice?.provider ?? 'unknown',
  });
  try {
    await joinRoom(run, 'reconnect-initialization', noop, async () => call);
  } catch (caught) {
    const error = staged(run, caught);
    run.abort();
    await run.taking?.close();
    const { report, startFailed } = await fail(run, error);
    startFailed('reconnect');
    // Rejects with the error the `error` event carries: a reconnect-error naming the stage.
    throw report('reconnect-error');
  }
  host.transition('listening');
  host.emit('call-start');
}
