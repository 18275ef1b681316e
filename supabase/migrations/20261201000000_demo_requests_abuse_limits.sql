-- Abuse limits on the public demo-request insert (issue: "a spam-proof form, enforced in the
-- database"). The anon key is in every page, so anything the site checks can be skipped by a
-- script; these rules hold for every insert the API roles make, whatever sends it.
--
--   * One row per request: an insert statement of more than one row (a JSON array or a multi-line
--     CSV body through PostgREST) is refused whole.
--   * At most 3 requests per work email and 10 per client address within any hour.
--
-- Refusals are PostgREST errors with a stable shape the site maps to a message:
--   HTTP 429, code PT429, details demo_requests_email_rate_limit | demo_requests_address_rate_limit
--   HTTP 400, code PT400, details demo_requests_one_row_per_request
-- (PostgREST answers a raised SQLSTATE 'PTxyz' with HTTP status xyz.)
--
-- Only accepted requests count: a refused insert (a failed CHECK, a refusal below) rolls back its
-- own bookkeeping. The service role (the team's back office) is not limited.

-- The bookkeeping lives outside the API's schemas: PostgREST exposes `public` only, and the API
-- roles get no privilege here at all.
create schema private;
comment on schema private is
  'Internal state of the API''s rules (rate-limit bookkeeping); never exposed through the data API.';
revoke all on schema private from public;

create table private.demo_request_charges (
  id bigint generated always as identity primary key,
  charged_at timestamptz not null default now(),
  -- What the request was counted against: its work email, or the client address it came from.
  scope text not null check (scope in ('email', 'address')),
  key text not null
);
comment on table private.demo_request_charges is
  'One row per accepted anon/authenticated demo request and limit it counts against; rows older than the window are pruned.';
create index demo_request_charges_window_idx
  on private.demo_request_charges (scope, key, charged_at);
create index demo_request_charges_age_idx on private.demo_request_charges (charged_at);
revoke all on table private.demo_request_charges from public, anon, authenticated, service_role;

-- The client address of the current API request, from the headers PostgREST exposes to SQL as
-- `request.headers`, or null outside a request (a direct SQL session).
--
-- Which header to believe is a property of the hosting:
--   * CF-Connecting-IP: Supabase's hosted platform sits behind Cloudflare, which writes this header
--     itself on every request (a client-sent one is replaced), so it is preferred when present.
--   * X-Forwarded-For, last entry: Supabase's self-hosted gateway (Kong) appends the address it
--     saw to whatever X-Forwarded-For the client sent; only that last entry was written by the
--     gateway, everything before it is the client's own claim and is ignored. The local stack's
--     gateway behaves the same way and drops a client-sent CF-Connecting-IP.
-- A self-hosted gateway that is not behind Cloudflare must drop a client-sent CF-Connecting-IP too.
--
-- IPv6 clients are counted per /64, the block one subscriber usually gets, so rotating addresses
-- inside it does not reset the count.
create function private.request_client_address() returns text
  language plpgsql
  stable
  set search_path = ''
as $$
declare
  headers jsonb := coalesce(nullif(current_setting('request.headers', true), ''), '{}')::jsonb;
  forwarded text[] := string_to_array(headers ->> 'x-forwarded-for', ',');
  candidate text;
  address inet;
begin
  foreach candidate in array array[headers ->> 'cf-connecting-ip', forwarded[cardinality(forwarded)]]
  loop
    continue when nullif(btrim(candidate), '') is null;
    begin
      address := btrim(candidate)::inet;
    exception when invalid_text_representation then
      continue; -- not an address: ignore this candidate
    end;
    if family(address) = 6 and masklen(address) > 64 then
      return network(set_masklen(address, 64))::text;
    end if;
    return host(address);
  end loop;
  return null;
end;
$$;

-- Counts one accepted request against a limit, or refuses it (HTTP 429) when the window is full.
-- An advisory lock per key makes concurrent requests for the same key queue instead of all
-- reading the same count.
create function private.charge_demo_request(
  charge_scope text,
  charge_key text,
  max_requests integer,
  time_window interval
) returns void
  language plpgsql
  set search_path = ''
as $$
declare
  used integer;
  oldest timestamptz;
begin
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended('demo_requests:' || charge_scope || ':' || charge_key, 0)
  );
  select count(*), min(c.charged_at) into used, oldest
    from private.demo_request_charges c
    where c.scope = charge_scope and c.key = charge_key and c.charged_at > now() - time_window;
  if used >= max_requests then
    raise exception using
      errcode = 'PT429',
      message = format(
        'Too many demo requests %s: at most %s in %s minutes.',
        case charge_scope when 'email' then 'for this email address' else 'from this address' end,
        max_requests,
        extract(epoch from time_window)::integer / 60
      ),
      detail = format('demo_requests_%s_rate_limit', charge_scope),
      hint = format(
        'Try again after %s.',
        to_char((oldest + time_window) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
      );
  end if;
  insert into private.demo_request_charges (scope, key) values (charge_scope, charge_key);
end;
$$;

-- Runs once per insert statement of the API roles, after its rows passed the table's CHECKs.
-- Security definer: it writes the bookkeeping the API roles cannot see.
create function private.guard_demo_request_insert() returns trigger
  language plpgsql
  security definer
  set search_path = ''
as $$
declare
  row_count bigint;
  email text;
begin
  select count(*), min(lower(btrim(r.work_email))) into row_count, email from inserted_rows r;
  if row_count > 1 then
    raise exception using
      errcode = 'PT400',
      message = 'demo_requests accepts one request at a time.',
      detail = 'demo_requests_one_row_per_request',
      hint = 'Send one JSON object, not an array.';
  end if;
  if row_count = 1 then
    delete from private.demo_request_charges where charged_at < now() - interval '1 hour';
    -- Address first, then email: every transaction takes the two locks in the same order.
    perform private.charge_demo_request(
      'address', coalesce(private.request_client_address(), 'unknown'), 10, interval '1 hour'
    );
    perform private.charge_demo_request('email', email, 3, interval '1 hour');
  end if;
  return null;
end;
$$;

revoke all on all functions in schema private from public, anon, authenticated, service_role;

create trigger demo_requests_abuse_limits
  after insert on public.demo_requests
  referencing new table as inserted_rows
  for each statement
  -- The public API roles only; the service role and the owner are not limited.
  when (current_user in ('anon', 'authenticated'))
  execute function private.guard_demo_request_insert();
