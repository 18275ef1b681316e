// What the client loads on first use (a call's session, the network tests, the microphone boost,
// the turn latency, the captions)
// arrives over the network in a page, while daily-js or the microphone is awaited. Loaded here up
// front, it arrives at once in the tests too: tests on fake timers then never race a file read.
// The platform simulator's check of `POST /call/web` bodies is loaded and compiled up front too:
// it reads its schemas from a file and takes seconds of real time to compile, which fake timers
// cannot advance.
//
// Files share a worker's module cache (`isolate: false`): the package's own modules start fresh
// for each file (a call left on one file's page is not on the next one's), and are loaded again
// after that.
import { createPlatformSimulator } from '@org/api-client/simulator';
import { vi } from 'vitest';

vi.resetModules();
await Promise.all([
  import('./src/call-session'),
  import('./src/mic-boost'),
  import('./src/network-tests'),
  import('./src/turn-latency'),
  import('./src/captions'),
  createPlatformSimulator().prepare(['POST /call/web']),
]);
