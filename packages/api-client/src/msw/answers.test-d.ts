// Issue 14: the mock's answers are typed against the client's response types, so a response type
// that changes without its mock following fails the type-check.
import type { HttpHandler } from 'msw';
import { describe, expectTypeOf, it } from 'vitest';
import type * as api from '../index';
import type { PlatformRoute } from '../routes';
import type { Assistant } from '../types/assistant';
import type { CreateWebCallRequest, WebCallResponse } from '../types/call';
import type { Tool } from '../types/catalog';
import type { Page } from '../types/common';
import { ANSWERS } from './answers';
import type { AnswerTable } from './answers/table';
import {
  type PlatformFaults,
  type PlatformHandlersOptions,
  type PlatformResponses,
  type PlatformSeed,
  platformHandlers,
} from './index';
import type { FieldKind, RequiredKeys } from './request';

describe('PlatformResponses: what the client expects from each route', () => {
  it('is what the route’s client function resolves to', () => {
    expectTypeOf<PlatformResponses['GET /assistant/{id}']>().toEqualTypeOf<Assistant>();
    expectTypeOf<PlatformResponses['GET /assistant']>().toEqualTypeOf<Assistant[]>();
    expectTypeOf<PlatformResponses['GET /v2/assistant']>().toEqualTypeOf<Page<Assistant>>();
    expectTypeOf<PlatformResponses['POST /call/web']>().toEqualTypeOf<WebCallResponse>();
    expectTypeOf<PlatformResponses['PATCH /tool/{id}']>().toEqualTypeOf<
      Awaited<ReturnType<typeof api.updateTool>>
    >();
  });

  it('has one entry per route of the route table, and no other', () => {
    expectTypeOf<keyof PlatformResponses>().toEqualTypeOf<PlatformRoute>();
    expectTypeOf<keyof typeof ANSWERS>().toEqualTypeOf<PlatformRoute>();
  });
});

describe('the answer table follows the response types', () => {
  it('gives each route an answer of its response type', () => {
    expectTypeOf(ANSWERS['GET /tool/{id}']).returns.toEqualTypeOf<Tool>();
    expectTypeOf(ANSWERS['POST /call/web']).returns.toEqualTypeOf<WebCallResponse>();
  });

  it('stops type-checking when a response type gains a field its answer does not give', () => {
    type Changed = Omit<PlatformResponses, 'GET /assistant/{id}' | 'POST /call/web'> & {
      'GET /assistant/{id}': Assistant & { mustHave: string };
      'POST /call/web': WebCallResponse & { roomToken: string };
    };
    // @ts-expect-error the assistant answers lack `mustHave`, the web call `roomToken`
    const stale: AnswerTable<Changed> = ANSWERS;
    expectTypeOf(stale).not.toBeAny();
    const current: AnswerTable = ANSWERS;
    expectTypeOf(current).toEqualTypeOf<AnswerTable>();
  });

  it('must check every required field of a request type', () => {
    expectTypeOf<RequiredKeys<CreateWebCallRequest>>().toBeNever();
    expectTypeOf<RequiredKeys<api.CreateCampaignRequest>>().toEqualTypeOf<
      'name' | 'phoneNumberId' | 'customers'
    >();
    const fields: { [K in RequiredKeys<api.CreateToolRequest>]: FieldKind } = { type: 'string' };
    expectTypeOf(fields).toHaveProperty('type');
    // @ts-expect-error a required field left unchecked
    const missing: { [K in RequiredKeys<api.CreateCampaignRequest>]: FieldKind } = {
      name: 'string',
    };
    expectTypeOf(missing).not.toBeAny();
  });
});

describe('platformHandlers options', () => {
  it('types faults by route, and the seed by collection', () => {
    expectTypeOf(platformHandlers).returns.toEqualTypeOf<HttpHandler[]>();
    expectTypeOf<PlatformFaults>().toHaveProperty('POST /call/web');
    const faults: PlatformFaults = { '*': 503, 'GET /assistant': 'network' };
    expectTypeOf(faults).toMatchTypeOf<PlatformHandlersOptions['faults']>();
    // @ts-expect-error no such route
    const typo: PlatformFaults = { 'GET /assistants': 500 };
    expectTypeOf(typo).not.toBeAny();
    expectTypeOf<NonNullable<PlatformSeed['assistants']>>().toEqualTypeOf<readonly Assistant[]>();
    // @ts-expect-error a seeded tool needs its type
    const seed: PlatformSeed = { tools: [{ id: 't1' }] };
    expectTypeOf(seed).not.toBeAny();
  });
});
