// The shared set-up of the React bindings' tests: a provider over the real client, the simulated
// call object and the simulated platform, a probe that records every hook's value, and the fake
// clock that drives the simulation.
import { act, cleanup, type RenderResult, render } from '@testing-library/react';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { stubMediaPlayback } from '../../test-support/harness';
import { WebCall } from '../index';
import {
  createPlatformFetch,
  createSimulatedTransport,
  type SimulatedTransportOptions,
} from '../testing';
import {
  type UseWebCall,
  useIsSpeaking,
  useTranscript,
  useVolumeLevel,
  useWebCall,
  WebCallProvider,
  type WebCallProviderProps,
} from './index';

export const KEY = 'pk_react';
export const BASE = 'https://platform.test';
export const TURNS = [
  { role: 'assistant' as const, text: 'Hello, this is the clinic.' },
  { role: 'user' as const, text: 'I need an appointment.' },
  { role: 'user' as const, text: 'Tomorrow if possible.' },
  { role: 'assistant' as const, text: 'Tomorrow at nine works.' },
];

/** A booking at a clinic that the resume and tab tests rejoin midway, turn by turn. */
export const BOOKING_TURNS = [
  { role: 'assistant' as const, text: 'Hello, this is the clinic.' },
  { role: 'user' as const, text: 'I need an appointment.' },
  { role: 'assistant' as const, text: 'Tomorrow at nine works.' },
  { role: 'user' as const, text: 'Perfect, thank you.' },
];

/**
 * Registers the file's hooks: the controller loaded ahead, a fake clock and stubbed media
 * playback per test, and everything rendered or pending put away after it.
 */
export function installSimulatedCalls(): void {
  // The controller loads with a provider's first action (a dynamic import, which takes real time
  // the first time): load it once ahead, so the fake clock drives every test alike.
  beforeAll(async () => {
    await import('./controller');
  });
  beforeEach(() => {
    vi.useFakeTimers();
    stubMediaPlayback();
  });
  afterEach(async () => {
    cleanup();
    await vi.runOnlyPendingTimersAsync();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
}

/** A provider over the simulated platform; records every client it makes. */
export function setup(
  sim: SimulatedTransportOptions = {},
  platform: { status?: number; latencyMs?: number } = {},
) {
  const fetch = createPlatformFetch({
    tokens: [KEY],
    room: () => ({ assistantName: 'Riley', turns: TURNS }),
    latencyMs: platform.latencyMs,
    ...(platform.status && { faults: { 'POST /call/web': { status: platform.status } } }),
  });
  const factory = createSimulatedTransport({ fetch, ...sim });
  const clients: WebCall[] = [];
  const createClient = vi.fn(() => {
    const client = new WebCall(KEY, BASE, undefined, undefined, {
      transport: factory,
      fetch,
    });
    clients.push(client);
    return client;
  });
  return { factory, clients, createClient, fetch };
}

/** What the probe saw of every hook. */
export interface Seen {
  call: UseWebCall;
  states: string[];
  transcript: ReturnType<typeof useTranscript>;
  volume: number;
  speaking: boolean[];
}

/** Exposes every hook's latest value in `seen`. */
export function Probe({ seen }: { seen: Seen }) {
  const call = useWebCall();
  seen.call = call;
  seen.transcript = useTranscript();
  seen.volume = useVolumeLevel();
  const speaking = useIsSpeaking();
  useEffect(() => {
    if (seen.states.at(-1) !== call.state) seen.states.push(call.state);
  }, [call.state, seen]);
  useEffect(() => {
    if (seen.speaking.at(-1) !== speaking) seen.speaking.push(speaking);
  }, [speaking, seen]);
  return <p data-testid="state">{call.state}</p>;
}

/** Renders the probe (and `extra`) in a provider. */
export function renderProbe(
  props: WebCallProviderProps,
  { strict = false, extra }: { strict?: boolean; extra?: ReactNode } = {},
): { seen: Seen; view: RenderResult } {
  const seen = {
    states: [],
    transcript: { lines: [], partial: null },
    volume: 0,
    speaking: [],
  } as unknown as Seen;
  const tree = (
    <WebCallProvider {...props}>
      <Probe seen={seen} />
      {extra}
    </WebCallProvider>
  );
  const view = render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return { seen, view };
}

/** Lets the simulation run. */
export const run = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
