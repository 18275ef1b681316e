import type { JsonObject } from '../../types/common';
import { CALL_FILTERS } from '../answers/calls';
import type { AnswerTable } from '../answers/table';
import { stamp } from '../crud';
import { jsonBody, matching, type RouteContext } from '../request';

/** The calls matching the query, as CSV (what the export route downloads). */
function exportCalls(ctx: RouteContext): string {
  const results = matching(ctx.state.calls.values(), ctx.query, CALL_FILTERS);
  const columns = ['id', 'type', 'status', 'assistantId', 'createdAt', 'endedReason', 'cost'];
  const cell = (value: unknown) => {
    const text = value == null ? '' : String(value);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const rows = results.map((call) => columns.map((c) => cell((call as JsonObject)[c])).join(','));
  return `${[columns.join(','), ...rows].join('\n')}\n`;
}

/** The answers of the call export, the calls' metadata and support tickets. */
export const callExtraAnswers = {
  exportCalls,
  getCallsMetadata: (ctx): JsonObject => ({
    totalItems: matching(ctx.state.calls.values(), ctx.query, CALL_FILTERS).length,
  }),
  createSupportTicket: (ctx): JsonObject => ({ ...jsonBody<JsonObject>(ctx), ...stamp(ctx) }),
} satisfies Partial<AnswerTable>;
