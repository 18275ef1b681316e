import { must, platformError } from './errors';

/**
 * A failure to answer with: an HTTP status (with the platform's error body), `'network'` (the
 * request fails without an answer, as when the host is unreachable), or either with a message,
 * extra headers (e.g. `Retry-After`) and a number of `times` after which the route answers again.
 */
export type PlatformFault =
  | number
  | 'network'
  | {
      status: number | 'network';
      message?: string | string[];
      headers?: Record<string, string>;
      /** Fail only the next `times` requests (default: every request). */
      times?: number;
    };

/** The plan of a fault, whichever way it was written. */
const planOf = (fault: PlatformFault) => (typeof fault === 'object' ? fault : { status: fault });

/**
 * Throws a `RangeError` naming `where` unless `fault` is an HTTP error status (400-599) or
 * `'network'`, with `times` a whole number from 1 when given.
 */
export function checkFault(where: string, fault: PlatformFault): void {
  const { status, times } = planOf(fault) as { status: number | 'network'; times?: number };
  must(
    status === 'network' || (Number.isInteger(status) && status >= 400 && status <= 599),
    where,
    "an HTTP error status (400-599) or 'network'",
    status,
  );
  must(
    times === undefined || (Number.isInteger(times) && times >= 1),
    `${where}.times`,
    'a whole number from 1',
    times,
  );
}

/**
 * Faults by key, counted: `next(keys)` answers the first of `keys` that has a fault left to
 * give, and counts it. A network fault is `Response.error()`, the answer fetch turns into a
 * `TypeError` and msw into a failed request.
 */
export function faultCounter(faults: Readonly<Record<string, PlatformFault | undefined>>) {
  const used = new Map<string, number>();
  return {
    next(keys: readonly string[]): Response | undefined {
      for (const key of keys) {
        const fault = faults[key];
        if (fault === undefined) continue;
        const plan = planOf(fault);
        const count = used.get(key) ?? 0;
        if (plan.times !== undefined && count >= plan.times) continue;
        used.set(key, count + 1);
        if (plan.status === 'network') return Response.error();
        return platformError(plan.status, plan.message, plan.headers);
      }
      return undefined;
    },
  };
}
