/**
 * The voice-config edge function's logic, apart from `Deno.serve` so that it runs and is tested
 * anywhere with web-standard `Request`/`Response` (Deno, Node 20, the local stack).
 *
 * It answers the site's question "which key starts a voice call?"
 * (docs/requirements.md#the-voice-configuration-function): `{ publicKey }` from
 * `VAPI_PUBLIC_KEY`, plus `apiBaseUrl` when `VAPI_API_BASE_URL` points the voice client at another
 * platform host (the local simulator).
 * The public key is meant for browsers; nothing secret leaves this function.
 */

/** The environment variables the function reads. */
export interface VoiceConfigEnv {
  /** The voice platform's public (browser) key. Required. */
  VAPI_PUBLIC_KEY?: string;
  /** An alternative platform API base URL for the voice client, e.g. the local simulator. */
  VAPI_API_BASE_URL?: string;
}

/** The successful response body (docs/requirements.md#the-voice-configuration-function). */
export interface VoiceConfigResponse {
  publicKey: string;
  apiBaseUrl?: string;
}

/** The error response body: a stable `code` for programs and a `message` for people. */
export interface VoiceConfigError {
  error: {
    code: 'voice_config_missing' | 'voice_config_invalid' | 'method_not_allowed';
    message: string;
  };
}

/**
 * CORS headers sent on every response, errors and preflights included, so a browser on any origin
 * can read the answer. The allowed headers are the ones supabase-js sends with `functions.invoke`.
 */
export const corsHeaders: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Max-Age': '86400',
};

function json(status: number, body: VoiceConfigResponse | VoiceConfigError, extra?: HeadersInit) {
  const headers = new Headers(extra);
  for (const [name, value] of Object.entries(corsHeaders)) headers.set(name, value);
  headers.set('Content-Type', 'application/json; charset=utf-8');
  // The key can be rotated at any time; never let a browser or proxy keep an old answer.
  headers.set('Cache-Control', 'no-store');
  return new Response(JSON.stringify(body), { status, headers });
}

/**
 * Handles one request to the voice-config function.
 *
 * @example
 * Deno.serve((request) => handleVoiceConfig(request, Deno.env.toObject()));
 */
export function handleVoiceConfig(request: Request, env: VoiceConfigEnv): Response {
  if (request.method === 'OPTIONS') {
    const headers = new Headers(corsHeaders);
    return new Response(null, { status: 204, headers });
  }
  // supabase-js `functions.invoke` POSTs by default; a plain GET is as harmless and easier to curl.
  if (request.method !== 'POST' && request.method !== 'GET') {
    return json(
      405,
      {
        error: {
          code: 'method_not_allowed',
          message: `voice-config answers GET and POST, not ${request.method}.`,
        },
      },
      { Allow: 'GET, POST, OPTIONS' },
    );
  }

  const publicKey = env.VAPI_PUBLIC_KEY?.trim();
  if (!publicKey) {
    return json(500, {
      error: {
        code: 'voice_config_missing',
        message:
          'The voice platform public key is not configured: set the VAPI_PUBLIC_KEY secret of this function.',
      },
    });
  }

  const apiBaseUrl = env.VAPI_API_BASE_URL?.trim();
  if (!apiBaseUrl) return json(200, { publicKey });
  if (!isHttpUrl(apiBaseUrl)) {
    return json(500, {
      error: {
        code: 'voice_config_invalid',
        message: `VAPI_API_BASE_URL must be an http(s) URL, got "${apiBaseUrl}".`,
      },
    });
  }
  return json(200, { publicKey, apiBaseUrl });
}

function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
