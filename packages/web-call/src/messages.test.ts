import { describe, expect, it } from 'vitest';
import { buildSayMessage } from './messages';

describe('buildSayMessage (SPEC §5 Web call client)', () => {
  it('defaults both interruption flags to false', () => {
    expect(buildSayMessage('Hello', true)).toEqual({
      type: 'say',
      message: 'Hello',
      endCallAfterSpoken: true,
      interruptionsEnabled: false,
      interruptAssistantEnabled: false,
    });
  });
});
