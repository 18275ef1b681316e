// The simulator's answers are typed with what each route's declaration says it answers: a route's
// own answer that stops giving what its response type says fails the type-check (the plain
// answers of stored resources are checked against the platform's schemas at run time).
import { describe, expectTypeOf, it } from 'vitest';
import type { Download } from '../core/download';
import type * as api from '../index';
import type { PlatformResponses } from '../msw/responses';
import type { PlatformRoute, PlatformRouteName } from '../routes';
import type { Assistant, AssistantPage } from '../types/assistant';
import type { CreateWebCallRequest, WebCallResponse } from '../types/call';
import type { Tool } from '../types/catalog';
import { ANSWERS } from './answers';
import { callAnswers } from './answers/calls';
import type { AnswerTable, RouteAnswers } from './answers/table';
import type {
  PlatformFaults,
  PlatformSeed,
  PlatformSimulator,
  PlatformSimulatorOptions,
  SimulatedRoom,
  WebCallRoute,
} from './index';
import type { FieldKind, RequiredKeys } from './request';
import { createPlatformSimulator } from './simulator';

describe('what each route answers, from the route map', () => {
  it('is what the route’s client function resolves to', () => {
    expectTypeOf<PlatformResponses['GET /assistant/{id}']>().toEqualTypeOf<Assistant>();
    expectTypeOf<PlatformResponses['GET /assistant']>().toEqualTypeOf<Assistant[]>();
    expectTypeOf<PlatformResponses['GET /v2/assistant']>().toEqualTypeOf<AssistantPage>();
    expectTypeOf<PlatformResponses['POST /call/web']>().toEqualTypeOf<WebCallResponse>();
    expectTypeOf<PlatformResponses['PATCH /tool/{id}']>().toEqualTypeOf<
      Awaited<ReturnType<typeof api.updateTool>>
    >();
    expectTypeOf<RouteAnswers['getAssistant']>().toEqualTypeOf<Assistant>();
  });

  it('has one entry per route of the route table, and no other', () => {
    expectTypeOf<keyof PlatformResponses>().toEqualTypeOf<PlatformRoute>();
    expectTypeOf<keyof typeof ANSWERS>().toEqualTypeOf<PlatformRouteName>();
  });
});

describe('the answer table follows the response types', () => {
  it('gives each route an answer of its response type', () => {
    expectTypeOf(ANSWERS.getTool).returns.toEqualTypeOf<Tool>();
    expectTypeOf(ANSWERS.createWebCall).returns.toEqualTypeOf<WebCallResponse>();
  });

  it('has a download route answer a Response (its redirect), which the client turns into a Download', () => {
    expectTypeOf<RouteAnswers['downloadCallPcap']>().toEqualTypeOf<Download>();
    expectTypeOf(ANSWERS.downloadCallPcap).returns.toEqualTypeOf<Response>();
    type Downloads = {
      [N in PlatformRouteName]: RouteAnswers[N] extends Download ? N : never;
    }[PlatformRouteName];
    expectTypeOf<Downloads>().toEqualTypeOf<
      | 'downloadCallMonoRecording'
      | 'downloadCallStereoRecording'
      | 'downloadCallAssistantRecording'
      | 'downloadCallCustomerRecording'
      | 'downloadCallVideoRecording'
      | 'downloadCallLogs'
      | 'downloadCallPcap'
    >();
  });

  it('stops type-checking when a response type gains a field its answer does not give', () => {
    type Changed = Omit<RouteAnswers, 'getAssistant' | 'createWebCall'> & {
      getAssistant: Assistant & { mustHave: string };
      createWebCall: WebCallResponse & { roomToken: string };
    };
    // @ts-expect-error the web call's own answer lacks `roomToken`
    const stale: Partial<AnswerTable<Changed>> = callAnswers;
    expectTypeOf(stale).not.toBeAny();
    const current: AnswerTable = ANSWERS;
    expectTypeOf(current).toEqualTypeOf<AnswerTable>();
  });

  it('must check every required field of a request type', () => {
    expectTypeOf<RequiredKeys<CreateWebCallRequest>>().toBeNever();
    expectTypeOf<RequiredKeys<api.CreateCampaignRequest>>().toEqualTypeOf<'name'>();
    expectTypeOf<RequiredKeys<api.CreateWorkflowRequest>>().toEqualTypeOf<
      'name' | 'nodes' | 'edges'
    >();
    const fields: { [K in RequiredKeys<api.CreateToolRequest>]: FieldKind } = { type: 'string' };
    expectTypeOf(fields).toHaveProperty('type');
    // @ts-expect-error a required field left unchecked
    const missing: { [K in RequiredKeys<api.CreateWorkflowRequest>]: FieldKind } = {
      name: 'string',
    };
    expectTypeOf(missing).not.toBeAny();
  });
});

describe('simulator options', () => {
  it('types faults by route (the rooms’ too), the seed by collection, rooms by their script', () => {
    expectTypeOf(createPlatformSimulator).returns.toEqualTypeOf<PlatformSimulator>();
    expectTypeOf<PlatformFaults>().toHaveProperty('POST /call/web');
    expectTypeOf<PlatformFaults>().toHaveProperty('GET /simulator/rooms/{id}');
    expectTypeOf<PlatformFaults>().toHaveProperty('GET /simulator/storage/{id}/{file}');
    const faults: PlatformFaults = { '*': 503, 'GET /assistant': 'network' };
    expectTypeOf(faults).toMatchTypeOf<PlatformSimulatorOptions['faults']>();
    // @ts-expect-error no such route
    const typo: PlatformFaults = { 'GET /assistants': 500 };
    expectTypeOf(typo).not.toBeAny();
    expectTypeOf<{ id: string; name: string }>().toExtend<
      NonNullable<PlatformSeed['assistants']>[number]
    >();
    // @ts-expect-error a seeded resource needs its id
    const seed: PlatformSeed = { tools: [{ type: 'function' }] };
    expectTypeOf(seed).not.toBeAny();
    expectTypeOf<
      ReturnType<NonNullable<PlatformSimulatorOptions['room']>>
    >().toEqualTypeOf<SimulatedRoom>();
    expectTypeOf<WebCallRoute>().toEqualTypeOf<
      | 'POST /call/web'
      | 'GET /simulator/rooms/{id}'
      | 'POST /simulator/rooms/{id}/progress'
      | 'POST /simulator/rooms/{id}/leave'
    >();
  });
});
