import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { expectNoClassConflicts } from './testing/class-conflicts';

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
