import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { expectNoClassConflicts } from './testing/class-conflicts';

// Files share a worker's module cache (`isolate: false`): the package's own modules start fresh
// for each file, so their state and `vi.mock` stay per file.
vi.resetModules();

// Whatever a test rendered must hold no conflicting utilities (`cn` does not settle them).
afterEach(() => {
  try {
    expectNoClassConflicts(document.body);
  } finally {
    cleanup();
  }
});

// jsdom has no ResizeObserver; Radix's floating content measures itself with one.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
