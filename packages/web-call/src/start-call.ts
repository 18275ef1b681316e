import {
  type Core,
  type CreateWebCallRequest,
  createWebCall,
  type WebCallResponse,
} from '@org/api-client';
import type { CallObjectProperties, JoinOptions } from './call-object';
import type { Emit } from './daily-session';
import { isMobileDevice, noop, timestamp, withTimeout } from './environment';
import { isWebCallError, WebCallError } from './errors';
import { errorEvent } from './events';
import { assertUserDataSize } from './messages';
import type { Prepared } from './prepared-call';
import type { StartContext, StartStage } from './shared-types';
import { createStageTracker, stageErrorType } from './start-stages';
import type { WebCallOptions } from './web-call-options';

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
  roomDeleteOnUserLeaveEnabled?: boolean;
}

/**
 * The call `reconnect()` rejoins: what `start()` resolved to, or at least these fields of it (the
 * `WebCall` type of `@vapi-ai/web`).
 */
export interface ReconnectCall {
  /** The room to join (`webCallUrl`, or `transport.callUrl`, of the created call). */
  webCallUrl: string;
  id?: string;
  artifactPlan?: { videoRecordingEnabled?: boolean };
  assistant?: { voice?: { provider?: string } };
  /** With `callToken`: the meeting token to join with (it starts the recording). */
  transport?: { callToken?: string; assistantVideoEnabled?: boolean };
  webCallToken?: string;
}

/** What the pipeline needs from the client that runs it. */
export interface StartHost {
  core: Core;
  emit: Emit;
  /** `stageTimeoutMs`, `noiseCancellation`, `genericStartError` and `userData` are read here. */
  options: WebCallOptions;
  /** Their `userData` is sent when the options have none. */
  properties: CallObjectProperties;
  /** Whether anyone listens to `local-volume-level` (the observer then starts by itself). */
  wantsLocalLevels(): boolean;
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

/**
 * Builds the `POST /call/web` body (SPEC §3): ids go to `…Id`, inline objects (and options) as they
 * are; absent fields are left out.
 */
export function buildWebCallRequest(target: StartTarget): CreateWebCallRequest {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(target)) {
    if (value !== undefined) body[typeof value === 'string' ? `${key}Id` : key] = value;
  }
  return body as CreateWebCallRequest;
}

/**
 * Runs `start()` — or, with `reconnect`, `reconnect()` of an existing call (`target` is then that
 * call: no web call is created, and `call-start` follows success). `target` is typed as both: the
 * fields read are a start's or a call's, as `reconnect` says. Every stage is reported as
 * started / completed / failed; the web call, Daily's bundle and the microphone run in parallel,
 * then join and the in-call setup. Resolves to the created call, or `null` after reporting a
 * failure and tearing everything down; a failed reconnect rejects instead.
 */
export async function runStart(
  host: StartHost,
  attempt: StartAttempt,
  target: StartTarget & ReconnectCall,
  reconnect?: boolean,
): Promise<WebCallResponse | ReconnectCall | null> {
  const { emit, options } = host;
  const stageTimeoutMs = options.stageTimeoutMs ?? 30_000;
  const userData = options.userData ?? host.properties.userData;
  const startedAt = Date.now();
  const context: StartContext = {
    ...(reconnect
      ? {
          isReconnect: true,
          callId: target.id ?? 'unknown',
          hasVideoRecording: !!target.artifactPlan?.videoRecordingEnabled,
          voiceProvider: target.assistant?.voice?.provider ?? 'unknown',
        }
      : {
          hasAssistant: !!target.assistant,
          hasSquad: !!target.squad,
          hasWorkflow: !!target.workflow,
        }),
    isMobile: isMobileDevice(),
  };
  const { mark, fail, run } = createStageTracker(Date.now, (event) =>
    emit('call-start-progress', event),
  );
  const { signal } = attempt;
  const skip = (stage: StartStage, action: string) => {
    mark(stage, 'started');
    mark(stage, 'completed', { action });
  };
  // A stage the call can do without: its failure is reported, and the call goes on.
  const optional = (running: Promise<unknown>) =>
    running.catch(
      (error: WebCallError) => signal.aborted || emit('error', errorEvent(error.type, error)),
    );
  let stage: StartStage = reconnect ? 'reconnect-initialization' : 'initialization';
  let taking: Prepared | undefined;
  try {
    mark(stage, 'started', { ...context });
    if (!reconnect && !target.assistant && !target.squad && !target.workflow) {
      throw new WebCallError(
        'validation-error',
        'Assistant or Squad or Workflow must be provided.',
      );
    }
    assertUserDataSize(userData);
    mark(stage, 'completed');

    // The web call, Daily's bundle and the microphone, all at once.
    stage = 'web-call-creation';
    const creating: Promise<ReconnectCall> = reconnect
      ? Promise.resolve(target)
      : run(
          stage,
          () => createWebCall(host.core, buildWebCallRequest(target), { signal }),
          (call) => ({
            callId: call.id ?? 'unknown',
            videoRecordingEnabled: !!call.artifactPlan?.videoRecordingEnabled,
            voiceProvider: call.assistant?.voice?.provider ?? 'unknown',
          }),
        );
    const prepared = attempt.take();
    taking = prepared;
    // A stage whose task ends at its time limit, or at once when stop() closes the call object.
    const limited = <T>(
      stage: StartStage,
      task: () => Promise<T> | T,
      done?: (value: T) => Record<string, unknown>,
    ) =>
      run(
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
    const microphone = preparing.then((s) => s.call.startCamera?.());
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

    stage = 'mobile-permissions';
    if (context.isMobile) {
      // Wait for the real permission answer, but never longer than the old blind sleep.
      await limited(
        stage,
        () =>
          withTimeout(
            microphone.then(() => 'permission-granted'),
            MOBILE_PERMISSION_WAIT_MS,
            () => 'permission-wait-capped',
          ),
        (action) => ({ action }),
      );
      signal.throwIfAborted();
    } else skip(stage, 'skipped-not-mobile');

    stage = 'daily-call-join';
    const url = created.webCallUrl || (created as WebCallResponse).transport?.callUrl;
    await limited(stage, () => {
      if (!url) throw new Error('no webCallUrl in the answer');
      // The call object was made before the answer, audio only: video goes on at join if recorded.
      const join: JoinOptions = { url };
      if (recording) join.videoSource = true;
      if (token) join.token = token;
      if (userData !== undefined) join.userData = userData;
      return session.join(join);
    });
    signal.throwIfAborted();

    stage = 'video-recording-setup';
    if (recording && !token) await optional(run(stage, () => session.startRecording()));
    else skip(stage, recording ? 'auto-started-via-meeting-token' : 'skipped-not-enabled');

    stage = 'audio-observer-setup';
    await optional(limited(stage, () => session.startAudioLevels()));
    signal.throwIfAborted();

    // Not awaited: noise cancellation loads a model; the call goes on without it.
    stage = 'audio-processing-setup';
    let processing: Promise<unknown> | undefined;
    if (options.noiseCancellation === false) skip(stage, 'disabled');
    else {
      processing = optional(
        limited(stage, () =>
          session.call.updateInputSettings({
            audio: { processor: { type: 'noise-cancellation' } },
          }),
        ),
      );
    }
    // The microphone's level is measured once noise cancellation has settled (it replaces the
    // microphone track, which would stop an observer started before), and only when listened to.
    Promise.resolve(processing).then(() => {
      if (!signal.aborted && host.wantsLocalLevels()) {
        return session.startLocalAudioLevels();
      }
    });

    emit('call-start-success', {
      totalDuration: Date.now() - startedAt,
      callId: created.id ?? 'unknown',
      timestamp: timestamp(),
    });
    // The assistant is already listening in a call being rejoined: it will not say so again.
    if (reconnect) emit('call-start');
    return created;
  } catch (caught) {
    // Resolve only once the call object of this attempt is destroyed (close is idempotent), so an
    // immediate retry finds the page free.
    await taking?.close();
    if (signal.aborted && !reconnect) return null;
    const error = isWebCallError(caught) && caught.stage ? caught : fail(stage, caught);
    // Always set: an error of run() names its stage, and fail() names the one under way.
    const failed = error.stage as StartStage;
    const totalDuration = Date.now() - startedAt;
    await attempt.teardown();
    const report = (type: WebCallError['type']) =>
      emit('error', errorEvent(type, error, { stage: failed, totalDuration, context }));
    const startFailed = (stage: StartStage | 'reconnect') =>
      emit('call-start-failed', {
        stage,
        totalDuration,
        error: error.message,
        errorStack: error.stack ?? 'No stack trace available',
        timestamp: timestamp(),
        context,
      });
    if (reconnect) {
      startFailed('reconnect');
      report('reconnect-error');
      throw error;
    }
    // The stage's own error first; the generic one of @vapi-ai/web after call-start-failed.
    const generic = options.genericStartError !== false && stage !== 'initialization';
    if (!generic || error.type !== 'start-method-error') report(error.type);
    startFailed(failed);
    if (generic) report('start-method-error');
    return null;
  }
}
