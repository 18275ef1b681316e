/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Backend (Supabase) URL: the local stack's gateway in development. */
  readonly VITE_SUPABASE_URL?: string;
  /** Backend anonymous (public) key. */
  readonly VITE_SUPABASE_ANON_KEY?: string;
  /** `simulated` runs voice calls against the local platform simulator instead of Daily. */
  readonly VITE_VOICE_MODE?: 'daily' | 'simulated';
  /** The public site's origin: canonical URLs, sitemap and link previews. */
  readonly VITE_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The year of the build, for the prerendered footer (see `lib/build-year.ts`). */
declare const __SITE_BUILD_YEAR__: number | undefined;
