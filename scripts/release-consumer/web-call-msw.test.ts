// Run by the release test in a fresh project that installed the published `@org/web-call` with
// msw and Vitest next to it: a simulated web call, end to end, with nothing but msw's
// `setupServer` (the handlers of `@org/web-call/testing/msw`) and the simulated transport, as
// the package README's "Testing your app" shows it.
import { WebCall } from '@org/web-call';
import { createSimulatedTransport } from '@org/web-call/testing';
import { webCallHandlers } from '@org/web-call/testing/msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, test, vi } from 'vitest';

const server = setupServer(
  ...webCallHandlers({
    tokens: ['pk_release'],
    room: () => ({ turns: [{ role: 'assistant', text: 'Hello from the mock platform' }] }),
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

test('a simulated web call starts through msw, is heard and ends', async () => {
  const factory = createSimulatedTransport();
  const call = new WebCall('pk_release', undefined, undefined, undefined, {
    transport: factory,
  });
  const heard = new Promise<string>((resolve) =>
    call.on('message', (message) => {
      if (message.type === 'transcript' && message.transcriptType === 'final')
        resolve(message.transcript);
    }),
  );
  const ended = new Promise<void>((resolve) => call.on('call-end', () => resolve()));

  const started = await call.start('asst_release');
  expect(started).toMatchObject({ type: 'webCall', status: 'queued', assistantId: 'asst_release' });
  expect(started?.webCallUrl).toBe(`https://api.vapi.ai/simulator/rooms/${started?.id}`);
  expect(await heard).toBe('Hello from the mock platform');

  factory.last?.endFromRemote();
  await ended;
  await vi.waitFor(() => expect(factory.last?.isDestroyed()).toBe(true));
});

test('a key the platform does not accept starts no call', async () => {
  const call = new WebCall('pk_unknown', undefined, undefined, undefined, {
    transport: createSimulatedTransport(),
  });
  const errors: unknown[] = [];
  call.on('error', (error) => errors.push(error));
  expect(await call.start('asst_release')).toBeNull();
  expect(errors).toHaveLength(1);
});
