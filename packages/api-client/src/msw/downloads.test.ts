// Through msw, as an app's tests run: a download gives the simulated storage's URL, or, asked to
// follow the redirect, the file itself: msw answers a mocked redirect as fetch answers a real one,
// by the request's `redirect` mode, as the README's Downloads item says.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from '../client';
import { platformHandlers } from './handlers';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('downloads under platformHandlers()', () => {
  it('give the storage URL of the redirect, which the handlers serve', async () => {
    server.use(...platformHandlers({ seed: { calls: [{ id: 'call_1' }] } }));
    const client = createClient({ token: 'sk_test' });
    const { url, response } = await client.calls.downloadStereoRecording('call_1');
    expect(response).toBeUndefined();
    expect(url).toMatch(/^https:\/\/api\.vapi\.ai\/simulator\/storage\/call_1\/stereo-recording\?/);
    const file = await fetch(url);
    expect([file.status, file.headers.get('content-type')]).toEqual([200, 'audio/wav']);
  });

  it('give the file when asked to follow the redirect', async () => {
    server.use(...platformHandlers({ seed: { calls: [{ id: 'call_1' }] } }));
    const client = createClient({ token: 'sk_test' });
    const { url, response } = await client.calls.downloadVideoRecording('call_1', {
      redirect: 'follow',
    });
    expect(url).toMatch(/\/simulator\/storage\/call_1\/video-recording\?/);
    expect(response?.headers.get('content-type')).toBe('video/mp4');
    expect(await response?.text()).toBe('Simulated video-recording of call call_1');
  });
});
