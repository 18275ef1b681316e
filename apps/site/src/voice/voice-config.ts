/**
 * The voice configuration (docs/requirements.md#the-voice-configuration-function,
 * docs/requirements.md#site-calls): the public key, and in local development the platform
 * simulator's base URL, from the backend's `voice-config` function, cached through TanStack Query.
 */
import { getBackend } from '../backend/client';

/** What the demo needs to start calls. */
export interface VoiceConfig {
  publicKey: string;
  /** Overrides the voice platform's API base (the local stack's simulator). */
  apiBaseUrl?: string;
}

/** The configuration answered without a usable public key (docs/requirements.md#site-messages). */
export class VoiceConfigError extends Error {
  override readonly name = 'VoiceConfigError';
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** The slice of the backend client this module uses (lets tests pass a fake). */
export interface FunctionsInvoker {
  functions: {
    invoke(name: string): Promise<{ data: unknown; error: unknown }>;
  };
}

/** Checks a `voice-config` answer and keeps only the fields the demo reads. */
export function parseVoiceConfig(data: unknown): VoiceConfig {
  const body = typeof data === 'string' ? safeJson(data) : data;
  if (typeof body !== 'object' || body === null) {
    throw new VoiceConfigError('voice-config answered without a JSON object.');
  }
  const { publicKey, apiBaseUrl } = body as Record<string, unknown>;
  if (typeof publicKey !== 'string' || publicKey.trim() === '') {
    throw new VoiceConfigError('voice-config answered without a publicKey.');
  }
  return typeof apiBaseUrl === 'string' && apiBaseUrl !== ''
    ? { publicKey, apiBaseUrl }
    : { publicKey };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Invokes the `voice-config` function and parses its answer. */
export async function fetchVoiceConfig(
  backend: () => Promise<FunctionsInvoker> = getBackend,
): Promise<VoiceConfig> {
  const client = await backend();
  const { data, error } = await client.functions.invoke('voice-config');
  if (error) {
    throw new VoiceConfigError('The voice-config function failed.', { cause: error });
  }
  return parseVoiceConfig(data);
}

/** Query key of the voice configuration. */
export const VOICE_CONFIG_QUERY_KEY = ['voice-config'] as const;

/**
 * Query options for the configuration: shared by the orb (`fetchQuery` on click) and the live demo
 * (`useQuery` once in view). Transport failures are retried with the app's defaults
 * (docs/requirements.md#site-calls); an answer without a key is not, since asking again gives the
 * same answer.
 */
export function voiceConfigQueryOptions(fetcher: () => Promise<VoiceConfig> = fetchVoiceConfig) {
  return {
    queryKey: VOICE_CONFIG_QUERY_KEY,
    queryFn: fetcher,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (failureCount: number, error: Error) =>
      !(error instanceof VoiceConfigError && error.cause === undefined) && failureCount < 3,
  };
}
