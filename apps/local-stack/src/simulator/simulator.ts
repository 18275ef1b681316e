import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  createPlatformSimulator,
  type PlatformSimulator,
  platformError,
} from '@org/api-client/simulator';
import { DEFAULT_GATEWAY_LIMITS } from '../http-guard';
import { BodyTooLargeError, readBytes } from '../http-util';
import { roomScriptFor } from './scripts';

/** Options of {@link createSimulator}. */
export interface SimulatorOptions {
  /** The public key callers must present as `Authorization: Bearer <key>`. */
  publicKey: string;
  /** The gateway's public origin: the platform answers on it, and its rooms' URLs are on it. */
  origin: string;
  /**
   * The largest request body it reads (a file upload included): the gateway's `maxBodyBytes`, by
   * default its default; a larger one gets 413 with the platform's error body.
   */
  maxBodyBytes?: number;
}

/** The voice platform on the gateway: the platform simulator of `@org/api-client`, over HTTP. */
export interface Simulator {
  /** Answers the request if it is one of the platform's paths; returns false to let the caller answer. */
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean>;
}

/** Writes a `Response` to the Node response; a network error (a fault) drops the connection. */
async function send(res: ServerResponse, response: Response): Promise<void> {
  if (response.type === 'error') {
    res.destroy();
    return;
  }
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, {
    ...Object.fromEntries(response.headers),
    'content-length': body.length,
  });
  res.end(body);
}

/**
 * Creates the voice platform of the local stack: every route the web-call client and the API
 * client send, answered by one platform simulator
 * with the site's demo conversations in its rooms.
 * It accepts the local public key only. Rooms and resources live in memory for the life of the stack.
 */
export function createSimulator(options: SimulatorOptions): Simulator & {
  readonly platform: PlatformSimulator;
} {
  const platform = createPlatformSimulator({
    baseUrl: options.origin,
    tokens: [options.publicKey],
    room: roomScriptFor,
  });
  const maxBodyBytes = options.maxBodyBytes ?? DEFAULT_GATEWAY_LIMITS.maxBodyBytes;
  return {
    platform,
    async handle(req, res, path) {
      const url = new URL(req.url ?? path, options.origin);
      if (!platform.serves(url)) return false;
      let body: Uint8Array<ArrayBuffer> | undefined;
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        try {
          body = Uint8Array.from(await readBytes(req, maxBodyBytes));
        } catch (error) {
          if (!(error instanceof BodyTooLargeError)) throw error;
          await send(res, platformError(413, error.message));
          return true;
        }
      }
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers))
        for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value])
          headers.append(name, item);
      const request = new Request(url, { method: req.method, headers, body });
      await send(res, await platform.handle(request));
      return true;
    },
  };
}
