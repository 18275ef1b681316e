import { describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadError,
  RELOAD_GUARD_MS,
  type ReloadContext,
  reloadForNewCode,
} from './chunk-reload';

const CHUNK_ERRORS = [
  new TypeError('Failed to fetch dynamically imported module: https://x/assets/demo-page-1.js'),
  new TypeError('error loading dynamically imported module: https://x/assets/demo-page-1.js'),
  new TypeError('Importing a module script failed.'),
  new Error('Unable to preload CSS for /assets/demo-page-1.css'),
];

function page(now: number, path = '/demo') {
  const store = new Map<string, string>();
  const reload = vi.fn();
  const context = (at = now): ReloadContext => ({
    storage: {
      getItem: (key) => store.get(key) ?? null,
      setItem: (key, value) => void store.set(key, value),
    },
    now: at,
    path,
    reload,
  });
  return { context, reload, store };
}

describe('reloading once for code replaced by a new deploy', () => {
  it.each(CHUNK_ERRORS)('recognises %s', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('leaves other errors alone', () => {
    const { context, reload } = page(1_000);
    expect(isChunkLoadError(new Error('Kaboom in render'))).toBe(false);
    expect(reloadForNewCode(new Error('Kaboom in render'), context)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once, then refuses for a minute, then may reload again', () => {
    const { context, reload } = page(1_000);
    const error = CHUNK_ERRORS[0];
    expect(reloadForNewCode(error, () => context(1_000))).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForNewCode(error, () => context(1_000 + RELOAD_GUARD_MS - 1))).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadForNewCode(error, () => context(1_000 + RELOAD_GUARD_MS))).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('guards each page on its own', () => {
    const demo = page(1_000, '/demo');
    reloadForNewCode(CHUNK_ERRORS[0], () => demo.context());
    const store = demo.store;
    const dental: ReloadContext = { ...demo.context(), path: '/dental-ai-receptionist' };
    expect(reloadForNewCode(CHUNK_ERRORS[0], () => dental)).toBe(true);
    expect(store.size).toBe(2);
  });

  it('never reloads without session storage (no guard, no loop)', () => {
    const reload = vi.fn();
    const context = (): ReloadContext => ({
      storage: {
        getItem: () => {
          throw new DOMException('denied', 'SecurityError');
        },
        setItem: () => {},
      },
      now: 1,
      path: '/',
      reload,
    });
    expect(reloadForNewCode(CHUNK_ERRORS[0], context)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
