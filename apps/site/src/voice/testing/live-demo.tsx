/**
 * Set-up shared by the live demo's test files: the section rendered beside another part of the
 * page on the same call, queries for its cards and sliders, and the per-test hooks.
 */
import { useWebCall } from '@org/web-call/react';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { LiveDemoSection } from '../live-demo-section';
import { VoiceProvider } from '../voice-provider';
import { VoiceRuntimeProvider } from '../voice-runtime';
import { fakeRuntime } from './fake-voice-client';

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
export function renderSection(runtime = fakeRuntime()) {
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

export const slider = (name: string, label = 'Click to start call') =>
  screen.getByRole('button', { name: `${label} with ${name}` });
export const card = (kind: string) =>
  document.querySelector(`[data-agent="${kind}"]`) as HTMLElement;
export const badge = (kind: string) => card(kind).querySelector('[data-slot="status-badge"]');
export const transcript = (role: 'assistant' | 'user', text: string, transcriptType = 'final') => ({
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
export const BODY_LOADS = { timeout: 15_000 };

export async function readyClient(runtime: ReturnType<typeof fakeRuntime>) {
  await waitFor(() => expect(runtime.clients).toHaveLength(1), BODY_LOADS);
  await waitFor(() => expect(slider('Hotel Concierge')).toBeEnabled());
  // biome-ignore lint/style/noNonNullAssertion: asserted just above
  return runtime.clients[0]!;
}

/**
 * Registers the per-test set-up every live demo test file shares: media playback stubbed, and
 * timers, globals and spies restored after each test.
 */
export function setUpLiveDemoTests() {
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
}
