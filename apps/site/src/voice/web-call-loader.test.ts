import { afterEach, describe, expect, it, vi } from 'vitest';
import { installSimulationHook } from './testing/simulation-hook';
import { createWebCallClient, SIMULATED_VOICE } from './web-call-loader';

afterEach(() => vi.restoreAllMocks());

describe('SIMULATED_VOICE (local simulation mode, apps/site/.env.development)', () => {
  it("is on in this repository's development and test environment", () => {
    expect(SIMULATED_VOICE).toBe(true);
  });
});

describe('createWebCallClient: the voice SDK started with the public key', () => {
  it('creates a @org/web-call client for the configuration', async () => {
    const client = await createWebCallClient({
      publicKey: 'pk_local',
      apiBaseUrl: 'http://127.0.0.1:54321',
    });
    const { WebCall } = await import('@org/web-call');
    expect(client).toBeInstanceOf(WebCall);
  });

  it('runs daily-js with avoidEval, so the CSP needs no unsafe-eval', async () => {
    const client = await createWebCallClient({ publicKey: 'pk_local' });
    await client.preload();
    const { transport } = await installSimulationHook();
    expect(transport.last?.properties.dailyConfig).toEqual({ avoidEval: true });
    await client.stop();
  });
});
