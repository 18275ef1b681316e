import { type ClientOptions, type Core, createCore } from './core/core';
import { analytics } from './resources/analytics';
import { assistants } from './resources/assistants';
import { calls } from './resources/calls';
import { campaigns } from './resources/campaigns';
import { chats } from './resources/chats';
import { credentials } from './resources/credentials';
import { evalRuns, evals } from './resources/evals';
import { files } from './resources/files';
import { insights } from './resources/insights';
import { knowledgeBases } from './resources/knowledge-bases';
import { logs } from './resources/logs';
import { orgs } from './resources/orgs';
import { phoneNumbers } from './resources/phone-numbers';
import { providerResources } from './resources/provider-resources';
import { providers } from './resources/providers';
import { scorecards } from './resources/scorecards';
import { sessions } from './resources/sessions';
import { squads } from './resources/squads';
import { structuredOutputs } from './resources/structured-outputs';
import { support } from './resources/support';
import { templates } from './resources/templates';
import { testSuiteRuns } from './resources/test-suite-runs';
import { testSuiteTests } from './resources/test-suite-tests';
import { testSuites } from './resources/test-suites';
import { tokens } from './resources/tokens';
import { tools } from './resources/tools';
import { voiceLibrary } from './resources/voice-library';
import { workflows } from './resources/workflows';

/** Any route function: the core first, then the route's own arguments. */
export type RouteFunction = (core: Core, ...args: never[]) => unknown;

/** A resource's route functions with the core already supplied. */
export type BoundResource<T extends Record<string, RouteFunction>> = {
  [K in keyof T]: T[K] extends (core: Core, ...args: infer A) => infer R
    ? (...args: A) => R
    : never;
};

/**
 * Binds a resource's route functions to a core, e.g. to use one resource with method syntax
 * without the whole client.
 *
 * @example
 * ```ts
 * const assistantsApi = bindResource(createCore({ token }), assistants);
 * await assistantsApi.list({ limit: 10 });
 * ```
 */
export function bindResource<T extends Record<string, RouteFunction>>(
  core: Core,
  resource: T,
): BoundResource<T> {
  const bound: Record<string, unknown> = {};
  for (const [name, route] of Object.entries(resource)) {
    bound[name] = (...args: never[]) => route(core, ...args);
  }
  return bound as BoundResource<T>;
}

/** Every route of the platform API, grouped by resource; made by {@link createClient}. */
export interface Client {
  /** The core the resources share, for the plain route functions. */
  readonly core: Core;
  readonly calls: BoundResource<typeof calls>;
  readonly chats: BoundResource<typeof chats>;
  readonly campaigns: BoundResource<typeof campaigns>;
  readonly sessions: BoundResource<typeof sessions>;
  readonly support: BoundResource<typeof support>;
  readonly assistants: BoundResource<typeof assistants>;
  readonly phoneNumbers: BoundResource<typeof phoneNumbers>;
  readonly tools: BoundResource<typeof tools>;
  readonly files: BoundResource<typeof files>;
  readonly knowledgeBases: BoundResource<typeof knowledgeBases>;
  readonly workflows: BoundResource<typeof workflows>;
  readonly squads: BoundResource<typeof squads>;
  /** Test suites, with their tests (`testSuites.tests`) and runs (`testSuites.runs`). */
  readonly testSuites: BoundResource<typeof testSuites> & {
    readonly tests: BoundResource<typeof testSuiteTests>;
    readonly runs: BoundResource<typeof testSuiteRuns>;
  };
  readonly analytics: BoundResource<typeof analytics>;
  readonly logs: BoundResource<typeof logs>;
  readonly orgs: BoundResource<typeof orgs>;
  readonly tokens: BoundResource<typeof tokens>;
  readonly credentials: BoundResource<typeof credentials>;
  readonly templates: BoundResource<typeof templates>;
  readonly voiceLibrary: BoundResource<typeof voiceLibrary>;
  readonly providers: BoundResource<typeof providers>;
  /** Evals, with their runs (`evals.runs`). */
  readonly evals: BoundResource<typeof evals> & { readonly runs: BoundResource<typeof evalRuns> };
  readonly structuredOutputs: BoundResource<typeof structuredOutputs>;
  readonly scorecards: BoundResource<typeof scorecards>;
  readonly insights: BoundResource<typeof insights>;
  readonly providerResources: BoundResource<typeof providerResources>;
}

/**
 * Creates a client for the whole platform API. For a smaller bundle, import the plain route
 * functions (`listAssistants(core, …)`) with {@link createCore} instead.
 *
 * @example
 * ```ts
 * const client = createClient({ token: process.env.API_TOKEN });
 * const assistants = await client.assistants.list({ limit: 10 });
 * for await (const call of client.calls.paginate({ assistantId: assistants[0]?.id })) {
 *   console.log(call.id, call.status, call.endedReason);
 * }
 * ```
 */
export function createClient(options: ClientOptions = {}): Client {
  const core = createCore(options);
  const bind = <T extends Record<string, RouteFunction>>(resource: T) =>
    bindResource(core, resource);
  return {
    core,
    calls: bind(calls),
    chats: bind(chats),
    campaigns: bind(campaigns),
    sessions: bind(sessions),
    support: bind(support),
    assistants: bind(assistants),
    phoneNumbers: bind(phoneNumbers),
    tools: bind(tools),
    files: bind(files),
    knowledgeBases: bind(knowledgeBases),
    workflows: bind(workflows),
    squads: bind(squads),
    testSuites: { ...bind(testSuites), tests: bind(testSuiteTests), runs: bind(testSuiteRuns) },
    analytics: bind(analytics),
    logs: bind(logs),
    orgs: bind(orgs),
    tokens: bind(tokens),
    credentials: bind(credentials),
    templates: bind(templates),
    voiceLibrary: bind(voiceLibrary),
    providers: bind(providers),
    evals: { ...bind(evals), runs: bind(evalRuns) },
    structuredOutputs: bind(structuredOutputs),
    scorecards: bind(scorecards),
    insights: bind(insights),
    providerResources: bind(providerResources),
  };
}
