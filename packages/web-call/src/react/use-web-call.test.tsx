// @vitest-environment jsdom
// useWebCall and useWebCallEvent with Testing Library, over the real client and the simulated call
// object and platform: the call's states and id, its controls, how each kind of failure shows, and
// the listeners the event hook adds and removes.
import { act, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { WebCall, WebCallEvents } from '../index';
import { type UseWebCall, useWebCall, useWebCallEvent, WebCallProvider } from './index';
import { installSimulatedCalls, renderProbe, run, type Seen, setup } from './test-harness';

installSimulatedCalls();

/** Records each `error` event type the client reports. */
function Errors({ into }: { into: string[] }) {
  useWebCallEvent('error', (event) => into.push(event.type));
  return null;
}

/** Records `call-start` under its tag. */
function Listener({ tag, heard, seen }: { tag: string; heard: string[]; seen: Partial<Seen> }) {
  seen.call = useWebCall();
  useWebCallEvent('call-start', () => heard.push(`${tag} call-start`));
  return null;
}

/** The types of the JSON app messages a simulated call object was sent. */
const sentTypes = (sim: { sentMessages: unknown[] } | undefined) =>
  (sim?.sentMessages ?? []).flatMap((m) => {
    try {
      return [JSON.parse(String(m)).type];
    } catch {
      return [];
    }
  });

describe("useWebCall: the client's state, call id and controls", () => {
  it('goes idle → starting → connected → ending → ended with the call id', async () => {
    const { createClient, factory } = setup();
    const { seen } = renderProbe({ createClient });
    let created: Awaited<ReturnType<UseWebCall['start']>> = null;
    await act(async () => {
      void seen.call.start('assistant-id').then((call) => {
        created = call;
      });
    });
    expect(seen.call.state).toBe('starting');
    await run(3000);
    expect(seen.call.state).toBe('connected');
    expect(seen.call.callId).toBe((created as { id: string } | null)?.id);
    expect(seen.call.callId).toMatch(/^[0-9a-f-]{36}$/);

    act(() => seen.call.setMuted(true));
    expect(factory.last?.localAudio()).toBe(false);
    act(() => seen.call.say('Please repeat that.'));
    expect(sentTypes(factory.last)).toContain('say');

    await act(() => seen.call.stop());
    expect(seen.states).toEqual(['idle', 'starting', 'connected', 'ending', 'ended']);
    expect(factory.last?.isDestroyed()).toBe(true);
  });

  it('end() asks the platform to end the call, then hangs up', async () => {
    const { createClient, factory } = setup();
    const { seen } = renderProbe({ createClient });
    await act(async () => void seen.call.start('assistant-id'));
    await run(3000);
    const sim = factory.last;
    await act(() => seen.call.end());
    expect(sentTypes(sim)).toContain('end-call');
    expect(seen.call.state).toBe('ended');
    // stop() puts the ended call away.
    await act(() => seen.call.stop());
    expect(seen.call.state).toBe('idle');
  });

  it('setMuted without a call throws "Call object is not available."', () => {
    const { createClient } = setup();
    const { seen } = renderProbe({ createClient });
    expect(() => seen.call.setMuted(true)).toThrow('Call object is not available.');
  });

  it('a start that fails is "failed" at phase "start", with the client\'s error', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { createClient } = setup({}, { status: 500 });
    const { seen } = renderProbe({ createClient });
    let result: unknown = 'pending';
    await act(async () => {
      result = await seen.call.start('assistant-id');
    });
    expect(result).toBeNull();
    expect(seen.call.state).toBe('failed');
    expect(seen.call.error?.phase).toBe('start');
    expect(seen.call.error?.event?.type).toBe('start-method-error');
    expect(seen.call.error?.error.name).toBe('WebCallError');
  });

  it('a fatal error in the call is "failed" at phase "call", and nothing is left', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { createClient, factory } = setup();
    const { seen } = renderProbe({ createClient });
    await act(async () => void seen.call.start('assistant-id'));
    await run(3000);
    act(() => factory.last?.raiseFatalError('Connection lost'));
    await run(10);
    expect(seen.call.state).toBe('failed');
    expect(seen.call.error).toMatchObject({ phase: 'call', event: { type: 'daily-error' } });
    expect(factory.last?.isDestroyed()).toBe(true);
    expect(seen.volume).toBe(0);
    // The next start clears it.
    await act(async () => void seen.call.start('assistant-id'));
    expect(seen.call).toMatchObject({ state: 'starting', error: null });
    await run(3000);
    expect(seen.call.state).toBe('connected');
    await act(() => seen.call.stop());
  });

  it('a degradation the client works around keeps the call connected', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { createClient } = setup({ faults: { 'audio-processing-setup': 'reject' } });
    const errors: string[] = [];
    const { seen } = renderProbe({ createClient }, { extra: <Errors into={errors} /> });
    await act(async () => void seen.call.start('assistant-id'));
    await run(3000);
    expect(errors).toEqual(['audio-processing-setup-error']);
    expect(seen.call.state).toBe('connected');
    expect(seen.call.error).toBeNull();
    await act(() => seen.call.stop());
  });

  it('a client that cannot be made is "failed" at phase "client"; the next start retries', async () => {
    const { createClient } = setup();
    const failing = vi
      .fn<() => Promise<WebCall>>()
      .mockRejectedValueOnce(new Error('no public key'))
      .mockImplementation(async () => createClient());
    const { seen } = renderProbe({ createClient: failing });
    await act(async () => void (await seen.call.start('assistant-id')));
    expect(seen.call.state).toBe('failed');
    expect(seen.call.error).toMatchObject({ phase: 'client', error: { message: 'no public key' } });
    await act(async () => void seen.call.start('assistant-id'));
    await run(3000);
    expect(seen.call.state).toBe('connected');
    expect(failing).toHaveBeenCalledTimes(2);
    await act(() => seen.call.stop());
  });

  it('stop() while starting cancels the start: ended, no error', async () => {
    const { createClient, factory } = setup({}, { latencyMs: 500 });
    const { seen } = renderProbe({ createClient });
    let result: unknown = 'pending';
    await act(async () => {
      void seen.call.start('assistant-id').then((call) => {
        result = call;
      });
    });
    await run(100);
    expect(seen.call.state).toBe('starting');
    await act(() => seen.call.stop());
    await run(3000);
    expect(result).toBeNull();
    expect(seen.call).toMatchObject({ state: 'ended', error: null });
    expect(factory.last?.isDestroyed()).toBe(true);
  });
});

describe('useWebCallEvent', () => {
  it('hears the client made after it mounted, always calls the latest listener, and lets go', async () => {
    const { createClient } = setup();
    const heard: string[] = [];
    const seen: Partial<Seen> = {};
    const view = render(
      <WebCallProvider createClient={createClient}>
        <Listener tag="first" heard={heard} seen={seen} />
      </WebCallProvider>,
    );
    view.rerender(
      <WebCallProvider createClient={createClient}>
        <Listener tag="second" heard={heard} seen={seen} />
      </WebCallProvider>,
    );
    await act(async () => void seen.call?.start('assistant-id'));
    await run(3000);
    expect(heard).toEqual(['second call-start']);
    const client = createClient.mock.results[0]?.value as WebCall;
    const count = (event: keyof WebCallEvents) => client.listenerCount(event);
    const before = count('call-start');
    view.unmount();
    expect(count('call-start')).toBe(before - 1);
  });
});

describe('useWebCall: audioHealth', () => {
  it("lists the call's audio conditions as they begin and end, and none once the call is over", async () => {
    const { createClient, factory } = setup();
    const { seen } = renderProbe({ createClient });
    expect(seen.call.audioHealth).toEqual([]);
    await act(async () => void seen.call.start('assistant-id'));
    await run(3000);
    await act(() => vi.dynamicImportSettled());
    const microphone = factory.last?.microphone;
    act(() => microphone?.setMuted(true));
    expect(seen.call.audioHealth).toEqual(['microphone-muted']);
    act(() => microphone?.unplug());
    expect(seen.call.audioHealth).toEqual(['microphone-muted', 'device-lost']);
    act(() => microphone?.use('usb-headset'));
    expect(seen.call.audioHealth).toEqual([]);
    act(() => microphone?.setMuted(true));
    await act(() => seen.call.stop());
    expect(seen.call.audioHealth).toEqual([]);
  });
});
