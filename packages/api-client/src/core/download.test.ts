// The download routes answer with a redirect (302) to a short-lived storage URL. The functions give
// that URL where fetch shows the redirect (`redirect: 'manual'` in Node, Deno, Bun, edge runtimes),
// and the file where fetch follows it (`redirect: 'follow'`, or a browser, which hides a manual
// redirect behind an opaque answer). Checked with msw's fetch interception, with Node's own fetch
// against real 127.0.0.1 servers, and with a fetch that answers as a browser does.
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { downloadCallMonoRecording, downloadCallPcap } from '../resources/calls';
import { rejection } from '../testing/core-harness';
import { json, type LocalServer, startServer } from '../testing/local-server';
import { createCore } from './core';

const API = 'https://api.test';
const STORAGE = 'https://storage.test/recordings/call_1/mono.wav?X-Amz-Expires=300';
const WAV = new Uint8Array([82, 73, 70, 70, 0, 255, 128, 7]);

describe('with msw: the redirect, or the file it leads to', () => {
  const server = setupServer();
  const seen: Request[] = [];
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    seen.length = 0;
  });
  afterAll(() => server.close());

  const platform = (location = STORAGE) =>
    http.get(`${API}/call/:id/mono-recording`, ({ request }) => {
      seen.push(request);
      return new HttpResponse('Found', { status: 302, headers: { location } });
    });
  const storage = http.get('https://storage.test/recordings/call_1/mono.wav', ({ request }) => {
    seen.push(request);
    return new HttpResponse(WAV, { headers: { 'content-type': 'audio/wav' } });
  });

  it('gives the storage URL of the redirect, without fetching the file (the default)', async () => {
    server.use(platform(), storage);
    const core = createCore({ token: 'sk_test', baseUrl: API });
    expect(await downloadCallMonoRecording(core, 'call_1')).toEqual({ url: STORAGE });
    expect(seen.map((request) => request.url)).toEqual([`${API}/call/call_1/mono-recording`]);
    const [sent] = seen;
    expect(sent?.redirect).toBe('manual');
    expect(sent?.headers.get('authorization')).toBe('Bearer sk_test');
    expect(sent?.headers.get('accept')).toBe('*/*');
  });

  it('resolves a relative Location against the route’s URL', async () => {
    server.use(platform('/files/mono.wav'));
    const core = createCore({ token: 'sk_test', baseUrl: API });
    expect(await downloadCallMonoRecording(core, 'call_1')).toEqual({
      url: `${API}/files/mono.wav`,
    });
  });

  it('gives the file, unread and byte for byte, when asked to follow the redirect', async () => {
    server.use(platform(), storage);
    const client = createClient({ token: 'sk_test', baseUrl: API });
    const { url, response } = await client.calls.downloadMonoRecording('call_1', {
      redirect: 'follow',
    });
    expect(url).toBe(STORAGE);
    expect(response?.headers.get('content-type')).toBe('audio/wav');
    expect(new Uint8Array(await (response as Response).arrayBuffer())).toEqual(WAV);
    expect(seen.map((request) => new URL(request.url).host)).toEqual(['api.test', 'storage.test']);
    // fetch drops the key on the way to another origin
    expect(seen[1]?.headers.get('authorization')).toBeNull();
  });

  it('gives the file when the platform answers with it instead of a redirect', async () => {
    server.use(http.get(`${API}/call/:id/pcap`, () => new HttpResponse(WAV)));
    const { url, response } = await downloadCallPcap(createCore({ baseUrl: API }), 'call_1');
    expect(url).toBe(`${API}/call/call_1/pcap`);
    expect((await response?.arrayBuffer())?.byteLength).toBe(WAV.byteLength);
  });

  it('fails like every route on an error answer: a 404 is an ApiError with the platform’s body', async () => {
    const body = { message: 'Artifact not found.', error: 'Not Found', statusCode: 404 };
    server.use(http.get(`${API}/call/:id/pcap`, () => HttpResponse.json(body, { status: 404 })));
    const error = await rejection(downloadCallPcap(createCore({ baseUrl: API }), 'call_1'));
    expect(error).toMatchObject({ reason: 'http', status: 404, body, path: '/call/call_1/pcap' });
  });
});

describe('as a browser answers: a manual redirect is opaque', () => {
  it('asks again and lets fetch follow the redirect, giving the file and where it ended', async () => {
    const modes: (RequestRedirect | undefined)[] = [];
    const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
      modes.push(init?.redirect);
      if (init?.redirect === 'manual') {
        // what a browser gives: status 0, no headers, type 'opaqueredirect'
        const opaque = new Response(null, { status: 200 });
        Object.defineProperties(opaque, {
          type: { value: 'opaqueredirect' },
          status: { value: 0 },
          url: { value: String(input) },
        });
        return opaque;
      }
      const file = new Response(WAV, { headers: { 'content-type': 'audio/wav' } });
      Object.defineProperty(file, 'url', { value: STORAGE });
      return file;
    };
    const core = createCore({ baseUrl: API, fetch });
    const { url, response } = await downloadCallMonoRecording(core, 'call_1');
    expect(modes).toEqual(['manual', 'follow']);
    expect(url).toBe(STORAGE);
    expect(new Uint8Array(await (response as Response).arrayBuffer())).toEqual(WAV);
  });
});

describe('with Node’s own fetch and real servers', () => {
  let api: LocalServer;
  let storage: LocalServer;
  beforeAll(async () => {
    storage = await startServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/vnd.tcpdump.pcap' });
      response.end(Buffer.from(WAV));
    });
    api = await startServer(({ url }, response) => {
      if (url === '/call/missing/pcap')
        return json(response, 404, { message: 'Artifact not found.', statusCode: 404 });
      response.writeHead(302, { location: `${storage.url}/c/call_1.pcap` });
      response.end();
    });
  });
  afterAll(async () => {
    await api.close();
    await storage.close();
  });

  it('shows the redirect to `manual`: the URL, and nothing asked of the storage', async () => {
    const core = createCore({ token: 'sk_test', baseUrl: api.url });
    expect(await downloadCallPcap(core, 'call_1')).toEqual({ url: `${storage.url}/c/call_1.pcap` });
    expect(storage.requests).toHaveLength(0);
  });

  it('follows it to `follow`, without the key, and gives the file', async () => {
    const core = createCore({ token: 'sk_test', baseUrl: api.url });
    const { url, response } = await downloadCallPcap(core, 'call_1', { redirect: 'follow' });
    expect(url).toBe(`${storage.url}/c/call_1.pcap`);
    expect(response?.headers.get('content-type')).toBe('application/vnd.tcpdump.pcap');
    expect(new Uint8Array(await (response as Response).arrayBuffer())).toEqual(WAV);
    expect(storage.requests.at(-1)?.headers.authorization).toBeUndefined();
    expect(api.requests.at(-1)?.headers.authorization).toBe('Bearer sk_test');
  });

  it('throws the platform’s 404', async () => {
    const core = createCore({ token: 'sk_test', baseUrl: api.url, maxRetries: 0 });
    expect((await rejection(downloadCallPcap(core, 'missing'))).status).toBe(404);
  });
});
