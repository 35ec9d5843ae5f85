-- The search lists partial matches after fewer than a page of articles with every word
-- (issue 37). Before, one article with every word of a query was its whole answer, though the
-- article the reader wanted may lack one of the words: 'depresi di perantauan' answered only
-- 'Mengatasi Rindu Keluarga di Perantauan', not the article on stress and mental health, which
-- says 'depresi' but not 'perantauan'. Now, when fewer than
-- 10 published articles (a page of search_articles) have every concept, they come first, ranked
-- as before, and the best partial matches follow them, ranked as when no article has every
-- concept. A page or more with every concept: those only, as before. Each result says whether
-- it has every word (complete), for the search page to show the partial matches apart.
--
-- Why: docs/decisions.md, "Issue 37: partial matches after fewer than a page of full ones"; how
-- the search decides: docs/backend.md.

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
  -- search_articles' page: fewer articles than this with every concept, and partial matches
  -- follow them.
  page_size constant integer := 10;
  wanted constant integer := skip + take;
  everything constant bigint := (1::bigint << coalesce(cardinality(concepts), 0)) - 1;
  complete integer := 0;
  all_concepts tsquery;
  any_concept tsquery;
  concept tsquery;
  found_concepts tsquery[];
begin
  foreach concept in array concepts loop
    all_concepts := case when all_concepts is null then concept else all_concepts && concept end;
    any_concept := case when any_concept is null then concept else any_concept || concept end;
  end loop;
  if all_concepts is null then
    return;
  end if;

  if cardinality(concepts) > 1 then
    select count(*) into complete
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

  if cardinality(concepts) > 1 and complete = 0 then
    -- A concept no published article has says nothing about which article answers best: left
    -- out, so 'gaji zqxw jepang' is answered as 'gaji jepang'; the others are searched for
    -- again, together first.
    found_concepts := array(
      select u.query
      from unnest(concepts) with ordinality as u(query, n)
      where private.search_concept_found(u.query)
      order by u.n
    );
    if cardinality(found_concepts) < cardinality(concepts) then
      return query
      select s.id, s.total from private.search_ranked_scan(found_concepts, skip, take) as s;
      return;
    end if;
  end if;

  if cardinality(concepts) > 1 and complete < page_size then
    -- Less than a page has them all: those first, ranked by where the words are, as below; then
    -- those with some, ranked first by the concepts they have, each weighing ln(1 + n / its
    -- articles) (n: the articles with any), then by where the words are. An article's score is
    -- its concepts' weights added in the concepts' order, as the sum over its (concept,
    -- article) rows was: the same number to the last bit. An article with every concept scores
    -- infinity, so that the words' places alone order those.
    return query
    with parts as materialized (
      select c.n, p.enough, p.rest
      from unnest(concepts) with ordinality as c(query, n)
      cross join lateral private.search_concept_parts(c.query) as p
    ),
    by_article as materialized (
      select m.id, bit_or(1::bigint << (m.n::integer - 1)) as has,
             bit_or(case when m.titled then 1::bigint << (m.n::integer - 1) else 0 end) as titled
      from (
        -- The articles with a single word of the concept, from the postings' key alone.
        select k.n, s.article_id as id, coalesce(strpos(s.heading, 'A') > 0, false) as titled
        from parts as k
        join private.search_postings as s on s.lexeme = any (k.enough)
        union all
        -- The rest (a phrase's words, all there), through the GIN index.
        select k.n, f.id, false
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
      select b.has, b.titled, count(*) as articles
      from by_article as b
      group by b.has, b.titled
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
      select s.has, s.titled, s.articles,
             case
               when s.has = everything then 'infinity'::float8
               else sum(
                 w.weight * case when s.titled & (1::bigint << (w.n - 1)) <> 0 then 2 else 1 end
                 order by w.n
               )
             end as score
      from sets as s
      join weights as w on s.has & (1::bigint << (w.n - 1)) <> 0
      group by s.has, s.titled, s.articles
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
      join by_article as b on b.has = s.has and b.titled = s.titled
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

-- search_articles says which results have every word (complete) and which are partial matches,
-- a column its page shows them by; the type of its rows changes, so it is made anew.
-- It runs as its caller: it asks search_concept_found (what only published articles say, as
-- the search itself does) which concepts count.
grant execute on function private.search_concept_found(tsquery)
  to anon, authenticated, service_role;
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
  -- Every concept some published article has: what an article has when it is not a partial
  -- match (search_ranked_scan leaves the others out).
  every_found tsquery;
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
    if cardinality(concepts) > 1 and private.search_concept_found(concept) then
      every_found := case when every_found is null then concept else every_found && concept end;
    end if;
  end loop;

  -- One more than a page, to know whether there is a next one; excerpts for the page only.
  return query
  with hits as materialized (
    select m.id, m.n, m.total
    from private.search_ranked(concepts, (wanted - 1) * page_size, page_size + 1)
      with ordinality as m(id, total, n)
  )
  select a.slug, a.title, a.category, a.published_at,
         private.search_excerpt(a.search_text, a.summary, any_concept),
         cardinality(concepts) = 1
           or coalesce(a.search_document operator(pg_catalog.@@) every_found, false),
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
