// @vitest-environment jsdom
// WebCallProvider with Testing Library, over the real client and the simulated call object and
// platform: one lazy client per tree (StrictMode included), a hub shared by two roots, a client
// loaded on first use, and the errors that name a missing provider or a foreign hub.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createWebCallHub, useWebCall } from './index';
import { BASE, installSimulatedCalls, KEY, renderProbe, run, setup } from './test-harness';

installSimulatedCalls();

/** Uses a hook without a provider. */
function Lost() {
  useWebCall();
  return null;
}

describe('WebCallProvider: one lazy client for the tree', () => {
  it('makes nothing before first use: no client, no call object', async () => {
    const { factory, createClient } = setup();
    renderProbe({ createClient });
    await run(1000);
    expect(screen.getByTestId('state').textContent).toBe('idle');
    expect(createClient).not.toHaveBeenCalled();
    expect(factory.created).toBe(0);
  });

  it('under StrictMode double mounting makes one client and one call object', async () => {
    const { factory, createClient } = setup();
    const { seen } = renderProbe({ createClient }, { strict: true });
    await act(async () => {
      void seen.call.start('assistant-id');
      void seen.call.start('assistant-id'); // ignored: a call is under way
    });
    await run(3000);
    expect(seen.call.state).toBe('connected');
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(factory.created).toBe(1);
    await act(() => seen.call.stop());
  });

  it('shares the client between components, and hangs up when unmounted', async () => {
    const { factory, createClient } = setup();
    const { seen, view } = renderProbe({ createClient });
    await act(async () => void seen.call.start('assistant-id'));
    await run(1500);
    expect(seen.call.state).toBe('connected');
    view.unmount();
    await run(10);
    expect(factory.last?.isDestroyed()).toBe(true);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
  });

  it('one hub shown by two roots: a start in one shows in both, and the last unmount hangs up', async () => {
    const { factory, createClient } = setup();
    const hub = createWebCallHub({ createClient });
    const orb = renderProbe({ hub }, { strict: true });
    const demo = renderProbe({ hub }, { strict: true });
    await act(async () => void orb.seen.call.start('assistant-id'));
    await run(1500);
    expect([orb.seen.call.state, demo.seen.call.state]).toEqual(['connected', 'connected']);
    expect(demo.seen.call.callId).toBe(orb.seen.call.callId);
    expect(await act(() => demo.seen.call.start('assistant-id'))).toBeNull(); // one call
    expect(createClient).toHaveBeenCalledTimes(1);
    // One root goes (its part of the page failed): the call goes on for the other.
    orb.view.unmount();
    await run(10);
    expect(factory.last?.isDestroyed()).toBe(false);
    expect(demo.seen.call.state).toBe('connected');
    demo.view.unmount();
    await run(10);
    expect(factory.last?.isDestroyed()).toBe(true);
    expect(hub.actions.getState().state).toBe('ended');
  });

  it('refuses a hub it did not make, saying how to give it one', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const hub = { actions: createWebCallHub({ createClient: vi.fn() }).actions };
    expect(() => renderProbe({ hub })).toThrow(
      'WebCallProvider: `hub` must be made with createWebCallHub()',
    );
  });

  it('loads the client code on first use when createClient imports it', async () => {
    const { factory, fetch } = setup();
    const { seen } = renderProbe({
      createClient: () =>
        import('../index').then(
          (core) =>
            new core.WebCall(KEY, BASE, undefined, undefined, { transport: factory, fetch }),
        ),
    });
    await act(async () => void seen.call.start('assistant-id'));
    await run(3000);
    expect(seen.call.state).toBe('connected');
    expect(seen.transcript.lines[0]).toEqual({
      speaker: 'assistant',
      text: 'Hello, this is the clinic.',
    });
    await act(() => seen.call.stop());
  });

  it('names what is missing when a hook has no provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Lost />)).toThrow('Wrap this in a <WebCallProvider>.');
  });
});
