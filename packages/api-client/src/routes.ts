import type { AnyRoute } from './core/route';
import * as analytics from './resources/analytics';
import * as assistants from './resources/assistants';
import * as calls from './resources/calls';
import * as campaigns from './resources/campaigns';
import * as chats from './resources/chats';
import * as credentials from './resources/credentials';
import * as evals from './resources/evals';
import * as files from './resources/files';
import * as insights from './resources/insights';
import * as knowledgeBases from './resources/knowledge-bases';
import * as logs from './resources/logs';
import * as orgs from './resources/orgs';
import * as phoneNumbers from './resources/phone-numbers';
import * as providerResources from './resources/provider-resources';
import * as providers from './resources/providers';
import * as scorecards from './resources/scorecards';
import * as sessions from './resources/sessions';
import * as squads from './resources/squads';
import * as structuredOutputs from './resources/structured-outputs';
import * as support from './resources/support';
import * as templates from './resources/templates';
import * as testSuiteRuns from './resources/test-suite-runs';
import * as testSuiteTests from './resources/test-suite-tests';
import * as testSuites from './resources/test-suites';
import * as tokens from './resources/tokens';
import * as tools from './resources/tools';
import * as voiceLibrary from './resources/voice-library';
import * as webCall from './resources/web-call';
import * as workflows from './resources/workflows';

// The resource modules, whose client functions carry their routes (`getAssistant.route`).
const modules: object[] = [
  analytics,
  assistants,
  calls,
  campaigns,
  chats,
  credentials,
  evals,
  files,
  insights,
  knowledgeBases,
  logs,
  orgs,
  phoneNumbers,
  providerResources,
  providers,
  scorecards,
  sessions,
  squads,
  structuredOutputs,
  support,
  templates,
  testSuiteRuns,
  testSuiteTests,
  testSuites,
  tokens,
  tools,
  voiceLibrary,
  webCall,
  workflows,
];
type Modules = typeof analytics &
  typeof assistants &
  typeof calls &
  typeof campaigns &
  typeof chats &
  typeof credentials &
  typeof evals &
  typeof files &
  typeof insights &
  typeof knowledgeBases &
  typeof logs &
  typeof orgs &
  typeof phoneNumbers &
  typeof providerResources &
  typeof providers &
  typeof scorecards &
  typeof sessions &
  typeof squads &
  typeof structuredOutputs &
  typeof support &
  typeof templates &
  typeof testSuiteRuns &
  typeof testSuiteTests &
  typeof testSuites &
  typeof tokens &
  typeof tools &
  typeof voiceLibrary &
  typeof webCall &
  typeof workflows;

/** The route table's type: each client function's name and its route. */
export type PlatformRouteMap = {
  [Name in keyof Modules as Modules[Name] extends { route: AnyRoute }
    ? Name
    : never]: Modules[Name] extends {
    route: infer R;
  }
    ? R
    : never;
};

/**
 * The route map: every route of the platform API (docs/requirements.md#platform-routes,
 * `POST /call/web`, and every other operation of the platform's OpenAPI document), by the name of
 * the client function that sends it, read from the functions of the resource modules. A client
 * function imports only its own resource's module; this table is for the route tests, the
 * simulator and the mocks: exported from `@org/api-client/simulator` and `@org/api-client/msw`,
 * not from the main entry.
 */
export const ROUTE_MAP = Object.fromEntries(
  modules.flatMap((module) =>
    Object.entries(module).flatMap(([name, value]) =>
      typeof value === 'function' && 'route' in value ? [[name, value.route as AnyRoute]] : [],
    ),
  ),
) as PlatformRouteMap;

/** The name of a route's client function, e.g. `'getAssistant'`. */
export type PlatformRouteName = keyof PlatformRouteMap;
/** One route of the table as `METHOD /path`, e.g. `'GET /assistant/{id}'`. */
export type PlatformRoute = PlatformRouteMap[PlatformRouteName]['key'];
/** The route of a key, e.g. of `'GET /assistant/{id}'`. */
export type RouteOf<Key extends PlatformRoute> = Extract<
  PlatformRouteMap[PlatformRouteName],
  { key: Key }
>;

/** Every route of the table as `METHOD /path`, e.g. `'GET /assistant/{id}'`. */
export const PLATFORM_ROUTES: readonly PlatformRoute[] = Object.values(ROUTE_MAP).map(
  (route) => route.key,
);
