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
})();
// @org/web-call: `.default` and `.WebCall` are the same class; the testing subpath loads.
if (typeof webCall.default !== 'function' || webCall.default !== webCall.WebCall)
  throw new Error('require().default is not the WebCall class');
if (webCall.buildSayMessage('hi').type !== 'say') throw new Error('bad say message');
if (typeof testing.createSimulatedCallObjectFactory !== 'function')
  throw new Error('the testing subpath has no simulated call object');
if (typeof globalThis.window !== 'undefined')
  throw new Error('requiring @org/web-call made a window');
apiChecks
  .then(() => console.log('cjs ok'))
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
