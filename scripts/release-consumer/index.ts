// A small consumer of the published packages, type-checked by the release test with strict
// settings and no skipLibCheck. Keep it in step with the packages' public APIs.
import * as api from '@org/api-client';
import { buildSayMessage, type SayMessage } from '@org/web-call';

const message: SayMessage = buildSayMessage('Hello from a consumer', false);
const client: api.Client = api.createClient({ token: 'sk', timeoutMs: 5_000 });
const request: api.CreateWebCallRequest = {
  assistantId: 'asst_1',
  assistantOverrides: { variableValues: { name: 'Ann' } },
};
const pending: Promise<api.WebCallResponse> = api.createWebCall(client.core, request);
const pages: AsyncGenerator<api.Call, void, undefined> = client.calls.paginate({ limit: 10 });
const onError = (error: unknown): string =>
  api.isApiError(error) ? `${error.reason} ${error.status ?? ''}` : 'other';
console.log(message.type, typeof pending, typeof pages, onError);
