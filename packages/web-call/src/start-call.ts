import {
  type Core,
  type CreateWebCallRequest,
  createWebCall,
  type WebCallResponse,
} from '@org/api-client';
import type { JoinOptions } from './call-object';
import type { DailySession, Emit } from './daily-session';
import { delay, isMobileDevice, timestamp, withTimeout } from './environment';
import { errorEvent, isWebCallError, WebCallError } from './errors';
import type { StartContext } from './events';
import { assertUserDataSize } from './messages';
import { createStageTracker, type StartStage, stageErrorType } from './start-stages';

/** Longest wait for the microphone permission on mobile before joining anyway (SPEC §9). */
export const MOBILE_PERMISSION_WAIT_MS = 1000;

/** An assistant, squad or workflow: its id, or an inline definition. */
export type Target<T> = string | T;

/** What `start()` was asked to run. */
export interface StartTarget {
  assistant?: Target<NonNullable<CreateWebCallRequest['assistant']>>;
  assistantOverrides?: CreateWebCallRequest['assistantOverrides'];
  squad?: Target<NonNullable<CreateWebCallRequest['squad']>>;
  workflow?: Target<NonNullable<CreateWebCallRequest['workflow']>>;
  workflowOverrides?: CreateWebCallRequest['workflowOverrides'];
}

/** A call object on its way: made and loaded by `ready`, destroyed by `close()`. */
export interface Prepared {
  /** For a start (`true`), or a preload that another client's start may give up. */
  live: boolean;
  /** Resolves with the loaded session; rejects when it could not be made or loaded, or closed. */
  ready: Promise<DailySession>;
  /**
   * Destroys the call object (now, or as soon as it is made) and frees the page; idempotent.
   * Resolves once it is destroyed, or after `DESTROY_WAIT_MS` if it has not been made by then.
   */
  close(): Promise<void>;
}

/** What the pipeline needs from the client that runs it. */
export interface StartHost {
  core: Core;
  emit: Emit;
  stageTimeoutMs: number;
  noiseCancellation: boolean;
  userData: unknown;
  /** Aborted when `stop()` cancels this start attempt. */
  signal: AbortSignal;
  /** The call object of this start: the preloaded one, or a new one. */
  take(): Prepared;
  /** Makes the session the client's current call. */
  adopt(session: DailySession): void;
  /** Tears down the current call after a failure. */
  teardown(): Promise<void>;
}

/**
 * Builds the `POST /call/web` body (SPEC §3): ids go to `…Id`, inline objects as they are; absent
 * fields are left out.
 */
export function buildWebCallRequest(target: StartTarget): CreateWebCallRequest {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(target)) {
    if (value !== undefined) body[typeof value === 'string' ? `${key}Id` : key] = value;
  }
  return body as CreateWebCallRequest;
}

/** The reason of a start or preload cancelled by `stop()`. */
export const CANCELLED = new Error('cancelled by stop()');
const noop = () => {};

/**
 * Runs `start()`: every stage reported as started / completed / failed, the web call, Daily's
 * bundle and the microphone in parallel, then join and the in-call setup. Resolves to the created
 * call, or `null` after reporting one failure and tearing everything down.
 */
export async function runStart(
  host: StartHost,
  target: StartTarget,
): Promise<WebCallResponse | null> {
  const { emit, stageTimeoutMs } = host;
  const startedAt = Date.now();
  const context: StartContext = {
    hasAssistant: !!target.assistant,
    hasSquad: !!target.squad,
    hasWorkflow: !!target.workflow,
    isMobile: isMobileDevice(),
  };
  const { start, complete, fail, run } = createStageTracker(Date.now, (event) =>
    emit('call-start-progress', event),
  );
  const { signal } = host;
  const cancelled = new Promise<never>((_, reject) =>
    signal.addEventListener('abort', () => reject(CANCELLED), { once: true }),
  );
  cancelled.catch(noop);
  // Each awaited step ends at its time limit, or at once when stop() cancels the start.
  const limit = <T>(stage: StartStage, promise: Promise<T>) =>
    withTimeout(
      Promise.race([cancelled, promise]),
      stageTimeoutMs,
      () =>
        new WebCallError(stageErrorType(stage), `${stage} timed out after ${stageTimeoutMs} ms`),
    );
  const check = () => {
    if (signal.aborted) throw CANCELLED;
  };
  const skip = (stage: StartStage, action: string) => {
    start(stage);
    complete(stage, { action });
  };
  let stage: StartStage = 'initialization';
  let taking: Prepared | undefined;
  try {
    start(stage, { ...context });
    if (!target.assistant && !target.squad && !target.workflow) {
      throw new WebCallError(
        'validation-error',
        'Assistant or Squad or Workflow must be provided.',
      );
    }
    assertUserDataSize(host.userData);
    complete(stage);

    // The web call, Daily's bundle and the microphone, all at once.
    stage = 'web-call-creation';
    const creating = run(
      stage,
      () => createWebCall(host.core, buildWebCallRequest(target), { signal }),
      (call) => ({
        callId: call.id ?? 'unknown',
        videoRecordingEnabled: !!call.artifactPlan?.videoRecordingEnabled,
        voiceProvider: call.assistant?.voice?.provider ?? 'unknown',
      }),
    );
    const prepared = host.take();
    taking = prepared;
    const preparing = run('daily-call-object-creation', () =>
      limit('daily-call-object-creation', prepared.ready),
    );
    const microphone = preparing.then((s) => s.call.startCamera?.());
    microphone.catch(noop);
    const [created, session] = await Promise.all([creating, preparing]);
    check();

    const recording = !!created.artifactPlan?.videoRecordingEnabled;
    const token = created.transport?.callToken ?? created.webCallToken;
    const joining = session;
    joining.recording = recording;
    joining.video =
      recording ||
      created.assistant?.voice?.provider === 'tavus' ||
      !!created.transport?.assistantVideoEnabled;
    host.adopt(joining);

    stage = 'mobile-permissions';
    if (context.isMobile) {
      // Wait for the real permission answer, but never longer than the old blind sleep.
      const cap = delay(MOBILE_PERMISSION_WAIT_MS, 'permission-wait-capped');
      await run(
        stage,
        () =>
          limit(
            stage,
            Promise.race([microphone.then(() => 'permission-granted'), cap.promise]).finally(
              cap.cancel,
            ),
          ),
        (action) => ({ action }),
      );
      check();
    } else skip(stage, 'skipped-not-mobile');

    stage = 'daily-call-join';
    const url = created.webCallUrl || created.transport?.callUrl;
    await run(stage, () => {
      if (!url) throw new Error('no webCallUrl in the answer');
      // The call object was made before the answer, audio only: video goes on at join if recorded.
      const options: JoinOptions = { url };
      if (recording) options.videoSource = true;
      if (token) options.token = token;
      if (host.userData !== undefined) options.userData = host.userData;
      return limit(stage, joining.join(options));
    });
    check();

    stage = 'video-recording-setup';
    if (recording && !token) await run(stage, () => joining.startRecording());
    else skip(stage, recording ? 'auto-started-via-meeting-token' : 'skipped-not-enabled');

    stage = 'audio-observer-setup';
    await run(stage, () => limit(stage, joining.startAudioLevels()));
    check();

    // Best effort and not awaited: noise cancellation loads a model; the call goes on without it.
    stage = 'audio-processing-setup';
    if (!host.noiseCancellation) skip(stage, 'disabled');
    else {
      run(stage, () =>
        limit(
          'audio-processing-setup',
          joining.call.updateInputSettings({
            audio: { processor: { type: 'noise-cancellation' } },
          }),
        ),
      ).catch((error) => signal.aborted || emit('error', errorEvent(error.type, error)));
    }

    emit('call-start-success', {
      totalDuration: Date.now() - startedAt,
      callId: created.id ?? 'unknown',
      timestamp: timestamp(),
    });
    return created;
  } catch (caught) {
    // Resolve only once the call object of this attempt is destroyed (close is idempotent), so an
    // immediate retry finds the page free.
    await taking?.close();
    if (signal.aborted) return null;
    const error = isWebCallError(caught) && caught.stage ? caught : fail(stage, caught);
    const failed = error.stage ?? stage;
    const totalDuration = Date.now() - startedAt;
    await host.teardown();
    emit('error', errorEvent(error.type, error, { stage: failed, totalDuration, context }));
    emit('call-start-failed', {
      stage: failed,
      totalDuration,
      error: error.message,
      errorStack: error.stack ?? 'No stack trace available',
      timestamp: timestamp(),
      context,
    });
    return null;
  }
}
