-- The search within 50 ms at 10,000 articles, second round (issue 37): the same articles in the
-- same order, a query that comes down to one concept many articles have ('paspor', 'gaji',
-- 'dipukul majikan harus bagaimana') counted and ranked without reading each match from
-- public.articles.
--
-- private.search_postings holds, for each published article, each lexeme of its search_document
-- and, when its search_heading has the lexeme too, that lexeme's entry of the heading (positions
-- and weights, as text). Kept by statement triggers in the statement that writes the articles,
-- like private.search_words: a withdrawn or deleted article has no postings.
--
-- private.search_ranked keeps its arguments, result and settings. For one concept, it reads the
-- postings of the concept's lexemes (index-only) instead of the document's GIN index and the
-- table, and groups the articles by their heading's entries of those lexemes: ts_rank only looks
-- up the query's lexemes, so each group's rank, computed once, is each article's
-- ts_rank(search_heading, q). public.articles is read only for the articles that can be on the
-- page, for the date and slug that break ties. Every other query (two concepts or more, few
-- matches) is answered by the previous function, now private.search_ranked_scan.
--
-- Why: docs/decisions.md, "Issue 37: the search within 50 ms, second round"; what it costs:
-- docs/backend.md, "How the search decides".

-- The previous ranking, for the queries the postings do not answer better. Called only by
-- private.search_ranked (security definer), so no API role may call it; it sorts, whatever the
-- caller set.
alter function private.search_ranked(tsquery[], integer, integer) rename to search_ranked_scan;
alter function private.search_ranked_scan(tsquery[], integer, integer) set enable_sort = on;
revoke all on function private.search_ranked_scan(tsquery[], integer, integer)
  from public, anon, authenticated, service_role;

create table private.search_postings (
  lexeme text collate "C" not null,
  article_id bigint not null,
  -- The heading's entry of the lexeme ('gaji':3A,7C), if the heading has it.
  heading text,
  primary key (lexeme, article_id) include (heading)
);

-- The heading entries alone, for the words of a phrase, which may be in most articles.
create index search_postings_headings_idx
  on private.search_postings (lexeme, article_id) include (heading)
  where heading is not null;

comment on table private.search_postings is
  'Each lexeme of each published article''s search_document, with its entry of search_heading: '
  'what search_articles counts and ranks from. Written by the articles'' triggers.';

revoke all on table private.search_postings from public, anon, authenticated, service_role;
alter table private.search_postings enable row level security;
-- The search reads only the index: the pages written since the last vacuum are read from the
-- table too, so vacuum after a few hundred articles' postings, not after a fifth of the table.
alter table private.search_postings set (
  autovacuum_vacuum_insert_scale_factor = 0.01,
  autovacuum_vacuum_scale_factor = 0.01
);

-- An article's postings: each lexeme of its document, with the lexeme's entry of its heading
-- (every lexeme of the heading is one of the document's: the heading is made from it).
create function private.search_postings_of(document tsvector, heading tsvector)
returns table (lexeme text, heading text)
language sql
immutable
parallel safe
strict
set search_path = ''
rows 200
as $$
  select d.lexeme, h.entry
  from unnest(document) as d
  left join (
    select u.lexeme,
           '''' || replace(replace(u.lexeme, '\', '\\'), '''', '''''') || ''':'
             || (
               select string_agg(p.position::text || p.weight, ',' order by p.n)
               from unnest(u.positions, u.weights) with ordinality as p(position, weight, n)
             ) as entry
    from unnest(heading) as u
  ) as h on h.lexeme = d.lexeme;
$$;

revoke all on function private.search_postings_of(tsvector, tsvector) from public;

-- A statement's changes to the articles as changes to the postings: the postings of each
-- published article before are removed, those of each published article after added, only for
-- the rows whose document, heading or visibility changed. Removed by the old document's lexemes
-- (the primary key), so no second index is kept: a later migration that rewrites the documents
-- with the triggers disabled must fill the postings again, as this one fills them below.
create function private.articles_post_lexemes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'TRUNCATE' then
    delete from private.search_postings where true;
    return null;
  end if;

  if tg_op = 'INSERT' then
    insert into private.search_postings (lexeme, article_id, heading)
    select p.lexeme, n.id, p.heading
    from new_articles as n
    cross join lateral private.search_postings_of(n.search_document, n.search_heading) as p
    where n.withdrawn_at is null
    order by 1, 2;
  elsif tg_op = 'DELETE' then
    delete from private.search_postings as s
    using old_articles as o
    cross join lateral unnest(o.search_document) as u
    where o.withdrawn_at is null and s.lexeme = u.lexeme and s.article_id = o.id;
  else
    with changed as (
      select o.id
      from old_articles as o
      join new_articles as n on n.id = o.id
      where (o.search_document, o.search_heading, o.withdrawn_at is null)
        is distinct from (n.search_document, n.search_heading, n.withdrawn_at is null)
    )
    delete from private.search_postings as s
    using old_articles as o
    cross join lateral unnest(o.search_document) as u
    where o.id in (select c.id from changed as c)
      and o.withdrawn_at is null and s.lexeme = u.lexeme and s.article_id = o.id;

    with changed as (
      select n.id
      from old_articles as o
      join new_articles as n on n.id = o.id
      where (o.search_document, o.search_heading, o.withdrawn_at is null)
        is distinct from (n.search_document, n.search_heading, n.withdrawn_at is null)
    )
    insert into private.search_postings (lexeme, article_id, heading)
    select p.lexeme, n.id, p.heading
    from new_articles as n
    cross join lateral private.search_postings_of(n.search_document, n.search_heading) as p
    where n.id in (select c.id from changed as c) and n.withdrawn_at is null
    order by 1, 2;
  end if;
  return null;
end;
$$;

revoke all on function private.articles_post_lexemes() from public;

create trigger articles_post_lexemes_after_insert
after insert on public.articles
referencing new table as new_articles
for each statement execute function private.articles_post_lexemes();

create trigger articles_post_lexemes_after_update
after update on public.articles
referencing old table as old_articles new table as new_articles
for each statement execute function private.articles_post_lexemes();

create trigger articles_post_lexemes_after_delete
after delete on public.articles
referencing old table as old_articles
for each statement execute function private.articles_post_lexemes();

create trigger articles_post_lexemes_after_truncate
after truncate on public.articles
for each statement execute function private.articles_post_lexemes();

-- The articles already there.
insert into private.search_postings (lexeme, article_id, heading)
select p.lexeme, a.id, p.heading
from public.articles as a
cross join lateral private.search_postings_of(a.search_document, a.search_heading) as p
where a.withdrawn_at is null
order by 1, 2;

analyze private.search_postings;

-- The lexemes of a tsquery (as tsquery's text quotes them: ' and \ doubled).
create function private.search_query_lexemes(query tsquery)
returns text[]
language sql
immutable
parallel safe
strict
set search_path = ''
as $$
  select array(
    select distinct replace(replace(m[1], '''''', ''''), '\\', '\')
    from regexp_matches(query::text, '''((?:[^'']|'''')*)''', 'g') as m
  );
$$;

revoke all on function private.search_query_lexemes(tsquery) from public;

-- The published articles with one concept, best first, and how many: what search_ranked_scan
-- answers for array[concept], from the postings of the concept's lexemes (index-only): the
-- articles are grouped by their heading's entries of those lexemes (a few hundred groups for
-- 9,400 articles) and each group's rank computed once (ts_rank only looks up the query's
-- lexemes, so it is each article's ts_rank(search_heading, concept)); public.articles is read
-- only for the articles that can be on the page, for the date and slug that break ties.
create function private.search_ranked_postings(concept tsquery, skip integer, take integer)
returns table (id bigint, total bigint)
language plpgsql
stable
security definer
set enable_seqscan = off
-- Grouping ten thousand postings by article is a hash table, not a sort (twice as slow).
set enable_sort = off
set work_mem = '16MB'
set jit = off
set search_path = ''
rows 11
as $$
#variable_conflict use_column
declare
  wanted constant integer := skip + take;
  -- What ts_rank gives a heading without any of the query's lexemes (0, or 1e-20 when the
  -- query's top is '&'): a vector whose one lexeme no query has (a space).
  no_entries constant tsvector := ''' '':1'::tsvector;
  lexemes constant text[] := private.search_query_lexemes(concept);
  -- The lexemes enough for the concept alone (all but the words of a phrase).
  enough constant text[] := array(
    select l.lexeme
    from unnest(lexemes) as l(lexeme)
    where array_to_tsvector(array[l.lexeme]) operator(pg_catalog.@@) concept
  );
  -- The concept in an article without any of those: a phrase, all of whose words are there.
  phrase_only tsquery;
begin
  if concept is null or concept::text ~ '[!<:]' then
    raise exception 'search_ranked_postings: a concept of lexemes, ''&'' and ''|'' only';
  end if;
  if cardinality(enough) < cardinality(lexemes) then
    phrase_only := case
      when cardinality(enough) = 0 then concept
      else concept && !!array_to_string(array(
        select '''' || replace(replace(e, '\', '\\'), '''', '''''') || '''' from unnest(enough) as e
      ), ' | ')::tsquery
    end;
  end if;

  return query
  with matches as (
    -- The articles with a lexeme enough for the concept, and its heading entry, from the
    -- postings' primary key alone.
    select p.article_id, true as found, p.heading
    from private.search_postings as p
    where p.lexeme = any (enough)
    union all
    -- The heading entries of a phrase's words (from the index of the postings that have one:
    -- the words of a phrase may be in most articles).
    select h.article_id, false, h.heading
    from private.search_postings as h
    where h.lexeme = any (lexemes) and not h.lexeme = any (enough) and h.heading is not null
    union all
    -- A phrase of the concept in an article without those (few: an article with a phrase's
    -- words mostly has the word too), through the GIN index.
    select f.id, true, null
    from (
      select a.id, a.withdrawn_at
      from public.articles as a
      where phrase_only is not null and a.search_document operator(pg_catalog.@@) phrase_only
      offset 0
    ) as f
    where f.withdrawn_at is null
  ),
  by_article as (
    select m.article_id, bool_or(m.found) as found,
           coalesce(string_agg(m.heading, ' '), '') as entries
    from matches as m
    group by m.article_id
  ),
  -- The articles by their heading's entries of the query's lexemes (a few hundred groups for
  -- 9,400 articles), each group's rank computed once: ts_rank only looks up the query's lexemes.
  ranks as materialized (
    select g.articles, g.ids,
           pg_catalog.ts_rank(coalesce(nullif(g.entries, '')::tsvector, no_entries), concept)
             as rank
    from (
      select b.entries, count(*) as articles, array_agg(b.article_id) as ids
      from by_article as b
      where b.found
      group by b.entries
    ) as g
  ),
  -- Only the articles that can be on the page are read from the table, for the date and slug
  -- that break ties: those ranking at least as high as the page's last.
  cutoff as (
    select g.rank
    from (
      select r.rank, sum(sum(r.articles)) over (order by r.rank desc) as reach
      from ranks as r
      group by r.rank
    ) as g
    where g.reach >= wanted
    order by g.rank desc
    limit 1
  ),
  candidates as (
    select unnest(r.ids) as id, r.rank
    from ranks as r
    where r.rank >= coalesce((select c.rank from cutoff as c), 0)
  ),
  ranked as (
    select c.id, c.rank, a.published_at, a.slug
    from candidates as c
    -- One by one through the primary key: the planner, expecting thousands, read them all.
    cross join lateral (
      select x.published_at, x.slug
      from public.articles as x
      where x.id = c.id and x.withdrawn_at is null
      offset 0
    ) as a
  )
  select r.id, (select sum(k.articles)::bigint from ranks as k)
  from ranked as r
  order by r.rank desc, r.published_at desc, r.slug
  offset skip
  limit take;
end;
$$;

revoke all on function private.search_ranked_postings(tsquery, integer, integer)
  from public, anon, authenticated, service_role;

-- Published articles for the concepts, best first, and how many in all: what search_ranked
-- answered before, the same articles in the same order. When the query comes down to one
-- concept that many articles have (a word and its synonyms: 'paspor', 'gaji'), they are counted
-- and ranked from the postings (below); otherwise search_ranked_scan answers, as before (the
-- document's GIN index finds the articles with every concept at once, and few matches are read
-- at once).
create or replace function private.search_ranked(concepts tsquery[], skip integer, take integer)
returns table (id bigint, total bigint)
language plpgsql
stable
security definer
set enable_seqscan = off
set jit = off
set search_path = ''
rows 11
as $$
#variable_conflict use_column
declare
  -- Fewer postings than this: the GIN index and the table answer as fast.
  many constant integer := 2000;
  concept tsquery;
begin
  if coalesce(cardinality(concepts), 0) = 0 then
    return;
  end if;
  if exists (select from unnest(concepts) as c(query) where c.query::text ~ '[!<:]') then
    return query select s.id, s.total from private.search_ranked_scan(concepts, skip, take) as s;
    return;
  end if;
  if cardinality(concepts) > 1 then
    -- Comes down to one concept only if the others' words are in no published article (they
    -- are left out, as search_ranked_scan leaves them out); the postings' primary key says so
    -- at once. Otherwise two concepts or more: search_ranked_scan, as before.
    concepts := array(
      select u.query
      from unnest(concepts) with ordinality as u(query, n)
      where exists (
        select
        from private.search_postings as p
        where p.lexeme = any (private.search_query_lexemes(u.query))
      )
      order by u.n
    );
    if cardinality(concepts) <> 1 then
      return query select s.id, s.total from private.search_ranked_scan(concepts, skip, take) as s;
      return;
    end if;
  end if;

  -- One concept: from the postings if many articles have it.
  concept := concepts[1];
  if (
    select count(*)
    from (
      select
      from private.search_postings as p
      where p.lexeme = any (
        select l.lexeme
        from unnest(private.search_query_lexemes(concept)) as l(lexeme)
        where array_to_tsvector(array[l.lexeme]) operator(pg_catalog.@@) concept
      )
      limit many
    ) as f
  ) < many then
    return query select s.id, s.total from private.search_ranked_scan(concepts, skip, take) as s;
    return;
  end if;
  return query
  select s.id, s.total from private.search_ranked_postings(concept, skip, take) as s;
end;
$$;

revoke all on function private.search_ranked(tsquery[], integer, integer) from public;
grant execute on function private.search_ranked(tsquery[], integer, integer)
  to anon, authenticated, service_role;
