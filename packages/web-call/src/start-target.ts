import type { CreateWebCallRequest } from '@org/api-client';

// What `start()` and `reconnect()` are asked to run, and the `POST /call/web` body of a start.

/** An assistant, squad or workflow: its id, or an inline definition. */
export type Target<T> = string | T;

/** What `start()` was asked to run. */
export interface StartTarget {
  assistant?: Target<NonNullable<CreateWebCallRequest['assistant']>>;
  assistantOverrides?: CreateWebCallRequest['assistantOverrides'];
  squad?: Target<NonNullable<CreateWebCallRequest['squad']>>;
  workflow?: Target<NonNullable<CreateWebCallRequest['workflow']>>;
  workflowOverrides?: CreateWebCallRequest['workflowOverrides'];
  roomDeleteOnUserLeaveEnabled?: boolean;
}

/**
 * The call `reconnect()` rejoins: what `start()` resolved to, or at least these fields of it (the
 * `WebCall` type of `@vapi-ai/web`).
 */
export interface ReconnectCall {
  /** The room to join (`webCallUrl`, or `transport.callUrl`, of the created call). */
  webCallUrl: string;
  id?: string;
  artifactPlan?: { videoRecordingEnabled?: boolean };
  assistant?: { voice?: { provider?: string } };
  /**
   * With `callToken`: the meeting token to join with (it starts the recording); with `callUrl`, the
   * room of a newer platform when `webCallUrl` is empty.
   */
  transport?: { callToken?: string; callUrl?: string; assistantVideoEnabled?: boolean };
  webCallToken?: string;
}

/**
 * Builds the `POST /call/web` body (docs/requirements.md#starting-a-call): ids go to `…Id`, inline
 * objects (and options) as they are; absent fields are left out.
 */
export function buildWebCallRequest(target: StartTarget): CreateWebCallRequest {
  const body: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(target)) {
    if (value !== undefined) body[typeof value === 'string' ? `${key}Id` : key] = value;
  }
  return body as CreateWebCallRequest;
}
