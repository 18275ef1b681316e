import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSimulatedTransport } from './testing';

afterEach(() => {
  vi.doUnmock('./call-session');
  vi.resetModules();
});

describe('the session code, loaded with the transport', () => {
  it('cannot load (offline, a newer deploy): the transport is destroyed and the page freed', async () => {
    vi.resetModules();
    vi.doMock('./call-session', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    const { prepareCall } = await import('./prepared-call');
    const factory = createSimulatedTransport();
    const host = {
      factory,
      properties: {},
      emit: vi.fn(),
      transition: vi.fn(),
      graceMs: 30_000,
      playback: {},
      ended: vi.fn(),
    };
    const prepared = prepareCall(host, true);
    await expect(prepared.ready).rejects.toBeInstanceOf(Error);
    await prepared.close();
    expect(factory.created).toBe(1);
    expect(factory.last?.isDestroyed()).toBe(true);
    // The page is free: a live call may claim it.
    const { claimPage } = await import('./page-calls');
    const free = await claimPage(factory, { live: true, close: async () => {} }, false);
    expect(free).toBeTypeOf('function');
    free?.();

    // Once it loads again, the next transport gets the page.
    vi.doUnmock('./call-session');
    vi.resetModules();
    const again = (await import('./prepared-call')).prepareCall(host, true);
    const session = await again.ready;
    expect(session.call).toBe(factory.last);
    expect(factory.last?.meetingState()).toBe('loaded');
    expect(factory.created).toBe(2);
    await again.close();
  });
});
