-- Stand-in for Supabase Vault 0.3.1 where supabase_vault is absent (PGlite, a plain Postgres).
-- Same table, view and functions, without the encryption: the local database holds only local
-- secrets. Installed like an extension, by the database's superuser where there is one; run
-- again at each start by its owner, which brings a stand-in made by an older version up to date.
create schema if not exists vault;

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);

create unique index if not exists secrets_name_idx on vault.secrets (name) where name is not null;

create or replace view vault.decrypted_secrets as
select id, name, description, secret, secret as decrypted_secret, key_id, nonce, created_at, updated_at
from vault.secrets;

-- Security definer, as Vault's: the only way to write a secret for anyone but the owner.
create or replace function vault.create_secret(
  new_secret text,
  new_name text default null,
  new_description text default '',
  new_key_id uuid default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  secret_id uuid;
begin
  insert into vault.secrets (secret, name, description)
  values (new_secret, new_name, new_description)
  returning id into secret_id;
  return secret_id;
end;
$$;

create or replace function vault.update_secret(
  secret_id uuid,
  new_secret text default null,
  new_name text default null,
  new_description text default null,
  new_key_id uuid default null
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  update vault.secrets s
  set
    secret = coalesce(new_secret, s.secret),
    name = coalesce(new_name, s.name),
    description = coalesce(new_description, s.description),
    updated_at = now()
  where s.id = secret_id;
end;
$$;

revoke all on all functions in schema vault from public;

-- What Supabase grants when it installs Vault (supabase/postgres: the supabase_vault
-- after-create script): postgres (who may pass it on) and service_role read and delete, and
-- write only through the functions.
do $$
declare
  grantee text;
  passing_on text;
begin
  foreach grantee in array array['postgres', 'service_role'] loop
    continue when grantee = current_user or not exists (select from pg_roles where rolname = grantee);
    passing_on := case when grantee = 'postgres' then ' with grant option' else '' end;
    execute format('grant usage on schema vault to %I%s', grantee, passing_on);
    execute format('grant select, delete on vault.secrets, vault.decrypted_secrets to %I%s', grantee, passing_on);
    execute format('grant execute on function vault.create_secret(text, text, text, uuid), vault.update_secret(uuid, text, text, text, uuid) to %I%s', grantee, passing_on);
  end loop;
end;
$$;
