import type { CreateWebCallRequest } from '../types/call';
import { MISSING_TARGET_MESSAGE } from '../web-call-target';

/**
 * The checks the platform applies to a `POST /call/web` body before anything else
 * (docs/requirements.md#starting-a-call), as the messages of its 400 answer: something to talk to,
 * ids as non-empty strings, inline resources and overrides as objects. An empty list means the body
 * passes them. The simulator answers with these, and so every stand-in built on it:
 * `@org/api-client/msw`, the web call's test handlers and the local stack.
 */
export function webCallRequestProblems(body: CreateWebCallRequest): string[] {
  const problems: string[] = [];
  const { assistant, assistantId, squad, squadId, workflow, workflowId } = body;
  if (![assistant, assistantId, squad, squadId, workflow, workflowId].some((t) => t != null))
    problems.push(MISSING_TARGET_MESSAGE);
  for (const key of ['assistantId', 'squadId', 'workflowId'] as const) {
    const value = body[key];
    if (value !== undefined && (typeof value !== 'string' || value.trim() === ''))
      problems.push(`${key} must be a non-empty string.`);
  }
  for (const key of [
    'assistant',
    'squad',
    'workflow',
    'assistantOverrides',
    'workflowOverrides',
  ] as const) {
    const value = body[key];
    if (
      value !== undefined &&
      (typeof value !== 'object' || value === null || Array.isArray(value))
    )
      problems.push(`${key} must be an object.`);
  }
  return problems;
}
