import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONNECT_TIMEOUT_MS } from './call-guards';
import { MICROPHONE_BLOCKED_HELP } from './call-texts';
import {
  badge,
  card,
  readyClient,
  renderSection,
  setUpLiveDemoTests,
  slider,
} from './testing/live-demo';

// The guards the site puts around a start: cancelling while connecting, the connect time limit,
// and a blocked microphone.
setUpLiveDemoTests();

describe("LiveDemoSection: the site's own call guards", () => {
  it('shows "End Call" while connecting; it cancels the start ("Call ended", not a failure)', async () => {
    const user = userEvent.setup();
    const client = await readyClient(renderSection());
    await user.click(slider('Hotel Concierge'));
    expect(screen.getByText('Setting up the call…')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'End Call' }));
    expect(client.stops).toBe(1);
    await act(async () => client.resolveStart(null)); // the cancelled start settles later
    expect(screen.getByRole('status')).toHaveTextContent('Call ended');
    expect(card('hotel')).not.toHaveAttribute('data-active');
    expect(slider('Healthcare Receptionist')).toBeEnabled();
  });

  it(`ends a start that never hears "listening" after ${CONNECT_TIMEOUT_MS / 1000} s: "Failed to connect"`, async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = await readyClient(renderSection());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(slider('Restaurant Reservation'));
    act(() => vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 100));
    expect(badge('restaurant')).toHaveTextContent('Connecting...');
    expect(client.stops).toBe(0);
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toHaveTextContent('Failed to connect');
    expect(client.stops).toBe(1);
    expect(card('restaurant')).not.toHaveAttribute('data-active');
    await act(async () => client.resolveStart(null));
    expect(screen.getByRole('status')).toHaveTextContent('Failed to connect');
  });

  it('counts the limit from the click: a microphone check that has not answered comes under it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let answer: (state: { state: string }) => void = () => {};
    vi.stubGlobal('navigator', {
      ...navigator,
      permissions: { query: () => new Promise((resolve) => (answer = resolve)) },
    });
    const client = await readyClient(renderSection());
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(slider('Restaurant Reservation'));
    expect(badge('restaurant')).toHaveTextContent('Connecting...');
    act(() => vi.advanceTimersByTime(CONNECT_TIMEOUT_MS - 100));
    expect(badge('restaurant')).toHaveTextContent('Connecting...');
    act(() => vi.advanceTimersByTime(100));
    expect(screen.getByRole('status')).toHaveTextContent('Failed to connect');
    // The check answers late: the start it belonged to is over, and no call is placed.
    await act(async () => answer({ state: 'granted' }));
    expect(client.started).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Failed to connect');
  });

  it('a blocked microphone gets its own status and says how to allow it; no call starts', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      permissions: { query: async () => ({ state: 'denied' }) },
    });
    const user = userEvent.setup();
    const client = await readyClient(renderSection());
    await user.click(slider('Hotel Concierge'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Microphone blocked'));
    expect(screen.getByText(MICROPHONE_BLOCKED_HELP)).toBeVisible();
    expect(client.started).toEqual([]);
    expect(slider('Hotel Concierge')).toBeEnabled();
  });

  it('a microphone refused during the start (camera-error: permissions) ends it with that status', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const client = await readyClient(renderSection());
    await user.click(slider('Hotel Concierge'));
    act(() =>
      client.emit('camera-error', {
        type: 'camera-error',
        error: { error: { type: 'permissions' } },
      }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Microphone blocked');
    expect(client.stops).toBe(1);
    await act(async () => client.resolveStart(null));
    expect(screen.getByRole('status')).toHaveTextContent('Microphone blocked');
  });
});
