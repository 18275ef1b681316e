import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_AGENT_IDS } from './agent-ids';
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

// The section's loading, a call run from start to end, its layout, and the call it shares with
// the rest of the page. Failures live in live-demo-failures.test.tsx, the site's own guards in
// live-demo-call-guards.test.tsx.
setUpLiveDemoTests();

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

  it("says next to the status when the visitor's microphone is muted, and clears it", async () => {
    const user = userEvent.setup();
    const runtime = renderSection();
    const client = await readyClient(runtime);
    await user.click(slider('Hotel Concierge'));
    await act(async () => client.resolveStart());
    act(() => client.emit('call-start'));
    const status = screen.getByRole('status');
    act(() =>
      client.emit('audio-health', { condition: 'microphone-muted', active: true, since: 0 }),
    );
    expect(status).toHaveTextContent(
      'Your microphone is muted by your device or system. Unmute it to talk.',
    );
    act(() =>
      client.emit('audio-health', { condition: 'microphone-muted', active: false, since: 0 }),
    );
    expect(status).not.toHaveTextContent('Your microphone');
    expect(status).toHaveTextContent('Call started');
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
