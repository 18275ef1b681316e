/**
 * Interaction to Next Paint from Event Timing entries, as the web-vitals library takes it, and the
 * benchmark's INP figures for the early taps (`early-taps.ts`, measured by `inp.mjs`). Pure.
 */
import type { Figure } from './lighthouse-samples';
import { middle, TARGETS } from './lighthouse-samples';

/** The fields of a `PerformanceEventTiming` entry the figure needs. */
export interface EventTimingEntry {
  name: string;
  duration: number;
  /** 0 for an event that is no part of an interaction (a hover, a scroll). */
  interactionId: number;
  startTime: number;
}

/**
 * The page's INP: every interaction's latency is its longest event's duration, and INP is the
 * longest interaction (web-vitals takes the 98th percentile, which below 50 interactions is the
 * longest). `undefined` when no interaction was reported.
 */
export function interactionToNextPaint(entries: readonly EventTimingEntry[]): number | undefined {
  const latency = new Map<number, number>();
  for (const entry of entries) {
    if (!entry.interactionId) continue;
    latency.set(
      entry.interactionId,
      Math.max(latency.get(entry.interactionId) ?? 0, entry.duration),
    );
  }
  return latency.size ? Math.max(...latency.values()) : undefined;
}

/** One visit of a page with one early tap. */
export interface TapVisit {
  /** INP of the visit; `undefined` when the tap's interaction was never reported. */
  inpMs: number | undefined;
  /** When the tap landed, from the start of the navigation. */
  tappedAtMs: number;
  /** From the tap to its effect showing; `undefined` when it never showed. */
  effectMs: number | undefined;
}

/** A tap's visits. */
export interface TapResult {
  id: string;
  what: string;
  route: string;
  visits: readonly TapVisit[];
}

/**
 * Per tap: its INP (median over its visits, at most 200 ms), when it landed and how long its effect
 * took to show (at most 300 ms); then the route's INP, the longest of its taps'. A tap whose effect
 * never showed in some visit has no INP figure (printed as n/a, and named as a miss). `prefix`
 * starts every figure's id, so that two passes (two CPU slowdowns) keep theirs apart.
 */
export function inpFigures(
  section: string,
  results: readonly TapResult[],
  prefix = 'inp',
): Figure[] {
  const figures: Figure[] = [];
  const byRoute = new Map<string, number[]>();
  for (const { id, what, route, visits } of results) {
    const failed = visits.filter((visit) => visit.effectMs === undefined).length;
    const reported = visits.flatMap((visit) => (visit.inpMs === undefined ? [] : [visit.inpMs]));
    // A tap that took effect but whose events all stayed under the observer's 16 ms threshold
    // interacted in under 16 ms.
    const inp = failed ? Number.NaN : reported.length ? middle(reported) : 0;
    if (!failed) byRoute.set(route, [...(byRoute.get(route) ?? []), inp]);
    figures.push(
      {
        id: `${prefix}:${route}:${id}`,
        section,
        name: `${route} ${what}: INP`,
        value: inp,
        unit: 'ms',
        target: { op: '<=', value: TARGETS.inpMs },
        kind: 'benchmark',
        ...(failed
          ? { note: `no effect within the wait in ${failed} of ${visits.length} visits` }
          : {}),
      },
      {
        id: `${prefix}:${route}:${id}:tapped-at`,
        section,
        name: `${route} ${what}: tapped at, from navigation`,
        value: middle(visits.map((visit) => visit.tappedAtMs)),
        unit: 'ms',
        kind: 'benchmark',
      },
      {
        id: `${prefix}:${route}:${id}:effect`,
        section,
        name: `${route} ${what}: tap → effect shown`,
        value: failed ? Number.NaN : middle(visits.map((visit) => visit.effectMs ?? 0)),
        unit: 'ms',
        target: { op: '<=', value: TARGETS.tapEffectMs },
        kind: 'benchmark',
      },
    );
  }
  for (const [route, values] of byRoute) {
    figures.push({
      id: `${prefix}:${route}`,
      section,
      name: `${route} INP (the longest of its taps)`,
      value: Math.max(...values),
      unit: 'ms',
      target: { op: '<=', value: TARGETS.inpMs },
      kind: 'benchmark',
    });
  }
  return figures;
}
