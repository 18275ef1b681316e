// Run by the release test in a fresh project: the published packages through Node's ESM loader.
import * as api from '@org/api-client';
import * as webCall from '@org/web-call';
import * as testing from '@org/web-call/testing';

const url = api.joinUrl(api.DEFAULT_BASE_URL, '/call/web');
if (url !== 'https://api.vapi.ai/call/web') throw new Error(`unexpected URL ${url}`);
const say = webCall.buildSayMessage('hi');
if (say.type !== 'say' || say.interruptionsEnabled !== false) throw new Error('bad say message');
if (typeof testing.buildSayMessage !== 'function') throw new Error('testing subpath is empty');
console.log('esm ok');
