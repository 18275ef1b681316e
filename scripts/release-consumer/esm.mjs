// Run by the release test in a fresh project: the published packages through Node's ESM loader.
import * as api from '@org/api-client';
import WebCall, * as webCall from '@org/web-call';
import * as testing from '@org/web-call/testing';

// @org/api-client: the real client over an injected fetch (no network), its routes and errors.
const sent = [];
const fakeFetch = async (url, init) => {
  sent.push(`${init.method} ${url} ${init.headers.get('authorization')}`);
  if (String(url).endsWith('/assistant/missing'))
    return Response.json({ message: 'Not Found' }, { status: 404 });
  return Response.json(
    String(url).includes('/call/web') ? { id: 'call_1', webCallUrl: 'https://room.test/r' } : [],
  );
};
const client = api.createClient({ token: 'sk_release', fetch: fakeFetch });
if (!Array.isArray(await client.assistants.list({ limit: 1 })))
  throw new Error('bad assistants list');
const webCallCreated = await api.createWebCall(api.createCore({ token: 'pk', fetch: fakeFetch }), {
  assistantId: 'a1',
});
if (webCallCreated.webCallUrl !== 'https://room.test/r') throw new Error('bad web call');
const notFound = await client.assistants.get('missing').catch((error) => error);
if (!api.isApiError(notFound) || notFound.status !== 404)
  throw new Error('expected an ApiError 404');
if (sent[0] !== 'GET https://api.vapi.ai/assistant?limit=1 Bearer sk_release')
  throw new Error(`unexpected request ${sent[0]}`);
if (sent[1] !== `POST ${api.DEFAULT_BASE_URL}/call/web Bearer pk`)
  throw new Error(`unexpected request ${sent[1]}`);
// @org/web-call: the default import is the class itself (not `{ default }`), importing touched no
// `window`, and a whole call runs over the testing subpath's simulated transport and platform.
if (typeof globalThis.window !== 'undefined')
  throw new Error('importing @org/web-call made a window');
if (typeof WebCall !== 'function' || WebCall !== webCall.WebCall || WebCall.name !== 'WebCall')
  throw new Error('the default import is not the WebCall class');
const say = webCall.buildSayMessage('hi');
if (say.type !== 'say' || say.interruptionsEnabled !== false) throw new Error('bad say message');
const platformFetch = testing.createPlatformFetch({ publicKeys: ['pk_release'] });
const factory = testing.createSimulatedTransport({
  fetch: platformFetch,
  script: { turns: [{ role: 'assistant', text: 'Hello from the release test' }] },
});
const phone = new WebCall('pk_release', 'https://platform.test', undefined, undefined, {
  transport: factory,
  fetch: platformFetch,
});
const final = new Promise((resolve) => {
  phone.on('message', (m) => {
    if (m.type === 'transcript' && m.transcriptType === 'final') resolve(m.transcript);
  });
});
// the first start also loads and compiles the simulator's check of its body: seconds on a busy
// machine, so the bound on the transcript counts from the start's answer
const started = await phone.start('assistant-id');
if (!started?.webCallUrl?.includes('/simulator/rooms/'))
  throw new Error('start() did not create a call');
let timer;
const heard = await Promise.race([
  final,
  new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('no final transcript within 5 s')), 5_000);
  }),
]);
clearTimeout(timer);
if (heard !== 'Hello from the release test') throw new Error('wrong transcript');
await phone.stop();
if (factory.last?.isDestroyed() !== true) throw new Error('stop() left the transport alive');
console.log('esm ok');
