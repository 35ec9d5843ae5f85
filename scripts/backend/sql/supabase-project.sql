-- What Supabase's platform sets up in a new project's database before any migration of ours, as
-- its superuser (supabase/postgres: migrations/db/migrate.sh, init-scripts/ and migrations/):
-- the API roles and authenticator with their settings, and postgres demoted to a role that is
-- not a superuser but owns the database and is a member of the API roles. Run by
-- setUpLikeSupabase (scripts/backend/postgres-cluster.mjs) on a throwaway cluster, followed by the
-- pg_net and Vault stand-ins: for tests/db/postgres/run.mjs and npm run bench:search.

create role postgres login createdb createrole replication bypassrls;
alter database postgres owner to postgres;
grant all on database postgres to postgres;
alter role postgres set search_path to "$user", public, extensions;

create role anon nologin inherit;
create role authenticated nologin inherit;
create role service_role nologin inherit bypassrls;
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;

alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role authenticator set statement_timeout = '8s';
alter role authenticator set lock_timeout = '8s';

-- supautils lets postgres give authenticator PostgREST's settings (`alter role authenticator set
-- pgrst.db_pre_request = ...`, as Supabase documents); a plain server needs the privilege granted.
grant set on parameter pgrst.db_pre_request to postgres;

do $$
begin
  -- Supabase grants these with ADMIN OPTION from PostgreSQL 16, where CREATEROLE alone no
  -- longer lets postgres manage them.
  if current_setting('server_version_num')::int >= 160000 then
    grant anon, authenticated, service_role to postgres with admin option;
  else
    grant anon, authenticated, service_role to postgres;
  end if;
end;
$$;

create schema extensions;
grant usage on schema public to postgres, anon, authenticated, service_role;
grant usage on schema extensions to postgres, anon, authenticated, service_role;

-- Everything postgres creates in public is granted to the API roles unless a migration revokes it.
alter default privileges for role postgres in schema public
  grant all on tables to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on functions to postgres, anon, authenticated, service_role;
alter default privileges for role postgres in schema public
  grant all on sequences to postgres, anon, authenticated, service_role;
