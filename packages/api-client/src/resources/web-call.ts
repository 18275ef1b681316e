import { sendBody } from '../core/route';

/**
 * `POST /call/web`: creates a web call for an assistant, squad or workflow
 * (docs/requirements.md#starting-a-call) and answers with the room to join. Kept in its own module
 * so the browser web-call client pulls in nothing else.
 *
 * @example
 * ```ts
 * const core = createCore({ token: publicKey });
 * const { id, webCallUrl } = await createWebCall(core, { assistantId: 'asst_123' });
 * ```
 */
export const createWebCall = sendBody('POST /call/web');
