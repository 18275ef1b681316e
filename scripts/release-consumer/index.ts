// A small consumer of the published packages, type-checked by the release test with strict
// settings and no skipLibCheck. Keep it in step with the packages' public APIs.
import * as api from '@org/api-client';
import WebCall, {
  buildSayMessage,
  isWebCallError,
  type SayMessage,
  type WebCallErrorEvent,
  type WebCallMessage,
} from '@org/web-call';
import { createSimulatedTransport, type SimulatedRoom } from '@org/web-call/testing';

const message: SayMessage = buildSayMessage('Hello from a consumer', false);
// @org/web-call as the site uses it: typed events that narrow, a typed error, the testing subpath.
const room: SimulatedRoom = { turns: [{ role: 'assistant', text: 'Hi' }], endCall: true };
const phone = new WebCall('pk', undefined, undefined, undefined, {
  transport: createSimulatedTransport({ script: room, pacing: 'natural' }),
});
const lines: string[] = [];
phone.on('message', (m: WebCallMessage) => {
  if (m.type === 'transcript' && m.transcriptType === 'final')
    lines.push(`${m.role}: ${m.transcript}`);
  if (m.type === 'status-update' && m.status === 'ended') lines.push(m.endedReason ?? 'ended');
});
phone.on('volume-level', (volume: number) => volume.toFixed(2));
phone.on('error', (event: WebCallErrorEvent) => {
  if (isWebCallError(event.error)) lines.push(`${event.type}: ${event.error.message}`);
});
phone.once('call-start-failed', (failure) =>
  lines.push(`${failure.stage} ${failure.context.isMobile}`),
);
const call: Promise<{ id?: string; webCallUrl: string } | null> = phone.start('asst_1');
void call.finally(() => phone.stop());
const client: api.Client = api.createClient({ token: 'sk', timeoutMs: 5_000 });
// a field newer than the package's snapshot of the platform's schema is spread in
const newer: Record<string, unknown> = { metadata: { source: 'consumer' } };
const request: api.CreateWebCallRequest = {
  assistantId: 'asst_1',
  assistantOverrides: { variableValues: { name: 'Ann' } },
  roomDeleteOnUserLeaveEnabled: true,
  ...newer,
};
const stream: AsyncGenerator<api.ChatStreamEvent, void, undefined> = client.chats.stream({
  input: 'Hi',
});
const capped = api.createClient({ maxResponseBytes: api.DEFAULT_MAX_RESPONSE_BYTES * 2 });
const firstPages = capped.calls.paginate({ limit: 10 }, { maxPages: 2 });
const pending: Promise<api.WebCallResponse> = api.createWebCall(client.core, request);
const pages: AsyncGenerator<api.Call, void, undefined> = client.calls.paginate({ limit: 10 });
const onError = (error: unknown): string =>
  api.isApiError(error) ? `${error.reason} ${error.status ?? ''}` : 'other';
console.log(message.type, typeof pending, typeof pages, onError, stream, firstPages);
