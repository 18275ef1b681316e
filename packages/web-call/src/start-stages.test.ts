import { describe, expect, it } from 'vitest';
import { isWebCallError } from './errors';
import type { CallStartProgressEvent } from './shared-types';
import { createStageTracker, stageErrorType } from './start-stages';

describe('start stage bookkeeping', () => {
  it('reports started, then completed with the duration from the injected clock', async () => {
    let now = 1000;
    const events: CallStartProgressEvent[] = [];
    const tracker = createStageTracker(
      () => now,
      (e) => events.push(e),
    );
    const value = await tracker.run(
      'daily-call-join',
      async () => {
        now += 480;
        return 7;
      },
      (v) => ({ value: v }),
    );
    expect(value).toBe(7);
    expect(
      events.map(({ stage, status, duration, metadata }) => ({
        stage,
        status,
        duration,
        metadata,
      })),
    ).toEqual([
      { stage: 'daily-call-join', status: 'started', duration: undefined, metadata: undefined },
      { stage: 'daily-call-join', status: 'completed', duration: 480, metadata: { value: 7 } },
    ]);
  });

  it('reports failed with the duration and rethrows a typed error naming the stage', async () => {
    let now = 0;
    const events: CallStartProgressEvent[] = [];
    const tracker = createStageTracker(
      () => now,
      (e) => events.push(e),
    );
    const error = await tracker
      .run('audio-observer-setup', () => {
        now = 30;
        throw new Error('boom');
      })
      .catch((e: unknown) => e);
    expect(isWebCallError(error) && [error.type, error.stage, error.message]).toEqual([
      'audio-observer-setup-error',
      'audio-observer-setup',
      'boom',
    ]);
    expect(events.at(-1)).toMatchObject({
      status: 'failed',
      duration: 30,
      metadata: { error: 'boom' },
    });
  });

  it('maps every stage to its error type', () => {
    expect(stageErrorType('initialization')).toBe('validation-error');
    expect(stageErrorType('web-call-creation')).toBe('start-method-error');
    expect(stageErrorType('daily-call-object-creation')).toBe('daily-call-object-creation-error');
    expect(stageErrorType('daily-call-join')).toBe('daily-call-join-error');
    expect(stageErrorType('video-recording-setup')).toBe('video-recording-setup-error');
    expect(stageErrorType('video-recording-started')).toBe('video-recording-setup-error');
    expect(stageErrorType('audio-observer-setup')).toBe('audio-observer-setup-error');
    expect(stageErrorType('audio-processing-setup')).toBe('audio-processing-setup-error');
    expect(stageErrorType('mobile-permissions')).toBe('mobile-permissions-error');
    // reconnect()'s own first stage fails as reconnect() does.
    expect(stageErrorType('reconnect-initialization')).toBe('reconnect-error');
  });

  it("names the reconnect stage's failure a reconnect-error", async () => {
    const events: CallStartProgressEvent[] = [];
    const tracker = createStageTracker(Date.now, (e) => events.push(e));
    const error = await tracker
      .run('reconnect-initialization', () => {
        throw new Error('userData is too large');
      })
      .catch((e: unknown) => e);
    expect(isWebCallError(error) && [error.type, error.stage]).toEqual([
      'reconnect-error',
      'reconnect-initialization',
    ]);
    expect(events.at(-1)).toMatchObject({ stage: 'reconnect-initialization', status: 'failed' });
  });
});
