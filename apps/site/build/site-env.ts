/**
 * The site's build-time settings. A production build reads them from the environment only (no
 * committed defaults: `.env.development` serves the dev server alone) and refuses to start when one
 * is missing or malformed, naming every problem at once.
 */
import { DEFAULT_GEOLOCATION_URL } from '../src/location/fetch-location.ts';

/** Every variable a production build needs, in the order the README lists them. */
export const REQUIRED_BUILD_VARIABLES = [
  'VITE_SUPABASE_URL',
  'VITE_SUPABASE_ANON_KEY',
  'VITE_VOICE_MODE',
  'VITE_AGENT_HEALTHCARE_ID',
  'VITE_AGENT_HOTEL_ID',
  'VITE_AGENT_RESTAURANT_ID',
  'VITE_SITE_URL',
] as const;

/** One of the required variables. */
export type RequiredBuildVariable = (typeof REQUIRED_BUILD_VARIABLES)[number];

/** How calls run: Daily (production) or the local platform simulator. */
export type VoiceMode = 'daily' | 'simulated';

/** The voice platform's API, where `@org/web-call` creates web calls unless told otherwise. */
export const DEFAULT_VOICE_API_URL = 'https://api.vapi.ai';

/** The checked settings of one build. */
export interface SiteBuildConfig {
  /** Origin of the backend (Supabase project, or the local stack). */
  backendOrigin: string;
  voiceMode: VoiceMode;
  /** The public site's origin, without a trailing slash: canonical URLs, sitemap, previews. */
  siteUrl: string;
  /** Origin of the IP-geolocation service. */
  geolocationOrigin: string;
  /** Origin of the voice platform's API (only reached in `daily` mode). */
  voiceApiOrigin: string;
}

/** A build's environment is incomplete or malformed; `problems` has one line per variable. */
export class SiteEnvError extends Error {
  override readonly name = 'SiteEnvError';
  declare readonly problems: readonly string[];
  constructor(problems: readonly string[]) {
    super(
      `The site's production build needs these environment variables:\n${problems
        .map((problem) => `  - ${problem}`)
        .join(
          '\n',
        )}\nSet them in the build's environment (see README "Deploying the site"); apps/site/.env.development holds the local stack's values for development only.`,
    );
    // Printed by the build as the message alone: no stack trace, no repeated list.
    Object.defineProperty(this, 'problems', { value: problems, enumerable: false });
    this.stack = `${this.name}: ${this.message}`;
  }
}

type Env = Readonly<Record<string, string | undefined>>;

function httpOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Checks a production build's environment and returns its settings, or throws a `SiteEnvError`
 * that names each missing or malformed variable. Explicit values are taken as they are, loopback
 * addresses included (the browser tests build against the local stack that way).
 *
 * @example
 * const config = readSiteEnv(process.env); // throws when, say, VITE_SITE_URL is missing
 */
export function readSiteEnv(env: Env): SiteBuildConfig {
  const problems: string[] = [];
  const value = (name: string) => env[name]?.trim() ?? '';
  for (const name of REQUIRED_BUILD_VARIABLES) {
    if (value(name) === '') problems.push(`${name} is missing`);
  }

  const checkUrl = (name: string) => {
    const raw = value(name);
    if (raw === '') return '';
    const origin = httpOrigin(raw);
    if (!origin) problems.push(`${name} must be an http(s) URL, got "${raw}"`);
    return origin ?? '';
  };
  const backendOrigin = checkUrl('VITE_SUPABASE_URL');
  const siteOrigin = checkUrl('VITE_SITE_URL');
  const geolocationOrigin = value('VITE_GEOLOCATION_URL')
    ? checkUrl('VITE_GEOLOCATION_URL')
    : (httpOrigin(DEFAULT_GEOLOCATION_URL) ?? '');
  const voiceApiOrigin = value('VITE_VOICE_API_URL')
    ? checkUrl('VITE_VOICE_API_URL')
    : (httpOrigin(DEFAULT_VOICE_API_URL) ?? '');

  const voiceMode = value('VITE_VOICE_MODE');
  if (voiceMode !== '' && voiceMode !== 'daily' && voiceMode !== 'simulated') {
    problems.push(`VITE_VOICE_MODE must be "daily" or "simulated", got "${voiceMode}"`);
  }
  const sitePath = value('VITE_SITE_URL') ? safePath(value('VITE_SITE_URL')) : '/';
  if (sitePath !== '/' && sitePath !== '') {
    problems.push('VITE_SITE_URL must be the site origin alone, with no path');
  }

  if (problems.length > 0) throw new SiteEnvError(problems);
  return {
    backendOrigin,
    voiceMode: voiceMode as VoiceMode,
    siteUrl: siteOrigin,
    geolocationOrigin,
    voiceApiOrigin,
  };
}

function safePath(value: string): string {
  try {
    return new URL(value).pathname;
  } catch {
    return '/';
  }
}
