import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPermissionRefusal, microphoneBlocked } from './call-guards';

afterEach(() => vi.unstubAllGlobals());

const withPermissions = (permissions: unknown) =>
  vi.stubGlobal('navigator', { ...navigator, permissions });

describe('microphoneBlocked (the Permissions API, where there is one)', () => {
  it('is true only when the browser already refuses the microphone', async () => {
    withPermissions({ query: async () => ({ state: 'denied' }) });
    expect(await microphoneBlocked()).toBe(true);
    withPermissions({ query: async () => ({ state: 'prompt' }) });
    expect(await microphoneBlocked()).toBe(false);
    withPermissions({ query: async () => ({ state: 'granted' }) });
    expect(await microphoneBlocked()).toBe(false);
  });

  it('is false where the browser cannot tell (no API, or "microphone" unknown to it)', async () => {
    withPermissions(undefined);
    expect(await microphoneBlocked()).toBe(false);
    withPermissions({
      query: async () => {
        throw new TypeError("The provided value 'microphone' is not a valid enum value");
      },
    });
    expect(await microphoneBlocked()).toBe(false);
  });
});

describe('isPermissionRefusal (a voice client camera-error)', () => {
  it("recognises Daily's permissions error and nothing else", () => {
    expect(
      isPermissionRefusal({ type: 'camera-error', error: { error: { type: 'permissions' } } }),
    ).toBe(true);
    expect(
      isPermissionRefusal({ type: 'camera-error', error: { error: { type: 'not-found' } } }),
    ).toBe(false);
    expect(isPermissionRefusal(null)).toBe(false);
    expect(isPermissionRefusal({})).toBe(false);
  });
});
