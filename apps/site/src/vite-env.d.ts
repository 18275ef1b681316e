/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Backend (Supabase) URL: the local stack's gateway in development. */
  readonly VITE_SUPABASE_URL?: string;
  /** Backend anonymous (public) key. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** `simulated` runs voice calls against the local platform simulator instead of Daily. */
  readonly VITE_VOICE_MODE?: 'daily' | 'simulated';
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
