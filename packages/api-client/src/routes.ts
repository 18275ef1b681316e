import * as analyticsRoutes from './routes/analytics';
import * as assistantRoutes from './routes/assistants';
import * as callRoutes from './routes/calls';
import * as campaignRoutes from './routes/campaigns';
import * as chatRoutes from './routes/chats';
import * as credentialRoutes from './routes/credentials';
import * as fileRoutes from './routes/files';
import * as knowledgeBaseRoutes from './routes/knowledge-bases';
import * as logRoutes from './routes/logs';
import * as orgRoutes from './routes/orgs';
import * as phoneNumberRoutes from './routes/phone-numbers';
import * as providerRoutes from './routes/providers';
import * as sessionRoutes from './routes/sessions';
import * as squadRoutes from './routes/squads';
import * as supportRoutes from './routes/support';
import * as templateRoutes from './routes/templates';
import * as testSuiteRunRoutes from './routes/test-suite-runs';
import * as testSuiteTestRoutes from './routes/test-suite-tests';
import * as testSuiteRoutes from './routes/test-suites';
import * as tokenRoutes from './routes/tokens';
import * as toolRoutes from './routes/tools';
import * as voiceLibraryRoutes from './routes/voice-library';
import * as webCallRoutes from './routes/web-call';
import * as workflowRoutes from './routes/workflows';

/**
 * The route map: every route of the platform API (SPEC §7 "Platform API routes" plus
 * `POST /call/web`), by the name of the client function that sends it. It is the union of the
 * modules of `src/routes/`, one per resource, where each route is declared once as a named
 * constant. A client function imports only its own resource's module; this table is for the route
 * tests, the simulator and the mocks: exported from `@org/api-client/simulator` and
 * `@org/api-client/msw`, not from the main entry.
 */
export const ROUTE_MAP = {
  ...callRoutes,
  ...webCallRoutes,
  ...chatRoutes,
  ...campaignRoutes,
  ...sessionRoutes,
  ...supportRoutes,
  ...assistantRoutes,
  ...phoneNumberRoutes,
  ...toolRoutes,
  ...knowledgeBaseRoutes,
  ...squadRoutes,
  ...templateRoutes,
  ...tokenRoutes,
  ...credentialRoutes,
  ...fileRoutes,
  ...workflowRoutes,
  ...testSuiteRoutes,
  ...testSuiteTestRoutes,
  ...testSuiteRunRoutes,
  ...analyticsRoutes,
  ...logRoutes,
  ...orgRoutes,
  ...voiceLibraryRoutes,
  ...providerRoutes,
};

/** The route table's type: each client function's name and its route. */
export type PlatformRouteMap = typeof ROUTE_MAP;
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
