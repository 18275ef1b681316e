import type { TurnLatency } from '@org/web-call';
import { useCallValue } from './hooks';

/** What `useTurnLatency()` returns: the turn latency of the current (or last) call. */
export interface TurnLatencyStats {
  /** The latest turn's latency, or null before the call's first turn is timed. */
  last: TurnLatency | null;
  /** The median `totalMs` of the call's turns so far (null before the first). */
  p50: number | null;
  /** The 95th percentile of the call's `totalMs` so far (null before the first). */
  p95: number | null;
  /** How many turns of the call are timed. */
  count: number;
  /** Whether the assistant is awaited now (the client's `thinking` event). */
  thinking: boolean;
}

/**
 * The turn latency as the person hears it (docs/requirements.md#turn-latency-as-the-person-hears-it):
 * the last turn's, the p50 and the p95 of the call, and whether the assistant is awaited now.
 * Cleared when a new call starts. Mounted before the call starts, it times its first turn too.
 *
 * @example
 * ```tsx
 * const { last, p50, p95, thinking } = useTurnLatency();
 * return <p>{thinking ? 'Thinking…' : last && `${last.totalMs} ms (p50 ${p50}, p95 ${p95})`}</p>;
 * ```
 */
export function useTurnLatency(): TurnLatencyStats {
  const turns = useCallValue<TurnLatency[], 'turn-latency'>(
    [],
    'turn-latency',
    (set) => (latency) => set((all) => [...all, latency]),
  );
  // False when a new call starts, and again at a call's end, as the client says it then.
  const thinking = useCallValue<boolean, 'thinking'>(false, 'thinking', (set) => set);
  const sorted = turns.map((t) => t.totalMs).sort((a, b) => a - b);
  // The nearest-rank percentile `p` (0…1); null before the first turn.
  const percentile = (p: number) => sorted[Math.ceil(p * sorted.length) - 1] ?? null;
  return {
    last: turns.at(-1) ?? null,
    p50: percentile(0.5),
    p95: percentile(0.95),
    count: turns.length,
    thinking,
  };
}
