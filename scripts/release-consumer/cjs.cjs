// Run by the release test in a fresh project: the published packages through require().
const api = require('@org/api-client');
const webCall = require('@org/web-call');
const testing = require('@org/web-call/testing');

// @org/api-client: the real client over an injected fetch (no network), its routes and errors.
const apiChecks = (async () => {
  const fakeFetch = async (url, init) =>
    Response.json(
      { url: String(url), method: init.method },
      { status: String(url).endsWith('/x') ? 500 : 200 },
    );
  const client = api.createClient({ token: 'sk', fetch: fakeFetch, maxRetries: 0 });
  const echoed = await client.calls.get('a b');
  if (echoed.url !== 'https://api.vapi.ai/call/a%20b')
    throw new Error(`unexpected URL ${echoed.url}`);
  const failed = await client.tools.get('x').catch((error) => error);
  if (!api.isApiError(failed) || failed.reason !== 'http' || failed.status !== 500)
    throw new Error('expected an ApiError 500');
  // unsafe path values are refused before fetch is called
  const refused = await client.tools.get('..').catch((error) => error);
  if (!api.isApiError(refused) || refused.reason !== 'invalid-argument')
    throw new Error('expected an invalid-argument ApiError');
  // a streamed chat, read through the published build and its eventsource-parser dependency
  const sse = (delta) =>
    `data: ${JSON.stringify({ id: 's1', path: 'chat.output[0].content', delta })}\n\n`;
  const streaming = api.createClient({
    token: 'sk',
    fetch: async () =>
      new Response(`${sse('Hel')}${sse('lo')}data: [DONE]\n\n`, {
        status: 201,
        headers: { 'content-type': 'text/event-stream' },
      }),
  });
  let reply = '';
  for await (const { delta } of streaming.chats.stream({ input: 'Hi' })) reply += delta;
  if (reply !== 'Hello') throw new Error(`unexpected streamed reply ${reply}`);
})();
// @org/web-call: `.default` and `.WebCall` are the same class; the testing subpath loads.
if (typeof webCall.default !== 'function' || webCall.default !== webCall.WebCall)
  throw new Error('require().default is not the WebCall class');
if (webCall.buildSayMessage('hi').type !== 'say') throw new Error('bad say message');
if (typeof testing.createSimulatedTransport !== 'function')
  throw new Error('the testing subpath has no simulated transport');
if (typeof globalThis.window !== 'undefined')
  throw new Error('requiring @org/web-call made a window');
apiChecks
  .then(() => console.log('cjs ok'))
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
