import { describe, expect, it, vi } from 'vitest';
import { installSimulationHook } from './simulation-hook';

describe('installSimulationHook (local simulation mode only)', () => {
  it('shares one simulated transport and exposes the test hook', async () => {
    window.__voiceSimulationPacing = { msPerWord: 1 };
    const first = await installSimulationHook();
    const second = await installSimulationHook();
    expect(second.transport).toBe(first.transport);
    const hook = window.__voiceSimulation;
    expect(hook).toBeDefined();
    expect(hook?.created).toBe(0);
    // Without a call yet, the fault injectors are harmless no-ops.
    expect(() => hook?.raiseFatalError('x')).not.toThrow();
    expect(() => hook?.endFromRemote()).not.toThrow();
  });

  it('reaches the most recent simulated call', async () => {
    const { transport } = await installSimulationHook();
    const call = await transport({});
    const raise = vi.spyOn(call, 'raiseFatalError');
    const end = vi.spyOn(call, 'endFromRemote');
    const send = vi.spyOn(call, 'sendRemoteMessage');
    const interrupt = vi.spyOn(call, 'interruptNetwork');
    const restore = vi.spyOn(call, 'restoreNetwork');
    const hook = window.__voiceSimulation;
    expect(hook?.created).toBe(1);
    hook?.raiseFatalError('Connection lost');
    hook?.endFromRemote();
    hook?.sendRemoteMessage({ type: 'transcript' });
    hook?.interruptNetwork();
    hook?.restoreNetwork();
    expect(raise).toHaveBeenCalledWith('Connection lost');
    expect(end).toHaveBeenCalled();
    expect(send).toHaveBeenCalledWith({ type: 'transcript' });
    expect(interrupt).toHaveBeenCalledOnce();
    expect(restore).toHaveBeenCalledOnce();
  });
});
