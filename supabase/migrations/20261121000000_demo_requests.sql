-- Demo requests sent from the site's /demo form (docs/requirements.md#demo-requests,
-- docs/requirements.md#the-demo-form).
--
-- The form itself has no length bounds, so the table is what refuses garbage: every value
-- must contain a non-space character, stay under a sane length, and the email must look like one.
-- Each rule is its own named constraint, so a rejected insert names the rule it broke.

create table public.demo_requests (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  first_name text not null,
  last_name text not null,
  work_email text not null,
  requirements text not null,

  constraint demo_requests_first_name_not_blank check (first_name ~ '\S'),
  constraint demo_requests_first_name_length check (char_length(first_name) <= 100),
  constraint demo_requests_last_name_not_blank check (last_name ~ '\S'),
  constraint demo_requests_last_name_length check (char_length(last_name) <= 100),
  -- 254 characters is the longest address SMTP can carry (RFC 5321 path limit less the brackets).
  constraint demo_requests_work_email_length check (char_length(work_email) <= 254),
  -- One @, something before it, a dotted domain after it, no spaces anywhere.
  constraint demo_requests_work_email_format
    check (work_email ~ '^[^[:space:]@]+@[^[:space:]@.]+(\.[^[:space:]@.]+)+$'),
  constraint demo_requests_requirements_not_blank check (requirements ~ '\S'),
  constraint demo_requests_requirements_length check (char_length(requirements) <= 5000)
);

comment on table public.demo_requests is
  'Product demo requests from the public site''s /demo form. Written by anyone with the anon key (insert only); read by the team with the service role.';

create index demo_requests_created_at_idx on public.demo_requests (created_at desc);

-- Row-level security: with RLS on and no SELECT/UPDATE/DELETE policy, the API roles can do nothing
-- but the one insert the policy below allows.
alter table public.demo_requests enable row level security;

-- New Supabase projects no longer grant tables to the API roles automatically, and older ones grant
-- everything by default privileges; start from nothing either way and grant exactly what is needed.
revoke all on table public.demo_requests from anon, authenticated, service_role;

-- Visitors may only insert the four form columns: id and created_at always come from the defaults.
-- No SELECT grant, so the site must insert without `.select()` (return=minimal).
grant insert (first_name, last_name, work_email, requirements)
  on table public.demo_requests to anon, authenticated;

-- The team's back office (service role key, never shipped to browsers) has full access.
grant select, insert, update, delete on table public.demo_requests to service_role;

create policy "Visitors can submit demo requests"
  on public.demo_requests
  for insert
  to anon, authenticated
  -- Every row is acceptable to the policy; the constraints above decide what a valid row is.
  with check (true);
