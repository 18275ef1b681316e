// A small consumer of the published packages, type-checked by the release test with strict
// settings and no skipLibCheck. Keep it in step with the packages' public APIs.
import * as api from '@org/api-client';
import { buildSayMessage, type SayMessage } from '@org/web-call';

const message: SayMessage = buildSayMessage('Hello from a consumer', false);
const url: string = api.joinUrl(api.DEFAULT_BASE_URL, '/call/web');
console.log(message.type, url);
