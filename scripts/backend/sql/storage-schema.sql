-- The part of Supabase Storage's schema that our migrations and the local Storage API use, in the
-- shape hosted projects have it: what supabase/storage's tenant migrations (migrations/tenant/,
-- 0001–0063) leave behind, applied there by the storage server as supabase_storage_admin. Our
-- migrations find it already made, as on hosted; this is not a migration of ours.
--
-- Taken: storage.buckets and storage.objects with the columns the API reads and writes, the
-- unique (bucket_id, name) index, row level security on both, the grants of 0046/0049, the
-- updated_at trigger, the delete guard of 0055, and storage.search (the list endpoint's
-- function) with its signature and results, written plainly. Left out: multipart uploads,
-- prefixes, analytics and vector buckets, versioning, the migrations table.
--
-- Run once, where storage.objects is missing, by a superuser: the local backend before the
-- migrations (installLocalShims) and setUpLikeSupabase for the PostgreSQL 15 leg.

do $$
begin
  if not exists (select from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin noinherit createrole;
  end if;
end;
$$;

create schema storage authorization supabase_storage_admin;
grant usage on schema storage to postgres, anon, authenticated, service_role;

create table storage.buckets (
  id text primary key,
  name text not null,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[]
);
create unique index bname on storage.buckets using btree (name);

create table storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  user_metadata jsonb
);
create unique index bucketid_objname on storage.objects using btree (bucket_id, name);
create index name_prefix_search on storage.objects using btree (name text_pattern_ops);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;

grant all on storage.buckets, storage.objects to postgres with grant option;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;

create function storage.update_updated_at_column() returns trigger
language plpgsql as $$
begin
  new.updated_at = now();
  return new;
end;
$$;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

-- 0055: rows go only through the Storage API, which sets storage.allow_delete_query.
create function storage.protect_delete() returns trigger
language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.',
            errcode = '42501';
  end if;
  return null;
end;
$$;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

-- The list endpoint (POST /object/list/{bucket}): one level below `prefix`, folders first as
-- rows with a null id, names relative to the prefix. Security invoker, so storage.objects' row
-- level security decides what a caller sees. `levels` is kept for the signature, unused, as in
-- 0063.
create function storage.search(
  prefix text,
  bucketname text,
  limits int default 100,
  levels int default 1,
  offsets int default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
)
returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql stable security invoker as $$
declare
  v_prefix text := coalesce(prefix, '');
  v_depth int := coalesce(array_length(string_to_array(nullif(v_prefix, ''), '/'), 1), 0)
    - (case when v_prefix like '%/' then 1 else 0 end) + 1;
  v_order text := case lower(coalesce(sortcolumn, 'name'))
    when 'updated_at' then 'updated_at'
    when 'created_at' then 'created_at'
    when 'last_accessed_at' then 'last_accessed_at'
    else 'name' end;
  v_direction text := case when lower(coalesce(sortorder, 'asc')) = 'desc' then 'desc' else 'asc' end;
begin
  return query execute format(
    $sql$
    with matching as (
      select o.* from storage.objects o
      where o.bucket_id = $1
        and left(lower(o.name), length($2 || $3)) = lower($2 || $3)
    ),
    folders as (
      select array_to_string(m.path_tokens[1:$4], '/') as folder
      from matching m
      where array_length(m.path_tokens, 1) > $4
      group by 1
    )
    (select substring(f.folder from length($2) + 1) as name, null::uuid, null::timestamptz,
            null::timestamptz, null::timestamptz, null::jsonb
       from folders f order by f.folder %2$s)
    union all
    (select substring(m.name from length($2) + 1), m.id, m.updated_at, m.created_at,
            m.last_accessed_at, m.metadata
       from matching m
      where array_length(m.path_tokens, 1) = $4
      order by %1$I %2$s)
    limit $5 offset $6
    $sql$, v_order, v_direction)
  using bucketname, v_prefix, coalesce(search, ''), v_depth, least(coalesce(limits, 100), 1500),
    coalesce(offsets, 0);
end;
$$;
grant execute on function storage.search(text, text, int, int, int, text, text, text)
  to anon, authenticated, service_role;
