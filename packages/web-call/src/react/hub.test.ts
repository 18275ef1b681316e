// The hub, without React: the controller loads with the first action, and a controller that cannot load
// (offline, a newer deploy) is a failure like a client that cannot be made; the next start retries.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { WebCallClient } from './state';

afterEach(() => {
  vi.doUnmock('./controller');
  vi.resetModules();
});

/** A client whose start resolves with a call at once. */
const client = (): WebCallClient => ({
  state: 'idle',
  on: vi.fn(),
  off: vi.fn(),
  start: vi.fn(async () => ({ id: 'call-1' }) as never),
  stop: vi.fn(async () => {}),
  end: vi.fn(async () => {}),
  say: vi.fn(),
  setMuted: vi.fn(),
  preload: vi.fn(async () => {}),
  resumeAudio: vi.fn(async () => {}),
});

describe('CallHub', () => {
  it('says "starting" at once, and loads the controller only then', async () => {
    const loaded = vi.fn();
    vi.doMock('./controller', async (original) => {
      loaded();
      return original();
    });
    const { CallHub } = await import('./hub');
    const hub = new CallHub({ createClient: client });
    expect(loaded).not.toHaveBeenCalled();
    const started = hub.actions.start('assistant-id');
    expect(hub.call.state).toBe('starting');
    expect(await started).toEqual({ id: 'call-1' });
    expect(loaded).toHaveBeenCalledOnce();
    expect(hub.call.callId).toBe('call-1');
  });

  it('a controller that cannot load: "failed" at phase "client", start() resolves null, the next one retries', async () => {
    vi.doMock('./controller', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const { CallHub } = await import('./hub');
    const hub = new CallHub({ createClient: client });
    expect(await hub.actions.start('assistant-id')).toBeNull();
    expect(hub.call).toMatchObject({ state: 'failed', error: { phase: 'client' } });
    await expect(hub.actions.preload()).resolves.toBeUndefined();
    vi.doUnmock('./controller');
    vi.resetModules();
    expect(await hub.actions.start('assistant-id')).toEqual({ id: 'call-1' });
    expect(hub.call.state).toBe('starting'); // until the client says the assistant listens
  });
});
