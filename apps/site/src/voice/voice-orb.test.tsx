import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AGENT_IDS } from './agent-ids';
import { fakeRuntime } from './testing/fake-voice-client';
import { type VoiceConfig, VoiceConfigError } from './voice-config';
import { voiceLine } from './voice-line';
import { VoiceOrb } from './voice-orb';
import { VoiceRuntimeProvider } from './voice-runtime';

function renderOrb(runtime = fakeRuntime()) {
  const view = render(
    <VoiceRuntimeProvider runtime={runtime}>
      <VoiceOrb />
    </VoiceRuntimeProvider>,
  );
  return Object.assign(runtime, { unmount: view.unmount });
}

const orb = () => screen.getByRole('button', { name: /AI receptionist/ });
const orbState = () =>
  document.querySelector('[data-slot="voice-orb"]')?.getAttribute('data-state');

afterEach(() => vi.restoreAllMocks());

describe('VoiceOrb (SPEC §4 "Floating orb call")', () => {
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
    expect(orbState()).toBe('connecting');
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

  it('returns to idle and only logs when the configuration has no key (SPEC §8)', async () => {
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
    await act(async () => client.rejectStart(new Error('network')));
    expect(orbState()).toBe('idle');

    await user.click(orb());
    await waitFor(() => expect(client.started).toHaveLength(2));
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    act(() => client.emit('error', { type: 'daily-error' }));
    expect(orbState()).toBe('idle');
  });

  it('stops a live call and unsubscribes when unmounted', async () => {
    const user = userEvent.setup();
    const runtime = renderOrb();
    await user.click(orb());
    await waitFor(() => expect(runtime.clients[0]?.started).toHaveLength(1));
    const client = runtime.clients[0];
    if (!client) throw new Error('no client');
    runtime.unmount();
    expect(client.stops).toBe(1);
    expect(client.listenerCount('call-start')).toBe(0);
  });

  it('waits while the live demo has a call under way, and holds the line during its own', async () => {
    const user = userEvent.setup();
    const runtime = renderOrb();
    act(() => {
      voiceLine.claim('demo');
    });
    expect(orb()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('On a demo call below')).toBeVisible();
    await user.click(orb());
    expect(runtime.configCalls).toBe(0);
    act(() => voiceLine.release('demo'));
    expect(orb()).not.toHaveAttribute('aria-disabled');

    await user.click(orb());
    expect(voiceLine.getOwner()).toBe('orb');
    await waitFor(() => expect(runtime.clients[0]?.started).toHaveLength(1));
    const client = runtime.clients[0];
    if (!client) throw new Error('no client');
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    expect(voiceLine.isFreeFor('demo')).toBe(false);
    act(() => client.emit('call-end'));
    expect(voiceLine.getOwner()).toBeNull();
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
