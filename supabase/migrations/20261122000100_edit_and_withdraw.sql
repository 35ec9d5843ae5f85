-- The owner corrects and withdraws what they published (issue 10). With the publishing key an API
-- client may update the editable fields and withdraw or restore an article; without it, it reads
-- published articles only. Nobody deletes through the API: withdrawing hides, it never destroys.

alter table public.articles
  add column updated_at timestamptz,
  add column withdrawn_at timestamptz;

comment on column public.articles.updated_at is
  'Set by the database when an editable field changes; null until the article is first edited.';
comment on column public.articles.withdrawn_at is
  'Set by the database when the article is withdrawn (hidden, never deleted); null while published.';

-- Runs after articles_before_write (triggers fire in name order), so a blank field sent for a
-- null one has become null again and does not count as an edit.
create function private.articles_stamp_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (new.title, new.thumbnail_url, new.alt_text, new.summary, new.content, new.category, new.author)
     is distinct from
     (old.title, old.thumbnail_url, old.alt_text, old.summary, old.content, old.category, old.author)
     and new.updated_at is not distinct from old.updated_at
  then
    new.updated_at := now();
  end if;

  -- The marker's value is the database's clock, whatever the client sent; withdrawing twice
  -- keeps the first time.
  if new.withdrawn_at is not null then
    new.withdrawn_at := coalesce(old.withdrawn_at, now());
  end if;
  return new;
end;
$$;

revoke all on function private.articles_stamp_update() from public;

create trigger articles_stamp_update
before update on public.articles
for each row execute function private.articles_stamp_update();

-- Like request_has_publish_key, but a missing or wrong key is an error (42501, as for an insert)
-- rather than an update that silently matches no row.
create function private.require_publish_key()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.request_has_publish_key() then
    raise exception 'the publishing key is missing or wrong'
      using errcode = '42501', hint = 'Send the x-publish-key header.';
  end if;
  return true;
end;
$$;

revoke all on function private.require_publish_key() from public;
grant execute on function private.require_publish_key() to anon, authenticated;

-- Reading: published articles for everyone; withdrawn ones too with the key (the admin's list).
-- The key check is a sub-select so it runs once per statement, not once per row.
drop policy articles_are_public on public.articles;

create policy articles_published_or_with_publish_key
on public.articles
for select
to anon, authenticated
using (withdrawn_at is null or (select private.request_has_publish_key()));

-- Updating: the editable fields and the withdrawn marker, never slug, published_at or id.
grant update (title, thumbnail_url, alt_text, summary, content, category, author, withdrawn_at)
on table public.articles to anon, authenticated, service_role;

create policy articles_update_with_publish_key
on public.articles
for update
to anon, authenticated
using ((select private.require_publish_key()))
with check ((select private.require_publish_key()));

-- The rebuild hook: once per statement (a 25-row insert asks for one build, not 25), after inserts
-- and updates, with the kind of change and the articles it touched.
drop trigger articles_request_rebuild on public.articles;
drop function private.request_rebuild();

create function private.request_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook_url text;
  extra_headers jsonb;
  changed_count integer;
  records jsonb;
  payload jsonb;
begin
  select count(*) into changed_count from changed_articles;
  if changed_count = 0 then
    return null;
  end if;

  select decrypted_secret into hook_url
  from vault.decrypted_secrets
  where name = 'rebuild_hook_url';

  if hook_url is null or hook_url !~ '\S' then
    return null;
  end if;

  -- Optional headers, e.g. {"Authorization": "Bearer ..."} for GitHub.
  select decrypted_secret::jsonb into extra_headers
  from vault.decrypted_secrets
  where name = 'rebuild_hook_headers';

  -- The first 100 are enough to say what changed; the count says how many did.
  select jsonb_agg(r.record order by r.id) into records
  from (
    select a.id, jsonb_build_object(
      'slug', a.slug,
      'title', a.title,
      'published_at', a.published_at,
      'updated_at', a.updated_at,
      'withdrawn', a.withdrawn_at is not null
    ) as record
    from changed_articles a
    order by a.id
    limit 100
  ) r;

  payload := jsonb_build_object(
    'type', tg_op,
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
  return null;
exception when others then
  -- A missing Vault, pg_net or a malformed secret must never cost the author their change.
  raise warning 'articles: rebuild hook not requested: % (%)', sqlerrm, sqlstate;
  return null;
end;
$$;

revoke all on function private.request_rebuild() from public;

create trigger articles_request_rebuild_after_insert
after insert on public.articles
referencing new table as changed_articles
for each statement execute function private.request_rebuild();

create trigger articles_request_rebuild_after_update
after update on public.articles
referencing new table as changed_articles
for each statement execute function private.request_rebuild();

-- Supabase's default privileges give the API roles every right on new sequences. PostgREST cannot
-- reach a sequence, and an identity column needs no privilege on its own; take them back anyway.
revoke all on sequence public.articles_id_seq from anon, authenticated, service_role;
