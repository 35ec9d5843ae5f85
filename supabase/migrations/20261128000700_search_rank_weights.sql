-- The heading's rank weighs each word of the query by how rare it is (issue 37). Among the
-- articles with every concept of the query, the order came from ts_rank(search_heading, q) for
-- the whole query: every concept counted alike, so for 'tki ilegal' an article with 'PMI' (in
-- nearly every article) in its title came before the one with 'Ilegal' in its title. And ts_rank
-- divides a query's score by its lexemes, so a concept of many synonyms ('nhi', 'jianbao',
-- 'jian bao', 'national health insurance') counted for a fraction of a one-word concept's.
--
-- Now an article's rank is the sum, over the concepts, of ts_rank(search_heading, concept) times
-- the concept's lexemes times ln(1 + n / df): df the published articles with the concept, n all
-- of them, the same weight the partial matches are scored by. Which articles are found is
-- unchanged (every concept when some article has them all, else the best partial matches, by
-- the concepts they have); so is the order of a query of one concept, which the postings answer
-- (private.search_ranked_postings): its weight is the same for every article.
--
-- Measured with npm run bench:relevance (dev, dev2): docs/decisions.md, "Issue 37: the rarer
-- word counts more in the ranking".

-- Each concept's weight in the rank: its lexemes (what ts_rank divided its score by) times
-- ln(1 + n / df), n the largest df of the query's concepts. df counts the postings of the
-- concept's lexemes, from the postings' primary key alone, up to 2,000: an article with two of
-- them counts twice, and a phrase's articles are counted by its words, so such a concept weighs
-- a little less. Counting exactly read 29,000 postings for 'tkw' at 10,000 articles (21 ms for
-- three concepts); past 2,000 a concept is common anyway, and common concepts weigh alike.
create function private.search_rank_factors(concepts tsquery[])
returns float8[]
language sql
stable
security definer
set enable_seqscan = off
set jit = off
set search_path = ''
as $$
  with concept as (
    select u.n, private.search_query_lexemes(u.query) as lexemes
    from unnest(concepts) with ordinality as u(query, n)
  ),
  df as (
    select c.n, cardinality(c.lexemes) as lexemes,
           (
             select count(*)
             from (
               select
               from private.search_postings as p
               where p.lexeme = any (c.lexemes)
               limit 2000
             ) as a
           ) as articles
    from concept as c
  ),
  everyone as (
    select greatest((select max(d.articles) from df as d), 1)::float8 as n
  )
  select array_agg(
    d.lexemes * ln(1 + (select e.n from everyone as e) / greatest(d.articles, 1)) order by d.n
  )
  from df as d;
$$;

revoke all on function private.search_rank_factors(tsquery[])
  from public, anon, authenticated, service_role;

create or replace function private.search_ranked_scan(concepts tsquery[], skip integer, take integer)
returns table (id bigint, total bigint)
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
  wanted constant integer := skip + take;
  all_concepts tsquery;
  concept tsquery;
  -- Each concept's weight in the heading's rank (search_rank_factors).
  factors float8[];
begin
  foreach concept in array concepts loop
    all_concepts := case when all_concepts is null then concept else all_concepts && concept end;
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
    foreach concept in array concepts loop
      all_concepts := case when all_concepts is null then concept else all_concepts && concept end;
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
      -- The heading's rank weighs each concept as the score does, times its lexemes.
      factors as (
        select array_agg(
                 w.weight * cardinality(private.search_query_lexemes(concepts[w.n])) order by w.n
               ) as f
        from weights as w
      ),
      ranked as (
        select b.id, s.score, a.published_at, a.slug,
               (
                 select sum(k.factor * pg_catalog.ts_rank(a.search_heading, k.query))
                 from unnest(concepts, (select f.f from factors as f)) as k(query, factor)
               ) as rank
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

  -- Those with every concept, ranked by where the words are (search_heading), each concept
  -- weighed by how rare it is. One concept alone: its weight is the same for every article.
  if cardinality(concepts) = 1 then
    return query
    select r.id, count(*) over ()
    from (
      select m.id, pg_catalog.ts_rank(m.search_heading, concepts[1]) as rank,
             m.published_at, m.slug
      from (
        select a.id, a.search_heading, a.published_at, a.slug, a.withdrawn_at
        from public.articles as a
        where a.search_document operator(pg_catalog.@@) all_concepts
        offset 0
      ) as m
      where m.withdrawn_at is null
      offset 0
    ) as r
    order by r.rank desc, r.published_at desc, r.slug
    offset skip
    limit take;
    return;
  end if;
  factors := private.search_rank_factors(concepts);
  return query
  select r.id, count(*) over ()
  from (
    select m.id,
           (
             select sum(k.factor * pg_catalog.ts_rank(m.search_heading, k.query))
             from unnest(concepts, factors) as k(query, factor)
           ) as rank,
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
