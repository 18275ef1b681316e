import { describe, expect, it } from 'vitest';
import { DEFAULT_BASE_URL, joinUrl } from './index';

describe('joinUrl', () => {
  it('keeps exactly one slash between base and path', () => {
    expect(joinUrl('https://api.example.test/', '/call/web')).toBe(
      'https://api.example.test/call/web',
    );
    expect(joinUrl('https://api.example.test', 'call')).toBe('https://api.example.test/call');
  });

  it('defaults to the platform API', () => {
    expect(joinUrl(DEFAULT_BASE_URL, '/assistant')).toBe('https://api.vapi.ai/assistant');
  });
});
