import { connect, type Socket } from 'node:net';

/** What a server sent back on one raw connection, read until it closed the connection. */
export interface RawAnswer {
  /** Everything received, as text. */
  readonly raw: string;
  /** The status code of the first response (0 when nothing came back). */
  readonly status: number;
  /** Header names in lower case, of the first response. */
  readonly headers: Record<string, string>;
  /** The body of the first response, as text. */
  readonly body: string;
  /** Milliseconds from connecting until the server closed the connection. */
  readonly closedAfterMs: number;
}

/** A raw TCP connection to a local HTTP server, for tests where the wire itself matters. */
export interface RawConnection {
  readonly socket: Socket;
  /** Sends bytes as they are (no framing added). */
  send(data: string | Buffer): Promise<void>;
  /** Resolves once the server closed the connection (or after `timeoutMs`, rejecting). */
  closed(timeoutMs?: number): Promise<RawAnswer>;
  /** Everything received so far. */
  received(): string;
}

/** Opens a raw connection to 127.0.0.1:`port`. */
export async function rawConnect(port: number): Promise<RawConnection> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('error', reject);
  });
  const started = Date.now();
  let text = '';
  socket.on('data', (chunk) => {
    text += chunk.toString('latin1');
  });
  // A reset after the answer is fine for these tests: what matters is what arrived before it.
  socket.on('error', () => {});
  const ended = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now())));
  return {
    socket,
    send: (data) =>
      new Promise<void>((resolve, reject) =>
        socket.write(data, (error) => (error ? reject(error) : resolve())),
      ),
    async closed(timeoutMs = 10_000) {
      let timer: NodeJS.Timeout | undefined;
      const at = await Promise.race([
        ended,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`the server kept the connection open; received: ${text}`)),
            timeoutMs,
          );
        }),
      ]).finally(() => clearTimeout(timer));
      return { ...parseResponse(text), raw: text, closedAfterMs: at - started };
    },
    received: () => text,
  };
}

/** Splits the first HTTP/1.1 response of `text` into status, headers and body. */
export function parseResponse(text: string): Pick<RawAnswer, 'status' | 'headers' | 'body'> {
  const end = text.indexOf('\r\n\r\n');
  if (end === -1) return { status: 0, headers: {}, body: '' };
  const [statusLine = '', ...lines] = text.slice(0, end).split('\r\n');
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = Number(headers['content-length'] ?? Number.NaN);
  const rest = text.slice(end + 4);
  return {
    status: Number(statusLine.split(' ')[1] ?? 0),
    headers,
    body: Number.isNaN(length) ? rest : rest.slice(0, length),
  };
}
