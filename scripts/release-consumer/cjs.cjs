// Run by the release test in a fresh project: the published packages through require().
const api = require('@org/api-client');
const webCall = require('@org/web-call');
const testing = require('@org/web-call/testing');

const url = api.joinUrl(api.DEFAULT_BASE_URL, '/call/web');
if (url !== 'https://api.vapi.ai/call/web') throw new Error(`unexpected URL ${url}`);
if (webCall.buildSayMessage('hi').type !== 'say') throw new Error('bad say message');
if (typeof testing.buildSayMessage !== 'function') throw new Error('testing subpath is empty');
console.log('cjs ok');
