/**
 * What a Supabase project has before its first migration runs, recreated locally: the API roles
 * PostgREST switches to from the JWT's `role` claim, the `authenticator` login role that may switch
 * to them, and usage of schema `public`. Idempotent: it runs at every start.
 */
export const PLATFORM_SETUP_SQL = `
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

-- When PostgREST logs in as someone else (DATABASE_URL's user), that user must be able to switch too.
do $$
begin
  if not (select rolsuper from pg_roles where rolname = current_user) then
    execute format('grant anon, authenticated, service_role to %I', current_user);
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);
`;
