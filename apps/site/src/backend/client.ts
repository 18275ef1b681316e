import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * The site's only door to the backend. supabase-js is loaded on first use (a form submit, a
 * voice-config fetch), never with the first page load. Anonymous public key, session persisted in
 * local storage, automatic token refresh (docs/requirements.md#access).
 */
let pending: Promise<SupabaseClient> | undefined;

/** Backend URL and anonymous key, from the build's environment (see apps/site/.env). */
export function backendConfig(env: ImportMetaEnv = import.meta.env): {
  url: string;
  anonKey: string;
} {
  const url = env.VITE_SUPABASE_URL;
  const anonKey = env.VITE_SUPABASE_ANON_KEY;
  if (!url || !anonKey) {
    throw new Error(
      'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY must be set to reach the backend.',
    );
  }
  return { url, anonKey };
}

/** The shared backend client, created once on first call. */
export function getBackend(): Promise<SupabaseClient> {
  pending ??= import('@supabase/supabase-js')
    .then(({ createClient }) => {
      const { url, anonKey } = backendConfig();
      return createClient(url, anonKey, {
        auth: { storage: window.localStorage, persistSession: true, autoRefreshToken: true },
      });
    })
    .catch((error: unknown) => {
      pending = undefined; // let the next call try again
      throw error;
    });
  return pending;
}
