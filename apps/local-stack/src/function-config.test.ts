// Which edge functions the stack serves, and with which settings (supabase/config.toml).
import { describe, expect, it } from 'vitest';
import { listEdgeFunctions, readFunctionSettings } from './function-config';
import { supabaseDir } from './paths';

describe('readFunctionSettings', () => {
  it('reads enabled, verify_jwt and entrypoint of each [functions.<name>] table only', () => {
    const settings = readFunctionSettings(`
[api]
verify_jwt = false # not a function

[functions.voice-config]
enabled = true
verify_jwt = false   # anonymous callers
entrypoint = "./functions/voice-config/index.ts"

[functions."send-mail"]
verify_jwt = true
enabled = false
`);
    expect(Object.fromEntries(settings)).toEqual({
      'voice-config': {
        enabled: true,
        verifyJwt: false,
        entrypoint: './functions/voice-config/index.ts',
      },
      'send-mail': { verifyJwt: true, enabled: false },
    });
  });
});

describe('listEdgeFunctions', () => {
  it("lists this project's voice-config without JWT verification, as config.toml says", () => {
    const functions = listEdgeFunctions(supabaseDir);
    expect(functions.map((fn) => fn.name)).toContain('voice-config');
    const voiceConfig = functions.find((fn) => fn.name === 'voice-config');
    expect(voiceConfig?.verifyJwt).toBe(false);
    expect(voiceConfig?.entrypoint).toMatch(/supabase\/functions\/voice-config\/index\.ts$/);
  });
});
