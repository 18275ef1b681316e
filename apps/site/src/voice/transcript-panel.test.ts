import { describe, expect, it } from 'vitest';
import { speakerPrefix } from './transcript-panel';

describe('speakerPrefix (SPEC §2)', () => {
  it('prefixes the assistant with AGENT: and the visitor with YOU:', () => {
    expect(speakerPrefix('assistant')).toBe('AGENT:');
    expect(speakerPrefix('user')).toBe('YOU:');
  });
});
