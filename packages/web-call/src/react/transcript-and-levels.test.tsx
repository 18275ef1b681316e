// @vitest-environment jsdom
// useTranscript, useVolumeLevel, useIsSpeaking and useLocalVolumeLevel with Testing Library, over
// the real client and the simulated call object and platform; the transcript follows
// docs/requirements.md#the-live-demo.
import { act } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithCall } from '../testing-react';
import { type TranscriptLine, useLocalVolumeLevel, useTranscript, WebCallProvider } from './index';
import { installSimulatedCalls, Probe, renderProbe, run, setup, TURNS } from './test-harness';
import { TRANSCRIPT_MAX_LINES } from './transcript';

installSimulatedCalls();

/** Records each partial line shown. */
function Partials({ into }: { into: string[] }) {
  const { partial } = useTranscript();
  useEffect(() => {
    if (partial) into.push(`${partial.speaker}: ${partial.text}`);
  }, [partial, into]);
  return null;
}

/** Keeps the transcript's lines as shown. */
function Lines({ into }: { into: { lines: readonly TranscriptLine[] } }) {
  into.lines = useTranscript().lines;
  return null;
}

/** Records the loudest microphone level seen, and the latest. */
function MicLevel({ into }: { into: { loudest: number; last: number } }) {
  const level = useLocalVolumeLevel();
  into.loudest = Math.max(into.loudest, level);
  into.last = level;
  return null;
}

describe('useTranscript, useVolumeLevel, useIsSpeaking', () => {
  it('joins consecutive final turns by speaker, shows the partial line, and follows the voice', async () => {
    const { createClient } = setup();
    const partials: string[] = [];
    const { seen } = renderProbe({ createClient }, { extra: <Partials into={partials} /> });
    await act(async () => void seen.call.start('assistant-id'));
    let loudest = 0;
    for (let i = 0; i < 60; i++) {
      await run(100);
      loudest = Math.max(loudest, seen.volume);
    }
    expect(seen.transcript.lines).toEqual([
      { speaker: 'assistant', text: 'Hello, this is the clinic.' },
      { speaker: 'user', text: 'I need an appointment. Tomorrow if possible.' },
      { speaker: 'assistant', text: 'Tomorrow at nine works.' },
    ]);
    expect(seen.transcript.partial).toBeNull();
    // Each partial line was shown while spoken, never added to the lines.
    expect(partials.length).toBeGreaterThanOrEqual(TURNS.length);
    for (const partial of partials) {
      const [speaker, text = ''] = partial.split(': ');
      expect(TURNS.some((t) => t.role === speaker && t.text.startsWith(text))).toBe(true);
    }
    expect(loudest).toBeGreaterThan(0.5);
    // The user's turns are shorter than the 1 s speech-end delay: one stretch of speaking.
    expect(seen.speaking).toEqual([false, true, false]);
    await act(() => seen.call.stop());
    expect(seen.volume).toBe(0);
    // Kept after the call, cleared by the next one.
    expect(seen.transcript.lines).toHaveLength(3);
    await act(async () => void seen.call.start('assistant-id'));
    expect(seen.transcript.lines).toEqual([]);
    await act(() => seen.call.stop());
  });

  it(`keeps the last ${TRANSCRIPT_MAX_LINES} lines, dropping the oldest`, async () => {
    const turns = Array.from({ length: TRANSCRIPT_MAX_LINES + 5 }, (_, i) => ({
      role: i % 2 ? ('user' as const) : ('assistant' as const),
      text: `Turn ${i + 1}.`,
    }));
    // The public test helpers: a provider over the simulated call, and a wait for its state.
    const shown: { lines: readonly TranscriptLine[] } = { lines: [] };
    const view = renderWithCall(<Lines into={shown} />, {
      script: { turns },
      advanceTimers: vi.advanceTimersByTimeAsync,
    });
    await act(async () => void view.call.start('assistant-id'));
    await view.waitForCallState('connected');
    await run(20_000);
    const texts = shown.lines.map((line) => line.text);
    expect(texts).toHaveLength(TRANSCRIPT_MAX_LINES);
    expect(texts[0]).toBe('Turn 6.');
    expect(texts.at(-1)).toBe(`Turn ${TRANSCRIPT_MAX_LINES + 5}.`);
    await act(() => view.call.stop());
    view.unmount();
  });
});

describe('useLocalVolumeLevel ("we can\'t hear you")', () => {
  const slowly = { pacing: { msPerWord: 300 } }; // the user's turns last long enough to be heard

  it('follows the microphone during the call (the client starts its observer) and is 0 after', async () => {
    const { createClient } = setup(slowly);
    const mic = { loudest: 0, last: 0 };
    const { seen } = renderProbe({ createClient }, { extra: <MicLevel into={mic} /> });
    await act(async () => void seen.call.start('assistant-id'));
    for (let i = 0; i < 52; i++) await run(100);
    expect(mic.loudest).toBeGreaterThan(0);
    await act(() => seen.call.stop());
    expect(mic.last).toBe(0);
  });

  it('mounted mid-call, starts the observer itself', async () => {
    const { createClient, factory } = setup(slowly);
    const { seen, view } = renderProbe({ createClient });
    await act(async () => void seen.call.start('assistant-id'));
    await run(1200); // connected, the assistant's greeting still playing
    expect(seen.call.state).toBe('connected');
    // The provider's audio-health watch runs the observer: stopped here, the hook must restart it.
    factory.last?.stopLocalAudioLevelObserver();
    expect(factory.last?.isLocalAudioLevelObserverRunning()).toBe(false);
    const mic = { loudest: 0, last: 0 };
    view.rerender(
      <WebCallProvider createClient={createClient}>
        <Probe seen={seen} />
        <MicLevel into={mic} />
      </WebCallProvider>,
    );
    for (let i = 0; i < 40; i++) await run(100); // the user's turns
    expect(factory.last?.isLocalAudioLevelObserverRunning()).toBe(true);
    expect(mic.loudest).toBeGreaterThan(0);
    await act(() => seen.call.stop());
    expect(mic.last).toBe(0);
  });
});
