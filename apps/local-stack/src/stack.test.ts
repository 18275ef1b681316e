// The stack's lifecycle in code: cancelled starts and parts that die while it runs.
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { startTestStack } from './testing/engine';
import { freePort } from './testing/ports';

async function portIsFree(port: number): Promise<boolean> {
  const server = createServer();
  return new Promise((resolve) => {
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

describe('startLocalStack', () => {
  it('stops what it started and releases the port when the start is cancelled', async () => {
    const port = await freePort();
    const controller = new AbortController();
    const started = startTestStack({
      port,
      signal: controller.signal,
      log: (line) => {
        // Cancel once PostgREST is on its way: the database is open and programs are starting.
        if (line.startsWith('[postgrest]')) controller.abort(new Error('cancelled by the test'));
      },
      verbose: true,
    });
    await expect(started).rejects.toThrow('cancelled by the test');
    expect(await portIsFree(port)).toBe(true);
  });

  it('reports a part that dies while running, and /health turns 503', async () => {
    const stack = await startTestStack();
    try {
      expect((await fetch(stack.healthUrl)).status).toBe(200);
      process.kill(stack.pids.postgrest as number, 'SIGKILL');
      const failure = await stack.failed;
      expect(failure.message).toMatch(/^PostgREST exited unexpectedly \(SIGKILL\)/);
      const health = await fetch(stack.healthUrl);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({
        status: 'unavailable',
        parts: { rest: 'failed' },
      });
      const rest = await fetch(`${stack.restUrl}/demo_requests`, {
        headers: { apikey: stack.anonKey },
      });
      expect(rest.status).toBe(503);
    } finally {
      await stack.stop();
    }
  });

  it('reloads the edge functions without a failed request', async () => {
    const stack = await startTestStack();
    try {
      const before = stack.pids.functions as number;
      const invoke = () =>
        fetch(`${stack.functionsUrl}/voice-config`, {
          method: 'POST',
          headers: { apikey: stack.anonKey },
        });
      let reloaded = false;
      const reload = stack.reloadFunctions().then(() => {
        reloaded = true;
      });
      const statuses: number[] = [];
      while (!reloaded) statuses.push((await invoke()).status);
      await reload;
      statuses.push((await invoke()).status);
      expect(statuses.filter((status) => status !== 200)).toEqual([]);
      expect(stack.pids.functions).not.toBe(before);
      expect(() => process.kill(before, 0)).toThrow();
      expect((await fetch(stack.healthUrl)).status).toBe(200);
    } finally {
      await stack.stop();
    }
  });
});
