import type { Core, RequestOptions } from '../core/core';
import type { CreateWebCallRequest, WebCallResponse } from '../types/call';

/**
 * `POST /call/web`: creates a web call for an assistant, squad or workflow (SPEC §3, §7) and
 * answers with the room to join. Kept in its own module so the browser web-call client pulls in
 * nothing else.
 *
 * @example
 * ```ts
 * const core = createCore({ token: publicKey });
 * const { id, webCallUrl } = await createWebCall(core, { assistantId: 'asst_123' });
 * ```
 */
export function createWebCall(
  core: Core,
  body: CreateWebCallRequest,
  options?: RequestOptions,
): Promise<WebCallResponse> {
  return core.request({ ...options, method: 'POST', path: '/call/web', body });
}
