import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeRuntime } from './testing/fake-voice-client';
import {
  BODY_LOADS,
  badge,
  card,
  readyClient,
  renderSection,
  setUpLiveDemoTests,
  slider,
  transcript,
} from './testing/live-demo';
import { type VoiceConfig, VoiceConfigError } from './voice-config';

// What the section shows when a call fails, errs, degrades or drops its connection, and when its
// configuration is missing.
setUpLiveDemoTests();

describe('LiveDemoSection', () => {
  it('shows "Failed to connect" and clears the active card when start fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const client = await readyClient(renderSection());
    await user.click(slider('Healthcare Receptionist'));
    act(() => client.fail({ reason: 'start-failed', type: 'daily-call-join-error' }));
    await act(async () => client.resolveStart(null));
    expect(screen.getByRole('status')).toHaveTextContent('Failed to connect');
    expect(screen.getByText(/could not be connected\. Please try again/)).toBeVisible();
    expect(card('healthcare')).not.toHaveAttribute('data-active');
    expect(card('hotel')).not.toHaveAttribute('aria-disabled');
  });

  it('shows "Error occurred" on a runtime error, the call no longer live', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const client = await readyClient(renderSection());
    await user.click(slider('Healthcare Receptionist'));
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    act(() => client.fail({ reason: 'call-error', type: 'daily-error' }));
    expect(screen.getByRole('status')).toHaveTextContent('Error occurred');
    expect(screen.getByText(/dropped unexpectedly/)).toBeVisible();
    expect(screen.queryByText('Live Call Connected')).toBeNull();
    expect(errors).toHaveBeenCalled();
  });

  it('keeps the call live through a degradation the client works around', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const client = await readyClient(renderSection());
    await user.click(slider('Hotel Concierge'));
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    act(() => client.emit('error', { type: 'audio-processing-setup-error' }));
    expect(screen.getByText('Live Call Connected')).toBeVisible();
    expect(client.stops).toBe(0);
    expect(warn).toHaveBeenCalled();
  });

  it('shows "Configuration error - check console" when the key is missing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const missing = (): Promise<VoiceConfig> =>
      Promise.reject(new VoiceConfigError('voice-config answered without a publicKey.'));
    const runtime = renderSection(fakeRuntime({ config: missing }));
    expect(
      await screen.findByText('Configuration error - check console', {}, BODY_LOADS),
    ).toBeVisible();
    expect(errors).toHaveBeenCalledWith(
      'Voice demo configuration error:',
      expect.any(VoiceConfigError),
    );
    expect(runtime.clients).toHaveLength(0);
    expect(slider('Hotel Concierge')).toBeDisabled();
  });
});

describe('LiveDemoSection: a network blip (a call whose connection drops)', () => {
  it('says "Reconnecting..." in its status region, keeps the transcript, then goes on', async () => {
    const user = userEvent.setup();
    const client = await readyClient(renderSection());
    await user.click(slider('Hotel Concierge'));
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    act(() => client.emit('speech-start'));
    act(() => client.emit('message', transcript('assistant', 'Welcome to the Grand.')));
    act(() => client.interruptNetwork());
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Reconnecting...');
    expect(badge('hotel')).toHaveTextContent('Reconnecting...');
    expect(screen.getByRole('log')).toHaveTextContent('Welcome to the Grand.');
    expect(screen.getByRole('button', { name: 'End Call' })).toBeVisible();
    expect(card('restaurant')).toHaveAttribute('aria-disabled', 'true');

    act(() => client.emit('speech-end'));
    expect(status).toHaveTextContent('Reconnecting...');
    act(() => client.interruptNetwork(true));
    expect(status).toHaveTextContent('Listening...');
    expect(screen.getByText('Live Call Connected')).toBeVisible();
    expect(screen.getByRole('log')).toHaveTextContent('Welcome to the Grand.');
    expect(client.started).toHaveLength(1); // the same call, not a new one
  });

  it('a connection that does not come back in time: "Error occurred", with a hint it was lost', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const client = await readyClient(renderSection());
    await user.click(slider('Hotel Concierge'));
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    act(() => client.interruptNetwork());
    act(() => client.fail({ reason: 'connection-lost', type: 'connection-lost' }));
    expect(screen.getByRole('status')).toHaveTextContent('Error occurred');
    expect(screen.getByText(/connection was lost/)).toBeVisible();
    expect(screen.queryByRole('log')).toBeNull();
    expect(card('hotel')).not.toHaveAttribute('data-active');
    expect(slider('Healthcare Receptionist')).toBeEnabled();
  });
});
