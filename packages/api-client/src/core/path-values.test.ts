import { describe, expect, it } from 'vitest';
import { bindResource } from '../client';
import { assistants, getAssistant } from '../resources/assistants';
import { orgs } from '../resources/orgs';
import { testSuiteTests } from '../resources/test-suite-tests';
import { rejection, useCoreHarness } from '../testing/core-harness';
import { json } from '../testing/local-server';

const h = useCoreHarness();
const echo = () => h.serve((req, res) => json(res, 200, { url: req.url }));

describe('path values over a real server (ids are path segments of their own route)', () => {
  it('refuses the ids that URL normalisation would turn into another route, sending nothing', async () => {
    const core = await echo();
    // each of these used to reach another route: DELETE /test-suite/S/, DELETE /org/O/leave,
    // GET /assistant/
    const cases = [
      ['DELETE /test-suite/S/test/..', () => testSuiteTests.delete(core, 'S', '..')],
      ['DELETE /org/O/member/../leave', () => orgs.removeMember(core, 'O', '..')],
      ['GET /assistant/', () => assistants.get(core, '')],
      ['GET /assistant/.', () => assistants.get(core, '.')],
      ['GET /assistant//version', () => assistants.listVersions(core, '')],
    ] as const;
    for (const [route, call] of cases) {
      const error = await rejection(call());
      expect(`${error.method} ${error.path}`).toBe(route);
      expect(error).toMatchObject({ name: 'ApiError', reason: 'invalid-argument' });
      expect(error.message).toBe(
        `${route} was not sent: invalid argument: a path value is empty, "." or ".."`,
      );
    }
    expect(h.server?.requests).toEqual([]);
  });

  it('rejects the returned promise rather than throwing while the call is made', async () => {
    const core = await echo();
    let pending: Promise<unknown> | undefined;
    expect(() => {
      pending = getAssistant(core, '..');
    }).not.toThrow();
    expect((await rejection(pending as Promise<unknown>)).reason).toBe('invalid-argument');
  });

  it('sends ids that merely contain dots, and encodes every value as one segment', async () => {
    const core = await echo();
    const api = bindResource(core, orgs);
    const sent = async (pending: Promise<unknown>) => ((await pending) as { url: string }).url;
    expect(await sent(assistants.get(core, '...'))).toBe('/assistant/...');
    expect(await sent(assistants.get(core, '.hidden'))).toBe('/assistant/.hidden');
    expect(await sent(assistants.get(core, 'v1.2'))).toBe('/assistant/v1.2');
    // an encoded dot stays an encoded dot: the server never sees a dot segment
    expect(await sent(assistants.get(core, '%2e%2e'))).toBe('/assistant/%252e%252e');
    expect(await sent(api.removeMember('a/b', '../x'))).toBe('/org/a%2Fb/member/..%2Fx/leave');
    expect(await sent(api.get('?q=1#f'))).toBe('/org/%3Fq%3D1%23f');
    expect(h.server?.requests).toHaveLength(6);
  });
});
