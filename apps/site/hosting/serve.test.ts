// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding, type RunningServer, startStaticServer } from './serve';

let root: string;
let server: RunningServer;
const page = `<!doctype html><title>x</title>${'<p>compress me</p>'.repeat(200)}`;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'static-serve-'));
  await writeFile(join(root, 'index.html'), page);
  await writeFile(join(root, 'poster.webp'), Buffer.alloc(2048, 7));
  server = await startStaticServer({ root, port: 0 });
});
afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

/** Raw bytes, without fetch's automatic decompression. */
async function fetchRaw(path: string, acceptEncoding?: string) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        `${server.origin}${path}`,
        { headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the edge compression of the stand-in host', () => {
  it('prefers Brotli, then gzip, and sends text as is to clients that accept neither', async () => {
    const br = await fetchRaw('/', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(page);
    expect(br.body.length).toBeLessThan(page.length / 5);
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(String(br.headers.etag)).toMatch(/^W\//);

    const gzip = await fetchRaw('/', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(page);

    const plain = await fetchRaw('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    expect(Number(plain.headers['content-length'])).toBe(page.length);
  });

  it('leaves images alone', async () => {
    const image = await fetchRaw('/poster.webp', 'br');
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.body.length).toBe(2048);
  });

  it('reads Accept-Encoding weights', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
