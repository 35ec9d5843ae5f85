-- The search within 50 ms at 10,000 articles (issue 37): the same articles in the same order,
-- with fewer passes over the matches. public.search_articles and private.search_concepts are
-- unchanged; private.search_ranked keeps its arguments, result and settings. What changes:
--
-- 1. A concept no published article has is looked for only when the concepts together match
--    nothing: when they do, each has a match, and nothing is left out (as before). A query of one
--    concept goes straight to its matches. Each look was a pass of the document's GIN index.
-- 2. Partial matches are counted in one grouping of the matches by article, as the set of
--    concepts each has (a bit each), then by those sets (a few dozen): the concepts' weights,
--    every article's score and the page's cutoff come from the sets, not from the 40,000 rows of
--    (concept, article) the costliest query had, grouped three times and sorted once.
--
-- Why: docs/decisions.md, "Issue 37: the search within 50 ms"; what it costs: docs/backend.md,
-- "How the search decides".

create or replace function private.search_ranked(concepts tsquery[], skip integer, take integer)
returns table (id bigint, total bigint)
language plpgsql
stable
security definer
-- As before: the planner does not count reading documents out of TOAST.
set enable_seqscan = off
set jit = off
set search_path = ''
rows 11
as $$
#variable_conflict use_column
declare
  wanted constant integer := skip + take;
  all_concepts tsquery;
  any_concept tsquery;
  concept tsquery;
begin
  foreach concept in array concepts loop
    all_concepts := case when all_concepts is null then concept else all_concepts && concept end;
    any_concept := case when any_concept is null then concept else any_concept || concept end;
  end loop;
  if all_concepts is null then
    return;
  end if;

  -- A concept no published article has says nothing about which article answers best: left
  -- out, so 'gaji zqxw jepang' is answered as 'gaji jepang', through the index, at once. Only
  -- looked for when the concepts together match nothing.
  if cardinality(concepts) > 1 and not exists (
    select
    from (
      select a.withdrawn_at
      from public.articles as a
      where a.search_document operator(pg_catalog.@@) all_concepts
      offset 0
    ) as f
    where f.withdrawn_at is null
  ) then
    concepts := array(
      select u.query
      from unnest(concepts) with ordinality as u(query, n)
      where exists (
        select
        from (
          select a.withdrawn_at
          from public.articles as a
          where a.search_document operator(pg_catalog.@@) u.query
          offset 0
        ) as f
        where f.withdrawn_at is null
      )
      order by u.n
    );
    all_concepts := null;
    any_concept := null;
    foreach concept in array concepts loop
      all_concepts := case when all_concepts is null then concept else all_concepts && concept end;
      any_concept := case when any_concept is null then concept else any_concept || concept end;
    end loop;
    if all_concepts is null then
      return;
    end if;

    if cardinality(concepts) > 1 and not exists (
      select
      from (
        select a.withdrawn_at
        from public.articles as a
        where a.search_document operator(pg_catalog.@@) all_concepts
        offset 0
      ) as f
      where f.withdrawn_at is null
    ) then
      -- None has them all: those with some, ranked first by the concepts they have, each
      -- weighing ln(1 + n / its articles) (n: the articles with any), then by where the words
      -- are. An article's score is its concepts' weights added in the concepts' order, as the
      -- sum over its (concept, article) rows was: the same number to the last bit.
      return query
      with by_article as materialized (
        select m.id, bit_or(1::bigint << (c.n::integer - 1)) as has
        from unnest(concepts) with ordinality as c(query, n)
        cross join lateral (
          select f.id
          from (
            select a.id, a.withdrawn_at
            from public.articles as a
            where a.search_document operator(pg_catalog.@@) c.query
            offset 0
          ) as f
          where f.withdrawn_at is null
        ) as m
        group by m.id
      ),
      sets as materialized (
        select b.has, count(*) as articles
        from by_article as b
        group by b.has
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
        select s.has, s.articles, sum(w.weight order by w.n) as score
        from sets as s
        join weights as w on s.has & (1::bigint << (w.n - 1)) <> 0
        group by s.has, s.articles
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
        select b.id, s.score, a.published_at, a.slug,
               pg_catalog.ts_rank(a.search_heading, any_concept) as rank
        from scores as s
        join by_article as b on b.has = s.has
        join public.articles as a on a.id = b.id
        where s.score >= coalesce((select c.score from cutoff as c), 0)
        offset 0
      )
      select r.id, (select e.n from everyone as e)
      from ranked as r
      order by r.score desc, r.rank desc, r.published_at desc, r.slug
      offset skip
      limit take;
      return;
    end if;
  end if;

  -- Those with every concept (as before), ranked by where the words are (search_heading).
  return query
  select r.id, count(*) over ()
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
