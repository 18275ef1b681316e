// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { REQUIRED_BUILD_VARIABLES, readSiteEnv, SiteEnvError } from './site-env.ts';

const complete = {
  VITE_SUPABASE_URL: 'https://abcdefgh.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'anon-key',
  VITE_VOICE_MODE: 'daily',
  VITE_AGENT_HEALTHCARE_ID: 'a-1',
  VITE_AGENT_HOTEL_ID: 'a-2',
  VITE_AGENT_RESTAURANT_ID: 'a-3',
  VITE_SITE_URL: 'https://www.voxline.example/',
};

function problemsOf(env: Record<string, string | undefined>): readonly string[] {
  try {
    readSiteEnv(env);
  } catch (error) {
    if (error instanceof SiteEnvError) return error.problems;
    throw error;
  }
  return [];
}

describe('readSiteEnv (a production build refuses to run without its variables)', () => {
  it('names every missing variable, in one error', () => {
    expect(problemsOf({})).toEqual(REQUIRED_BUILD_VARIABLES.map((name) => `${name} is missing`));
    expect(() => readSiteEnv({})).toThrow(/VITE_SUPABASE_URL is missing[\s\S]*VITE_SITE_URL/);
  });

  it('counts blank values as missing', () => {
    expect(problemsOf({ ...complete, VITE_AGENT_HOTEL_ID: '  ' })).toEqual([
      'VITE_AGENT_HOTEL_ID is missing',
    ]);
  });

  it('rejects malformed URLs and voice modes', () => {
    expect(
      problemsOf({
        ...complete,
        VITE_SUPABASE_URL: 'abcdefgh.supabase.co',
        VITE_VOICE_MODE: 'live',
        VITE_SITE_URL: 'https://www.voxline.example/en',
      }),
    ).toEqual([
      'VITE_SUPABASE_URL must be an http(s) URL, got "abcdefgh.supabase.co"',
      'VITE_VOICE_MODE must be "daily" or "simulated", got "live"',
      'VITE_SITE_URL must be the site origin alone, with no path',
    ]);
  });

  it('returns the origins the CSP and the page heads need', () => {
    expect(readSiteEnv(complete)).toEqual({
      backendOrigin: 'https://abcdefgh.supabase.co',
      voiceMode: 'daily',
      siteUrl: 'https://www.voxline.example',
      geolocationOrigin: 'https://ipapi.co',
      voiceApiOrigin: 'https://api.vapi.ai',
    });
  });

  it('honours explicit values, loopback ones included', () => {
    const config = readSiteEnv({
      ...complete,
      VITE_SUPABASE_URL: 'http://127.0.0.1:54321',
      VITE_VOICE_MODE: 'simulated',
      VITE_SITE_URL: 'http://127.0.0.1:4173',
      VITE_GEOLOCATION_URL: 'http://127.0.0.1:9/json',
      VITE_VOICE_API_URL: 'https://api.eu.example',
    });
    expect(config).toEqual({
      backendOrigin: 'http://127.0.0.1:54321',
      voiceMode: 'simulated',
      siteUrl: 'http://127.0.0.1:4173',
      geolocationOrigin: 'http://127.0.0.1:9',
      voiceApiOrigin: 'https://api.eu.example',
    });
  });
});
