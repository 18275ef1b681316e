import type {
  Call,
  CreateCallRequest,
  CreateWebCallRequest,
  WebCallResponse,
} from '../../types/call';
import type { Campaign, CreateCampaignRequest } from '../../types/campaign';
import type { Chat, ChatInput, CreateChatRequest, CreateWebChatRequest } from '../../types/chat';
import type { ChatMessage, JsonObject } from '../../types/common';
import type { CreateSessionRequest, Session } from '../../types/session';
import { webCallRequestProblems } from '../../web-call-rules';
import { crud, stamp } from '../crud';
import { badRequest, notFound } from '../errors';
import { jsonBody, matching, type RouteContext, requireFields } from '../request';
import { copy } from '../state';
import type { AnswerTable, EventStream } from './table';

/** Path of the simulated media rooms that `webCallUrl` points into, as on the local stack. */
export const ROOMS_PATH = '/simulator/rooms/';

const CALL_FILTERS = {
  equal: ['id', 'assistantId', 'squadId', 'phoneNumberId', 'status', 'type', 'endedReason'],
};

const calls = crud<CreateCallRequest, Call>({
  label: 'Call',
  collection: (state) => state.calls,
  required: {},
  make: (body, base) => ({
    ...body,
    ...base,
    type: body.customer || body.customers ? 'outboundPhoneCall' : 'webCall',
    status: body.schedulePlan ? 'scheduled' : 'queued',
  }),
  list: CALL_FILTERS,
});

function createWebCall(ctx: RouteContext): WebCallResponse {
  const body = jsonBody<CreateWebCallRequest>(ctx);
  const problems = webCallRequestProblems(body);
  if (problems.length) throw badRequest(problems);
  const base = stamp(ctx);
  const webCallUrl = `${ctx.state.baseUrl}${ROOMS_PATH}${base.id}`;
  const { assistantId, squadId, workflowId, assistant, assistantOverrides } = body;
  const call: WebCallResponse = {
    ...base,
    type: 'webCall',
    status: 'queued',
    webCallUrl,
    transport: { provider: 'daily', callUrl: webCallUrl, assistantVideoEnabled: false },
    artifactPlan: { videoRecordingEnabled: false },
    ...(assistantId ? { assistantId } : {}),
    ...(squadId ? { squadId } : {}),
    ...(workflowId ? { workflowId } : {}),
    ...(assistant ? { assistant } : {}),
    ...(assistantOverrides ? { assistantOverrides } : {}),
  };
  ctx.state.calls.set(call.id, call);
  return copy(call);
}

/** The calls matching the query, as CSV (what the export route downloads). */
function exportCalls(ctx: RouteContext): string {
  const results = matching(ctx.state.calls.values(), ctx.query, CALL_FILTERS);
  const columns = ['id', 'type', 'status', 'assistantId', 'createdAt', 'endedReason', 'cost'];
  const cell = (value: unknown) => {
    const text = value == null ? '' : String(value);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  const rows = results.map((call) => columns.map((c) => cell(call[c])).join(','));
  return `${[columns.join(','), ...rows].join('\n')}\n`;
}

/** The text of the last user turn of a chat input. */
function lastUserText(input: ChatInput): string {
  if (typeof input === 'string') return input;
  const turns = input.filter((message) => message.role === 'user');
  return turns.at(-1)?.content ?? '';
}

/** The simulated assistant's reply to a chat turn. */
export const chatReply = (input: ChatInput): string => `Simulated reply to: ${lastUserText(input)}`;

function createChat(ctx: RouteContext): Chat {
  const body = requireFields<CreateChatRequest | CreateWebChatRequest>(ctx, {
    input: 'text-or-messages',
  });
  if (body.sessionId && !ctx.state.sessions.has(body.sessionId))
    throw notFound('Session', body.sessionId);
  const { stream: _stream, ...fields } = body;
  const input = body.input;
  const messages: ChatMessage[] =
    typeof input === 'string' ? [{ role: 'user', content: input }] : input;
  const chat: Chat = {
    ...fields,
    ...stamp(ctx),
    messages,
    output: [{ role: 'assistant', content: chatReply(input) }],
    cost: 0,
  };
  ctx.state.chats.set(chat.id, chat);
  return copy(chat);
}

/** `POST /chat` with `stream: true`: the reply as server-sent events, a word at a time. */
function streamChat(ctx: RouteContext): EventStream {
  const chat = createChat(ctx);
  const reply = chat.output?.[0]?.content ?? '';
  const events = reply.split(/(?<= )/).map((delta) => ({
    id: chat.id,
    sessionId: chat.sessionId,
    path: 'chat.output[0].content',
    delta,
  }));
  return { kind: 'event-stream', events };
}

const chats = crud<CreateChatRequest, Chat>({
  label: 'Chat',
  collection: (state) => state.chats,
  required: { input: 'text-or-messages' },
  make: (body, base) => ({ ...body, ...base }),
  list: { equal: ['assistantId', 'squadId', 'sessionId', 'previousChatId'] },
});

const campaigns = crud<CreateCampaignRequest, Campaign>({
  label: 'Campaign',
  collection: (state) => state.campaigns,
  required: { name: 'string', phoneNumberId: 'string', customers: 'array' },
  make: (body, base) => ({
    ...body,
    ...base,
    status: 'scheduled',
    callsCounterScheduled: body.customers.length,
    callsCounterQueued: 0,
    callsCounterInProgress: 0,
    callsCounterEnded: 0,
  }),
  list: { equal: ['id', 'status'] },
});

const sessions = crud<CreateSessionRequest, Session>({
  label: 'Session',
  collection: (state) => state.sessions,
  required: {},
  make: (body, base) => ({ status: 'active', ...body, ...base }),
  list: { equal: ['name', 'assistantId', 'squadId'] },
});

/** The answers of the call, chat, campaign, session and support routes. */
export const callAnswers = {
  'POST /call': calls.create,
  'GET /call': calls.list,
  'GET /call/{id}': calls.get,
  'PATCH /call/{id}': calls.update,
  'DELETE /call/{id}': calls.remove,
  'POST /call/phone': calls.create,
  'POST /call/web': createWebCall,
  'GET /v2/call': calls.page,
  'GET /v2/call/export': exportCalls,
  'GET /v2/call/metadata': (ctx): JsonObject => ({
    totalItems: matching(ctx.state.calls.values(), ctx.query, CALL_FILTERS).length,
  }),
  'GET /chat': chats.page,
  'POST /chat': (ctx) =>
    jsonBody<CreateChatRequest>(ctx).stream ? streamChat(ctx) : createChat(ctx),
  'GET /chat/{id}': chats.get,
  'DELETE /chat/{id}': chats.remove,
  'POST /chat/responses': createChat,
  'POST /chat/web': createChat,
  'POST /chat/web/responses': createChat,
  'POST /campaign': campaigns.create,
  'GET /campaign': campaigns.page,
  'GET /campaign/paginated': campaigns.page,
  'GET /campaign/{id}': campaigns.get,
  'PATCH /campaign/{id}': campaigns.update,
  'DELETE /campaign/{id}': campaigns.remove,
  'POST /session': sessions.create,
  'GET /session': sessions.page,
  'GET /session/{id}': sessions.get,
  'PATCH /session/{id}': sessions.update,
  'DELETE /session/{id}': sessions.remove,
  'POST /support/ticket': (ctx): JsonObject => ({ ...jsonBody<JsonObject>(ctx), ...stamp(ctx) }),
} satisfies Partial<AnswerTable>;
