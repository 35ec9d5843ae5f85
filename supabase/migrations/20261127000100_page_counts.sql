-- What works (issue 34): visits and WhatsApp chats per day and page, and where visitors came
-- from, counted without knowing who. Counters, never events: one row per day, page, kind and
-- source, in a schema the API does not expose. Visitors' browsers add to them through one RPC,
-- public.count_page, which counts only pages the site has; the owner reads them through
-- public.page_stats with the publishing key. See docs/backend.md, "Counting visits and chats".

create table private.page_counts (
  day date not null,
  path text not null,
  kind text not null,
  source text not null,
  count bigint not null default 1,

  primary key (day, path, kind, source),
  constraint page_counts_kind check (kind in ('visit', 'chat')),
  constraint page_counts_source check (source in ('whatsapp', 'facebook', 'google', 'lainnya', 'langsung')),
  constraint page_counts_path_length check (char_length(path) <= 256),
  constraint page_counts_count_positive check (count > 0)
);

comment on table private.page_counts is
  'Visits and WhatsApp chats per day (Asia/Jakarta), page, kind and source; written by '
  'public.count_page, read by public.page_stats with the publishing key.';

revoke all on table private.page_counts from public, anon, authenticated, service_role;
alter table private.page_counts enable row level security;

-- Cards per list page: the site's articlesPerPage (src/config/blog.ts; tests/db/page-counts
-- checks they agree). /blog/{n} and /blog/kategori/{c}/{n} exist up to the page it fills.
create function private.articles_per_page()
returns integer
language sql
immutable
parallel safe
set search_path = ''
return 24;

-- The site's pages that are always there (src/pages) and are counted: not the owner's pages,
-- the search page or the offline page.
create function private.fixed_pages()
returns text[]
language sql
immutable
parallel safe
set search_path = ''
return array[
  '/', '/konsultasi-migran', '/pesan-tiket', '/pengurusan-dokumen', '/layanan-perlindungan',
  '/blog', '/privasi'
];

-- A category's address segment, as the site makes it (categorySlug in src/lib/categories.ts):
-- white space made single spaces and trimmed, then the slug rule of src/lib/slugify.js (NFKD,
-- accents dropped, lower case, only a-z, 0-9, white space and hyphens kept, white space to
-- hyphens, one hyphen at a time, none at either end). Null where nothing is left. White space is
-- what JavaScript's \s is; lower() under "C" changes ASCII letters only, the only ones kept.
create function private.category_slug(category text)
returns text
language plpgsql
immutable
parallel safe
strict
set search_path = ''
as $$
declare
  space constant text := '\t\n\u000b\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
  name text := regexp_replace(category, '[' || space || ']+', ' ', 'g');
begin
  name := btrim(name, ' ');
  name := regexp_replace(normalize(name, NFKD), '[\u0300-\u036f]', '', 'g');
  name := lower(name collate "C");
  name := regexp_replace(name, '[^a-z0-9' || space || '-]', '', 'g');
  name := regexp_replace(name, '^[' || space || ']+|[' || space || ']+$', '', 'g');
  name := regexp_replace(name, '[' || space || ']+', '-', 'g');
  name := regexp_replace(name, '-+', '-', 'g');
  name := regexp_replace(name, '^-|-$', '', 'g');
  return nullif(name, '');
end;
$$;

revoke all on function private.articles_per_page() from public;
revoke all on function private.fixed_pages() from public;
revoke all on function private.category_slug(text) from public;
-- The index below computes it whenever an article is written, as the writer (the API roles with
-- the publishing key).
grant execute on function private.category_slug(text) to anon, authenticated, service_role;

-- Finds a category's published articles without slugging every category on each visit.
create index articles_category_slug_idx
on public.articles (private.category_slug(category))
where withdrawn_at is null;

-- Whether the site has this page, for the published articles: a fixed page, an article, a list
-- page or a category page (and its pages) that holds at least one article. A path as the site
-- links it: no trailing slash, no '.html', no query. Every lookup is one index probe or a scan of
-- at most the articles before the page asked for.
create function private.is_counted_page(path text)
returns boolean
language plpgsql
stable
set search_path = ''
as $$
declare
  per_page constant integer := private.articles_per_page();
  parts text[];
  page integer;
begin
  if path is null or char_length(path) > 256 then
    return false;
  end if;
  if path = any (private.fixed_pages()) then
    return true;
  end if;

  -- /blog/{n}: the list's pages after the first (the first is /blog), up to the last one filled.
  parts := regexp_match(path, '^/blog/([1-9][0-9]{0,5})$');
  if parts is not null then
    page := parts[1]::integer;
    return page >= 2 and exists (
      select from public.articles a
      where a.withdrawn_at is null
      offset (page - 1) * per_page
    );
  end if;

  -- /blog/kategori/{category}, then /{n} from 2: a category of published articles.
  parts := regexp_match(path, '^/blog/kategori/([a-z0-9]+(?:-[a-z0-9]+)*)(?:/([1-9][0-9]{0,5}))?$');
  if parts is not null then
    page := coalesce(parts[2]::integer, 1);
    return (parts[2] is null or page >= 2) and exists (
      select from public.articles a
      where a.withdrawn_at is null and private.category_slug(a.category) = parts[1]
      offset (page - 1) * per_page
    );
  end if;

  -- /blog/{slug}: a published article (never the search page or the categories' folder).
  parts := regexp_match(path, '^/blog/([a-z0-9]+(?:-[a-z0-9]+)*)$');
  if parts is not null and parts[1] not in ('cari', 'kategori') then
    return exists (
      select from public.articles a
      where a.slug = parts[1] and a.withdrawn_at is null
    );
  end if;
  return false;
end;
$$;

revoke all on function private.is_counted_page(text) from public;

-- A visit or a chat, from the visitor's browser: POST /rest/v1/rpc/count_page
-- {"path": "/blog/x", "kind": "visit", "source": "google"} (and "day" for one queued offline).
-- Adds one to the page's counter for the day (null: today in Asia/Jakarta); a day in the future
-- or more than 7 days back, a page the site does not have (a withdrawn article included), or a
-- kind or source not in the lists does nothing, with the same empty answer (204). Security
-- definer: the API roles can neither read nor write the counters themselves. No setting of its
-- own but the search path, so the caller's statement_timeout (anon's 3 s) holds. The upsert
-- waits for the row lock of a counter being added to, so a burst on one page is counted exactly.
create function public.count_page(path text, kind text, source text, day date default null)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  today constant date := (now() at time zone 'Asia/Jakarta')::date;
  counted_day constant date := coalesce(count_page.day, today);
begin
  if coalesce(count_page.kind in ('visit', 'chat'), false)
    and coalesce(count_page.source in ('whatsapp', 'facebook', 'google', 'lainnya', 'langsung'), false)
    and counted_day between today - 7 and today
    and private.is_counted_page(count_page.path)
  then
    insert into private.page_counts as c (day, path, kind, source, count)
    values (counted_day, count_page.path, count_page.kind, count_page.source, 1)
    on conflict on constraint page_counts_pkey do update set count = c.count + 1;
  end if;
end;
$$;

comment on function public.count_page(text, text, text, date) is
  'Counts a visit or a WhatsApp chat of a page the site has (else does nothing). '
  'See docs/backend.md.';

revoke all on function public.count_page(text, text, text, date)
  from public, anon, authenticated, service_role;
grant execute on function public.count_page(text, text, text, date) to anon, authenticated;

-- The owner's read, with the publishing key (x-publish-key), as every write: the counters of the
-- days from from_day to to_day (at most 400), with the article's title for /blog/{slug} paths
-- (a withdrawn article's too: the owner sees what it had). Without the right key: 42501, as the
-- other key checks. Security definer, to read the counters the API roles may not.
create function public.page_stats(from_day date, to_day date)
returns table (day date, path text, kind text, source text, count bigint, title text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_publish_key();
  if from_day is null or to_day is null or to_day < from_day or to_day - from_day >= 400 then
    raise exception 'page_stats reads from 1 to 400 days: from_day to to_day, in that order'
      using errcode = '22023';
  end if;

  return query
  select c.day, c.path, c.kind, c.source, c.count, a.title
  from private.page_counts c
  -- No slug has a '/' or is digits alone, so only an article's own path finds one; a plain
  -- equality lets a month's rows be joined by hashing the articles once.
  left join public.articles a
    on c.path like '/blog/%' and a.slug = substr(c.path, 7)
  where c.day between from_day and to_day
  order by c.day, c.path, c.kind, c.source;
end;
$$;

comment on function public.page_stats(date, date) is
  'The counters of public.count_page from from_day to to_day (at most 400 days), with article '
  'titles; needs the publishing key (x-publish-key). See docs/backend.md.';

revoke all on function public.page_stats(date, date) from public, anon, authenticated, service_role;
grant execute on function public.page_stats(date, date) to anon, authenticated;
