// The abuse limits of the public demo-request insert, enforced by the database whatever client sends
// the request (supabase/migrations/*_demo_requests_abuse_limits.sql): one row per request, at most
// 3 requests per work email and 10 per client address within an hour. Through the real gateway and
// PostgREST; each visitor is a distinct loopback address (testing/visitors.ts).
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type LocalStack, startLocalStack } from './stack';
import {
  countDemoRequests,
  serviceClient,
  siteClient,
  userToken,
  validRequest,
} from './testing/clients';
import { newVisitor, oneVisitorPerRequest, type Visitor } from './testing/visitors';

const EMAIL_LIMIT = 3;
const ADDRESS_LIMIT = 10;

let stack: LocalStack;
let service: SupabaseClient;
const opened: Visitor[] = [];

beforeAll(async () => {
  stack = await startLocalStack({ port: 0, memory: true });
  service = serviceClient(stack.url, stack.serviceRoleKey);
});

afterAll(() => stack?.stop());

afterEach(async () => {
  await Promise.all(opened.splice(0).map((visitor) => visitor.close()));
});

function visitor(): Visitor {
  const created = newVisitor();
  opened.push(created);
  return created;
}

let serial = 0;
/** A form submission no other test uses. */
function uniqueRequest(tag: string) {
  serial += 1;
  return validRequest(`-${tag}-${serial}`);
}

/** POSTs a body to demo_requests as the site does (anon key, return=minimal). */
async function insert(
  from: Visitor,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> | null }> {
  const res = await from.fetch(`${stack.restUrl}/demo_requests`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'Content-Type': 'application/json',
      Prefer: 'return=minimal',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

async function storedFor(email: string): Promise<number> {
  const { data, error } = await service
    .from('demo_requests')
    .select('id')
    .ilike('work_email', email);
  if (error) throw new Error(error.message);
  return data.length;
}

describe('one row per request', () => {
  it('refuses a JSON array of two rows with 400 PT400, storing neither', async () => {
    const before = await countDemoRequests(service);
    const answer = await insert(visitor(), [uniqueRequest('pair'), uniqueRequest('pair')]);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: 'PT400',
      details: 'demo_requests_one_row_per_request',
      message: 'demo_requests accepts one request at a time.',
    });
    expect(await countDemoRequests(service)).toBe(before);
  });

  it('refuses a 1000-row array whole, and it does not count against the sender', async () => {
    const sender = visitor();
    const before = await countDemoRequests(service);
    const rows = Array.from({ length: 1000 }, () => uniqueRequest('flood'));
    const answer = await insert(sender, rows);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: 'PT400' });
    expect(await countDemoRequests(service)).toBe(before);
    // The sender's whole allowance is still there.
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      expect((await insert(sender, uniqueRequest('after-flood'))).status).toBe(201);
    }
  });

  it('refuses a multi-line CSV body the same way', async () => {
    const res = await visitor().fetch(`${stack.restUrl}/demo_requests`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': 'text/csv' },
      body: 'first_name,last_name,work_email,requirements\nA,B,a1@example.com,x\nC,D,c1@example.com,y',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PT400' });
  });

  it('accepts a one-element array (one row is one request)', async () => {
    expect((await insert(visitor(), [uniqueRequest('single')])).status).toBe(201);
  });
});

describe(`at most ${ADDRESS_LIMIT} requests per client address per hour`, () => {
  it('accepts a burst of 10 from one address, refuses the 11th with 429 PT429, and stores it not', async () => {
    const sender = visitor();
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      expect((await insert(sender, uniqueRequest('burst'))).status, `request ${i + 1}`).toBe(201);
    }
    const eleventh = uniqueRequest('burst');
    const refused = await insert(sender, eleventh);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'PT429',
      details: 'demo_requests_address_rate_limit',
      message: 'Too many demo requests from this address: at most 10 in 60 minutes.',
    });
    // The hint says when a slot frees up: an hour after the oldest counted request.
    const retry = /^Try again after (\S+Z)\.$/.exec(String(refused.body?.hint))?.[1];
    expect(retry).toBeDefined();
    const wait = Date.parse(retry as string) - Date.now();
    expect(wait).toBeGreaterThan(50 * 60_000);
    expect(wait).toBeLessThanOrEqual(60 * 60_000);
    expect(await storedFor(eleventh.work_email)).toBe(0);

    // Another visitor is not affected.
    expect((await insert(visitor(), uniqueRequest('neighbour'))).status).toBe(201);
  });

  it('lets exactly 10 of 20 concurrent requests from one address through', async () => {
    const sender = visitor();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => insert(sender, uniqueRequest('race'))),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(ADDRESS_LIMIT);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20 - ADDRESS_LIMIT);
  });

  it('cannot be escaped with a made-up X-Forwarded-For or CF-Connecting-IP', async () => {
    const sender = visitor();
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      const claimed = `198.51.100.${i + 1}`;
      const answer = await insert(sender, uniqueRequest('spoof'), {
        'X-Forwarded-For': claimed,
        'CF-Connecting-IP': claimed,
      });
      expect(answer.status).toBe(201);
    }
    const refused = await insert(sender, uniqueRequest('spoof'), {
      'X-Forwarded-For': '203.0.113.99',
      'CF-Connecting-IP': '203.0.113.99',
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ details: 'demo_requests_address_rate_limit' });
  });

  it('does not count refused requests: invalid rows cost the sender nothing', async () => {
    const sender = visitor();
    for (let i = 0; i < 5; i++) {
      const blank = await insert(sender, { ...uniqueRequest('invalid'), first_name: '  ' });
      expect(blank.status).toBe(400);
      expect(blank.body).toMatchObject({ code: '23514' });
    }
    for (let i = 0; i < ADDRESS_LIMIT; i++) {
      expect((await insert(sender, uniqueRequest('valid'))).status).toBe(201);
    }
  });
});

describe(`at most ${EMAIL_LIMIT} requests per work email per hour`, () => {
  it('accepts 3 for one email from different addresses and refuses the 4th, whatever its case', async () => {
    const email = `burst-${Date.now()}@example.com`;
    for (let i = 0; i < EMAIL_LIMIT; i++) {
      const answer = await insert(visitor(), { ...uniqueRequest('email'), work_email: email });
      expect(answer.status, `request ${i + 1}`).toBe(201);
    }
    const refused = await insert(visitor(), {
      ...uniqueRequest('email'),
      work_email: email.toUpperCase(),
    });
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: 'PT429',
      details: 'demo_requests_email_rate_limit',
      message: 'Too many demo requests for this email address: at most 3 in 60 minutes.',
    });
    expect(refused.body?.hint).toMatch(/^Try again after \S+Z\.$/);
    expect(await storedFor(email)).toBe(EMAIL_LIMIT);
  });

  it('counts a signed-in user (authenticated) like a visitor', async () => {
    const email = `user-${Date.now()}@example.com`;
    const headers = { Authorization: `Bearer ${userToken()}` };
    for (let i = 0; i < EMAIL_LIMIT; i++) {
      const answer = await insert(
        visitor(),
        { ...uniqueRequest('user'), work_email: email },
        headers,
      );
      expect(answer.status).toBe(201);
    }
    const refused = await insert(
      visitor(),
      { ...uniqueRequest('user'), work_email: email },
      headers,
    );
    expect(refused.status).toBe(429);
  });

  it('reaches the site through supabase-js as an error with status, code, details and hint', async () => {
    const email = `site-${Date.now()}@example.com`;
    for (let i = 0; i < EMAIL_LIMIT; i++) {
      await insert(visitor(), { ...uniqueRequest('site'), work_email: email });
    }
    const site = siteClient(stack.url, stack.anonKey, visitor().fetch);
    const { error, status } = await site
      .from('demo_requests')
      .insert({ ...uniqueRequest('site'), work_email: email });
    await site.auth.stopAutoRefresh();
    expect(status).toBe(429);
    expect(error).toMatchObject({ code: 'PT429', details: 'demo_requests_email_rate_limit' });
    expect(error?.hint).toMatch(/^Try again after/);
  });
});

describe('the bookkeeping and the back office', () => {
  it('is invisible to the API roles: not in the API, and the private schema is not exposed', async () => {
    const headers = { apikey: stack.anonKey };
    const table = await fetch(`${stack.restUrl}/demo_request_charges`, { headers });
    expect(table.status).toBe(404);
    const profiled = await fetch(`${stack.restUrl}/demo_request_charges`, {
      headers: { ...headers, 'Accept-Profile': 'private' },
    });
    expect(profiled.status).toBe(406);
    expect(await profiled.json()).toMatchObject({ code: 'PGRST106' });
    // The service role cannot read it either: it is the database's, not the back office's.
    const asService = await fetch(`${stack.restUrl}/demo_request_charges`, {
      headers: { apikey: stack.serviceRoleKey, 'Accept-Profile': 'private' },
    });
    expect(asService.status).toBe(406);
  });

  it('does not limit the service role', async () => {
    const email = `team-${Date.now()}@example.com`;
    for (let i = 0; i < EMAIL_LIMIT + 2; i++) {
      const { error } = await service
        .from('demo_requests')
        .insert({ ...uniqueRequest('team'), work_email: email });
      expect(error).toBeNull();
    }
    expect(await storedFor(email)).toBe(EMAIL_LIMIT + 2);
  });

  it('lets many visitors submit at once, each within its own allowance', async () => {
    const many = oneVisitorPerRequest();
    const site = siteClient(stack.url, stack.anonKey, many.fetch);
    const results = await Promise.all(
      Array.from({ length: 30 }, () => site.from('demo_requests').insert(uniqueRequest('crowd'))),
    );
    await site.auth.stopAutoRefresh();
    await many.close();
    expect(results.map((result) => result.error)).toEqual(Array(30).fill(null));
  });
});
