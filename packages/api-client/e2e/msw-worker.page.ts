// Runs in Chromium (msw-worker.spec.ts bundles it): the built `@org/api-client/msw` under
// msw's `setupWorker`, driven by the built client, as an app's browser tests would use them.
import { setupWorker } from 'msw/browser';
import { createClient, isApiError } from '../dist/index.js';
import { platformHandlers } from '../dist/msw.js';

const baseUrl = 'https://api.platform.test';

/** The status of a call that must fail, or the error that was not an ApiError. */
async function status(promise: Promise<unknown>): Promise<number | string> {
  try {
    await promise;
    return 'resolved';
  } catch (error) {
    return isApiError(error) ? (error.status ?? error.reason) : String(error);
  }
}

async function run() {
  const worker = setupWorker(
    ...platformHandlers({ baseUrl, seed: { assistants: [{ id: 'asst_seeded', name: 'Seeded' }] } }),
  );
  await worker.start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    onUnhandledRequest: 'error',
    quiet: true,
  });
  const client = createClient({ token: 'pk_browser', baseUrl, maxRetries: 0 });

  const created = await client.assistants.create({ name: 'Front desk' });
  const fetched = await client.assistants.get(created.id);
  const listed = (await client.assistants.list()).map((assistant) => assistant.name);
  const updated = await client.assistants.update(created.id, { name: 'Reception' });
  await client.assistants.delete(created.id);
  const afterDelete = await status(client.assistants.get(created.id));
  const withoutKey = await status(createClient({ baseUrl, maxRetries: 0 }).assistants.list());

  const page = await client.assistants.listPage({ limit: 1 });
  const call = await client.calls.createWeb({ assistantId: 'asst_seeded' });
  let reply = '';
  for await (const { delta } of client.chats.stream({ input: 'Hello from Chromium' }))
    reply += delta;
  const file = await client.files.create({
    file: new File([new Uint8Array(16)], 'sample.wav', { type: 'audio/wav' }),
  });
  worker.stop();

  return {
    controlled: navigator.serviceWorker.controller !== null,
    sameAssistant: fetched.id === created.id && fetched.name === 'Front desk',
    listed,
    updated: updated.name,
    afterDelete,
    withoutKey,
    page: page.metadata,
    webCallUrl: call.webCallUrl === `${baseUrl}/simulator/rooms/${call.id}`,
    reply,
    file: [file.originalName, file.bytes, file.mimetype],
  };
}

run().then(
  (result) => {
    document.body.dataset.result = JSON.stringify(result);
  },
  (error: unknown) => {
    document.body.dataset.result = JSON.stringify({ error: String(error) });
  },
);
