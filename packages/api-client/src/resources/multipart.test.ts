import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createCore } from '../core/core';
import { json, type LocalServer, type ReceivedRequest, startServer } from '../testing/local-server';
import type { CreateFileRequest } from '../types/files';
import { createFile, uploadFile } from './files';
import { cloneVoice } from './providers';

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Parses the raw multipart body the server received, as a server framework would. */
function parseForm(request: ReceivedRequest): Promise<FormData> {
  return new Request('http://server.test/', {
    method: 'POST',
    headers: { 'content-type': String(request.headers['content-type']) },
    body: new Uint8Array(request.body),
  }).formData();
}

async function bytesOf(part: FormDataEntryValue | null): Promise<Buffer> {
  if (!(part instanceof Blob)) throw new Error('expected a file part');
  return Buffer.from(await part.arrayBuffer());
}

async function serve() {
  server = await startServer((_req, res) => json(res, 201, { id: 'f1', status: 'processing' }));
  return createCore({ token: 'sk', baseUrl: server.url });
}

describe('multipart bodies arrive intact (file upload and voice cloning send form data)', () => {
  it('POST /file sends every byte of a large binary file with its name and type', async () => {
    const core = await serve();
    const bytes = randomBytes(3 * 1024 * 1024 + 17);
    const file = new File([bytes], 'handbook ü.pdf', { type: 'application/pdf' });
    // fields the snapshot's `CreateFileDTO` does not name are spread in, and sent as form fields
    const newerFields: Record<string, unknown> = {
      name: 'Handbook',
      metadata: { team: 'front desk' },
    };
    await expect(createFile(core, { file, ...newerFields })).resolves.toEqual({
      id: 'f1',
      status: 'processing',
    });
    const [request] = server?.requests ?? [];
    if (!request) throw new Error('no request');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.authorization).toBe('Bearer sk');
    const form = await parseForm(request);
    const part = form.get('file') as File;
    expect(part.name).toBe('handbook ü.pdf');
    expect(part.type).toBe('application/pdf');
    expect((await bytesOf(part)).equals(bytes)).toBe(true);
    expect(form.get('name')).toBe('Handbook');
    expect(form.get('metadata')).toBe('{"team":"front desk"}');
  });

  it('POST /file/upload names a bare Blob with the given filename', async () => {
    const core = await serve();
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await uploadFile(core, { file: new Blob([bytes]), filename: 'all-bytes.bin' });
    const form = await parseForm(server?.requests[0] as ReceivedRequest);
    expect((form.get('file') as File).name).toBe('all-bytes.bin');
    expect((await bytesOf(form.get('file'))).equals(bytes)).toBe(true);
  });

  it('POST /11labs/voice/clone sends name, description, labels and one part per sample', async () => {
    const core = await serve();
    const first = randomBytes(50_000);
    const second = randomBytes(70_001);
    await cloneVoice(core, {
      name: 'Front desk',
      description: 'Warm, unhurried',
      labels: { accent: 'british', age: 'middle aged' },
      files: [
        new File([first], 'one.wav', { type: 'audio/wav' }),
        new File([second], 'two.mp3', { type: 'audio/mpeg' }),
      ],
    });
    const [request] = server?.requests ?? [];
    expect(request?.url).toBe('/11labs/voice/clone');
    const form = await parseForm(request as ReceivedRequest);
    expect(form.get('name')).toBe('Front desk');
    expect(form.get('description')).toBe('Warm, unhurried');
    expect(JSON.parse(String(form.get('labels')))).toEqual({
      accent: 'british',
      age: 'middle aged',
    });
    const parts = form.getAll('files') as File[];
    expect(parts.map((p) => [p.name, p.type])).toEqual([
      ['one.wav', 'audio/wav'],
      ['two.mp3', 'audio/mpeg'],
    ]);
    expect((await bytesOf(parts[0] ?? null)).equals(first)).toBe(true);
    expect((await bytesOf(parts[1] ?? null)).equals(second)).toBe(true);
  });

  it('POST /file without a file sends JSON instead', async () => {
    const core = await serve();
    // a body without a file, which the platform's schema does not describe
    await createFile(core, {
      name: 'Remote',
      url: 'https://files.test/a.pdf',
    } as unknown as CreateFileRequest);
    const [request] = server?.requests ?? [];
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body.toString() ?? '')).toEqual({
      name: 'Remote',
      url: 'https://files.test/a.pdf',
    });
  });

  it('never repeats a multipart POST after a 5xx', async () => {
    server = await startServer((_req, res) => json(res, 503, { message: 'busy' }));
    const core = createCore({ baseUrl: server.url, retryDelayMs: 1 });
    await expect(
      uploadFile(core, { file: new Blob(['x']), filename: 'x.txt' }),
    ).rejects.toMatchObject({ status: 503, method: 'POST', path: '/file/upload' });
    expect(server.requests).toHaveLength(1);
  });
});
