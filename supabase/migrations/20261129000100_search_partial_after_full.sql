-- The search lists partial matches after fewer than a page of articles with every word
-- (issue 37). Before, one article with every word of a query was its whole answer, though the
-- article the reader wanted may lack one of the words: 'depresi di perantauan' answered only
-- 'Mengatasi Rindu Keluarga di Perantauan', not the article on stress and mental health, which
-- says 'depresi' but not 'perantauan'. Now, when fewer than 10 published articles (a page of
-- search_articles) have every concept, they come first, ranked as before, and the best partial
-- matches follow them, ranked as when no article has every concept. A page or more with every
-- concept: those only, as before. Each result says whether it has every word (complete), for
-- the search page to show the partial matches apart.
--
-- Faster for the partial matches, with the same answers: each concept's parts
-- (search_concept_parts) are made once, not once to ask whether a published article has it and
-- again to rank; and an article's concepts and those in its title are one set of bits, one
-- aggregate over the postings instead of two. The eight-word query that no article has whole
-- ranked in 30.7 ms at 10,000 articles, now 24.2.
--
-- Why: docs/decisions.md, "Issue 37: partial matches after fewer than a page of full ones"; how
-- the search decides: docs/backend.md.

-- The ranking says which articles have every concept (complete), for search_articles to tell
-- the partial matches apart; the type of its rows changes, so it is made anew, and
-- search_ranked, which answers with its rows, with it.
drop function private.search_ranked(tsquery[], integer, integer);
drop function private.search_ranked_scan(tsquery[], integer, integer);

create function private.search_ranked_scan(concepts tsquery[], skip integer, take integer)
returns table (id bigint, total bigint, complete boolean)
language plpgsql
stable
security definer
-- As before: the planner does not count reading documents out of TOAST.
set enable_seqscan = off
set enable_sort = on
set jit = off
set search_path = ''
rows 11
as $$
#variable_conflict use_column
declare
  -- search_articles' page: fewer articles than this with every concept, and partial matches
  -- follow them.
  page_size constant integer := 10;
  wanted constant integer := skip + take;
  everything constant bigint := (1::bigint << coalesce(cardinality(concepts), 0)) - 1;
  full_matches integer := 0;
  all_concepts tsquery;
  any_concept tsquery;
  concept tsquery;
  found_concepts tsquery[];
  -- Each concept's parts (private.search_concept_parts), made once: the lexemes that find it
  -- alone, as a vector, and what is left to the GIN index.
  part_enough tsvector[];
  part_rest tsquery[];
begin
  foreach concept in array concepts loop
    all_concepts := case when all_concepts is null then concept else all_concepts && concept end;
    any_concept := case when any_concept is null then concept else any_concept || concept end;
  end loop;
  if all_concepts is null then
    return;
  end if;

  if cardinality(concepts) > 1 then
    select count(*) into full_matches
    from (
      select
      from (
        select a.withdrawn_at
        from public.articles as a
        where a.search_document operator(pg_catalog.@@) all_concepts
        offset 0
      ) as f
      where f.withdrawn_at is null
      limit page_size
    ) as c;
  end if;

  if cardinality(concepts) > 1 and full_matches < page_size then
    select array_agg(array_to_tsvector(p.enough) order by c.n), array_agg(p.rest order by c.n)
    into part_enough, part_rest
    from unnest(concepts) with ordinality as c(query, n)
    cross join lateral private.search_concept_parts(c.query) as p;
  end if;

  if cardinality(concepts) > 1 and full_matches = 0 then
    -- A concept no published article has says nothing about which article answers best: left
    -- out, so 'gaji zqxw jepang' is answered as 'gaji jepang'; the others are searched for
    -- again, together first. A published article has the concept when it has one of the
    -- lexemes enough alone (the postings' primary key: one probe), or the rest.
    found_concepts := array(
      select u.query
      from unnest(concepts, part_enough, part_rest) with ordinality as u(query, enough, rest, n)
      where exists (
        select
        from private.search_postings as p
        where p.lexeme = any (pg_catalog.tsvector_to_array(u.enough))
      ) or (
        u.rest is not null and exists (
          select
          from (
            select a.withdrawn_at
            from public.articles as a
            where a.search_document operator(pg_catalog.@@) u.rest
            offset 0
          ) as f
          where f.withdrawn_at is null
        )
      )
      order by u.n
    );
    if cardinality(found_concepts) < cardinality(concepts) then
      return query
      select s.id, s.total, s.complete
      from private.search_ranked_scan(found_concepts, skip, take) as s;
      return;
    end if;
  end if;

  if cardinality(concepts) > 1 and full_matches < page_size then
    -- Less than a page has them all: those first, ranked by where the words are, as below; then
    -- those with some, ranked first by the concepts they have, each weighing ln(1 + n / its
    -- articles) (n: the articles with any), then by where the words are. An article's score is
    -- its concepts' weights added in the concepts' order, as the sum over its (concept,
    -- article) rows was: the same number to the last bit. An article with every concept scores
    -- infinity, so that the words' places alone order those.
    return query
    with parts as materialized (
      select u.n, pg_catalog.tsvector_to_array(u.enough) as enough, u.rest,
             1::bigint << (u.n::integer - 1) as bit, 1::bigint << (u.n::integer + 31) as titled_bit
      from unnest(part_enough, part_rest) with ordinality as u(enough, rest, n)
    ),
    -- Each article's concepts as bits: bit n - 1 for concept n, bit n + 31 when it is in the
    -- title (one aggregate for both sets, grouped and joined on one key).
    by_article as materialized (
      select m.id, bit_or(m.bits) as bits
      from (
        -- The articles with a single word of the concept, from the postings' key alone.
        select s.article_id as id,
               case when strpos(s.heading, 'A') > 0 then k.titled_bit | k.bit else k.bit end as bits
        from parts as k
        join private.search_postings as s on s.lexeme = any (k.enough)
        union all
        -- The rest (a phrase's words, all there), through the GIN index.
        select f.id, k.bit
        from parts as k
        cross join lateral (
          select a.id, a.withdrawn_at
          from public.articles as a
          where a.search_document operator(pg_catalog.@@) k.rest
          offset 0
        ) as f
        where k.rest is not null and f.withdrawn_at is null
      ) as m
      group by m.id
    ),
    sets as materialized (
      select b.bits, b.bits & everything as has, b.bits >> 32 as titled, count(*) as articles
      from by_article as b
      group by b.bits
    ),
    everyone as (
      select sum(s.articles)::bigint as n from sets as s
    ),
    weights as (
      select c.n,
             ln(1 + (select e.n from everyone as e)::float8 / sum(s.articles)::bigint)
               as weight
      from generate_series(1, cardinality(concepts)) as c(n)
      join sets as s on s.has & (1::bigint << (c.n - 1)) <> 0
      group by c.n
    ),
    scores as materialized (
      select s.bits, s.has, s.titled, s.articles,
             case
               when s.has = everything then 'infinity'::float8
               else sum(
                 w.weight * case when s.titled & (1::bigint << (w.n - 1)) <> 0 then 2 else 1 end
                 order by w.n
               )
             end as score
      from sets as s
      join weights as w on s.has & (1::bigint << (w.n - 1)) <> 0
      group by s.bits, s.has, s.titled, s.articles
    ),
    -- Only the articles that can be on the page are read again and ranked by where the words
    -- are: those scoring at least as much as the page's last.
    cutoff as (
      select r.score
      from (
        select s.score, sum(s.articles) over (order by s.score desc) as reach
        from scores as s
      ) as r
      where r.reach >= wanted
      order by r.score desc
      limit 1
    ),
    ranked as (
      select b.id, s.score, s.has = everything as complete, a.published_at, a.slug,
             pg_catalog.ts_rank(a.search_heading, any_concept) as rank
      from scores as s
      join by_article as b on b.bits = s.bits
      join public.articles as a on a.id = b.id
      where s.score >= coalesce((select c.score from cutoff as c), 0)
      offset 0
    )
    select r.id, (select e.n from everyone as e), r.complete
    from ranked as r
    order by r.score desc, r.rank desc, r.published_at desc, r.slug
    offset skip
    limit take;
    return;
  end if;

  -- Those with every concept (as before), ranked by where the words are (search_heading).
  return query
  select r.id, count(*) over (), true
  from (
    select m.id, pg_catalog.ts_rank(m.search_heading, any_concept) as rank,
           m.published_at, m.slug
    from (
      -- Only the document's GIN index can find these: a condition on withdrawn_at beside it
      -- had the planner scan the published articles and read every document out of TOAST.
      select a.id, a.search_heading, a.published_at, a.slug, a.withdrawn_at
      from public.articles as a
      where a.search_document operator(pg_catalog.@@) all_concepts
      offset 0
    ) as m
    where m.withdrawn_at is null
    -- Ranked here, so that only the rank goes on to the count and the sort.
    offset 0
  ) as r
  order by r.rank desc, r.published_at desc, r.slug
  offset skip
  limit take;
end;
$$;

revoke all on function private.search_ranked_scan(tsquery[], integer, integer)
  from public, anon, authenticated, service_role;

-- Asked by search_ranked_scan itself now, of the parts it has made once.
drop function private.search_concept_found(tsquery);

-- As before (20261128000510_search_postings.sql), with the rows' third column: one concept is
-- complete in each article that has it.
create function private.search_ranked(concepts tsquery[], skip integer, take integer)
returns table (id bigint, total bigint, complete boolean)
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
    return query select s.id, s.total, s.complete from private.search_ranked_scan(concepts, skip, take) as s;
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
      return query select s.id, s.total, s.complete from private.search_ranked_scan(concepts, skip, take) as s;
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
    return query select s.id, s.total, s.complete from private.search_ranked_scan(concepts, skip, take) as s;
    return;
  end if;
  return query
  select s.id, s.total, true from private.search_ranked_postings(concept, skip, take) as s;
end;
$$;

revoke all on function private.search_ranked(tsquery[], integer, integer) from public;
grant execute on function private.search_ranked(tsquery[], integer, integer)
  to anon, authenticated, service_role;

-- search_articles says which results have every word (complete) and which are partial matches,
-- a column its page shows them by; the type of its rows changes, so it is made anew.
drop function public.search_articles(text, integer);

create function public.search_articles(q text, page integer default 1)
returns table (
  slug text,
  title text,
  category text,
  published_at timestamptz,
  excerpt text,
  complete boolean,
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
  concepts tsquery[];
  any_concept tsquery;
  concept tsquery;
begin
  if wanted > last_page then
    return;
  end if;

  concepts := private.search_concepts(query_text);
  if cardinality(concepts) = 0 then
    return;
  end if;
  foreach concept in array concepts loop
    any_concept := case when any_concept is null then concept else any_concept || concept end;
  end loop;

  -- One more than a page, to know whether there is a next one; excerpts for the page only.
  return query
  with hits as materialized (
    select m.id, m.n, m.total, m.complete
    from private.search_ranked(concepts, (wanted - 1) * page_size, page_size + 1)
      with ordinality as m(id, total, complete, n)
  )
  select a.slug, a.title, a.category, a.published_at,
         private.search_excerpt(a.search_text, a.summary, any_concept),
         h.complete,
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
         private.search_excerpt(a.search_text, a.summary, any_concept),
         false,
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
  'Searches published articles: those with all the words of q first (complete), then, when '
  'fewer than a page has them all, the best partial matches; stop words ignored, slips and the '
  'word being typed completed from the articles'' words, the owner''s synonyms applied. Ten a '
  'page. See docs/backend.md.';

revoke all on function public.search_articles(text, integer) from public;
grant execute on function public.search_articles(text, integer)
  to anon, authenticated, service_role;

notify pgrst, 'reload schema';
