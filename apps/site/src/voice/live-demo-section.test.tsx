import { useWebCall } from '@org/web-call/react';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_AGENT_IDS } from './agent-ids';
import { CONNECT_TIMEOUT_MS } from './call-guards';
import { MICROPHONE_BLOCKED_HELP } from './call-texts';
import { LiveDemoSection } from './live-demo-section';
import { fakeRuntime } from './testing/fake-voice-client';
import { type VoiceConfig, VoiceConfigError } from './voice-config';
import { VoiceProvider } from './voice-provider';
import { VoiceRuntimeProvider } from './voice-runtime';

/** Another part of the page on the same call (as the orb is): starts and ends one. */
function OtherCaller() {
  const { start, stop } = useWebCall();
  return (
    <>
      <button type="button" onClick={() => void start('orb-agent')}>
        Other call
      </button>
      <button type="button" onClick={() => void stop()}>
        End other call
      </button>
    </>
  );
}

/**
 * The live demo and another part of the page on the same call (as the orb is), each a React root
 * of its own as the page's islands are. `unmount` takes both away; `unmountDemo` the demo alone.
 */
function renderSection(runtime = fakeRuntime()) {
  const part = (children: ReactNode) =>
    render(
      <VoiceRuntimeProvider runtime={runtime}>
        <VoiceProvider>{children}</VoiceProvider>
      </VoiceRuntimeProvider>,
    );
  const other = part(<OtherCaller />);
  const demo = part(<LiveDemoSection />);
  return Object.assign(runtime, {
    unmount: () => {
      demo.unmount();
      other.unmount();
    },
    unmountDemo: () => demo.unmount(),
  });
}

const slider = (name: string, label = 'Click to start call') =>
  screen.getByRole('button', { name: `${label} with ${name}` });
const card = (kind: string) => document.querySelector(`[data-agent="${kind}"]`) as HTMLElement;
const badge = (kind: string) => card(kind).querySelector('[data-slot="status-badge"]');
const transcript = (role: 'assistant' | 'user', text: string, transcriptType = 'final') => ({
  type: 'transcript',
  transcriptType,
  role,
  transcript: text,
});

/**
 * How long the section's lazily loaded body may take to show: a bound, not a wait. Its first import
 * in a test file transforms its modules, seconds on a busy machine (5.5 s seen beside the other
 * steps of npm test).
 */
const BODY_LOADS = { timeout: 15_000 };

async function readyClient(runtime: ReturnType<typeof fakeRuntime>) {
  await waitFor(() => expect(runtime.clients).toHaveLength(1), BODY_LOADS);
  await waitFor(() => expect(slider('Hotel Concierge')).toBeEnabled());
  // biome-ignore lint/style/noNonNullAssertion: asserted just above
  return runtime.clients[0]!;
}

beforeEach(() => {
  // jsdom has no media playback; the cards' looping clips only need play() to resolve.
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('LiveDemoSection', () => {
  it('renders #live-demo with its heading, then loads the three agent cards', async () => {
    renderSection();
    const section = document.getElementById('live-demo');
    expect(section).not.toBeNull();
    expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toBeVisible();
    // The interactive body arrives lazily; a skeleton of the same footprint stands in.
    expect(document.querySelector('[data-slot="demo-skeleton"]')).not.toBeNull();
    for (const name of ['Healthcare Receptionist', 'Hotel Concierge', 'Restaurant Reservation']) {
      expect(await screen.findByRole('heading', { level: 3, name }, BODY_LOADS)).toBeVisible();
    }
    expect(document.querySelector('[data-slot="demo-skeleton"]')).toBeNull();
    expect(document.body).toHaveFocus(); // loading takes no focus
    expect(document.querySelectorAll('video[loop][muted], video[loop]')).toHaveLength(3);
  });

  it('loads the configuration and warms the page client once the section is shown', async () => {
    const runtime = renderSection();
    const client = await readyClient(runtime);
    expect(runtime.configCalls).toBe(1);
    expect(client.config).toEqual({ publicKey: 'pk_test' });
    await waitFor(() => expect(client.preloads).toBe(1));
  });

  it('says so when calls run against the local simulation', async () => {
    renderSection(fakeRuntime({ simulated: true }));
    expect(await screen.findByText('Local simulation', {}, BODY_LOADS)).toBeVisible();
  });

  it('runs a call: status texts, dimming, live bar, transcript, end', async () => {
    const user = userEvent.setup();
    const runtime = renderSection();
    const client = await readyClient(runtime);

    await user.click(slider('Hotel Concierge'));
    expect(client.started).toEqual([DEFAULT_AGENT_IDS.hotel]);
    expect(badge('hotel')).toHaveTextContent('Connecting...');
    expect(slider('Hotel Concierge', 'Connecting...')).toHaveAttribute('aria-busy', 'true');
    expect(card('healthcare')).toHaveAttribute('aria-disabled', 'true');
    expect(card('restaurant')).toHaveAttribute('aria-disabled', 'true');
    expect(slider('Healthcare Receptionist')).toBeDisabled();

    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    expect(badge('hotel')).toHaveTextContent('Call started');
    expect(screen.getByText('Live Call Connected')).toBeVisible();
    const log = screen.getByRole('log');
    expect(log).toHaveTextContent('Listening for speech...');
    expect(screen.getByText('Hotel Concierge', { selector: 'span' })).toBeVisible();

    act(() => client.emit('speech-start'));
    expect(badge('hotel')).toHaveTextContent('Talking...');
    act(() => {
      client.emit('message', transcript('assistant', 'Welcome to the Grand.'));
      client.emit('message', transcript('assistant', 'How can I', 'partial'));
      client.emit('message', transcript('assistant', 'How can I help?'));
      client.emit('message', transcript('user', 'A room for two, please.'));
    });
    act(() => client.emit('speech-end'));
    expect(badge('hotel')).toHaveTextContent('Listening...');
    const lines = within(log).getAllByText(/AGENT:|YOU:/);
    expect(lines.map((line) => line.parentElement?.textContent)).toEqual([
      'AGENT:Welcome to the Grand. How can I help?',
      'YOU:A room for two, please.',
    ]);

    await user.click(screen.getByRole('button', { name: 'End Call' }));
    expect(client.stops).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent('Call ended');
    expect(screen.queryByRole('log')).toBeNull();
    expect(screen.queryByText('Live Call Connected')).toBeNull();
    expect(card('healthcare')).not.toHaveAttribute('aria-disabled');
    expect(slider('Healthcare Receptionist')).toBeEnabled();
  });

  it('ignores a second start while a call is under way', async () => {
    const user = userEvent.setup();
    const runtime = renderSection();
    const client = await readyClient(runtime);
    await user.click(slider('Hotel Concierge'));
    await user.keyboard('{Enter}');
    expect(client.started).toHaveLength(1);
  });

  it('runs a call from the keyboard, focus following it: slider → End Call → slider', async () => {
    const user = userEvent.setup();
    const client = await readyClient(renderSection());
    slider('Restaurant Reservation').focus();
    await user.keyboard(' ');
    expect(client.started).toEqual([DEFAULT_AGENT_IDS.restaurant]);
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    expect(screen.getByRole('button', { name: 'End Call' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('status')).toHaveTextContent('Call ended');
    expect(slider('Restaurant Reservation')).toHaveFocus();
  });

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

  it('hides the transcript panel below 768 px (mobile layout by viewport check)', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );
    try {
      const user = userEvent.setup();
      const client = await readyClient(renderSection());
      await user.click(slider('Hotel Concierge'));
      await act(async () => client.resolveStart());
      act(() => client.emit('call-start'));
      expect(screen.getByText('Live Call Connected')).toBeVisible();
      expect(screen.queryByRole('log')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('stops the call and stops listening when unmounted', async () => {
    const user = userEvent.setup();
    const runtime = renderSection();
    const client = await readyClient(runtime);
    await user.click(slider('Hotel Concierge'));
    const listening = client.listenerCount('call-start');
    runtime.unmount();
    expect(client.listenerCount('call-start')).toBe(listening - 1); // the demo's own listener
    await waitFor(() => expect(client.stops).toBe(1));
  });

  it('once the demo goes (its part of the page failed), the call stays with the orb', async () => {
    const user = userEvent.setup();
    const runtime = renderSection();
    const client = await readyClient(runtime);
    await user.click(slider('Hotel Concierge'));
    runtime.unmountDemo();
    await act(async () => {});
    expect(client.stops).toBe(0);
    runtime.unmount();
    await waitFor(() => expect(client.stops).toBe(1));
  });

  it('keeps the cards waiting while another part of the page (the orb) has the call', async () => {
    const user = userEvent.setup();
    const client = await readyClient(renderSection());
    await user.click(screen.getByRole('button', { name: 'Other call' }));
    expect(client.started).toEqual(['orb-agent']);
    expect(slider('Hotel Concierge')).toBeDisabled();
    expect(screen.getByText(/End it to try another agent/)).toBeVisible();
    // Its events are not the demo's: no status text moves.
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'End other call' }));
    expect(slider('Hotel Concierge')).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');

    await user.click(slider('Hotel Concierge'));
    expect(client.started).toEqual(['orb-agent', DEFAULT_AGENT_IDS.hotel]);
  });
});

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
