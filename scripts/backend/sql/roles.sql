-- The roles Supabase gives every project, with Supabase's settings (supabase/postgres:
-- migrations/db/init-scripts and migrations/db/migrations), for databases that lack them
-- (PGlite, a plain Postgres). A role is created or changed only if this script made it, as its
-- comment says: on a Supabase database the roles are the platform's (supautils reserves them),
-- and they are left exactly as they are.
--
-- Settings read (set_config, local to the transaction):
--   local_backend.adopt_roles = 'on'           also claim these roles where they exist without
--                                              the comment (a PGlite database is the backend's)
--   local_backend.authenticator_password       the password to give authenticator, if ours
-- Setting written: local_backend.authenticator_login = 'on' once authenticator has that password.
do $$
declare
  made_here constant text := 'Made by the local backend (scripts/backend/sql/roles.sql), which may change it.';
  adopt constant boolean := coalesce(current_setting('local_backend.adopt_roles', true), '') = 'on';
  new_password constant text := nullif(current_setting('local_backend.authenticator_password', true), '');
  role_name text;
  ours text[] := '{}';
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin inherit;
    execute format('comment on role anon is %L', made_here);
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin inherit;
    execute format('comment on role authenticated is %L', made_here);
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin inherit bypassrls;
    execute format('comment on role service_role is %L', made_here);
  end if;
  if not exists (select from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
    execute format('comment on role authenticator is %L', made_here);
  end if;

  foreach role_name in array array['anon', 'authenticated', 'service_role', 'authenticator'] loop
    if adopt then
      execute format('comment on role %I is %L', role_name, made_here);
    end if;
    if (select shobj_description(oid, 'pg_authid') from pg_roles where rolname = role_name) = made_here then
      ours := ours || role_name;
    end if;
  end loop;

  -- Supabase made the API roles INHERIT in 2023; the settings are the platform's defaults.
  if 'anon' = any(ours) then
    alter role anon nologin inherit;
    alter role anon set statement_timeout = '3s';
  end if;
  if 'authenticated' = any(ours) then
    alter role authenticated nologin inherit;
    alter role authenticated set statement_timeout = '8s';
  end if;
  if 'service_role' = any(ours) then
    alter role service_role nologin inherit;
    -- Changing BYPASSRLS needs more than CREATEROLE: only when it is missing.
    if not (select rolbypassrls from pg_roles where rolname = 'service_role') then
      alter role service_role bypassrls;
    end if;
  end if;

  foreach role_name in array array['anon', 'authenticated', 'service_role'] loop
    continue when not role_name = any(ours);
    execute format('grant usage on schema public to %I', role_name);
    -- As Supabase grants them to postgres. PostgREST reads the settings of the roles its login
    -- role is a member of, so this also makes them apply where PostgREST logs in as the
    -- database's owner (PGlite).
    execute format('grant %I to current_user', role_name);
    if 'authenticator' = any(ours) then
      execute format('grant %I to authenticator', role_name);
    end if;
  end loop;

  if 'authenticator' = any(ours) then
    alter role authenticator login noinherit;
    alter role authenticator set statement_timeout = '8s';
    alter role authenticator set lock_timeout = '8s';
    if new_password is not null then
      execute format('alter role authenticator password %L', new_password);
      perform set_config('local_backend.authenticator_login', 'on', true);
    end if;
  end if;
end;
$$;
