// The client in a real page, for client.spec.ts: WebCall with its default factory (the real
// daily-js, whose hosts fail) and the simulated call object, with the platform answered in memory.
import Daily from '@daily-co/daily-js';
import { WebCall } from '../src/index';
import { ANOTHER_CALL_LIVE } from '../src/page-calls';
import { createPlatformFetch, createSimulatedCallObjectFactory } from '../src/testing';

const lab = {
  Daily,
  WebCall,
  ANOTHER_CALL_LIVE,
  createPlatformFetch,
  createSimulatedCallObjectFactory,
};

declare global {
  interface Window {
    lab: typeof lab;
  }
}

window.lab = lab;
