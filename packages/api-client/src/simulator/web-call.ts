import type { VoiceConfig } from '../types/assistant';
import type { CreateWebCallRequest, WebCallResponse } from '../types/call';
import { stamp } from './crud';
import { badRequest } from './errors';
import { jsonBody, type RouteContext } from './request';
import { defaultRoom } from './rooms';
import { copy } from './state';
import { webCallRequestProblems } from './web-call-rules';

/**
 * `POST /call/web`: checks the body as the platform does, stores a queued web call and opens
 * its room, which the call's `webCallUrl` names.
 */
export function createWebCall(ctx: RouteContext): WebCallResponse {
  const body = jsonBody<CreateWebCallRequest>(ctx);
  const problems = webCallRequestProblems(body);
  if (problems.length) throw badRequest(problems);
  const base = stamp(ctx);
  const webCallUrl = `${ctx.roomsUrl}/${base.id}`;
  const { assistantId, squadId, workflowId, assistant, assistantOverrides } = body;
  const { room, videoRecordingEnabled = false, voiceProvider, callToken } = ctx.webCall;
  const call: WebCallResponse = {
    ...base,
    type: 'webCall',
    status: 'queued',
    webCallUrl,
    transport: {
      provider: 'daily',
      callUrl: webCallUrl,
      assistantVideoEnabled: false,
      ...(callToken ? { callToken } : {}),
    },
    artifactPlan: { videoRecordingEnabled },
    ...(assistantId ? { assistantId } : {}),
    ...(squadId ? { squadId } : {}),
    ...(workflowId ? { workflowId } : {}),
    ...(assistant || voiceProvider
      ? {
          assistant: {
            ...assistant,
            // the provider as the option names it, a voice of the simulator's own
            ...(voiceProvider
              ? { voice: { provider: voiceProvider, voiceId: 'simulated' } as VoiceConfig }
              : {}),
          },
        }
      : {}),
    ...(assistantOverrides ? { assistantOverrides } : {}),
  };
  ctx.state.calls.set(call.id, call);
  ctx.rooms.open(
    call.id,
    room?.(body) ?? defaultRoom(body),
    body.roomDeleteOnUserLeaveEnabled !== false,
  );
  return copy(call);
}
