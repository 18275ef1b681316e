import '@testing-library/jest-dom/vitest';
import { expectNoClassConflicts } from '@org/ui/testing/class-conflicts';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// Files share a worker's module cache (`isolate: false`): the project's own modules start fresh
// for each file, and the network is imported after that, so it is the one the file's tests use.
vi.resetModules();
const { network } = await import('./testing/network');

// Every test file runs on msw's network: a request that no test answers fails (no real request
// leaves a unit or component test).
beforeAll(() => network.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  try {
    // Whatever a test rendered must hold no conflicting utilities (`cn` does not settle them).
    if (typeof document !== 'undefined') expectNoClassConflicts(document.body);
  } finally {
    cleanup();
    network.resetHandlers();
  }
});
afterAll(() => network.close());

// jsdom implements no scrolling; the router's scroll restoration calls it on every navigation.
// (Build and hosting tests run in Node, without a window.)
if (typeof window !== 'undefined') window.scrollTo = (() => {}) as typeof window.scrollTo;
