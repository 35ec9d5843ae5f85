-- Rebuild webhook: after an article is inserted, ask the static host to rebuild the site.
-- The URL is a Vault secret named rebuild_hook_url (see docs/backend.md); without it, no call.
-- pg_net sends the request after commit in the background, so the insert never waits for it.

-- Where pg_net is not installable (the local PGlite backend, a plain Postgres), the local backend
-- provides a stand-in net.http_post with the same signature before migrations run.
do $$
begin
  if exists (select from pg_available_extensions where name = 'pg_net') then
    create schema if not exists extensions;
    create extension if not exists pg_net with schema extensions;
  end if;
end;
$$;

create function private.request_rebuild()
returns trigger
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
    return null;
  end if;

  -- Optional headers, e.g. {"Authorization": "Bearer ..."} for GitHub.
  select decrypted_secret::jsonb into extra_headers
  from vault.decrypted_secrets
  where name = 'rebuild_hook_headers';

  payload := jsonb_build_object(
    'type', 'INSERT',
    'table', 'articles',
    'record', jsonb_build_object(
      'slug', new.slug,
      'title', new.title,
      'published_at', new.published_at
    )
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
  -- A missing Vault, pg_net or a malformed secret must never cost the author their article.
  raise warning 'articles: rebuild hook not requested: % (%)', sqlerrm, sqlstate;
  return null;
end;
$$;

revoke all on function private.request_rebuild() from public;

create trigger articles_request_rebuild
after insert on public.articles
for each row execute function private.request_rebuild();
