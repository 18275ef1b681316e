import type { Call, CreateCallRequest } from '../../types/call';
import type { Campaign, CreateCampaignRequest } from '../../types/campaign';
import type {
  Chat,
  ChatInput,
  ChatMessage,
  ChatResponse,
  CreateChatRequest,
  CreateWebChatRequest,
  WebChat,
} from '../../types/chat';
import type { CreateSessionRequest, Session } from '../../types/session';
import { crud, type StoredResources, stamp } from '../crud';
import { notFound } from '../errors';
import { jsonBody, type RouteContext, requireFields } from '../request';
import { copy } from '../state';
import { createWebCall } from '../web-call';
import type { AnswerTable, EventStream } from './table';

/** The filters of the call list, its export and its metadata. */
export const CALL_FILTERS = {
  equal: ['id', 'assistantId', 'squadId', 'phoneNumberId', 'status', 'type', 'endedReason'],
};

const calls = crud<CreateCallRequest, Call>({
  collection: 'calls',
  make: (body, base) => ({
    ...body,
    ...base,
    type: body.customer || body.customers ? 'outboundPhoneCall' : 'webCall',
    status: body.schedulePlan ? 'scheduled' : 'queued',
  }),
  list: CALL_FILTERS,
});

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

/** The text of a chat's reply. */
function replyText(chat: Pick<Chat, 'output'>): string {
  const reply = chat.output?.[0];
  return (reply && 'content' in reply && reply.content) || '';
}

/** A chat's reply in the OpenAI Responses format (`/chat/responses`, `/chat/web/responses`). */
function responseOf({ id, createdAt, output }: Chat): ChatResponse {
  const status = 'completed';
  const content = [{ type: 'output_text' as const, text: replyText({ output }), annotations: [] }];
  return {
    id,
    object: 'response',
    created_at: Date.parse(createdAt) / 1000,
    status,
    output: [{ id, type: 'message', role: 'assistant', status, content }],
  };
}

/** `POST /chat` with `stream: true`: the reply as server-sent events, a word at a time. */
function streamChat(ctx: RouteContext): EventStream {
  const chat = createChat(ctx);
  const events = replyText(chat)
    .split(/(?<= )/)
    .map((delta) => ({
      id: chat.id,
      sessionId: chat.sessionId,
      path: 'chat.output[0].content',
      delta,
    }));
  return { kind: 'event-stream', events };
}

const campaigns = crud<CreateCampaignRequest, Campaign>({
  collection: 'campaigns',
  required: { name: 'string' },
  make: (body, base) => ({
    ...body,
    ...base,
    status: 'scheduled',
    calls: {},
    callsCounterScheduled: body.customers?.length ?? 0,
    callsCounterQueued: 0,
    callsCounterInProgress: 0,
    callsCounterEnded: 0,
    callsCounterEndedVoicemail: 0,
  }),
  list: { equal: ['id', 'status'] },
  paged: true,
});

/** The stored resources of these routes, by the list route of their collection. */
export const callResources = {
  listCalls: calls,
  listChats: crud<CreateChatRequest, Chat>({
    collection: 'chats',
    required: { input: 'text-or-messages' },
    list: { equal: ['assistantId', 'squadId', 'sessionId', 'previousChatId'] },
    paged: true,
  }),
  listCampaigns: campaigns,
  listSessions: crud<CreateSessionRequest, Session>({
    collection: 'sessions',
    make: (body, base) => ({ status: 'active', ...body, ...base }),
    list: { equal: ['name', 'assistantId', 'squadId'] },
    paged: true,
  }),
} satisfies StoredResources;

/** The answers of the call, chat and campaign routes that are not plain. */
export const callAnswers = {
  createPhoneCall: calls.create,
  createWebCall: createWebCall,
  createChat: (ctx) =>
    jsonBody<CreateChatRequest>(ctx).stream ? streamChat(ctx) : createChat(ctx),
  createChatResponse: (ctx) => responseOf(createChat(ctx)),
  createWebChat: (ctx): WebChat => {
    const { id, sessionId, output = [] } = createChat(ctx);
    return { id, sessionId, output };
  },
  createWebChatResponse: (ctx) => responseOf(createChat(ctx)),
  listCampaignsPage: campaigns.page,
} satisfies Partial<AnswerTable>;
