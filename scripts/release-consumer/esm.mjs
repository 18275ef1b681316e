// Run by the release test in a fresh project: the published packages through Node's ESM loader.
import * as api from '@org/api-client';
import * as webCall from '@org/web-call';
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
const say = webCall.buildSayMessage('hi');
if (say.type !== 'say' || say.interruptionsEnabled !== false) throw new Error('bad say message');
if (typeof testing.buildSayMessage !== 'function') throw new Error('testing subpath is empty');
console.log('esm ok');
