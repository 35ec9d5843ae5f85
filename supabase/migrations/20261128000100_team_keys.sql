-- A key for each person (issue 35): several consultants write, and one shared key could neither
-- be taken back from one of them nor tell whose a change was. Each key has a name (the person),
-- a role (pemilik: may also manage the keys; penulis: everything else the key allowed), when it
-- was made, the last day it was used and when it was revoked. Only its SHA-256 is stored, as
-- before. Today's single key becomes the owner key 'Pemilik': nobody re-enters anything.

create table private.publish_keys (
  id bigint generated always as identity primary key,
  name text not null,
  role text not null,
  key_hash bytea not null,
  created_at timestamptz not null default now(),
  last_used_on date,
  revoked_at timestamptz,

  constraint publish_keys_name_shape
    check (char_length(name) between 1 and 60 and name = btrim(name) and name !~ '[[:cntrl:]]'),
  constraint publish_keys_role check (role in ('pemilik', 'penulis')),
  constraint publish_keys_hash_is_sha256 check (octet_length(key_hash) = 32),
  constraint publish_keys_hash_unique unique (key_hash)
);

comment on table private.publish_keys is
  'The publishing keys (x-publish-key), one per person: only their SHA-256. See docs/backend.md.';
comment on column private.publish_keys.last_used_on is
  'The last day (WIB) a request that could write came with the key; reads alone do not note it.';

-- Two active keys may not share a name, whatever its case: the name is how a version says whose
-- it is. A revoked key's name may be given again.
create unique index publish_keys_active_name
on private.publish_keys (lower(name))
where revoked_at is null;

revoke all on table private.publish_keys from public, anon, authenticated, service_role;
alter table private.publish_keys enable row level security;

insert into private.publish_keys (name, role, key_hash, created_at)
select 'Pemilik', 'pemilik', key_hash, updated_at
from private.publish_key;

drop table private.publish_key;

-- Whatever revokes, demotes or deletes a key (the team page, npm run publish-key, the SQL
-- editor), at least one active owner key remains: without one, nobody could manage the team
-- from a phone again. The advisory lock makes two owners revoking each other at once take turns,
-- so the second sees the first's revocation.
create function private.publish_keys_keep_an_owner()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('private.publish_keys: an owner remains'));
  if not exists (
    select from private.publish_keys
    where role = 'pemilik' and revoked_at is null
      and id <> old.id
  ) and old.role = 'pemilik' and old.revoked_at is null
    and (tg_op = 'DELETE' or new.revoked_at is not null or new.role <> 'pemilik') then
    raise exception 'the last active owner key cannot be revoked'
      using errcode = 'PT409',
            hint = 'Add another owner key first (npm run publish-key -- --name NAME --role pemilik).';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

revoke all on function private.publish_keys_keep_an_owner() from public;

create trigger publish_keys_keep_an_owner
before update of revoked_at, role or delete on private.publish_keys
for each row execute function private.publish_keys_keep_an_owner();

-- The active key whose hash is the request's x-publish-key header (PostgREST and the Storage
-- server put the request headers, names lower-cased, in request.headers), or no row. Security
-- definer: the API roles never read the hashes. A revoked key is no key, from the next statement.
create function private.request_key()
returns table (id bigint, name text, role text)
language sql
stable
security definer
set search_path = ''
as $$
  select k.id, k.name, k.role
  from private.publish_keys k
  where k.revoked_at is null
    and k.key_hash = sha256(convert_to(
      nullif(nullif(current_setting('request.headers', true), '')::json ->> 'x-publish-key', ''),
      'UTF8'
    ));
$$;

revoke all on function private.request_key() from public;

-- Every policy, RPC and the Storage server ask this, as before: any active key, whatever its role.
create or replace function private.request_has_publish_key()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select from private.request_key());
$$;

-- The team's functions answer only an owner key: a wrong or revoked key gets what it gets
-- everywhere (42501), a writer's key 403 (PT403), so the page can say why.
create function private.require_owner_key()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_publish_key();
  if not exists (select from private.request_key() k where k.role = 'pemilik') then
    raise exception 'only an owner key may manage the team'
      using errcode = 'PT403', hint = 'Use a key with the role pemilik.';
  end if;
end;
$$;

revoke all on function private.require_owner_key() from public;

-- The day a key was used: noted by each request that may write (PostgREST runs reads, GET and
-- stable functions, in read-only transactions, which cannot). At most one update a key a day.
create function private.note_key_use()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  today date := (now() at time zone 'Asia/Jakarta')::date;
begin
  if current_setting('transaction_read_only') = 'on' then
    return;
  end if;
  update private.publish_keys k
  set last_used_on = today
  from private.request_key() r
  where k.id = r.id and k.last_used_on is distinct from today;
end;
$$;

revoke all on function private.note_key_use() from public;
grant execute on function private.note_key_use() to anon, authenticated;

-- PostgREST's pre-request (see 20261124000200_revisions.sql), now also noting the key's use, so
-- volatile. The writers of articles are read with the key, as the revisions are.
create or replace function private.check_request()
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  method text := coalesce(current_setting('request.method', true), '');
  path text := coalesce(current_setting('request.path', true), '');
begin
  if current_user not in ('anon', 'authenticated') then
    return;
  end if;
  perform private.note_key_use();
  if path like '/rpc/%' then
    return;
  end if;
  if method in ('GET', 'HEAD', 'OPTIONS') and path not in ('/article_revisions', '/article_writers') then
    return;
  end if;
  perform private.require_publish_key();
end;
$$;

-- Who wrote what. The name is the key's when it wrote, set here from the request's header, never
-- from the request's body; nothing of it is readable without a key.

-- Each article's last writer: who published it or last changed what it says or whether it shows.
create table public.article_writers (
  article_id bigint primary key references public.articles (id) on delete cascade,
  written_by text not null,
  written_at timestamptz not null default now()
);

comment on table public.article_writers is
  'Who last wrote each article (the name of the key), written only by the database. '
  'Read with the publishing key; nobody writes it through the API.';

alter table public.article_writers enable row level security;

revoke all on table public.article_writers from public, anon, authenticated, service_role;
grant select on table public.article_writers to anon, authenticated;

create policy article_writers_with_publish_key
on public.article_writers
for select
to anon, authenticated
using ((select private.require_publish_key()));

alter table public.article_revisions add column written_by text;

comment on column public.article_revisions.written_by is
  'edit: the name of the key that wrote the version replaced; withdraw, restore: of the key that '
  'did it. Null when unknown (kept before keys had names, or written without a key).';

-- Whether an update changed what the article says or whether it shows: what makes a revision.
create function private.article_changed(was public.articles, now_is public.articles)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select (now_is.title, now_is.thumbnail_url, now_is.alt_text, now_is.summary, now_is.content,
          now_is.category, now_is.author, now_is.withdrawn_at is null)
         is distinct from
         (was.title, was.thumbnail_url, was.alt_text, was.summary, was.content, was.category,
          was.author, was.withdrawn_at is null);
$$;

revoke all on function private.article_changed(public.articles, public.articles) from public;

-- As before, with the writer: the replaced version's is the article's last writer until this
-- update (articles_note_writer runs after this trigger: row triggers fire in name order).
create or replace function private.articles_keep_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed text[];
  writer text := (select r.name from private.request_key() r);
begin
  changed := array_remove(array[
    case when new.title is distinct from old.title then 'title' end,
    case when new.thumbnail_url is distinct from old.thumbnail_url then 'thumbnail_url' end,
    case when new.alt_text is distinct from old.alt_text then 'alt_text' end,
    case when new.summary is distinct from old.summary then 'summary' end,
    case when new.content is distinct from old.content then 'content' end,
    case when new.category is distinct from old.category then 'category' end,
    case when new.author is distinct from old.author then 'author' end
  ], null);

  if cardinality(changed) > 0 then
    insert into public.article_revisions
      (article_id, event, changed_fields, title, thumbnail_url, alt_text, summary, content, category,
       author, written_by)
    values
      (old.id, 'edit', changed, old.title, old.thumbnail_url, old.alt_text, old.summary, old.content,
       old.category, old.author,
       (select w.written_by from public.article_writers w where w.article_id = old.id));
  end if;

  if (new.withdrawn_at is null) <> (old.withdrawn_at is null) then
    insert into public.article_revisions (article_id, event, written_by)
    values (old.id, case when new.withdrawn_at is null then 'restore' else 'withdraw' end, writer);
  end if;
  return null;
end;
$$;

create function private.articles_note_writer()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  writer text := (select r.name from private.request_key() r);
begin
  if tg_op = 'UPDATE' and not private.article_changed(old, new) then
    return null;
  end if;
  if writer is null then
    -- Written without a key (the owner's own SQL): whose it is now is not known.
    delete from public.article_writers where article_id = new.id;
  else
    insert into public.article_writers (article_id, written_by)
    values (new.id, writer)
    on conflict (article_id) do update
    set written_by = excluded.written_by, written_at = excluded.written_at;
  end if;
  return null;
end;
$$;

revoke all on function private.articles_note_writer() from public;

create trigger articles_note_writer
after insert or update on public.articles
for each row execute function private.articles_note_writer();

-- The owner's pages.

-- Whose the request's key is: its name and role. 42501 without an active key. Volatile, so that
-- it runs in a transaction that may write and check_request notes the day.
create function public.publish_key_whoami()
returns table (name text, role text)
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_publish_key();
  return query select r.name, r.role from private.request_key() r;
end;
$$;

comment on function public.publish_key_whoami() is
  'The name and role of the request''s publishing key (x-publish-key). See docs/backend.md.';

-- The team: every key, active first (oldest first), then the revoked ones (latest first).
create function public.team_keys()
returns table (
  id bigint,
  name text,
  role text,
  created_at timestamptz,
  last_used_on date,
  revoked_at timestamptz
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_owner_key();
  return query
  select k.id, k.name, k.role, k.created_at, k.last_used_on, k.revoked_at
  from private.publish_keys k
  order by k.revoked_at is not null, k.revoked_at desc, k.created_at, k.id;
end;
$$;

comment on function public.team_keys() is
  'The publishing keys (never their hashes), for an owner key only. See docs/backend.md.';

-- A new key for `key_name`, made here from the database's strong random source (gen_random_uuid:
-- 122 random bits each, two of them) and returned once; only its hash is kept. 23505 when an
-- active key has that name, 22023 for a name or role that cannot be.
create function public.add_team_key(key_name text, key_role text default 'penulis')
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  clean text := btrim(key_name);
  new_key text;
begin
  perform private.require_owner_key();
  if clean is null or char_length(clean) not between 1 and 60 or clean ~ '[[:cntrl:]]' then
    raise exception 'a key''s name has 1 to 60 characters'
      using errcode = '22023';
  end if;
  if key_role is null or key_role not in ('pemilik', 'penulis') then
    raise exception 'a key''s role is pemilik or penulis'
      using errcode = '22023';
  end if;
  new_key := translate(
    encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'),
           'base64'),
    '+/=', '-_'
  );
  insert into private.publish_keys (name, role, key_hash)
  values (clean, key_role, sha256(convert_to(new_key, 'UTF8')));
  return new_key;
end;
$$;

comment on function public.add_team_key(text, text) is
  'Makes a publishing key for a person and returns it once; for an owner key only.';

-- Revokes a key, at once (the next statement of any request refuses it). Revoking a revoked key
-- changes nothing; PT409 for the last active owner key, PT404 for no such key.
create function public.revoke_team_key(key_id bigint)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.require_owner_key();
  if not exists (select from private.publish_keys where id = key_id) then
    raise exception 'no publishing key %', key_id using errcode = 'PT404';
  end if;
  update private.publish_keys
  set revoked_at = now()
  where id = key_id and revoked_at is null;
end;
$$;

comment on function public.revoke_team_key(bigint) is
  'Revokes a publishing key at once; for an owner key only; never the last owner key.';

revoke all on function public.publish_key_whoami() from public, anon, authenticated, service_role;
revoke all on function public.team_keys() from public, anon, authenticated, service_role;
revoke all on function public.add_team_key(text, text) from public, anon, authenticated, service_role;
revoke all on function public.revoke_team_key(bigint) from public, anon, authenticated, service_role;
grant execute on function public.publish_key_whoami() to anon, authenticated;
grant execute on function public.team_keys() to anon, authenticated;
grant execute on function public.add_team_key(text, text) to anon, authenticated;
grant execute on function public.revoke_team_key(bigint) to anon, authenticated;

notify pgrst, 'reload schema';
