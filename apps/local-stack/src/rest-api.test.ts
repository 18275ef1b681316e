// The demo_requests table through the gateway and PostgREST, with supabase-js configured as the site
// configures it (docs/requirements.md#demo-requests, docs/requirements.md#the-demo-form,
// docs/requirements.md#access).
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from './stack';
import {
  countDemoRequests,
  serviceClient,
  siteClient,
  userToken,
  validRequest,
} from './testing/clients';
import { startTestStack } from './testing/engine';

let stack: LocalStack;
let site: SupabaseClient;
let service: SupabaseClient;

beforeAll(async () => {
  stack = await startTestStack();
  site = siteClient(stack.url, stack.anonKey);
  service = serviceClient(stack.url, stack.serviceRoleKey);
});

afterAll(async () => {
  await site?.auth.stopAutoRefresh();
  await stack?.stop();
});

describe('the site inserting a demo request', () => {
  it('succeeds with 201 and returns nothing, and the row is stored with its defaults', async () => {
    const before = await countDemoRequests(service);
    const { error, status, data } = await site
      .from('demo_requests')
      .insert(validRequest('-insert'));
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();
    expect(await countDemoRequests(service)).toBe(before + 1);

    const { data: rows } = await service
      .from('demo_requests')
      .select('*')
      .eq('work_email', 'ada-insert@example.com');
    expect(rows).toHaveLength(1);
    const row = rows?.[0] as Record<string, string>;
    expect(row.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.now() - Date.parse(row.created_at as string)).toBeLessThan(60_000);
    expect(row).toMatchObject(validRequest('-insert'));
  });

  it('refuses an insert that asks for the row back (that would need SELECT)', async () => {
    const { error, status } = await site
      .from('demo_requests')
      .insert(validRequest('-back'))
      .select();
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('refuses client-chosen ids and timestamps (only the four form columns are granted)', async () => {
    const before = await countDemoRequests(service);
    const { error } = await site
      .from('demo_requests')
      .insert({ ...validRequest('-id'), id: '00000000-0000-4000-8000-000000000000' });
    expect(error?.code).toBe('42501');
    const { error: dated } = await site
      .from('demo_requests')
      .insert({ ...validRequest('-date'), created_at: '2000-01-01T00:00:00Z' });
    expect(dated?.code).toBe('42501');
    expect(await countDemoRequests(service)).toBe(before);
  });
});

describe('what anon may not do (insert only)', () => {
  it('cannot read, update or delete, and gets PostgREST permission errors', async () => {
    const { error: inserted } = await service.from('demo_requests').insert(validRequest('-anon'));
    expect(inserted).toBeNull();
    const before = await countDemoRequests(service);

    const read = await site.from('demo_requests').select('*');
    expect(read.status).toBe(401);
    expect(read.error?.code).toBe('42501');
    expect(read.data).toBeNull();

    const update = await site
      .from('demo_requests')
      .update({ first_name: 'Mallory' })
      .eq('work_email', 'ada-anon@example.com');
    expect(update.error?.code).toBe('42501');

    const removal = await site
      .from('demo_requests')
      .delete()
      .eq('work_email', 'ada-anon@example.com');
    expect(removal.error?.code).toBe('42501');

    const { data: rows } = await service
      .from('demo_requests')
      .select('first_name')
      .eq('work_email', 'ada-anon@example.com');
    expect(rows).toEqual([{ first_name: 'Ada-anon' }]);
    expect(await countDemoRequests(service)).toBe(before);
  });
});

describe('authenticated and service_role (grants as on a new Supabase project)', () => {
  it('lets a signed-in user insert, but not read', async () => {
    const headers = {
      apikey: stack.anonKey,
      Authorization: `Bearer ${userToken()}`,
      'Content-Type': 'application/json',
    };
    const insert = await fetch(`${stack.restUrl}/demo_requests`, {
      method: 'POST',
      headers,
      body: JSON.stringify(validRequest('-user')),
    });
    expect(insert.status).toBe(201);
    const read = await fetch(`${stack.restUrl}/demo_requests`, { headers });
    expect(read.status).toBe(403);
    expect(await read.json()).toMatchObject({ code: '42501' });
  });

  it('gives the service role everything: read, update, delete', async () => {
    await service.from('demo_requests').insert(validRequest('-svc'));
    const updated = await service
      .from('demo_requests')
      .update({ requirements: 'Updated by the team.' })
      .eq('work_email', 'ada-svc@example.com')
      .select('requirements');
    expect(updated.data).toEqual([{ requirements: 'Updated by the team.' }]);
    const removed = await service
      .from('demo_requests')
      .delete()
      .eq('work_email', 'ada-svc@example.com')
      .select('id');
    expect(removed.data).toHaveLength(1);
  });
});

describe('constraints: the table refuses garbage (the form has no length bounds)', () => {
  const cases: Array<[string, Record<string, unknown>, string, string]> = [
    ['a blank first name', { first_name: '   ' }, '23514', 'demo_requests_first_name_not_blank'],
    ['an empty last name', { last_name: '' }, '23514', 'demo_requests_last_name_not_blank'],
    [
      'blank requirements',
      { requirements: '\n\t ' },
      '23514',
      'demo_requests_requirements_not_blank',
    ],
    [
      'an oversized first name',
      { first_name: 'x'.repeat(101) },
      '23514',
      'demo_requests_first_name_length',
    ],
    [
      'oversized requirements',
      { requirements: 'y'.repeat(5001) },
      '23514',
      'demo_requests_requirements_length',
    ],
    [
      'an oversized email',
      { work_email: `${'a'.repeat(250)}@b.co` },
      '23514',
      'demo_requests_work_email_length',
    ],
    [
      'an email without @',
      { work_email: 'ada.example.com' },
      '23514',
      'demo_requests_work_email_format',
    ],
    [
      'an email without a domain dot',
      { work_email: 'ada@localhost' },
      '23514',
      'demo_requests_work_email_format',
    ],
    [
      'an email with a space',
      { work_email: 'ada lovelace@example.com' },
      '23514',
      'demo_requests_work_email_format',
    ],
    ['a missing email', { work_email: null }, '23502', 'work_email'],
  ];

  it.each(cases)(
    'rejects %s with 400 and code %s, storing nothing',
    async (_, change, code, names) => {
      const before = await countDemoRequests(service);
      const { error, status } = await site
        .from('demo_requests')
        .insert({ ...validRequest(), ...change });
      expect(status).toBe(400);
      expect(error?.code).toBe(code);
      expect(error?.message).toContain(names);
      expect(await countDemoRequests(service)).toBe(before);
    },
  );

  it('accepts values at the limits', async () => {
    const { error } = await site.from('demo_requests').insert({
      first_name: 'x'.repeat(100),
      last_name: 'Ö',
      work_email: 'first.last+demo@mail.example.co.uk',
      requirements: 'y'.repeat(5000),
    });
    expect(error).toBeNull();
  });
});

describe('malformed requests', () => {
  const post = (body: string, contentType: string) =>
    fetch(`${stack.restUrl}/demo_requests`, {
      method: 'POST',
      headers: { apikey: stack.anonKey, 'Content-Type': contentType },
      body,
    });

  it('rejects malformed JSON with 400 PGRST102', async () => {
    const before = await countDemoRequests(service);
    const res = await post('{"first_name": "Ada",', 'application/json');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST102' });
    expect(await countDemoRequests(service)).toBe(before);
  });

  it('rejects content types other than JSON, CSV and forms', async () => {
    for (const type of ['text/plain', 'application/xml']) {
      const res = await post(JSON.stringify(validRequest()), type);
      expect(res.status, type).toBe(400);
      expect(await res.json()).toMatchObject({ code: 'PGRST102' });
    }
  });

  it('rejects unknown columns with 400 PGRST204', async () => {
    const res = await post(JSON.stringify({ ...validRequest(), admin: true }), 'application/json');
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'PGRST204' });
  });
});
