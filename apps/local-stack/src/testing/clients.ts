import { createHmac } from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { LOCAL_JWT_SECRET } from '../keys';

/**
 * Node 20 has no global WebSocket, which supabase-js's realtime client insists on at creation.
 * These tests never open a realtime channel, so a transport that refuses to connect is enough.
 */
class NoRealtime {
  constructor() {
    throw new Error('Realtime is not used by the site and not served by the local stack.');
  }
}

/** An in-memory stand-in for the browser's localStorage (the site passes window.localStorage). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => {
      items.delete(key);
    },
    setItem: (key, value) => {
      items.set(key, String(value));
    },
  };
}

/**
 * A supabase-js client configured exactly as the site's (apps/site/src/backend/client.ts,
 * docs/requirements.md#access): the anonymous key, a session persisted in (local) storage,
 * automatic token refresh.
 */
export function siteClient(url: string, anonKey: string, fetchImpl?: typeof fetch): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { storage: memoryStorage(), persistSession: true, autoRefreshToken: true },
    realtime: { transport: NoRealtime as never },
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
  });
}

/** The team's back-office view: the service-role key, which bypasses row-level security. */
export function serviceClient(url: string, serviceRoleKey: string): SupabaseClient {
  return createClient(url, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtime as never },
  });
}

/** Counts the stored demo requests, as the service role sees them. */
export async function countDemoRequests(client: SupabaseClient): Promise<number> {
  const { count, error } = await client
    .from('demo_requests')
    .select('*', { count: 'exact', head: true });
  if (error) throw new Error(`counting demo_requests failed: ${error.message}`);
  return count ?? 0;
}

/** A valid form submission (the columns of docs/requirements.md#demo-requests). */
export function validRequest(suffix = '') {
  return {
    first_name: `Ada${suffix}`,
    last_name: 'Lovelace',
    work_email: `ada${suffix}@example.com`,
    requirements: 'We want an AI receptionist for three dental practices.',
  };
}

/** A signed-in user's token, as Supabase Auth would issue it (signed with the local secret). */
export function userToken(): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const claims = {
    role: 'authenticated',
    sub: '7f1e2d3c-0000-4000-8000-000000000001',
    exp: 4_000_000_000,
  };
  const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${unsigned}.${createHmac('sha256', LOCAL_JWT_SECRET).update(unsigned).digest('base64url')}`;
}
