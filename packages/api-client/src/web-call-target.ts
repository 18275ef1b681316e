/**
 * The platform's message, in its 400 answer to `POST /call/web`, for a body with no assistant,
 * squad or workflow (docs/requirements.md#starting-a-call). The web-call client says the same
 * before it sends such a body, and the simulator answers with it.
 */
export const MISSING_TARGET_MESSAGE = 'Assistant or Squad or Workflow must be provided.';
