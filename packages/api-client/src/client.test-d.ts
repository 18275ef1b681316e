import { describe, expectTypeOf, it } from 'vitest';
import { type Client, createClient } from './client';
import { type Core, createCore, type RequestOptions } from './core/core';
import { type ApiError, type ApiErrorReason, isApiError } from './core/errors';
import type { PaginateOptions } from './core/paginate';
import { createAssistant, listAssistants, updateAssistant } from './resources/assistants';
import { createCall, paginateCalls } from './resources/calls';
import { streamChat } from './resources/chat-stream';
import { createWebCall } from './resources/web-call';
import type {
  Assistant,
  AssistantOverrides,
  AssistantPage,
  CreateAssistantRequest,
  VoiceConfig,
} from './types/assistant';
import type {
  Call,
  CallStatus,
  CostBreakdown,
  CreateWebCallRequest,
  WebCallResponse,
} from './types/call';
import type { ChatStreamEvent, StreamChatRequest } from './types/chat';
import type { JsonObject } from './types/common';
import type { CreateTestSuiteRunRequest } from './types/test-suite';

describe('public types', () => {
  it('createWebCall takes the web call payload and answers the fields web-call reads', () => {
    expectTypeOf(createWebCall).parameters.toEqualTypeOf<
      [Core, CreateWebCallRequest, (RequestOptions | undefined)?]
    >();
    expectTypeOf<CreateWebCallRequest>()
      .toHaveProperty('assistantId')
      .toEqualTypeOf<string | undefined>();
    expectTypeOf<CreateWebCallRequest>().toHaveProperty('squadId');
    expectTypeOf<CreateWebCallRequest>().toHaveProperty('workflowOverrides');
    expectTypeOf<WebCallResponse['id']>().toEqualTypeOf<string>();
    expectTypeOf<WebCallResponse['webCallUrl']>().toEqualTypeOf<string>();
    expectTypeOf<
      NonNullable<WebCallResponse['artifactPlan']>['videoRecordingEnabled']
    >().toEqualTypeOf<boolean | undefined>();
    expectTypeOf<
      NonNullable<NonNullable<WebCallResponse['assistant']>['voice']>['provider']
    >().toEqualTypeOf<VoiceConfig['provider']>();
    expectTypeOf(createWebCall).returns.toEqualTypeOf<Promise<WebCallResponse>>();
  });

  it('types answers by the platform’s schema; a field newer than it is read with `in`', () => {
    const call = {} as Call;
    // @ts-expect-error a field the snapshot does not know is not on the type
    call.someNewField;
    if ('someNewField' in call) expectTypeOf(call.someNewField).toEqualTypeOf<unknown>();
    expectTypeOf<'scheduled' | 'ended'>().toExtend<CallStatus>();
    expectTypeOf<Assistant['name']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<WebCallResponse['webCallUrl']>().not.toBeAny();
  });

  it('binds route functions into client methods without the core argument', () => {
    const client = createClient({ token: 't' });
    expectTypeOf(client).toEqualTypeOf<Client>();
    expectTypeOf(client.assistants.list).parameters.toEqualTypeOf<
      Parameters<typeof listAssistants> extends [Core, ...infer Rest] ? Rest : never
    >();
    expectTypeOf(client.assistants.get).returns.toEqualTypeOf<Promise<Assistant>>();
    expectTypeOf(client.assistants.create).parameter(0).toEqualTypeOf<CreateAssistantRequest>();
    expectTypeOf(client.assistants.listPage).returns.toEqualTypeOf<Promise<AssistantPage>>();
    expectTypeOf(client.testSuites.runs.get).parameters.toEqualTypeOf<
      [string, string, (RequestOptions | undefined)?]
    >();
    expectTypeOf(client.calls.paginate).returns.toEqualTypeOf<
      AsyncGenerator<Call, void, undefined>
    >();
    expectTypeOf(paginateCalls).returns.toEqualTypeOf<AsyncGenerator<Call, void, undefined>>();
    // @ts-expect-error a route that does not exist
    client.assistants.publish;
    // @ts-expect-error get needs an id
    client.assistants.get();
  });

  it('rejects wrong payload shapes', () => {
    const core = createCore({});
    // @ts-expect-error assistantId must be a string
    createWebCall(core, { assistantId: 42 });
    // @ts-expect-error a workflow needs nodes and edges
    createWebCall(core, { workflow: { name: 'w' } });
    // @ts-expect-error the query filters are typed
    listAssistants(core, { limit: 'ten' });
  });

  it('types the resource payloads users set', () => {
    const client = createClient({});
    // @ts-expect-error importing from Twilio needs the account SID
    client.phoneNumbers.importTwilio({ twilioPhoneNumber: '+15550100' });
    // @ts-expect-error voice cloning needs audio samples
    client.providers.cloneVoice({ name: 'Desk' });
    // @ts-expect-error a test needs a script
    client.testSuites.tests.create('suite_1', { type: 'voice' });
    // @ts-expect-error org roles are invited by email list
    client.orgs.invite('org_1', { emails: 'a@b.test', role: 'admin' });
    expectTypeOf(client.testSuites.runs.create).parameters.toEqualTypeOf<
      [string, (CreateTestSuiteRunRequest | undefined)?, (RequestOptions | undefined)?]
    >();
    expectTypeOf(client.files.create).parameter(0).toHaveProperty('file').toEqualTypeOf<Blob>();
    expectTypeOf<Call['costBreakdown']>().toEqualTypeOf<CostBreakdown | undefined>();
    expectTypeOf(client.calls.export).returns.toEqualTypeOf<Promise<string | JsonObject>>();
    expectTypeOf(client.voiceLibrary.listAccents).returns.toEqualTypeOf<Promise<string[]>>();
  });

  it('narrows errors with isApiError and types the reason', () => {
    const error: unknown = new Error('x');
    if (isApiError(error)) {
      expectTypeOf(error).toEqualTypeOf<ApiError>();
      expectTypeOf(error.reason).toEqualTypeOf<ApiErrorReason>();
      expectTypeOf(error.name).toEqualTypeOf<'ApiError'>();
      expectTypeOf(error.status).toEqualTypeOf<number | undefined>();
      expectTypeOf(error.body).toEqualTypeOf<unknown>();
    }
    expectTypeOf<ApiErrorReason>().toEqualTypeOf<
      'http' | 'timeout' | 'aborted' | 'network' | 'invalid-argument' | 'response-too-large'
    >();
  });

  it('takes exact request bodies; a field newer than the snapshot is spread in', () => {
    const core = createCore({});
    createWebCall(core, {
      assistantId: 'asst_1',
      // @ts-expect-error POST /call/web has no customer field
      customer: { number: '+15550100' },
    });
    const newer: Record<string, unknown> = { customer: { number: '+15550100' } };
    createWebCall(core, { assistantId: 'asst_1', roomDeleteOnUserLeaveEnabled: true, ...newer });
    expectTypeOf<CreateWebCallRequest['roomDeleteOnUserLeaveEnabled']>().toEqualTypeOf<
      boolean | undefined
    >();
    expectTypeOf<CreateWebCallRequest['assistantOverrides']>().toEqualTypeOf<
      AssistantOverrides | undefined
    >();
    // @ts-expect-error a known field keeps its type
    createWebCall(core, { roomDeleteOnUserLeaveEnabled: 'yes' });
    // @ts-expect-error overrides stay typed: variableValues is an object
    createWebCall(core, { assistantId: 'a', assistantOverrides: { variableValues: 'x' } });
    // POST /call and the assistant routes, the same
    createCall(core, {
      assistantId: 'a',
      customer: { number: '+1' },
      transport: { provider: 'vapi.websocket' },
    });
    // @ts-expect-error a transport's provider is one the platform knows: it tells them apart
    createCall(core, { assistantId: 'a', transport: { provider: 'x' } });
    // @ts-expect-error phoneNumberId is a string
    createCall(core, { assistantId: 'a', phoneNumberId: 7 });
    createAssistant(core, { name: 'Desk', keypadInputPlan: { enabled: true } });
    updateAssistant(core, 'asst_1', { observabilityPlan: { provider: 'langfuse', tags: [] } });
    // @ts-expect-error firstMessage is a string
    createAssistant(core, { firstMessage: 42 });
    // @ts-expect-error model needs its provider
    updateAssistant(core, 'asst_1', { model: { model: 'gpt-4o' } });
  });

  it('streams chats as typed events and pages with a page cap', () => {
    const client = createClient({});
    expectTypeOf(client.chats.stream).returns.toEqualTypeOf<
      AsyncGenerator<ChatStreamEvent, void, undefined>
    >();
    expectTypeOf<ChatStreamEvent['delta']>().toEqualTypeOf<string>();
    expectTypeOf(streamChat).parameter(1).toEqualTypeOf<StreamChatRequest>();
    // @ts-expect-error the streaming route always streams
    streamChat(client.core, { input: 'Hi', stream: false });
    // @ts-expect-error createChat answers whole: use streamChat to stream
    client.chats.create({ input: 'Hi', stream: true });
    expectTypeOf(client.calls.paginate).parameter(1).toEqualTypeOf<PaginateOptions | undefined>();
    expectTypeOf<PaginateOptions['maxPages']>().toEqualTypeOf<number | undefined>();
  });
});
