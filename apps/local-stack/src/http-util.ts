import type { IncomingMessage, ServerResponse } from 'node:http';

/** Writes a JSON response (with any extra headers already set on `res` kept). */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
}

/** The message of a 413, naming the limit: the gateway's and the simulator's. */
export function bodyTooLargeMessage(maxBodyBytes: number): string {
  return `The request body is larger than the local stack accepts (${maxBodyBytes} bytes).`;
}

/** Raised when a request body is larger than allowed; its message is the 413's. */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
  constructor(readonly limitBytes: number) {
    super(bodyTooLargeMessage(limitBytes));
  }
}

/** Reads a whole request body, refusing anything past `limitBytes`. */
export async function readBytes(req: IncomingMessage, limitBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > limitBytes) throw new BodyTooLargeError(limitBytes);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The bearer token of an `Authorization` header, if any. */
export function bearerToken(req: IncomingMessage): string | undefined {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  return match?.[1];
}
