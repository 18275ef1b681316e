import type { JsonObject } from '../../types/common';
import type { CreateEvalRequest, CreateEvalRunRequest, Eval, EvalRun } from '../../types/eval';
import type { CreateInsightRequest, Insight } from '../../types/insight';
import type {
  CreateProviderResourceRequest,
  ProviderResource,
} from '../../types/provider-resource';
import type { CreateScorecardRequest, Scorecard } from '../../types/scorecard';
import type {
  CreateStructuredOutputRequest,
  StructuredOutput,
} from '../../types/structured-output';
import { crud, type StoredResources } from '../crud';
import { notFound } from '../errors';
import { jsonBody } from '../request';
import { copy, newId } from '../state';
import type { AnswerTable } from './table';

// The routes of the platform's document beyond docs/requirements.md#platform-routes that store
// something: evals and their runs, structured outputs, scorecards, insights and provider resources.

/** Every list route of these takes `id`, and answers pages. */
const BY_ID = { list: { equal: ['id'] }, paged: true } as const;

const evalRuns = crud<CreateEvalRunRequest, EvalRun>({
  ...BY_ID,
  collection: 'evalRuns',
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
});

export const structuredOutputs = crud<CreateStructuredOutputRequest, StructuredOutput>({
  collection: 'structuredOutputs',
  required: { name: 'string', schema: 'object' },
  make: (body, base) => ({ type: 'ai', ...body, ...base }),
  list: { equal: ['id', 'name'] },
  paged: true,
});

export const insights = crud<CreateInsightRequest, Insight>({
  ...BY_ID,
  collection: 'insights',
  required: { type: 'string', queries: 'array' },
});

// One resource name is known (pronunciation dictionaries): the resources are kept by provider.
const providerResources = crud<CreateProviderResourceRequest, ProviderResource>({
  collection: 'providerResources',
  make: (body, base, { params }) => ({
    ...base,
    provider: params.provider ?? '',
    resourceName: params.resourceName as ProviderResource['resourceName'],
    resourceId: newId(),
    resource: body,
  }),
  list: { equal: ['id', 'resourceId'] },
  paged: true,
});

/** The stored resources of these routes, by the list route of their collection. */
export const observabilityResources = {
  listEvals: crud<CreateEvalRequest, Eval>({
    ...BY_ID,
    collection: 'evals',
    required: { messages: 'array', type: 'string' },
  }),
  listEvalRuns: evalRuns,
  listStructuredOutputs: structuredOutputs,
  listScorecards: crud<CreateScorecardRequest, Scorecard>({
    ...BY_ID,
    collection: 'scorecards',
    required: { metrics: 'array' },
  }),
  listInsights: insights,
  listProviderResources: providerResources,
} satisfies StoredResources;

/** The answer of a provider resource's update, which changes the provider's own resource. */
export const observabilityAnswers = {
  // the body is the provider's own resource: its fields change `resource`
  updateProviderResource: (ctx) => {
    const stored = providerResources.get(ctx);
    const resource = { ...stored.resource, ...jsonBody<JsonObject>(ctx) };
    const updated = { ...stored, resource, updatedAt: ctx.now };
    ctx.state.providerResources.set(updated.id, updated);
    return copy(updated);
  },
} satisfies Partial<AnswerTable>;
