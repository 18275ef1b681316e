// A call's downloads answer with a redirect (302) to the simulated storage, which serves the file
// with its content type, as a presigned URL of the platform's storage does.
import { describe, expect, it } from 'vitest';
import { rejection } from '../testing/core-harness';
import { useSimulatedPlatform } from '../testing/simulated-platform';

const harness = useSimulatedPlatform();
const { platform, statuses } = harness;
/** The storage, reached as a browser or a player would: with no key. */
const fetchFile = (url: string) => harness.simulator.fetch(url);

describe('downloads of a call’s recordings, logs and packet capture', () => {
  it('redirect to the simulated storage, which serves each file with its content type', async () => {
    const client = platform({ seed: { calls: [{ id: 'call 1' }] } });
    const { url, response } = await client.calls.downloadMonoRecording('call 1');
    expect(response).toBeUndefined();
    expect(statuses).toEqual([302]);
    expect(url).toBe(
      'https://api.vapi.ai/simulator/storage/call%201/mono-recording?response-content-type=audio%2Fwav',
    );
    const file = await fetchFile(url);
    expect(file.headers.get('content-type')).toBe('audio/wav');
    expect(await file.text()).toBe('Simulated mono-recording of call call 1');

    const types = [];
    for (const download of [
      client.calls.downloadStereoRecording,
      client.calls.downloadAssistantRecording,
      client.calls.downloadCustomerRecording,
      client.calls.downloadVideoRecording,
      client.calls.downloadLogs,
      client.calls.downloadPcap,
    ]) {
      const stored = await fetchFile((await download('call 1')).url);
      types.push(stored.headers.get('content-type'));
    }
    expect(types).toEqual([
      'audio/wav',
      'audio/wav',
      'audio/wav',
      'video/mp4',
      'application/x-ndjson',
      'application/vnd.tcpdump.pcap',
    ]);
  });

  it('answers 404 for a call the platform does not have, and the storage needs no key', async () => {
    const client = platform({ seed: { calls: [{ id: 'call_1' }] } });
    const error = await rejection(client.calls.downloadPcap('call_x'));
    expect(error).toMatchObject({ status: 404, path: '/call/call_x/pcap' });
    const { url } = await client.calls.downloadPcap('call_1');
    expect((await fetchFile(url)).status).toBe(200);
  });

  it('fails the storage by its own route, e.g. as an expired URL', async () => {
    const client = platform({
      seed: { calls: [{ id: 'call_1' }] },
      faults: {
        'GET /simulator/storage/{id}/{file}': { status: 403, message: 'Request has expired' },
      },
    });
    const { url } = await client.calls.downloadPcap('call_1');
    expect((await fetchFile(url)).status).toBe(403);
  });
});
