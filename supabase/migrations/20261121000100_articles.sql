-- Articles: the blog's only table. Anyone may read; nobody may change or delete through the API.
-- Inserting is opened (with the publishing key) by the next migration.

create schema if not exists private;
revoke all on schema private from public;

create table public.articles (
  id bigint generated always as identity primary key,
  slug text not null,
  title text not null,
  thumbnail_url text,
  alt_text text,
  summary text,
  content text not null,
  category text,
  author text,
  published_at timestamptz not null default now(),

  constraint articles_slug_key unique (slug),
  constraint articles_slug_format check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  constraint articles_slug_length check (char_length(slug) <= 200),
  constraint articles_title_not_blank check (title ~ '\S'),
  constraint articles_title_length check (char_length(title) <= 300),
  constraint articles_thumbnail_url_http check (thumbnail_url ~* '^https?://[^\s/?#]+([/?#]\S*)?$'),
  constraint articles_thumbnail_url_length check (char_length(thumbnail_url) <= 2048),
  constraint articles_alt_text_length check (char_length(alt_text) <= 500),
  constraint articles_summary_length check (char_length(summary) <= 1000),
  constraint articles_content_not_blank check (content ~ '\S'),
  constraint articles_content_length check (char_length(content) <= 500000),
  constraint articles_category_length check (char_length(category) <= 80),
  constraint articles_author_length check (char_length(author) <= 120)
);

comment on table public.articles is 'Blog articles. Read by anyone; inserted with the publishing key (x-publish-key header).';
comment on column public.articles.content is 'Article body as HTML; sanitized by the site when rendered.';
comment on column public.articles.published_at is 'Set by the database at insert time; a value sent by an API client is ignored.';

-- Serves the list (newest first) and keyset pagination on (published_at, id).
create index articles_published_at_id_idx on public.articles (published_at desc, id desc);

-- Blank optional fields become null, so "no thumbnail" has one representation. published_at is
-- the time of insert for API clients; the owner (seed, SQL editor) may set it, e.g. to backdate.
create function private.articles_before_write()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.thumbnail_url !~ '\S' then new.thumbnail_url := null; end if;
  if new.alt_text !~ '\S' then new.alt_text := null; end if;
  if new.summary !~ '\S' then new.summary := null; end if;
  if new.category !~ '\S' then new.category := null; end if;
  if new.author !~ '\S' then new.author := null; end if;

  if tg_op = 'INSERT'
    and (new.published_at is null or current_user in ('anon', 'authenticated', 'service_role'))
  then
    new.published_at := now();
  end if;
  return new;
end;
$$;

revoke all on function private.articles_before_write() from public;

create trigger articles_before_write
before insert or update on public.articles
for each row execute function private.articles_before_write();

alter table public.articles enable row level security;

-- Supabase grants everything on new tables to the API roles by default: take it all back, then
-- give exactly what the site needs.
revoke all on table public.articles from public, anon, authenticated, service_role;
grant select on table public.articles to anon, authenticated, service_role;

create policy articles_are_public
on public.articles
for select
to anon, authenticated
using (true);
