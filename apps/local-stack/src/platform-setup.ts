/**
 * What a Supabase project has before its first migration runs, recreated locally: the API roles
 * PostgREST switches to from the JWT's `role` claim, the `authenticator` login role that may switch
 * to them, and usage of schema `public`. Idempotent: it runs at every start.
 *
 * Roles belong to the whole server, not to one database, and several stacks may set up databases
 * of one server at the same moment (the test suite does): a role or membership that another
 * session created in between is not an error.
 */
export const PLATFORM_SETUP_SQL = `
do $$
declare
  role record;
begin
  for role in
    select * from (values
      ('anon', 'nologin noinherit'),
      ('authenticated', 'nologin noinherit'),
      ('service_role', 'nologin noinherit bypassrls'),
      ('authenticator', 'login noinherit')
    ) as wanted (name, attributes)
    where not exists (select 1 from pg_roles where rolname = wanted.name)
  loop
    begin
      execute format('create role %I %s', role.name, role.attributes);
    exception when duplicate_object or unique_violation then
      null;
    end;
  end loop;

  begin
    grant anon, authenticated, service_role to authenticator;
  exception when unique_violation then
    null;
  end;

  -- When PostgREST logs in as someone else (DATABASE_URL's user), that user must be able to switch too.
  if not (select rolsuper from pg_roles where rolname = current_user) then
    begin
      execute format('grant anon, authenticated, service_role to %I', current_user);
    exception when unique_violation then
      null;
    end;
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
