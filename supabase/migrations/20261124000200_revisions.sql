-- Nothing the owner writes is lost (issue 21). Every change to an article's editable fields keeps
-- the version it replaced, and withdrawing and restoring are recorded as events; the database does
-- it, so no client can skip it. Also: an API write changes at most one article, and a write
-- without the publishing key is refused before any row is read, so its answer tells nothing.

create table public.article_revisions (
  id bigint generated always as identity primary key,
  article_id bigint not null references public.articles (id) on delete cascade,
  event text not null,
  changed_at timestamptz not null default now(),
  changed_fields text[] not null default '{}',
  -- The version replaced (edits only): the article's editable fields as they were.
  title text,
  thumbnail_url text,
  alt_text text,
  summary text,
  content text,
  category text,
  author text,

  constraint article_revisions_event check (event in ('edit', 'withdraw', 'restore')),
  constraint article_revisions_edit_keeps_version
    check (event <> 'edit' or (title is not null and content is not null and changed_fields <> '{}'))
);

comment on table public.article_revisions is
  'Earlier versions of articles, written only by the database when an article changes. '
  'Read with the publishing key; nobody writes them through the API.';
comment on column public.article_revisions.event is
  'edit: the fields are the version replaced; withdraw, restore: the article was hidden or shown again.';
comment on column public.article_revisions.changed_at is
  'When the version was replaced (or the article withdrawn or restored).';
comment on column public.article_revisions.changed_fields is
  'The editable fields the edit changed (column names).';

-- The editor's list: one article's revisions, newest first.
create index article_revisions_article_id_idx
on public.article_revisions (article_id, changed_at desc, id desc);

alter table public.article_revisions enable row level security;

revoke all on table public.article_revisions from public, anon, authenticated, service_role;
grant select on table public.article_revisions to anon, authenticated;
revoke all on sequence public.article_revisions_id_seq from public, anon, authenticated, service_role;

-- Reading needs the key: without it the request is refused (see check_request below), and should
-- that check be missing, this policy refuses every row it would return.
create policy article_revisions_with_publish_key
on public.article_revisions
for select
to anon, authenticated
using ((select private.require_publish_key()));

-- After the row is written (so blanks have become null and a no-op stores nothing). Security
-- definer: the API roles may not write revisions themselves.
create function private.articles_keep_revision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed text[];
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
      (article_id, event, changed_fields, title, thumbnail_url, alt_text, summary, content, category, author)
    values
      (old.id, 'edit', changed, old.title, old.thumbnail_url, old.alt_text, old.summary, old.content,
       old.category, old.author);
  end if;

  if (new.withdrawn_at is null) <> (old.withdrawn_at is null) then
    insert into public.article_revisions (article_id, event)
    values (old.id, case when new.withdrawn_at is null then 'restore' else 'withdraw' end);
  end if;
  return null;
end;
$$;

revoke all on function private.articles_keep_revision() from public;

create trigger articles_keep_revision
after update on public.articles
for each row execute function private.articles_keep_revision();

-- One article per API write. The admin pages only ever change one; a request that would change
-- more (PATCH with no filter, or withdrawn_at=not.is.null) is refused as a whole. PostgREST runs
-- each request in a transaction of its own, so the count is kept for the transaction. The owner's
-- own SQL (postgres, service_role) is not limited.
create function private.articles_one_per_write()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  written integer;
begin
  if current_user not in ('anon', 'authenticated') then
    return new;
  end if;
  written := coalesce(nullif(current_setting('articles.rows_written', true), ''), '0')::integer + 1;
  perform set_config('articles.rows_written', written::text, true);
  if written > 1 then
    raise exception 'one article per write: this request would change more than one article'
      using hint = 'Name exactly one article, e.g. with slug=eq.<slug>.';
  end if;
  return new;
end;
$$;

revoke all on function private.articles_one_per_write() from public;

-- Before the other row triggers (they fire in name order), so nothing is done for a refused write.
create trigger articles_0_one_per_write
before update on public.articles
for each row execute function private.articles_one_per_write();

-- PostgREST calls this before each request, after switching to the request's role. A write
-- without the right key is refused here, before any row is read: an existing, a withdrawn and a
-- missing slug get the same answer. Reading revisions needs the key too. Functions the API
-- exposes (search) and reads of articles pass.
create function private.check_request()
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  method text := coalesce(current_setting('request.method', true), '');
  path text := coalesce(current_setting('request.path', true), '');
begin
  if current_user not in ('anon', 'authenticated') or path like '/rpc/%' then
    return;
  end if;
  if method in ('GET', 'HEAD', 'OPTIONS') and path <> '/article_revisions' then
    return;
  end if;
  perform private.require_publish_key();
end;
$$;

revoke all on function private.check_request() from public;
grant execute on function private.check_request() to anon, authenticated, service_role;

do $$
begin
  if exists (select from pg_roles where rolname = 'authenticator') then
    alter role authenticator set pgrst.db_pre_request = 'private.check_request';
  end if;
end;
$$;

notify pgrst, 'reload config';

-- The rebuild hook. After an update it now asks only for the articles the update really changed,
-- so saving the same text again asks for no build. What it posts is unchanged.

-- What the hook says of one article.
create function private.rebuild_record(
  slug text, title text, published_at timestamptz, updated_at timestamptz, withdrawn_at timestamptz
)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'slug', slug,
    'title', title,
    'published_at', published_at,
    'updated_at', updated_at,
    'withdrawn', withdrawn_at is not null
  );
$$;

revoke all on function private.rebuild_record(text, text, timestamptz, timestamptz, timestamptz) from public;

-- The request: Vault's hook URL, sent by pg_net after commit. The first 100 records are enough to
-- say what changed; the count says how many did.
create function private.post_rebuild_request(kind text, changed_count integer, records jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook_url text;
  extra_headers jsonb;
  payload jsonb;
begin
  select decrypted_secret into hook_url
  from vault.decrypted_secrets
  where name = 'rebuild_hook_url';

  if hook_url is null or hook_url !~ '\S' then
    return;
  end if;

  -- Optional headers, e.g. {"Authorization": "Bearer ..."} for GitHub.
  select decrypted_secret::jsonb into extra_headers
  from vault.decrypted_secrets
  where name = 'rebuild_hook_headers';

  payload := jsonb_build_object(
    'type', kind,
    'table', 'articles',
    'count', changed_count,
    'records', records
  );

  -- GitHub's repository_dispatch requires an event_type and nests custom data in client_payload.
  if hook_url ~* '^https://api\.github\.com/repos/[^/]+/[^/]+/dispatches$' then
    payload := jsonb_build_object('event_type', 'article-published', 'client_payload', payload);
  end if;

  perform net.http_post(
    url := hook_url,
    body := payload,
    headers := '{"Content-Type": "application/json"}'::jsonb || coalesce(extra_headers, '{}'::jsonb),
    timeout_milliseconds := 5000
  );
exception when others then
  -- A missing Vault, pg_net or a malformed secret must never cost the author their change.
  raise warning 'articles: rebuild hook not requested: % (%)', sqlerrm, sqlstate;
end;
$$;

revoke all on function private.post_rebuild_request(text, integer, jsonb) from public;

create or replace function private.request_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed_count integer;
  records jsonb;
begin
  select count(*) into changed_count from changed_articles;
  if changed_count > 0 then
    select jsonb_agg(private.rebuild_record(a.slug, a.title, a.published_at, a.updated_at, a.withdrawn_at)
                     order by a.id)
    into records
    from (select * from changed_articles order by id limit 100) a;
    perform private.post_rebuild_request(tg_op, changed_count, records);
  end if;
  return null;
end;
$$;

create function private.request_rebuild_after_update()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed_count integer;
  records jsonb;
begin
  with changed as (
    select n.id, n.slug, n.title, n.published_at, n.updated_at, n.withdrawn_at
    from changed_articles n
    join replaced_articles o on o.id = n.id
    where (n.title, n.thumbnail_url, n.alt_text, n.summary, n.content, n.category, n.author,
           n.withdrawn_at is null)
          is distinct from
          (o.title, o.thumbnail_url, o.alt_text, o.summary, o.content, o.category, o.author,
           o.withdrawn_at is null)
  )
  select (select count(*) from changed),
         (select jsonb_agg(private.rebuild_record(c.slug, c.title, c.published_at, c.updated_at,
                                                  c.withdrawn_at) order by c.id)
          from (select * from changed order by id limit 100) c)
  into changed_count, records;
  if changed_count > 0 then
    perform private.post_rebuild_request(tg_op, changed_count, records);
  end if;
  return null;
end;
$$;

revoke all on function private.request_rebuild_after_update() from public;

drop trigger articles_request_rebuild_after_update on public.articles;

create trigger articles_request_rebuild_after_update
after update on public.articles
referencing old table as replaced_articles new table as changed_articles
for each statement execute function private.request_rebuild_after_update();
