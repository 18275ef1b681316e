import { describe, expect, it } from 'vitest';
import { DEFAULT_GATEWAY_PORT, gatewayPort } from './config';

describe('gatewayPort', () => {
  it("defaults to Supabase's local port", () => {
    expect(gatewayPort({})).toBe(DEFAULT_GATEWAY_PORT);
  });

  it('takes a valid port and refuses garbage with a clear error', () => {
    expect(gatewayPort({ LOCAL_STACK_PORT: '6000' })).toBe(6000);
    expect(() => gatewayPort({ LOCAL_STACK_PORT: 'abc' })).toThrow(/must be a TCP port/);
    expect(() => gatewayPort({ LOCAL_STACK_PORT: '70000' })).toThrow(/got "70000"/);
  });
});
