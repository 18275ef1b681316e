// @vitest-environment node
// Server-side rendering safety: importing touches no browser
// global, and daily-js is loaded only when a call object is first needed.
import { afterEach, describe, expect, it, vi } from 'vitest';

const loaded = vi.hoisted(() => ({ daily: 0, created: [] as unknown[] }));
vi.mock('@daily-co/daily-js', () => {
  loaded.daily++;
  return {
    default: {
      createCallObject: (properties: unknown) => {
        loaded.created.push(properties);
        return { properties };
      },
    },
  };
});

const saved = new Map<string, PropertyDescriptor | undefined>();
afterEach(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(globalThis, name, descriptor);
    else delete (globalThis as Record<string, unknown>)[name];
  }
  saved.clear();
});

describe('import in Node without a DOM', () => {
  it('reads no window, document or navigator and does not load daily-js', async () => {
    const touched: string[] = [];
    for (const name of ['window', 'document', 'navigator']) {
      const existing = Object.getOwnPropertyDescriptor(globalThis, name);
      saved.set(name, existing);
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name);
          return existing?.get ? existing.get.call(globalThis) : existing?.value;
        },
      });
    }
    vi.resetModules();
    const module = await import('./index');
    const call = new module.default('pk');
    expect(call).toBeInstanceOf(module.WebCall);
    expect(touched).toEqual([]);
    expect(loaded.daily).toBe(0);
  });

  it("loads daily-js on first use and wraps its call object: getDailyCallObject's is daily-js's", async () => {
    const { createDailyTransport } = await import('./daily');
    const transport = await createDailyTransport({ audioSource: true, videoSource: false });
    expect(loaded.daily).toBe(1);
    expect(loaded.created).toEqual([{ audioSource: true, videoSource: false }]);
    // daily-js's call object is the transport itself.
    expect(transport).toEqual({ properties: { audioSource: true, videoSource: false } });
  });
});
