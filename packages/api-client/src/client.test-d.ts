import { describe, expectTypeOf, it } from 'vitest';
import { type Client, createClient } from './client';
import { type Core, createCore, type RequestOptions } from './core/core';
import { type ApiError, type ApiErrorReason, isApiError } from './core/errors';
import { listAssistants } from './resources/assistants';
import { paginateCalls } from './resources/calls';
import { createWebCall } from './resources/web-call';
import type { Assistant, CreateAssistantRequest } from './types/assistant';
import type { Call, CreateWebCallRequest, WebCallResponse } from './types/call';
import type { Page } from './types/common';

describe('public types', () => {
  it('createWebCall takes the SPEC §3 payload and answers the fields web-call reads', () => {
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
    >().toEqualTypeOf<string>();
    expectTypeOf(createWebCall).returns.toEqualTypeOf<Promise<WebCallResponse>>();
  });

  it('lets unknown response fields pass through as unknown, never any', () => {
    expectTypeOf<Call['someNewField']>().toEqualTypeOf<unknown>();
    expectTypeOf<Call['status']>().toEqualTypeOf<
      'scheduled' | 'queued' | 'ringing' | 'in-progress' | 'forwarding' | 'ended' | undefined
    >();
    expectTypeOf<Assistant['name']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<WebCallResponse['anything']>().not.toBeAny();
  });

  it('binds route functions into client methods without the core argument', () => {
    const client = createClient({ token: 't' });
    expectTypeOf(client).toEqualTypeOf<Client>();
    expectTypeOf(client.assistants.list).parameters.toEqualTypeOf<
      Parameters<typeof listAssistants> extends [Core, ...infer Rest] ? Rest : never
    >();
    expectTypeOf(client.assistants.get).returns.toEqualTypeOf<Promise<Assistant>>();
    expectTypeOf(client.assistants.create).parameter(0).toEqualTypeOf<CreateAssistantRequest>();
    expectTypeOf(client.assistants.listPage).returns.toEqualTypeOf<Promise<Page<Assistant>>>();
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

  it('narrows errors with isApiError and types the reason', () => {
    const error: unknown = new Error('x');
    if (isApiError(error)) {
      expectTypeOf(error).toEqualTypeOf<ApiError>();
      expectTypeOf(error.reason).toEqualTypeOf<ApiErrorReason>();
      expectTypeOf(error.name).toEqualTypeOf<'ApiError'>();
      expectTypeOf(error.status).toEqualTypeOf<number | undefined>();
      expectTypeOf(error.body).toEqualTypeOf<unknown>();
    }
    expectTypeOf<ApiErrorReason>().toEqualTypeOf<'http' | 'timeout' | 'aborted' | 'network'>();
  });
});
