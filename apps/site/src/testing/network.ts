/**
 * The network of the site's unit and component tests: one msw server, listening for every test
 * file (see test-setup.ts), where a request that no test answers fails. The handlers below stand in
 * for the site's three outside services at the fetch level, so the site's own code and the real
 * supabase-js run unchanged:
 * - PostgREST's insert into `demo_requests` answers what the real PostgREST answers (status,
 *   headers and `{ code, details, hint, message }` bodies, as the local stack's PostgREST sends them);
 * - the `voice-config` edge function runs its own handler (`supabase/functions/voice-config`)
 *   behind the gateway's `apikey` check;
 * - the IP-geolocation service answers the JSON the site reads.
 */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import {
  handleVoiceConfig,
  type VoiceConfigEnv,
} from '../../../../supabase/functions/voice-config/handler';

/** The msw server of the test run. */
export const network = setupServer();

/** A request as one of the handlers received it. */
export interface Received {
  url: URL;
  headers: Headers;
  /** Whether cookies went with it (`omit`, `same-origin`, `include`). */
  credentials: RequestCredentials;
  /** Aborts when the sender gives up on the request. */
  signal: AbortSignal;
  body: unknown;
}

/** PostgREST's body for a refused request. */
export interface PostgrestError {
  code: string;
  message: string;
  details?: string | null;
  hint?: string | null;
}

const seen = ({ url, headers, credentials, signal }: Request) => ({
  url: new URL(url),
  headers,
  credentials,
  signal,
});

/** What PostgREST answers an insert. */
export const postgrest = {
  /** A stored row with `Prefer: return=minimal`: 201, no body. */
  inserted: (): Response =>
    new HttpResponse(null, {
      status: 201,
      headers: { 'content-range': '*/*', 'preference-applied': 'return=minimal' },
    }),
  /** A refusal: a CHECK constraint (400, 23514), the abuse limits (429, PT429), … */
  refused: (status: number, error: PostgrestError): Response =>
    HttpResponse.json({ details: null, hint: null, ...error }, { status }),
  /** The per-email abuse limit, as the database's trigger raises it (429, PT429). */
  emailRateLimited: (): Response =>
    postgrest.refused(429, {
      code: 'PT429',
      details: 'demo_requests_email_rate_limit',
      hint: 'Try again after 2026-01-01T10:00:00Z.',
      message: 'Too many demo requests for this email address: at most 3 in 60 minutes.',
    }),
  /** The table's CHECK on `work_email` (400, 23514). */
  workEmailRefused: (): Response =>
    postgrest.refused(400, {
      code: '23514',
      message:
        'new row for relation "demo_requests" violates check constraint "demo_requests_work_email_format"',
    }),
};

/**
 * Answers the demo form's insert (`POST <backend>/rest/v1/demo_requests`) with `answer` and keeps
 * each request it received.
 */
export function demoRequestsTable(answer: () => Response | Promise<Response> = postgrest.inserted) {
  const received: Received[] = [];
  network.use(
    http.post('*/rest/v1/demo_requests', async ({ request }) => {
      received.push({ ...seen(request), body: await request.clone().json() });
      return answer();
    }),
  );
  return received;
}

/**
 * Serves the `voice-config` edge function from its own code with `env` as its secrets, behind the
 * gateway's check: no `apikey` header, the gateway's 401.
 */
export function voiceConfigFunction(env: VoiceConfigEnv) {
  const received: Received[] = [];
  network.use(
    http.all('*/functions/v1/voice-config', async ({ request }) => {
      received.push({ ...seen(request), body: undefined });
      if (!request.headers.get('apikey'))
        return HttpResponse.json(
          {
            message: 'No API key found in request',
            hint: 'No `apikey` request header or url param was found.',
          },
          { status: 401 },
        );
      return handleVoiceConfig(request, env);
    }),
  );
  return received;
}

/** Answers the IP-geolocation service at `url` with `answer` and keeps each request it received. */
export function geolocationService(url: string, answer: () => Response | Promise<Response>) {
  const received: Received[] = [];
  network.use(
    http.get(url, ({ request }) => {
      received.push({ ...seen(request), body: undefined });
      return answer();
    }),
  );
  return received;
}
