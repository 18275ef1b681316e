import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSimulationHook } from './simulation-hook';
import type { VoiceClient } from './voice-client';
import {
  createWebCallClient,
  isSimulatedVoice,
  preloadClient,
  SIMULATED_VOICE,
} from './web-call-loader';

afterEach(() => vi.restoreAllMocks());

const bareClient = (): VoiceClient => ({
  on: vi.fn(),
  off: vi.fn(),
  start: vi.fn(async () => null),
  stop: vi.fn(),
});

describe('isSimulatedVoice (local simulation mode, apps/site/.env.development)', () => {
  it('is on only for VITE_VOICE_MODE=simulated', () => {
    expect(isSimulatedVoice({ VITE_VOICE_MODE: 'simulated' })).toBe(true);
    expect(isSimulatedVoice({ VITE_VOICE_MODE: 'daily' })).toBe(false);
    expect(isSimulatedVoice({})).toBe(false);
  });

  it("is on in this repository's development and test environment", () => {
    expect(SIMULATED_VOICE).toBe(true);
  });
});

describe('preloadClient (DESIGN "The site": preload() when the demo comes into view)', () => {
  it('warms the client when it can', async () => {
    const preload = vi.fn(async () => {});
    preloadClient({ ...bareClient(), preload } as VoiceClient);
    expect(preload).toHaveBeenCalledOnce();
  });

  it('only warns when warming fails: start() loads the bundle itself', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const preload = vi.fn(async () => {
      throw new Error('offline');
    });
    preloadClient({ ...bareClient(), preload } as VoiceClient);
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith('Voice client preload failed:', expect.any(Error)),
    );
  });

  it('does nothing for a client without preload', () => {
    expect(() => preloadClient(bareClient())).not.toThrow();
  });
});

describe('createWebCallClient (SPEC §7 "Site calls": the voice SDK started with the public key)', () => {
  it('creates a @org/web-call client for the configuration', async () => {
    const client = await createWebCallClient({
      publicKey: 'pk_local',
      apiBaseUrl: 'http://127.0.0.1:54321',
    });
    const { WebCall } = await import('@org/web-call');
    expect(client).toBeInstanceOf(WebCall);
    for (const method of ['on', 'off', 'start', 'stop'] as const) {
      expect(typeof client[method]).toBe('function');
    }
  });

  it('runs daily-js with avoidEval, so the CSP needs no unsafe-eval (issue 11)', async () => {
    const client = await createWebCallClient({ publicKey: 'pk_local' });
    await (client as VoiceClient & { preload(): Promise<void> }).preload();
    const { createCallObject } = await installSimulationHook();
    expect(createCallObject.last?.properties.dailyConfig).toEqual({ avoidEval: true });
    await client.stop();
  });
});
