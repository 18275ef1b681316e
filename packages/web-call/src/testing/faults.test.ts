// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { harness, pretendMobile, useClientTestLifecycle } from '../../test-support/harness';

useClientTestLifecycle();

describe("the 'mobile-permissions' fault fails startCamera(), which only a phone waits for", () => {
  it.each(['throw', 'reject', 'hang'] as const)(
    'on a desktop user agent (%s), the start skips the stage and the call starts',
    async (fault) => {
      const h = harness({ sim: { faults: { 'mobile-permissions': fault } } });
      const created = await h.start();
      expect(created).not.toBeNull();
      const stage = h.of('call-start-progress').filter((p) => p.stage === 'mobile-permissions');
      expect(stage.map((p) => [p.status, p.metadata])).toEqual([
        ['started', undefined],
        ['completed', { action: 'skipped-not-mobile' }],
      ]);
      expect(h.of('call-start-failed')).toEqual([]);
      expect(h.of('call-start-success')).toHaveLength(1);
      await h.call.stop();
    },
  );

  it('on a phone, the start fails at mobile-permissions with mobile-permissions-error', async () => {
    pretendMobile();
    const h = harness({ sim: { faults: { 'mobile-permissions': 'reject' } } });
    expect(await h.start()).toBeNull();
    expect(h.of('call-start-failed').map((f) => f.stage)).toEqual(['mobile-permissions']);
    expect(h.of('error').map((e) => e.type)).toEqual([
      'mobile-permissions-error',
      'start-method-error',
    ]);
    expect(h.of('call-start-success')).toEqual([]);
  });
});
