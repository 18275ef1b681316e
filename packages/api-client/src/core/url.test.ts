import { describe, expect, it } from 'vitest';
import { DEFAULT_BASE_URL, joinUrl, serializeQuery } from './url';

describe('URLs (overridable provider API base)', () => {
  it('joins base and path with exactly one slash', () => {
    expect(joinUrl('https://api.example.test/', '/call/web')).toBe(
      'https://api.example.test/call/web',
    );
    expect(joinUrl('https://api.example.test', 'call')).toBe('https://api.example.test/call');
    expect(joinUrl(DEFAULT_BASE_URL, '/assistant')).toBe('https://api.vapi.ai/assistant');
  });

  it('serialises list filters: dates as ISO, arrays repeated, empty values dropped', () => {
    expect(serializeQuery()).toBe('');
    expect(serializeQuery({ limit: undefined, page: null })).toBe('');
    expect(
      serializeQuery({
        limit: 10,
        createdAtGt: new Date(Date.UTC(2025, 0, 2)),
        updatedAtLe: '2025-02-01',
        sortOrder: 'DESC',
        id: ['a', 'b'],
        active: false,
        q: 'a&b=c',
      }),
    ).toBe(
      '?limit=10&createdAtGt=2025-01-02T00%3A00%3A00.000Z&updatedAtLe=2025-02-01&sortOrder=DESC&id=a&id=b&active=false&q=a%26b%3Dc',
    );
  });
});
