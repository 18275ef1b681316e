import { query, route } from '../core/route';
import type { JsonObject, Page } from '../types/common';
import type { LogEntry, LogQuery } from '../types/platform';

// The log routes, in the plural and the singular form (same filters).

export const listLogs = route('GET /logs', query<LogQuery, Page<LogEntry>>());
export const deleteLogs = route('DELETE /logs', query<LogQuery, JsonObject>());
export const listLog = route('GET /log', query<LogQuery, Page<LogEntry>>());
export const deleteLog = route('DELETE /log', query<LogQuery, JsonObject>());
