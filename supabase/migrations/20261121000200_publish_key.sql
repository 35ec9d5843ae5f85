-- Publishing: an insert is allowed only when the request carries the header x-publish-key whose
-- SHA-256 equals the hash kept here. The key itself is never stored. Set or rotate it with
-- `npm run publish-key` (see docs/backend.md).

create table private.publish_key (
  id boolean primary key default true,
  key_hash bytea not null,
  updated_at timestamptz not null default now(),

  constraint publish_key_single_row check (id),
  constraint publish_key_hash_is_sha256 check (octet_length(key_hash) = 32)
);

revoke all on table private.publish_key from public, anon, authenticated, service_role;
alter table private.publish_key enable row level security;

-- Security definer: the API roles must not read the hash, only learn whether their header
-- matches it. PostgREST puts the request headers (lower-cased names) in request.headers.
create function private.request_has_publish_key()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select
    from private.publish_key
    where key_hash = sha256(convert_to(
      nullif(nullif(current_setting('request.headers', true), '')::json ->> 'x-publish-key', ''),
      'UTF8'
    ))
  );
$$;

revoke all on function private.request_has_publish_key() from public;
grant usage on schema private to anon, authenticated;
grant execute on function private.request_has_publish_key() to anon, authenticated;

-- published_at is accepted (the site sends it) and then replaced by the trigger; id is identity.
grant insert (slug, title, thumbnail_url, alt_text, summary, content, category, author, published_at)
on table public.articles to anon, authenticated, service_role;

create policy articles_insert_with_publish_key
on public.articles
for insert
to anon, authenticated
with check (private.request_has_publish_key());
