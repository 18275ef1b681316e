import type { JsonObject } from '../../types/common';
import type { CreateInsightRequest, InsightRun } from '../../types/insight';
import type { CreateCredentialSessionRequest, CredentialSession } from '../../types/platform';
import type { StructuredOutput, StructuredOutputRunRequest } from '../../types/structured-output';
import type { GenerateWorkflowRequest, Workflow } from '../../types/workflow';
import { insights, structuredOutputs } from '../answers/observability';
import type { AnswerTable } from '../answers/table';
import { crud, stamp } from '../crud';
import { badRequest } from '../errors';
import { jsonBody, type RouteContext, requireFields } from '../request';
import { newId } from '../state';

/** A drafted workflow is stored like a created one: one conversation node with the description. */
const generated = crud<GenerateWorkflowRequest, Workflow>({
  collection: 'workflows',
  make: (body, base) => ({
    name: 'Generated workflow',
    nodes: [
      {
        type: 'conversation',
        name: 'start',
        isStart: true,
        prompt: String(body.description ?? ''),
      },
    ],
    edges: [],
    ...base,
  }),
});

/** `POST /structured-output/run`: answers the structured output it ran (a stored one must exist). */
function runStructuredOutput(ctx: RouteContext): StructuredOutput {
  const body = requireFields<StructuredOutputRunRequest>(ctx, { callIds: 'array' });
  if (body.structuredOutputId)
    return structuredOutputs.get({ ...ctx, params: { id: body.structuredOutputId } });
  if (!body.structuredOutput)
    throw badRequest(['structuredOutputId or structuredOutput must be provided']);
  return { ...body.structuredOutput, ...stamp(ctx) };
}

/** A run of an insight, as the platform acknowledges one. */
const insightRun = (ctx: RouteContext, insightId: string): InsightRun => ({
  ...stamp(ctx),
  insightId,
});

/**
 * The answers of the routes that run or start something: credential sessions and webhooks, a
 * drafted workflow, a structured output's run, an insight's preview and run.
 */
export const actionAnswers = {
  createCredentialSession: (ctx): CredentialSession => {
    requireFields<CreateCredentialSessionRequest>(ctx, { provider: 'string' });
    return { sessionToken: `session_${stamp(ctx).id}` };
  },
  sendCredentialWebhook: (): JsonObject => ({}),
  triggerCredential: (ctx): JsonObject => ({ ...jsonBody<JsonObject>(ctx) }),
  generateWorkflow: generated.create,
  runStructuredOutput,
  previewInsight: (ctx) => {
    requireFields<CreateInsightRequest>(ctx, { type: 'string', queries: 'array' });
    return insightRun(ctx, newId());
  },
  runInsight: (ctx) => insightRun(ctx, insights.get(ctx).id),
} satisfies Partial<AnswerTable>;
