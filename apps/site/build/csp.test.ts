// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, cspDirectives } from './csp';
import type { SiteBuildConfig } from './site-env';

const production: SiteBuildConfig = {
  backendOrigin: 'https://abcdefgh.supabase.co',
  voiceMode: 'daily',
  siteUrl: 'https://www.voxline.example',
  geolocationOrigin: 'https://ipapi.co',
  voiceApiOrigin: 'https://api.vapi.ai',
};

describe('the Content-Security-Policy of the hosting config', () => {
  it('runs scripts from the site only: no unsafe-eval, no unsafe-inline', () => {
    for (const config of [production, { ...production, voiceMode: 'simulated' as const }]) {
      const script = cspDirectives(config)['script-src'] ?? [];
      expect(script[0]).toBe("'self'");
      expect(script).not.toContain("'unsafe-eval'");
      expect(script).not.toContain("'unsafe-inline'");
    }
  });

  it('allows the inline boot script by its hash, and no other inline script', () => {
    const hash = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";
    const script = cspDirectives(production, { scriptHashes: [hash] })['script-src'] ?? [];
    expect(script.slice(0, 2)).toEqual(["'self'", hash]);
    expect(script).not.toContain("'unsafe-inline'");
  });

  it("allows daily-js's call bundle from Daily's CDN and its fail-over domains, in daily mode", () => {
    expect(cspDirectives(production)['script-src']).toEqual([
      "'self'",
      'https://c.daily.co',
      'https://c.dailywebrtc.com',
      'https://c.dailywebrtc.net',
      "'wasm-unsafe-eval'",
    ]);
  });

  it('connects to the backend, the location service, the platform API and Daily only', () => {
    expect(cspDirectives(production)['connect-src']).toEqual([
      "'self'",
      'https://abcdefgh.supabase.co',
      'https://ipapi.co',
      'https://api.vapi.ai',
      'https://*.daily.co',
      'wss://*.wss.daily.co',
      'https://*.dailywebrtc.com',
      'wss://*.wss.dailywebrtc.com',
      'https://*.dailywebrtc.net',
      'wss://*.wss.dailywebrtc.net',
      'https://*.pluot.blue',
      'https://o77906.ingest.sentry.io',
    ]);
  });

  it('allows no Daily host at all when calls run against the local simulator', () => {
    const policy = contentSecurityPolicy({
      ...production,
      voiceMode: 'simulated',
      backendOrigin: 'http://127.0.0.1:54321',
    });
    expect(policy).not.toMatch(/daily|pluot|sentry|vapi|wasm/);
    expect(cspDirectives({ ...production, voiceMode: 'simulated' })['connect-src']).toEqual([
      "'self'",
      'https://abcdefgh.supabase.co',
      'https://ipapi.co',
    ]);
  });

  it('loads images from the site only (the bundler inlines none as data: URLs)', () => {
    expect(cspDirectives(production)['img-src']).toEqual(["'self'"]);
  });

  it('forbids frames, plugins, framing by others and foreign form targets', () => {
    const policy = contentSecurityPolicy(production);
    for (const directive of [
      "frame-src 'none'",
      "object-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
    ]) {
      expect(policy).toContain(directive);
    }
  });

  it('lists the backend once even when it also serves the location lookup', () => {
    const sources = cspDirectives({ ...production, geolocationOrigin: production.backendOrigin })[
      'connect-src'
    ];
    expect(sources?.filter((source) => source === production.backendOrigin)).toHaveLength(1);
  });
});
