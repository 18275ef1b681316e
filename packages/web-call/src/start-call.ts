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

/** What the pipeline needs from the client that runs it. */
export interface StartHost {
  core: Core;
  emit: Emit;
  stageTimeoutMs: number;
  noiseCancellation: boolean;
  userData: unknown;
  /** True while this start attempt is still the current one (not stopped meanwhile). */
  isCurrent(): boolean;
  /** A loaded session with video off: the preloaded one, or a new one. */
  takeSession(): Promise<DailySession>;
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

const CANCELLED = new Error('cancelled by stop()');
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
  const abort = new AbortController();
  const limit = <T>(stage: StartStage, promise: Promise<T>) =>
    withTimeout(
      promise,
      stageTimeoutMs,
      () =>
        new WebCallError(stageErrorType(stage), `${stage} timed out after ${stageTimeoutMs} ms`),
    );
  const check = () => {
    if (!host.isCurrent()) throw CANCELLED;
  };
  const skip = (stage: StartStage, action: string) => {
    start(stage);
    complete(stage, { action });
  };
  let stage: StartStage = 'initialization';
  let pending: Promise<DailySession> | undefined;
  let session: DailySession | undefined;
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
      () => createWebCall(host.core, buildWebCallRequest(target), { signal: abort.signal }),
      (call) => ({
        callId: call.id ?? 'unknown',
        videoRecordingEnabled: !!call.artifactPlan?.videoRecordingEnabled,
        voiceProvider: call.assistant?.voice?.provider ?? 'unknown',
      }),
    );
    pending = run('daily-call-object-creation', () =>
      limit('daily-call-object-creation', host.takeSession()),
    );
    const microphone = pending.then((s) => s.call.startCamera?.());
    microphone.catch(noop);
    const [created, prepared] = await Promise.all([creating, pending]);
    session = prepared;
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
          Promise.race([microphone.then(() => 'permission-granted'), cap.promise]).finally(
            cap.cancel,
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
        joining.call.updateInputSettings({ audio: { processor: { type: 'noise-cancellation' } } }),
      ).catch((error) => host.isCurrent() && emit('error', errorEvent(error.type, error)));
    }

    emit('call-start-success', {
      totalDuration: Date.now() - startedAt,
      callId: created.id ?? 'unknown',
      timestamp: timestamp(),
    });
    return created;
  } catch (caught) {
    abort.abort();
    // A session still on its way is closed as soon as it arrives.
    if (!session) pending?.then((s) => s.close(), noop);
    else if (!host.isCurrent()) void session.close();
    if (!host.isCurrent()) return null;
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
