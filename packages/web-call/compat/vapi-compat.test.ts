// @vitest-environment jsdom
// The drop-in promise, tested: vapi-app.ts is written against @vapi-ai/web's public surface. It
// must type-check against @vapi-ai/web as written, and against @org/web-call and
// `@org/web-call/vapi` with only the import line changed; and the same code must run on
// @org/web-call, over the simulated transport standing in for daily-js. vapi-loose-reads.ts reads
// payloads @vapi-ai/web types as `any`: `@org/web-call/vapi` takes it as written, the strictly
// typed main entry refuses those reads.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createPlatformFetch,
  createSimulatedTransport,
  type SimulatedTransport,
  type SimulatedTransportFactory,
} from '../src/testing';
import type { TransportProperties } from '../src/transport';
import { stubGetUserMedia, stubMediaPlayback } from '../test-support/harness';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const APP = join(here, 'vapi-app.ts');
const LOOSE_READS = join(here, 'vapi-loose-reads.ts');
const VAPI_IMPORT = /from '@vapi-ai\/web';/g;

/** Type-checks `source` as the file `fileName`, strictly; returns the diagnostics as text. */
function typeCheck(fileName: string, source: string): string[] {
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    // A page's usual set-up: Node's types give EventEmitter (which @vapi-ai/web extends) its methods.
    types: ['node'],
    typeRoots: [join(root, 'node_modules/@types')],
    // @vapi-ai/web's own .d.ts imports `openai`, a package it does not depend on.
    skipLibCheck: true,
    baseUrl: root,
    paths: { '@org/web-call': ['src/index.ts'], '@org/web-call/vapi': ['src/vapi.ts'] },
  };
  const host = ts.createCompilerHost(options);
  const read = host.readFile;
  host.readFile = (name) => (name === fileName ? source : read(name));
  const exists = host.fileExists;
  host.fileExists = (name) => name === fileName || exists(name);
  const program = ts.createProgram([fileName], options, host);
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file?.fileName === fileName)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('code written for @vapi-ai/web 2.7.1', () => {
  const source = readFileSync(APP, 'utf8');

  it('imports @vapi-ai/web only', () => {
    expect(source).not.toMatch(/from '@org\/web-call/);
    expect(source.match(VAPI_IMPORT)).toHaveLength(2);
  });

  it('type-checks against @vapi-ai/web as written (the reference)', () => {
    expect(typeCheck(APP, source)).toEqual([]);
  }, 60_000);

  it('type-checks against @org/web-call with only the import changed', () => {
    const swapped = source.replace(VAPI_IMPORT, "from '@org/web-call';");
    expect(typeCheck(join(here, 'vapi-app.swapped.ts'), swapped)).toEqual([]);
  }, 60_000);

  it('type-checks against @org/web-call/vapi with only the import changed', () => {
    const swapped = source.replace(VAPI_IMPORT, "from '@org/web-call/vapi';");
    expect(typeCheck(join(here, 'vapi-app.loose.ts'), swapped)).toEqual([]);
  }, 60_000);
});

describe('code that reads payloads @vapi-ai/web types as `any`', () => {
  const source = readFileSync(LOOSE_READS, 'utf8');

  it('type-checks against @vapi-ai/web as written, and @org/web-call/vapi with the import changed', () => {
    expect(source.match(VAPI_IMPORT)).toHaveLength(1);
    expect(typeCheck(LOOSE_READS, source)).toEqual([]);
    const swapped = source.replace(VAPI_IMPORT, "from '@org/web-call/vapi';");
    expect(typeCheck(join(here, 'vapi-loose-reads.loose.ts'), swapped)).toEqual([]);
  }, 60_000);

  it('is refused by the main entry at each of its three reads', () => {
    const swapped = source.replace(VAPI_IMPORT, "from '@org/web-call';");
    const errors = typeCheck(join(here, 'vapi-loose-reads.swapped.ts'), swapped);
    expect(errors).toEqual([
      // a field the platform's document does not list reads as unknown
      "Type 'unknown' is not assignable to type '{ role: string; content: string; }[]'.",
      "Type 'unknown' is not assignable to type 'string'.",
      // the arguments are an object of unknown values, or their JSON text
      expect.stringContaining("Property 'city' does not exist on type"),
    ]);
  }, 60_000);
});

// The same code, run: its import of @vapi-ai/web is answered by this package, and the default
// transport over daily-js by the simulated transport. Over it, getDailyCallObject() is null.
const page = vi.hoisted(() => ({
  factory: undefined as SimulatedTransportFactory | undefined,
  calls: [] as SimulatedTransport[],
}));
vi.mock('@vapi-ai/web', () => import('../src/index'));
vi.mock('@daily-co/daily-js', () => ({
  default: {
    createCallObject: (properties: TransportProperties) => {
      if (!page.factory) throw new Error('no simulated page');
      return page.factory(properties);
    },
  },
}));

describe('the same code, run on @org/web-call over the simulated transport', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    stubMediaPlayback();
    const fetch = createPlatformFetch({
      tokens: ['pk_app'],
      room: () => ({
        turns: [
          { role: 'assistant', text: 'Hi John, how can I help?' },
          { role: 'user', text: 'Just testing.' },
        ],
      }),
    });
    vi.stubGlobal('fetch', fetch);
    page.calls = [];
    page.factory = createSimulatedTransport({
      fetch,
      onCreate: (call) => page.calls.push(call),
    });
    const track = { kind: 'video', stop() {} };
    stubGetUserMedia(async () => ({ getTracks: () => [track], getVideoTracks: () => [track] }));
    vi.stubGlobal(
      'AudioContext',
      class {
        createGain = () => ({ gain: { value: 1 }, connect: (next: unknown) => next });
        createMediaStreamDestination = () => ({ stream: { getAudioTracks: () => [track] } });
        createMediaStreamSource = () => ({ connect: (next: unknown) => next });
        close = async () => {};
      },
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('every member works as the app expects', async () => {
    const { runVapiApp } = await import('./vapi-app');
    // Once the first call is up, the assistant calls a client-side tool twice (arguments as an
    // object, then as JSON text) and the transcriber changes language: platform messages the app
    // reads, passed through unchanged.
    let platformSpoke = false;
    const running = runVapiApp({
      publicKey: 'pk_app',
      apiBaseUrl: 'https://platform.test',
      assistantId: 'assistant-1',
      wait: async (ms) => {
        const call = page.calls[0];
        if (call && !platformSpoke) {
          platformSpoke = true;
          call.sendRemoteMessage({
            type: 'tool-calls',
            toolCallList: [
              {
                id: 'call-1',
                type: 'function',
                function: { name: 'updateUI', arguments: { message: 'Hi' } },
              },
              {
                id: 'call-2',
                type: 'function',
                function: { name: 'updateUI', arguments: '{"message":"Bye"}' },
              },
            ],
          });
          call.sendRemoteMessage({ type: 'language-change-detected', language: 'es' });
        }
        await vi.advanceTimersByTimeAsync(ms);
      },
    });
    const seen = await running;
    expect(seen).toEqual([
      'listeners: 2 2',
      'events listened: 23',
      'player before the call: null',
      'started in true true',
      'call created',
      'call queued, 0 lines, not ended, no monitor',
      'tool call-1 updateUI: Hi',
      'tool call-2 updateUI: Bye',
      'language es',
      'audio at volume 0.5', // the volume set before the call
      'call-start',
      'speech-start',
      'assistant: Hi John, how can I help?',
      'user: Just testing.',
      'player in the call: 0.5',
      'muted false',
      'muted true',
      'daily undefined 0', // no Daily call object over the simulated transport
      'local observer true 0',
      'recording-started recording-started',
      'recording-stopped recording-stopped',
      // stop(): the room is kept.
      'call-end (prepended)',
      'call-end',
      'ended: customer-ended-call',
      // reconnect(): the kept room, rejoined; then say(…, true) ends the call from the other side.
      'started in true true',
      'call-start',
      'audio at volume 0.5',
      'speech-start',
      "assistant: Our time's up, goodbye!",
      'ended: assistant-ended-call',
      'call-end (prepended)',
      'call-end',
      // The inline assistant of the README, ended with end().
      'started in true true',
      'audio at volume 0.5',
      'call-start',
      'speech-start',
      'call-end (prepended)',
      'call-end',
      'ended: customer-ended-call',
      'payloads logged: true',
      'network tests: callQuality networkConnectivity websocketConnectivity',
      'saved network tests: 3',
    ]);
    // What the app sent reached the assistant: the exported message types, as JSON.
    const sent = (page.calls[0]?.sentMessages ?? []).map((m) =>
      m === 'playable' ? m : (JSON.parse(String(m)) as unknown),
    );
    expect(sent).toEqual(
      expect.arrayContaining([
        'playable',
        expect.objectContaining({ type: 'add-message', message: expect.any(Object) }),
        { type: 'control', control: 'mute-assistant' },
        { type: 'control', control: 'unmute-assistant' },
        expect.objectContaining({ type: 'say', message: 'One moment please.' }),
      ]),
    );
    expect(page.factory?.open).toBe(0); // nothing left on the page
  });
});
