import type { JsonObject } from '../../types/common';
import type { CreateEvalRequest, CreateEvalRunRequest, Eval, EvalRun } from '../../types/eval';
import type { CreateInsightRequest, Insight, InsightRun } from '../../types/insight';
import type {
  CreateProviderResourceRequest,
  ProviderResource,
} from '../../types/provider-resource';
import type { CreateScorecardRequest, Scorecard } from '../../types/scorecard';
import type {
  CreateStructuredOutputRequest,
  StructuredOutput,
  StructuredOutputRunRequest,
} from '../../types/structured-output';
import { crud, stamp } from '../crud';
import { badRequest, notFound } from '../errors';
import { jsonBody, type RouteContext, requireFields } from '../request';
import { copy, newId } from '../state';
import type { AnswerTable } from './table';

// The routes of the platform's document beyond SPEC §7 that store something: evals and their
// runs, structured outputs, scorecards, insights and provider resources.

/** Every list route of these takes `id`. */
const BY_ID = { equal: ['id'] };

const evals = crud<CreateEvalRequest, Eval>({
  label: 'Eval',
  collection: (state) => state.evals,
  required: { messages: 'array', type: 'string' },
  make: (body, base) => ({ ...body, ...base }),
  list: BY_ID,
});
const evalRuns = crud<CreateEvalRunRequest, EvalRun>({
  label: 'Eval run',
  collection: (state) => state.evalRuns,
  required: { target: 'object', type: 'string' },
  // a simulated run ends at once: the eval's script played once, and passed
  make: (body, base, { state, now }) => {
    if (body.evalId && !state.evals.has(body.evalId)) throw notFound('Eval', body.evalId);
    return {
      ...body,
      ...base,
      status: 'ended',
      endedReason: 'mockConversation.done',
      startedAt: now,
      endedAt: now,
      cost: 0,
      costs: [],
      results: [{ status: 'pass', startedAt: now, endedAt: now, messages: [] }],
    };
  },
  list: BY_ID,
});

const structuredOutputs = crud<CreateStructuredOutputRequest, StructuredOutput>({
  label: 'Structured output',
  collection: (state) => state.structuredOutputs,
  required: { name: 'string', schema: 'object' },
  make: (body, base) => ({ type: 'ai', ...body, ...base }),
  list: { equal: ['id', 'name'] },
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

const scorecards = crud<CreateScorecardRequest, Scorecard>({
  label: 'Scorecard',
  collection: (state) => state.scorecards,
  required: { metrics: 'array' },
  make: (body, base) => ({ ...body, ...base }),
  list: BY_ID,
});

const insights = crud<CreateInsightRequest, Insight>({
  label: 'Insight',
  collection: (state) => state.insights,
  required: { type: 'string', queries: 'array' },
  make: (body, base) => ({ ...body, ...base }),
  list: BY_ID,
});

/** A run of an insight, as the platform acknowledges one. */
const insightRun = (ctx: RouteContext, insightId: string): InsightRun => ({
  ...stamp(ctx),
  insightId,
});

// One resource name is known (pronunciation dictionaries): the resources are kept by provider.
const providerResources = crud<CreateProviderResourceRequest, ProviderResource>({
  label: 'Provider resource',
  collection: (state) => state.providerResources,
  required: {},
  make: (body, base, { params }) => ({
    ...base,
    provider: params.provider ?? '',
    resourceName: params.resourceName as ProviderResource['resourceName'],
    resourceId: newId(),
    resource: body,
  }),
  parent: { param: 'provider', field: 'provider', label: 'Provider', exists: () => true },
  list: { equal: ['id', 'resourceId'] },
});

/** The answers of the eval, structured-output, scorecard, insight and provider-resource routes. */
export const observabilityAnswers = {
  createEval: evals.create,
  listEvals: evals.page,
  getEval: evals.get,
  updateEval: evals.update,
  deleteEval: evals.remove,
  createEvalRun: evalRuns.create,
  listEvalRuns: evalRuns.page,
  getEvalRun: evalRuns.get,
  deleteEvalRun: evalRuns.remove,
  createStructuredOutput: structuredOutputs.create,
  listStructuredOutputs: structuredOutputs.page,
  getStructuredOutput: structuredOutputs.get,
  updateStructuredOutput: structuredOutputs.update,
  deleteStructuredOutput: structuredOutputs.remove,
  runStructuredOutput,
  createScorecard: scorecards.create,
  listScorecards: scorecards.page,
  getScorecard: scorecards.get,
  updateScorecard: scorecards.update,
  deleteScorecard: scorecards.remove,
  createInsight: insights.create,
  listInsights: insights.page,
  getInsight: insights.get,
  updateInsight: insights.update,
  deleteInsight: insights.remove,
  previewInsight: (ctx) => {
    requireFields<CreateInsightRequest>(ctx, { type: 'string', queries: 'array' });
    return insightRun(ctx, newId());
  },
  runInsight: (ctx) => insightRun(ctx, insights.get(ctx).id),
  listProviderResources: providerResources.page,
  createProviderResource: providerResources.create,
  getProviderResource: providerResources.get,
  // the body is the provider's own resource: its fields change `resource`
  updateProviderResource: (ctx) => {
    const stored = providerResources.get(ctx);
    const resource = { ...stored.resource, ...jsonBody<JsonObject>(ctx) };
    const updated = { ...stored, resource, updatedAt: ctx.now };
    ctx.state.providerResources.set(updated.id, updated);
    return copy(updated);
  },
  deleteProviderResource: providerResources.remove,
} satisfies Partial<AnswerTable>;
