// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseHeadersFile } from '../hosting/config-files';
import { headersFile, IMMUTABLE_CACHE, REVALIDATE_CACHE } from './headers-file';
import type { SiteBuildConfig } from './site-env';

const config: SiteBuildConfig = {
  backendOrigin: 'https://abcdefgh.supabase.co',
  voiceMode: 'daily',
  siteUrl: 'https://www.voxline.example',
  geolocationOrigin: 'https://ipapi.co',
  voiceApiOrigin: 'https://api.vapi.ai',
};

describe('the _headers file', () => {
  const rules = parseHeadersFile(headersFile(config));
  const headersOf = (source: string) =>
    Object.fromEntries(rules.find((rule) => rule.pattern.source === source)?.set ?? []);

  it('is valid for the host and puts the security headers on every path', () => {
    expect(rules.map((rule) => rule.pattern.source)).toEqual([
      '/*',
      '/assets/*',
      '/',
      '/demo',
      '/dental-ai-receptionist',
    ]);
    expect(Object.keys(headersOf('/*'))).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
      'Cross-Origin-Opener-Policy',
    ]);
    expect(headersOf('/*')['Permissions-Policy']).toMatch(/^microphone=\(self\), camera=\(\)/);
  });

  it('caches hashed assets for a year and revalidates the pages', () => {
    expect(headersOf('/assets/*')).toEqual({ 'Cache-Control': IMMUTABLE_CACHE });
    for (const page of ['/', '/demo', '/dental-ai-receptionist']) {
      expect(headersOf(page)).toEqual({ 'Cache-Control': REVALIDATE_CACHE });
    }
  });

  it('never sets one header in two rules that can match the same path (hosts merge those differently)', () => {
    const names = rules.map((rule) => rule.set.map(([name]) => name.toLowerCase()));
    const global = new Set(names[0]);
    for (const other of names.slice(1))
      for (const name of other) expect(global.has(name)).toBe(false);
  });
});
