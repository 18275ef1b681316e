// The overrides are typed from the route map: the paths a method has, the path values of each,
// the body it takes and what it must answer.
import { describe, expectTypeOf, it } from 'vitest';
import type { Assistant, CreateAssistantRequest } from '../types/assistant';
import type { TestSuiteRun } from '../types/test-suite';
import { type PlatformPath, platform } from './http';

/** The fields the platform stamps on every stored resource. */
const stamp = {
  orgId: 'org_1',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

describe('typed overrides', () => {
  it('types the path values, the body and the answer of each route', () => {
    platform.get('/assistant/{id}', ({ params }) => {
      expectTypeOf(params).toEqualTypeOf<{ id: string }>();
      return { ...stamp, id: params.id };
    });
    platform.get('/test-suite/{testSuiteId}/run/{id}', ({ params }) => {
      expectTypeOf(params).toEqualTypeOf<{ testSuiteId: string; id: string }>();
      return {
        ...stamp,
        id: params.id,
        testSuiteId: params.testSuiteId,
        status: 'queued',
        testResults: [],
      } satisfies TestSuiteRun;
    });
    platform.post('/assistant', ({ body }) => {
      expectTypeOf(body).toEqualTypeOf<CreateAssistantRequest | undefined>();
      return { ...stamp, id: 'a' } satisfies Assistant;
    });
    platform.get('/assistant', () => [] as Assistant[]);
    expectTypeOf<'/template/pinned'>().toMatchTypeOf<PlatformPath<'GET'>>();
  });

  it('refuses a path the method has not, and an answer of another type', () => {
    // @ts-expect-error no such path
    platform.get('/assistants', () => []);
    // @ts-expect-error there is no PUT /tool/{id}
    platform.put('/tool/{id}', () => ({ id: 't' }));
    // @ts-expect-error an assistant's id is a string
    platform.get('/assistant/{id}', () => ({ id: 1 }));
    // @ts-expect-error a list route answers a list
    platform.get('/assistant', () => ({ id: 'a' }));
    // @ts-expect-error a download route answers a Response: its redirect
    platform.get('/call/{id}/pcap', () => ({ url: 'https://storage.test/a.pcap' }));
    platform.get('/call/{id}/pcap', () => Response.redirect('https://storage.test/a.pcap', 302));
  });
});
