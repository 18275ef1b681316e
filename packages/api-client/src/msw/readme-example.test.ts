// The README's "One route your way" example, as the README writes it, type-checked (`pnpm
// typecheck` covers this file) and run under msw's server: the block between the markers below
// must be the README's block, word for word.
import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient, isApiError } from '../index';
import { platform, platformError, platformHandlers } from './index';

const server = setupServer(...platformHandlers());
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The code of this file between the README markers. */
function example(): string {
  const own = readFileSync(new URL(import.meta.url), 'utf8');
  return (own.split('// README: one route your way\n')[1] ?? '').split('// README: end')[0] ?? '';
}

/** The README's code block after "**One route your way.**", without its import line. */
function readmeBlock(): string {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const section = readme.split('**One route your way.**')[1] ?? '';
  const block = section.split('```ts\n')[1]?.split('```')[0] ?? '';
  return block.replace(/^import .*\n\n/, '');
}

/** `code` without the indentation its lines share. */
function dedent(code: string): string {
  const lines = code.split('\n').filter((line) => line.trim());
  const indent = Math.min(...lines.map((line) => /^ */.exec(line)?.[0].length ?? 0));
  return lines.map((line) => line.slice(indent)).join('\n');
}

describe('the README example of one route your way', () => {
  it('is the README’s block', () => {
    expect(dedent(example())).toBe(readmeBlock().trim());
  });

  it('answers as the overrides say', async () => {
    // README: one route your way
    server.use(
      platform.get('/assistant/{id}', ({ params }) => ({
        id: params.id,
        orgId: 'org_1',
        name: 'Desk',
        createdAt: '2025-01-01T00:00:00.000Z',
        updatedAt: '2025-01-01T00:00:00.000Z',
      })),
      platform.post('/call/web', () => platformError(402, 'Out of credits')),
    );
    // README: end
    const client = createClient({ token: 'sk_test' });
    expect(await client.assistants.get('asst_1')).toMatchObject({ id: 'asst_1', name: 'Desk' });
    const failed = await client.calls.createWeb({ assistantId: 'asst_1' }).catch((e) => e);
    expect(isApiError(failed) && failed.status).toBe(402);
    expect(String(failed)).toContain('Out of credits');
  });
});
