import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom implements no scrolling; the router's scroll restoration calls it on every navigation.
// (Build and hosting tests run in Node, without a window.)
if (typeof window !== 'undefined') window.scrollTo = (() => {}) as typeof window.scrollTo;
