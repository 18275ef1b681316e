// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import WebCallDefault, { WebCall, type WebCallEvents } from './index';
import { createPlatformFetch, createSimulatedCallObjectFactory } from './testing';

const BASE = 'https://platform.test';

function setup(options: Parameters<typeof createSimulatedCallObjectFactory>[0] = {}) {
  const fetch = createPlatformFetch({ publicKeys: ['pk_test'] });
  const factory = createSimulatedCallObjectFactory({ fetch, ...options });
  const call = new WebCall('pk_test', BASE, undefined, undefined, {
    createCallObject: factory,
    fetch,
  });
  const events: Array<[string, unknown]> = [];
  const names: Array<keyof WebCallEvents> = [
    'call-start',
    'call-end',
    'call-start-success',
    'call-start-failed',
    'speech-start',
    'speech-end',
    'message',
    'error',
  ];
  for (const name of names)
    call.on(name, ((payload?: unknown) => events.push([name, payload])) as never);
  return { call, factory, events };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('WebCall start and stop (SPEC §4 "Web call client")', () => {
  it('is the default export too', () => {
    expect(WebCallDefault).toBe(WebCall);
  });

  it('starts, plays the scripted room and stops without leftovers', async () => {
    const { call, factory, events } = setup({
      script: {
        turns: [
          { role: 'assistant', text: 'Hello there, how can I help?' },
          { role: 'user', text: 'Book a table' },
        ],
      },
    });
    const started = call.start('assistant-id');
    await vi.advanceTimersByTimeAsync(2000);
    const created = await started;
    expect(created?.webCallUrl).toContain('/simulator/rooms/');
    const sim = factory.last;
    expect(sim?.meetingState()).toBe('joined-meeting');
    expect(sim?.joinOptions?.subscribeToTracksAutomatically).toBe(false);
    expect(sim?.sentMessages).toContain('playable');
    expect(events.map(([n]) => n)).toContain('call-start');
    expect(events.map(([n]) => n)).toContain('speech-start');
    expect(events.map(([n]) => n)).toContain('speech-end');
    const finals = events
      .filter(([n, m]) => n === 'message' && (m as { type: string }).type === 'transcript')
      .map(([, m]) => m as { transcriptType: string; role: string; transcript: string })
      .filter((m) => m.transcriptType === 'final');
    expect(finals.map((m) => [m.role, m.transcript])).toEqual([
      ['assistant', 'Hello there, how can I help?'],
      ['user', 'Book a table'],
    ]);
    expect(document.querySelectorAll('audio')).toHaveLength(1);
    await call.stop();
    expect(events.filter(([n]) => n === 'call-end')).toHaveLength(1);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    expect(sim?.listenerCount).toBe(0);
    expect(sim?.pendingTimers).toBe(0);
    expect(sim?.isDestroyed()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
