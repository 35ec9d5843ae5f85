-- Search answered by the database (issue 20): one function the API exposes,
-- public.search_articles(q, page), full-text in Indonesian with accents ignored, the word being
-- typed matched as a prefix, and titles close to a mistyped query offered when nothing matches.
-- Runs unchanged on hosted Supabase (extensions in schema `extensions`), a plain PostgreSQL 15+
-- and PGlite. Why each choice: docs/decisions.md, "Search in the database (issue 20)".

-- Extensions live in schema `extensions`, as on hosted Supabase. Where that schema is missing
-- (PGlite, a plain Postgres), this migration makes it and lets the API roles use it, as Supabase
-- does; where it exists and is someone else's, it is left as it is.
do $$
begin
  if not exists (select from pg_namespace where nspname = 'extensions') then
    create schema extensions;
  end if;
  if (select pg_get_userbyid(nspowner) = current_user from pg_namespace where nspname = 'extensions') then
    grant usage on schema extensions to anon, authenticated, service_role;
  end if;
end;
$$;

create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- Installed before (e.g. from the dashboard) into another schema, the functions below would not
-- find them: say so rather than fail with "function does not exist".
do $$
declare
  elsewhere text;
begin
  select string_agg(format('%s is in schema %s', extname, extnamespace::regnamespace), '; ')
  into elsewhere
  from pg_extension
  where extname in ('pg_trgm', 'unaccent') and extnamespace <> 'extensions'::regnamespace;
  if elsewhere is not null then
    raise exception 'search needs pg_trgm and unaccent in schema extensions: %', elsewhere
      using hint = 'Move it first: alter extension <name> set schema extensions;';
  end if;
end;
$$;

-- Indonesian stemming with accents ignored: a copy of the built-in configuration whose words
-- with letters beyond ASCII go through unaccent before the stemmer ('Késehatan' → 'sehat').
-- A configuration, not unaccent() around the text, so that ts_headline marks the words as the
-- article spells them.
create text search configuration private.indonesian_unaccent (copy = pg_catalog.indonesian);
alter text search configuration private.indonesian_unaccent
  alter mapping for hword, hword_part, word
  with extensions.unaccent, pg_catalog.indonesian_stem;

-- A code point as text; a space for what is not a character (0, surrogates, beyond U+10FFFF)
-- and for the two characters that mark matches in an excerpt (U+E000, U+E001).
create function private.code_point_text(code integer)
returns text
language sql
immutable
parallel safe
strict
set search_path = ''
return case
  when code between 1 and 1114111
    and code not between 55296 and 57343
    and code not in (57344, 57345)
  then chr(code)
  else ' '
end;

-- An article's HTML as the plain text a reader sees: comments, scripts, styles and tags gone,
-- character references decoded once ('&amp;lt;' stays '&lt;'), and no U+E000 or U+E001 (they
-- mark matches in excerpts). White space is left as it is: collapsing it (a regular expression
-- over the whole text) cost more than all the rest; excerpts collapse their own. PL/pgSQL: as a
-- SQL function, starting its query on every call took as long again (0.25 ms, not 0.14, for an
-- article of 5 KB), paid by each of a page's excerpts.
create function private.html_to_text(html text)
returns text
language plpgsql
immutable
parallel safe
strict
set search_path = ''
as $$
declare
  plain text := regexp_replace(
    regexp_replace(
      regexp_replace(html, '<!--.*?-->', ' ', 'g'),
      '<(script|style)\M[^>]*?>.*?</(script|style)[^>]*>', ' ', 'gi'
    ),
    '<[^>]*>', ' ', 'g'
  );
begin
  -- Most text has no reference: decoding, the costly part, only where there is one. Each piece
  -- of text between references, then the reference after it, decoded.
  if strpos(plain, '&') > 0 then
    select string_agg(
      piece.text || coalesce(
        case
          when ref.name ~ '^#[xX]' then private.code_point_text(
            ('x' || lpad(substr(ref.name, 3), 8, '0'))::bit(32)::integer
          )
          when ref.name ~ '^#' then private.code_point_text(substr(ref.name, 2)::integer)
          when lower(ref.name) = 'amp' then '&'
          when lower(ref.name) = 'lt' then '<'
          when lower(ref.name) = 'gt' then '>'
          when lower(ref.name) = 'quot' then '"'
          when lower(ref.name) = 'apos' then ''''
          when lower(ref.name) = 'nbsp' then ' '
        end,
        '&' || ref.name || ';',
        ''
      ),
      '' order by piece.n
    )
    into plain
    from regexp_split_to_table(
      plain, '&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,7});'
    ) with ordinality as piece(text, n)
    left join lateral (
      select m.groups[1] as name
      from regexp_matches(
        plain, '&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,7});', 'g'
      ) with ordinality as m(groups, n)
      where m.n = piece.n
    ) as ref on true;
  end if;
  return btrim(replace(replace(plain, chr(57344), ' '), chr(57345), ' '), E' \n\r\t');
end;
$$;

-- Lower case without accents: the titles as the suggestions compare them, and the query.
-- unaccent() is only stable (its dictionary could change); this wrapper names the dictionary, so
-- it may be immutable, as a generated column needs.
create function private.fold(value text)
returns text
language sql
immutable
parallel safe
strict
set search_path = ''
return lower(extensions.unaccent('extensions.unaccent'::regdictionary, value));

revoke all on function private.code_point_text(integer) from public;
revoke all on function private.html_to_text(text) from public;
revoke all on function private.fold(text) from public;
-- Whoever writes an article computes its search document (the API roles with the key), and
-- whoever searches folds the query and makes excerpts: they run these, in a schema the API does
-- not expose.
grant execute on function private.code_point_text(integer) to anon, authenticated, service_role;
grant execute on function private.html_to_text(text) to anon, authenticated, service_role;
grant execute on function private.fold(text) to anon, authenticated, service_role;
-- search_articles (security invoker) names objects in private; anon and authenticated could
-- already, service_role now may too. Nothing in private is granted to it besides these functions.
grant usage on schema private to service_role;

-- The search document: title (weight A), summary and category (B), the text of the body (C):
-- what a query must match, through its GIN index. Generated, so every insert and edit updates it
-- in the same statement. A few KB an article, kept out of line (TOAST).
alter table public.articles
  add column search_document tsvector generated always as (
    setweight(to_tsvector('private.indonesian_unaccent'::regconfig, title), 'A')
    || setweight(
      to_tsvector(
        'private.indonesian_unaccent'::regconfig,
        coalesce(summary, '') || ' ' || coalesce(category, '')
      ),
      'B'
    )
    || setweight(
      to_tsvector('private.indonesian_unaccent'::regconfig, private.html_to_text(content)),
      'C'
    )
  ) stored;

-- Title (A), summary and category (B) alone: what ranks the matches. A few hundred bytes, kept in
-- the row, so ranking thousands of matches does not read every document from TOAST (ranking on
-- search_document took 57 ms for 'gaji' at 10,000 articles on PostgreSQL 15; this takes 6).
alter table public.articles
  add column search_heading tsvector generated always as (
    setweight(to_tsvector('private.indonesian_unaccent'::regconfig, title), 'A')
    || setweight(
      to_tsvector(
        'private.indonesian_unaccent'::regconfig,
        coalesce(summary, '') || ' ' || coalesce(category, '')
      ),
      'B'
    )
  ) stored;

-- The title in lower case without accents: what the suggestions compare a mistyped query with,
-- through a trigram index. Stored, so that comparing hundreds of titles does not fold each one
-- twice again, as an index on private.fold(title) did ('pasport' at 10,000 articles: 24 ms in
-- the database, 17 ms with this).
alter table public.articles
  add column search_title text generated always as (private.fold(title)) stored;

comment on column public.articles.search_document is
  'Generated: what public.search_articles matches (title A, summary and category B, body text C).';
comment on column public.articles.search_heading is
  'Generated: what public.search_articles ranks by (title A, summary and category B).';
comment on column public.articles.search_title is
  'Generated: the title in lower case without accents, for public.search_articles'' suggestions.';

create index articles_search_document_idx on public.articles using gin (search_document);
create index articles_search_title_idx
  on public.articles using gin (search_title extensions.gin_trgm_ops);

-- The excerpt of a result: about 30 words of the body's text from the first word of the query
-- found there (of the summary, when the body has none), each found word between U+E000 and
-- U+E001, with '…' where the text goes on. Plain text: the site renders it as text, splitting it
-- at those two characters, which html_to_text keeps out of the text itself.
create function private.search_excerpt(content text, summary text, words tsquery)
returns text
language plpgsql
immutable
parallel safe
set search_path = ''
as $$
declare
  options constant text := format(
    'StartSel=%s, StopSel=%s, MaxWords=32, MinWords=24, ShortWord=2',
    chr(57344), chr(57345)
  );
  -- ts_headline reads all the text it is given: a very long article is read up to here.
  read_up_to constant integer := 60000;
  source text := private.html_to_text(left(content, read_up_to));
  excerpt text;
  plain text;
begin
  excerpt := ts_headline('private.indonesian_unaccent'::regconfig, source, words, options);
  if strpos(excerpt, chr(57344)) = 0 and summary ~ '\S' then
    source := btrim(replace(replace(summary, chr(57344), ' '), chr(57345), ' '));
    excerpt := ts_headline('private.indonesian_unaccent'::regconfig, source, words, options);
  end if;
  -- One word can be longer than an excerpt should be.
  if length(excerpt) > 240 then
    excerpt := left(excerpt, 240);
    if length(excerpt) - length(replace(excerpt, chr(57344), ''))
       > length(excerpt) - length(replace(excerpt, chr(57345), '')) then
      excerpt := excerpt || chr(57345);
    end if;
  end if;
  plain := replace(replace(excerpt, chr(57344), ''), chr(57345), '');
  if plain <> '' and not starts_with(source, plain) then
    excerpt := '… ' || excerpt;
  end if;
  if plain <> '' and right(source, length(plain)) <> plain then
    excerpt := excerpt || ' …';
  end if;
  return regexp_replace(excerpt, '\s+', ' ', 'g');
end;
$$;

revoke all on function private.search_excerpt(text, text, tsquery) from public;
grant execute on function private.search_excerpt(text, text, tsquery)
  to anon, authenticated, service_role;

-- Matching and ranking run as the table's owner. Row-level security would have the policy's
-- condition checked before any condition of the query that is not leakproof, and neither @@ nor
-- pg_trgm's <% is: for anon the planner could use neither index, and read every article (and
-- its document, out of TOAST) on each search. Only a superuser can mark an operator leakproof,
-- which hosted Supabase's postgres is not. So these two return only ids of published articles
-- (what anyone may list anyway), and search_articles reads the rows themselves as its caller,
-- under row-level security.

-- Published articles whose document has every word, best first: rank by where the words are
-- (title, then summary and category: search_heading), then newest; and how many there are in
-- all (every match is ranked anyway, so counting them costs nothing more).
create function private.search_matches(all_words tsquery, any_word tsquery, skip integer, take integer)
returns table (id bigint, rank real, total bigint)
language sql
stable
security definer
-- The planner does not count reading each document out of TOAST when it weighs a sequential
-- scan against the GIN index, and for a common word ('gaji') it picks the scan: 10 times slower.
set enable_seqscan = off
set jit = off
set search_path = ''
rows 11
as $$
  select a.id, pg_catalog.ts_rank(a.search_heading, any_word) as rank, count(*) over () as total
  from public.articles as a
  where a.search_document operator(pg_catalog.@@) all_words
    and a.withdrawn_at is null
  order by rank desc, a.published_at desc, a.id desc
  offset skip
  limit take;
$$;

-- Published articles whose title is close to what was typed (trigram word similarity, through
-- the titles' trigram index), closest first, then newest. 0.5 rather than pg_trgm's 0.6 lets one
-- wrong letter in the middle of a short word through ('pespor' for 'paspor': 0.57). Set here, not
-- as the function's setting: CREATE FUNCTION refuses that from postgres while pg_trgm is not
-- loaded in its session.
create function private.search_suggestions(folded text, take integer)
returns table (id bigint, closeness real)
language plpgsql
stable
security definer
-- As for search_matches: at a few thousand articles the planner chose to compare every title.
set enable_seqscan = off
set jit = off
set search_path = ''
rows 10
as $$
#variable_conflict use_column
begin
  perform set_config('pg_trgm.word_similarity_threshold', '0.5', true);
  return query
  select a.id, extensions.word_similarity(folded, a.search_title) as closeness
  from public.articles as a
  where folded operator(extensions.<%) a.search_title
    and a.withdrawn_at is null
  order by closeness desc, a.published_at desc, a.id desc
  limit take;
end;
$$;

revoke all on function private.search_matches(tsquery, tsquery, integer, integer) from public;
revoke all on function private.search_suggestions(text, integer) from public;
grant execute on function private.search_matches(tsquery, tsquery, integer, integer)
  to anon, authenticated, service_role;
grant execute on function private.search_suggestions(text, integer)
  to anon, authenticated, service_role;

-- Search, as the site's search page calls it: POST /rest/v1/rpc/search_articles {q, page}.
-- Every word of q must match (the last one, unless q ends in a space or a sign, as a prefix: the
-- visitor may still be typing it), in any form ('syarat' finds 'persyaratan'), accents ignored.
-- Ranked by where the words are (title, then summary and category, then body), then newest
-- first. Ten results a page; has_more says whether the next page has any, total how many
-- articles match in all (the search page says so). When page 1 finds
-- nothing, up to ten articles whose title is close to q come with suggestion = true ('Mungkin
-- maksud Anda:'). Security invoker: the rows are read under row-level security, as any read;
-- withdrawn articles are never results, key or not (their pages do not exist).
-- Only the first 200 characters of q are read. An empty q, one of stop words or signs only, and
-- a page past 100 answer no rows; a page below 1 (or null) reads as 1.
create function public.search_articles(q text, page integer default 1)
returns table (
  slug text,
  title text,
  category text,
  published_at timestamptz,
  excerpt text,
  suggestion boolean,
  has_more boolean,
  total integer
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  page_size constant integer := 10;
  last_page constant integer := 100;
  query_text constant text := left(coalesce(q, ''), 200);
  wanted constant integer := greatest(coalesce(page, 1), 1);
  -- The last word is a prefix unless the text ends in a space or a sign.
  open_end constant boolean := query_text !~ '[[:space:][:punct:]]$';
  all_words tsquery;
  any_word tsquery;
begin
  if wanted > last_page then
    return;
  end if;

  -- Each word as the documents hold it (unaccented, stemmed, stop words gone), quoted: the
  -- visitor's text reaches no parser that reads tsquery operators.
  select
    string_agg(w.term, ' & ' order by w.at)::tsquery,
    string_agg(w.term, ' | ' order by w.at)::tsquery
  into all_words, any_word
  from (
    select
      '''' || replace(replace(v.lexeme, '\', '\\'), '''', '''''') || ''''
        || case when open_end and v.last_at = max(v.last_at) over () then ':*' else '' end
        as term,
      v.positions[1] as at
    from (
      select u.lexeme, u.positions, u.positions[cardinality(u.positions)] as last_at
      from unnest(to_tsvector('private.indonesian_unaccent'::regconfig, query_text)) as u
    ) as v
  ) as w;

  if all_words is null then
    return;
  end if;

  -- One more than a page, to know whether there is a next one; excerpts for the page only.
  return query
  with hits as materialized (
    select m.id, m.n, m.total
    from private.search_matches(all_words, any_word, (wanted - 1) * page_size, page_size + 1)
      with ordinality as m(id, rank, total, n)
  )
  select a.slug, a.title, a.category, a.published_at,
         private.search_excerpt(a.content, a.summary, any_word),
         false,
         wanted < last_page and (select count(*) from hits) > page_size,
         h.total::integer
  from hits as h
  join public.articles as a on a.id = h.id
  where h.n <= page_size
  order by h.n;

  if found or wanted > 1 then
    return;
  end if;

  return query
  select a.slug, a.title, a.category, a.published_at,
         private.search_excerpt(a.content, a.summary, any_word),
         true,
         false,
         (count(*) over ())::integer
  from private.search_suggestions(private.fold(query_text), page_size)
    with ordinality as s(id, closeness, n)
  join public.articles as a on a.id = s.id
  order by s.n;
end;
$$;

comment on function public.search_articles(text, integer) is
  'Searches published articles: every word of q (stemmed, accents ignored, the last as a prefix), '
  'ten a page; titles close to q as suggestions when nothing matches. See docs/backend.md.';

revoke all on function public.search_articles(text, integer) from public;
grant execute on function public.search_articles(text, integer)
  to anon, authenticated, service_role;
