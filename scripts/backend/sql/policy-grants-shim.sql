-- Stand-in for supautils' `policy_grants` where supautils is absent (a plain PostgreSQL 15):
-- as hosted Supabase configures it, postgres may create, alter and drop policies on Storage's
-- tables, which supabase_storage_admin owns, and nothing else their owner may (ALTER TABLE,
-- DROP TABLE, disabling row level security: "must be owner of table objects").
--
-- PostgreSQL asks ownership for a policy command too. So postgres is made a member of
-- supabase_storage_admin for the length of one policy command, and of nothing longer: granted
-- when the command starts, revoked when it ends; a command that fails rolls the grant back with
-- it. Run by the superuser in setUpLikeSupabase (postgres-cluster.mjs) for the PostgreSQL 15 leg;
-- PGlite runs everything as its superuser, where no owner check is made (docs/backend.md).
create schema policy_grants_shim;
revoke all on schema policy_grants_shim from public;

create function policy_grants_shim.grant_owner() returns event_trigger
language plpgsql security definer set search_path = pg_catalog as $$
begin
  if session_user = 'postgres'
     and not pg_has_role('postgres', 'supabase_storage_admin', 'member') then
    grant supabase_storage_admin to postgres;
    perform set_config('policy_grants_shim.granted', 'on', true);
  end if;
end;
$$;

create function policy_grants_shim.revoke_owner() returns event_trigger
language plpgsql security definer set search_path = pg_catalog as $$
begin
  if current_setting('policy_grants_shim.granted', true) = 'on' then
    revoke supabase_storage_admin from postgres;
    perform set_config('policy_grants_shim.granted', 'off', true);
  end if;
end;
$$;

revoke all on function policy_grants_shim.grant_owner(), policy_grants_shim.revoke_owner()
  from public;

create event trigger policy_grants_shim_start on ddl_command_start
  when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY')
  execute function policy_grants_shim.grant_owner();
create event trigger policy_grants_shim_end on ddl_command_end
  when tag in ('CREATE POLICY', 'ALTER POLICY', 'DROP POLICY')
  execute function policy_grants_shim.revoke_owner();
