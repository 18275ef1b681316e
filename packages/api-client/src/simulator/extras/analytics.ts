import type { JsonObject } from '../../types/common';
import type { AnalyticsQuery, AnalyticsRequest, AnalyticsResult } from '../../types/platform';
import type { AnswerTable } from '../answers/table';
import { capitalized } from '../crud';
import { badRequest } from '../errors';
import { requireFields } from '../request';
import type { PlatformState } from '../state';

/** One analytics query over the stored calls: each operation on a column, per group. */
function analyticsOf(
  state: PlatformState,
  { name, table, groupBy = [], operations = [], timeRange = {} }: AnalyticsQuery,
): AnalyticsResult {
  // the rows of each group, by the JSON of its values (the order of the first row of each)
  const groups: Record<string, JsonObject[]> = {};
  for (const row of table === 'call' ? (state.calls.values() as Iterable<JsonObject>) : []) {
    const key = JSON.stringify(groupBy.map((field) => row[field] ?? null));
    groups[key] = [...(groups[key] ?? []), row];
  }
  const result = Object.entries(groups).map(([key, rows]) => {
    const grouped: unknown[] = JSON.parse(key);
    const out: JsonObject = Object.fromEntries(groupBy.map((field, i) => [field, grouped[i]]));
    for (const { operation, column, alias } of operations) {
      const values = rows.map((row) => row[column]).filter((v) => typeof v === 'number');
      const sum = values.reduce((a, b) => a + b, 0);
      const n = values.length;
      // an operation over no values is 0
      out[alias ?? operation + capitalized(column)] = (
        {
          sum,
          avg: n && sum / n,
          count: rows.length,
          min: n && Math.min(...values),
          max: n && Math.max(...values),
          history: n,
        } as Record<string, number>
      )[operation];
    }
    return out;
  });
  return { name, timeRange, result };
}

/** `POST /analytics`: each query aggregated over the stored calls. */
export const analyticsAnswers = {
  queryAnalytics: (ctx) => {
    const { queries } = requireFields<AnalyticsRequest>(ctx, { queries: 'array' });
    const bad = queries.findIndex(
      (q) => typeof q?.name !== 'string' || !Array.isArray(q.operations),
    );
    if (bad >= 0) throw badRequest([`queries.${bad} needs a name and operations`]);
    return queries.map((query) => analyticsOf(ctx.state, query));
  },
} satisfies Partial<AnswerTable>;
