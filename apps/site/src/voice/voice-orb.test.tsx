import { useWebCall } from '@org/web-call/react';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AGENT_IDS } from './agent-ids';
import { CONNECT_TIMEOUT_MS } from './call-guards';
import { MICROPHONE_BLOCKED_HELP } from './call-texts';
import { fakeRuntime } from './testing/fake-voice-client';
import { type VoiceConfig, VoiceConfigError } from './voice-config';
import { VoiceOrb } from './voice-orb';
import { VoiceProvider } from './voice-provider';
import { VoiceRuntimeProvider } from './voice-runtime';

/** Another part of the page on the same call (as the live demo is): starts one with a click. */
function OtherCaller() {
  const { start } = useWebCall();
  return (
    <button type="button" onClick={() => void start('demo-agent')}>
      Other call
    </button>
  );
}

function renderOrb(runtime = fakeRuntime()) {
  const view = render(
    <VoiceRuntimeProvider runtime={runtime}>
      <VoiceProvider>
        <VoiceOrb />
        <OtherCaller />
      </VoiceProvider>
    </VoiceRuntimeProvider>,
  );
  return Object.assign(runtime, { unmount: view.unmount });
}

const orb = () => screen.getByRole('button', { name: /AI receptionist/ });
const orbState = () =>
  document.querySelector('[data-slot="voice-orb"]')?.getAttribute('data-state');
/** The orb's caption: a polite live region that says why a call went back to idle. */
const caption = () => document.querySelector('[data-slot="voice-orb-caption"]') as HTMLElement;

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Clicks the orb and waits for its client's start; returns the client. */
async function startCall(user: ReturnType<typeof userEvent.setup>, runtime = renderOrb()) {
  await user.click(orb());
  await waitFor(() => expect(runtime.clients[0]?.started).toHaveLength(1));
  const client = runtime.clients[0];
  if (!client) throw new Error('no client');
  return client;
}

describe('VoiceOrb', () => {
  it('does nothing until clicked: no configuration fetch, no client, no focus taken', () => {
    const runtime = renderOrb();
    expect(orb()).not.toHaveFocus();
    expect(orb()).toHaveAccessibleName('Start a voice call with the AI receptionist');
    expect(orbState()).toBe('idle');
    expect(runtime.configCalls).toBe(0);
    expect(runtime.clients).toHaveLength(0);
  });

  it('goes idle → connecting → connected → idle and calls the healthcare assistant', async () => {
    const user = userEvent.setup();
    const runtime = renderOrb();
    await user.click(orb());
    await waitFor(() => expect(runtime.clients).toHaveLength(1));
    const client = runtime.clients[0];
    if (!client) throw new Error('no client');
    await waitFor(() => expect(client.started).toEqual([DEFAULT_AGENT_IDS.healthcare]));
    expect(orbState()).toBe('starting');
    expect(orb()).toHaveAttribute('aria-disabled', 'true');
    expect(orb()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByText('Connecting...')).toBeVisible();

    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    expect(orbState()).toBe('connected');
    act(() => client.emit('volume-level', 0.5));
    expect(orb().style.transform).toBe('scale(1.09)');

    act(() => client.emit('call-end'));
    expect(orbState()).toBe('idle');
    expect(orb()).not.toHaveAttribute('aria-disabled');
  });

  it("says in its caption when the visitor's microphone cannot be heard, and clears it", async () => {
    const user = userEvent.setup();
    const runtime = renderOrb();
    await user.click(orb());
    await waitFor(() => expect(runtime.clients[0]?.started).toHaveLength(1));
    const client = runtime.clients[0];
    if (!client) throw new Error('no client');
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    const health = (condition: string, active: boolean) =>
      act(() => client.emit('audio-health', { condition, active, since: 0 }));
    health('silent-microphone', true);
    expect(caption()).toHaveAttribute('aria-live', 'polite');
    expect(caption()).toHaveTextContent(
      "We can't hear you. Check that your microphone is on and close enough.",
    );
    health('device-lost', true);
    expect(caption()).toHaveTextContent(
      'Your microphone was disconnected. Plug it back in or choose another one.',
    );
    health('device-lost', false);
    health('silent-microphone', false);
    expect(caption()).toHaveTextContent('Live – say hello');
  });

  it('ends the call with the red end button', async () => {
    const user = userEvent.setup();
    const runtime = renderOrb();
    await user.click(orb());
    await waitFor(() => expect(runtime.clients[0]?.started).toHaveLength(1));
    const client = runtime.clients[0];
    if (!client) throw new Error('no client');
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));

    await user.click(screen.getByRole('button', { name: 'End call' }));
    expect(client.stops).toBe(1);
    expect(orbState()).toBe('idle');
    expect(screen.queryByRole('button', { name: 'End call' })).toBeNull();
  });

  it('reuses its client and the cached configuration for the next call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const runtime = renderOrb();
    await user.click(orb());
    await waitFor(() => expect(runtime.clients[0]?.started).toHaveLength(1));
    const client = runtime.clients[0];
    if (!client) throw new Error('no client');
    await act(async () => client.resolveStart(null));
    expect(orbState()).toBe('idle');
    await user.click(orb());
    await waitFor(() => expect(client.started).toHaveLength(2));
    expect(runtime.clients).toHaveLength(1);
    expect(runtime.configCalls).toBe(1);
  });

  it('returns to idle and only logs when the configuration has no key', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const missing = (): Promise<VoiceConfig> =>
      Promise.reject(new VoiceConfigError('voice-config answered without a publicKey.'));
    const runtime = renderOrb(fakeRuntime({ config: missing }));
    await user.click(orb());
    await waitFor(() => expect(orbState()).toBe('idle'));
    expect(errors).toHaveBeenCalledWith(
      'Voice orb configuration error:',
      expect.any(VoiceConfigError),
    );
    expect(runtime.clients).toHaveLength(0);
    expect(screen.queryByText(/error/i)).toBeNull();
  });

  it('returns to idle when start fails or the call errors', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const runtime = renderOrb();
    await user.click(orb());
    await waitFor(() => expect(runtime.clients[0]?.started).toHaveLength(1));
    const client = runtime.clients[0];
    if (!client) throw new Error('no client');
    act(() => client.fail({ reason: 'start-failed', type: 'start-method-error' }));
    await act(async () => client.resolveStart(null));
    expect(orbState()).toBe('idle');
    expect(caption()).toHaveTextContent('Failed to connect');

    await user.click(orb());
    await waitFor(() => expect(client.started).toHaveLength(2));
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    act(() => client.fail({ reason: 'call-error', type: 'daily-error' }));
    expect(orbState()).toBe('idle');
  });

  it('stops a live call when unmounted', async () => {
    const user = userEvent.setup();
    const runtime = renderOrb();
    await user.click(orb());
    await waitFor(() => expect(runtime.clients[0]?.started).toHaveLength(1));
    const client = runtime.clients[0];
    if (!client) throw new Error('no client');
    runtime.unmount();
    await waitFor(() => expect(client.stops).toBe(1));
  });

  it('waits while another part of the page (the live demo) has the call, and back', async () => {
    const user = userEvent.setup();
    const runtime = renderOrb();
    await user.click(screen.getByRole('button', { name: 'Other call' }));
    await waitFor(() => expect(runtime.clients[0]?.started).toEqual(['demo-agent']));
    const client = runtime.clients[0];
    if (!client) throw new Error('no client');
    expect(orb()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('On a demo call below')).toBeVisible();
    expect(orbState()).toBe('idle');
    await user.click(orb());
    expect(client.started).toHaveLength(1);
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    expect(orbState()).toBe('idle'); // not the orb's call
    act(() => client.emit('call-end'));
    expect(orb()).not.toHaveAttribute('aria-disabled');
    expect(caption()).toHaveTextContent('Talk to our AI receptionist');

    await user.click(orb());
    await waitFor(() => expect(client.started).toHaveLength(2));
    expect(orbState()).toBe('starting');
    expect(runtime.clients).toHaveLength(1); // one client for the page
  });

  it('keeps keyboard focus with the call: orb → End call → orb', async () => {
    const user = userEvent.setup();
    const runtime = renderOrb();
    orb().focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(runtime.clients[0]?.started).toHaveLength(1));
    const client = runtime.clients[0];
    if (!client) throw new Error('no client');
    expect(orb()).toHaveFocus(); // still focusable while connecting
    await user.keyboard('{Enter}');
    expect(client.started).toHaveLength(1); // and still ignoring presses
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    expect(screen.getByRole('button', { name: 'End call' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(orbState()).toBe('idle');
    expect(orb()).toHaveFocus();
  });
});

describe("VoiceOrb: the site's own call guards", () => {
  it('says in a polite live region why it went back to idle, and clears it on the next call', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const runtime = renderOrb();
    const client = await startCall(user, runtime);
    expect(caption()).toHaveAttribute('aria-live', 'polite');
    await act(async () => client.resolveStart(null));
    expect(orbState()).toBe('idle');
    expect(caption()).toHaveTextContent('Failed to connect');
    await user.click(orb());
    await waitFor(() => expect(client.started).toHaveLength(2));
    expect(caption()).toHaveTextContent('Connecting...');
  });

  it('after a fatal error (the client hangs up) says "Error occurred" and logs it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const client = await startCall(user);
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    act(() => client.fail({ reason: 'call-error', type: 'daily-error' }));
    expect(orbState()).toBe('idle');
    expect(caption()).toHaveTextContent('Error occurred');
    expect(errors).toHaveBeenCalledWith('Voice orb call error:', expect.anything());
  });

  it('an error while connecting is part of the start: "Failed to connect", not "Error occurred"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const client = await startCall(user);
    act(() => client.fail({ reason: 'start-failed', type: 'daily-call-object-creation-error' }));
    await act(async () => client.resolveStart(null));
    expect(orbState()).toBe('idle');
    expect(caption()).toHaveTextContent('Failed to connect');
  });

  it('shows the end control while connecting; it cancels the start, with no failure notice', async () => {
    const user = userEvent.setup();
    const client = await startCall(user);
    const cancel = screen.getByRole('button', { name: 'Cancel call' });
    await user.click(cancel);
    expect(client.stops).toBe(1);
    expect(orbState()).toBe('idle');
    await act(async () => client.resolveStart(null)); // the cancelled start settles later
    expect(caption()).toHaveTextContent('Talk to our AI receptionist');
  });

  it(`ends a start that never hears "listening" after ${CONNECT_TIMEOUT_MS / 1000} s: "Failed to connect"`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const client = await startCall(user);
    act(() => vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 100));
    expect(orbState()).toBe('starting');
    expect(client.stops).toBe(0);
    act(() => vi.advanceTimersByTime(100));
    expect(orbState()).toBe('idle');
    expect(client.stops).toBe(1);
    expect(caption()).toHaveTextContent('Failed to connect');
    // The stopped start settling later changes nothing.
    await act(async () => client.resolveStart(null));
    expect(caption()).toHaveTextContent('Failed to connect');
  });

  it('a connected call is not timed out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const client = await startCall(user);
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    act(() => vi.advanceTimersByTime(CONNECT_TIMEOUT_MS * 2));
    expect(orbState()).toBe('connected');
    expect(client.stops).toBe(0);
  });

  it('a blocked microphone gets its own message saying how to allow it, and no call starts', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      permissions: { query: async () => ({ state: 'denied' }) },
    });
    const user = userEvent.setup();
    const runtime = renderOrb();
    await user.click(orb());
    await waitFor(() => expect(caption()).toHaveTextContent(MICROPHONE_BLOCKED_HELP));
    expect(orbState()).toBe('idle');
    expect(runtime.configCalls).toBe(0);
    expect(runtime.clients).toHaveLength(0);
    expect(MICROPHONE_BLOCKED_HELP).toMatch(/Allow it for this site/);
  });

  it('a microphone refused during the call (camera-error: permissions) ends it with that message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const client = await startCall(user);
    act(() =>
      client.emit('camera-error', {
        type: 'camera-error',
        error: { error: { type: 'permissions', blockedBy: 'user' } },
      }),
    );
    expect(orbState()).toBe('idle');
    expect(client.stops).toBe(1);
    expect(caption()).toHaveTextContent(MICROPHONE_BLOCKED_HELP);
  });

  it("audio the browser would not autoplay plays on the visitor's next click (a user gesture)", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const client = await startCall(user);
    const resumeAudio = vi.fn(async () => {});
    Object.assign(client, { resumeAudio });
    await act(async () => client.resolveStart());
    act(() =>
      client.emit('error', { type: 'audio-start-failed', error: { reason: 'autoplay-blocked' } }),
    );
    expect(orbState()).toBe('starting'); // the call waits for its audio
    expect(resumeAudio).not.toHaveBeenCalled();
    await user.click(document.body);
    expect(resumeAudio).toHaveBeenCalledOnce();
    await user.click(document.body);
    expect(resumeAudio).toHaveBeenCalledOnce();
  });
});

describe('VoiceOrb: a network blip (a call whose connection drops)', () => {
  it('says "Reconnecting..." in its polite caption while the connection comes back, then goes on', async () => {
    const user = userEvent.setup();
    const client = await startCall(user);
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    act(() => client.interruptNetwork());
    expect(orbState()).toBe('reconnecting');
    expect(caption()).toHaveAttribute('aria-live', 'polite');
    expect(caption()).toHaveTextContent('Reconnecting...');
    expect(orb()).toHaveAccessibleName('Reconnecting to the AI receptionist');
    expect(orb()).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'End call' })).toBeVisible();

    act(() => client.interruptNetwork(true));
    expect(orbState()).toBe('connected');
    expect(caption()).toHaveTextContent('Live – say hello');
    expect(client.started).toHaveLength(1); // the same call, not a new one
  });

  it('a connection that does not come back in time: back to idle, "Error occurred"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const client = await startCall(user);
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    act(() => client.interruptNetwork());
    act(() => client.fail({ reason: 'connection-lost', type: 'connection-lost' }));
    expect(orbState()).toBe('idle');
    expect(caption()).toHaveTextContent('Error occurred');
  });

  it('the red button ends a call that is reconnecting', async () => {
    const user = userEvent.setup();
    const client = await startCall(user);
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    act(() => client.interruptNetwork());
    await user.click(screen.getByRole('button', { name: 'End call' }));
    expect(client.stops).toBe(1);
    expect(orbState()).toBe('idle');
    expect(caption()).toHaveTextContent('Talk to our AI receptionist');
  });
});
