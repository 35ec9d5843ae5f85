-- The search, third round (issue 37). Faster for a query of several concepts that no article
-- has together (the costliest the search answers, eight words of different topics: p95 within
-- 50 ms at 10,000 articles), with the same answers (1 to 3); and what the first held-out set,
-- now a development set beside dev and dev2 (a fresh one judges the goal), showed (4 to 6).
--
-- 1. Which of those concepts has a published article is asked of the postings' primary key
--    (one probe a concept), not of the GIN index and the table (a pass each).
-- 2. The partial matches are read from the postings' primary key alone (index-only), as a
--    single concept's are since 20261128000510: only the words of a phrase, in an article
--    without the concept's single words, go through the GIN index. Before, each match of each
--    concept was read from public.articles, to know it is published.
--    private.search_concept_parts says which lexemes find a concept alone and what is left to
--    the GIN index; search_ranked_postings now takes both from it (its answers are unchanged).
-- 3. Each word of a query is looked up in the owner's synonyms through an index: the one there
--    is in the "C" collation, for the prefixes of a word being typed, and cannot answer the '='
--    search_concepts asks in the column's own collation, so each word cost three scans of the
--    table (0.8 ms a word).
-- 4. A partial match ranks by where its words are, not only by which: a concept in the title
--    counts twice. 'syarat bikin paspor buat tkw' ranked three articles that say 'syarat',
--    'bikin' and 'pmi' in their body before 'Cara Membuat Paspor untuk Calon PMI', which has
--    three of the four words in its title and not 'syarat'. Read from the postings' heading
--    entries (weight A), so it costs no read of an article.
-- 5. A word is read as a slip only if no published article has it in any form of its stem:
--    'diganggu' was widened with the slips 'diganti' and 'ganti' though 'mengganggu' is there,
--    and the concept weighed as little as a common word.
-- 6. Words of time that join a sentence are stop words: 'setelah' (which the stemmer makes
--    'sete'), 'sesudah', 'sebelum', 'selama', 'ketika', 'saat', 'sejak'. They made 'usaha
--    setelah pulang dari luar negeri' a search for articles saying 'setelah'.
--
-- Why: docs/decisions.md, "Issue 37: the search within 50 ms, third round" (1 to 3) and "Issue
-- 37: the first held-out set as a development set" (4 to 6); how the search decides and what it
-- costs: docs/backend.md.

create index search_synonyms_folded_equal_idx on private.search_synonyms (folded);

-- A concept as the postings can find it: the lexemes each enough for the concept alone (every
-- article with one of them has the concept) and, when the concept can also be in an article
-- without any of those (the words of a phrase, all there), the query that finds those articles
-- (null when there are none). That query keeps only the concept's alternatives an article may
-- have without those lexemes ('jamin & sosial', not 'bpjs & tk' beside 'bpjs'): the GIN index
-- reads each lexeme of a query, and the others are common words. A concept with an operator
-- the postings cannot answer ('!', '<->', a prefix or a weight) is left wholly to the query.
create function private.search_concept_parts(concept tsquery, out enough text[], out rest tsquery)
language plpgsql
immutable
parallel safe
strict
set search_path = ''
as $$
declare
  written constant text := concept::text;
  lexemes text[];
  -- The top-level '|' operands as tsquery writes them: lexemes and groups of them, joined by '&'.
  alternatives text[];
  wanted text[];
begin
  if written ~ '[!<:]' then
    enough := '{}';
    rest := concept;
    return;
  end if;
  lexemes := private.search_query_lexemes(concept);
  enough := array(
    select l.lexeme
    from unnest(lexemes) as l(lexeme)
    where array_to_tsvector(array[l.lexeme]) operator(pg_catalog.@@) concept
  );
  if cardinality(enough) = cardinality(lexemes) then
    rest := null;
    return;
  end if;
  if cardinality(enough) = 0 then
    rest := concept;
    return;
  end if;

  alternatives := array(
    select m[1]
    from regexp_matches(
      written,
      $re$((?:\( [^()]* \)|'(?:[^']|'')*')(?: & (?:\( [^()]* \)|'(?:[^']|'')*'))*)$re$,
      'g'
    ) as m
  );
  if array_to_string(alternatives, ' | ') is distinct from written then
    -- Written some other way: the whole concept.
    wanted := array[written];
  else
    -- Not those that need one of the lexemes enough alone (an article with it is found by it).
    wanted := array(
      select a.alternative
      from unnest(alternatives) as a(alternative)
      cross join lateral (
        select a.alternative::tsquery as query,
               private.search_query_lexemes(a.alternative::tsquery) as lexemes
      ) as q
      where not exists (
        select
        from unnest(q.lexemes) as e(lexeme)
        where e.lexeme = any (enough)
          and not array_to_tsvector(array_remove(q.lexemes, e.lexeme))
            operator(pg_catalog.@@) q.query
      )
    );
  end if;
  if cardinality(wanted) = 0 then
    rest := null;
  else
    rest := array_to_string(wanted, ' | ')::tsquery && !!array_to_string(array(
      select '''' || replace(replace(e, '\', '\\'), '''', '''''') || '''' from unnest(enough) as e
    ), ' | ')::tsquery;
  end if;
end;
$$;

revoke all on function private.search_concept_parts(tsquery)
  from public, anon, authenticated, service_role;

-- Whether a published article has the concept: a probe of the postings' primary key, and only
-- if none of its single words is in one, a look through the GIN index for the rest.
create function private.search_concept_found(concept tsquery)
returns boolean
language plpgsql
stable
security definer
set enable_seqscan = off
set jit = off
set search_path = ''
as $$
declare
  parts record := private.search_concept_parts(concept);
begin
  return exists (
    select from private.search_postings as p where p.lexeme = any (parts.enough)
  ) or (
    parts.rest is not null and exists (
      select
      from (
        select a.withdrawn_at
        from public.articles as a
        where a.search_document operator(pg_catalog.@@) parts.rest
        offset 0
      ) as f
      where f.withdrawn_at is null
    )
  );
end;
$$;

revoke all on function private.search_concept_found(tsquery)
  from public, anon, authenticated, service_role;

-- As 20261128000510, with the concept's parts from search_concept_parts.
create or replace function private.search_ranked_postings(concept tsquery, skip integer, take integer)
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
  parts record;
begin
  if concept is null or concept::text ~ '[!<:]' then
    raise exception 'search_ranked_postings: a concept of lexemes, ''&'' and ''|'' only';
  end if;
  parts := private.search_concept_parts(concept);

  return query
  with matches as (
    -- The articles with a lexeme enough for the concept, and its heading entry, from the
    -- postings' primary key alone.
    select p.article_id, true as found, p.heading
    from private.search_postings as p
    where p.lexeme = any (parts.enough)
    union all
    -- The heading entries of a phrase's words (from the index of the postings that have one:
    -- the words of a phrase may be in most articles).
    select h.article_id, false, h.heading
    from private.search_postings as h
    where h.lexeme = any (lexemes) and not h.lexeme = any (parts.enough) and h.heading is not null
    union all
    -- A phrase of the concept in an article without those (few: an article with a phrase's
    -- words mostly has the word too), through the GIN index.
    select f.id, true, null
    from (
      select a.id, a.withdrawn_at
      from public.articles as a
      where parts.rest is not null and a.search_document operator(pg_catalog.@@) parts.rest
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

create or replace function private.search_stop_word(word text)
returns boolean
language sql
immutable
parallel safe
strict
set search_path = ''
return word = any ('{
  yang,yg,yng,di,dan,dgn,dng,dengan,ke,dari,dri,untuk,utk,untk,buat,bwt,bagi,pada,dalam,oleh,
  kepada,terhadap,tentang,sama,neng,nang,karo,sareng,
  ini,itu,tsb,tersebut,sini,situ,sana,gini,gitu,begini,begitu,iki,kuwi,ieu,eta,
  apa,apakah,apaan,bagaimana,bagaimanakah,gimana,gmn,gmna,gmana,gimn,gimane,bgmn,bgmna,bgm,
  siapa,siapakah,kenapa,knp,knapa,napa,ngapain,ngapa,mengapa,kapan,kpn,dimana,dmn,dmana,mana,
  kemana,kmn,kmana,berapa,brp,brapa,berapakah,manakah,
  piye,pie,kepiye,kepriye,priye,opo,sopo,ngopo,kenopo,endi,ngendi,piro,pinten,
  kumaha,naon,saha,iraha,kunaon,sabaraha,kamana,
  bisa,bs,bsa,bisakah,harus,hrs,kudu,mau,mo,mw,ingin,pengen,pengin,pingin,kepengen,pgn,arep,
  boleh,bolehkah,perlu,dapat,dapet,dpt,akan,bakal,bakalan,sedang,lagi,lg,sudah,udah,udh,sdh,
  dah,wis,uwis,tos,belum,blm,blom,belom,durung,acan,pernah,masih,msh,iso,isa,tiasa,hoyong,
  ada,adalah,ialah,merupakan,jadi,jd,jdi,atau,tapi,tp,tpi,tetapi,namun,karena,krn,karna,
  soalnya,kalau,kalo,klo,klw,jika,bila,agar,supaya,biar,juga,jg,saja,aja,doang,cuma,terus,
  trus,trs,lalu,seperti,kayak,kyk,kek,misal,misalnya,
  sih,dong,deh,kok,lah,kah,pun,ya,yah,iya,nih,tuh,kan,lho,loh,toh,tah,yuk,ayo,mah,atuh,euy,
  wae,bae,teh,si,
  saya,sy,aku,aq,ak,gue,gua,gw,kamu,kmu,anda,lu,lo,loe,elo,kami,kita,mereka,dia,ia,beliau,nya,
  ane,ente,abdi,urang,kak,min,mimin,admin,mbak,mba,gan,sis,sist,bro,bang,pak,bu,
  tidak,tdk,tak,gak,ga,gk,g,gx,nggak,ngga,ngak,nggk,enggak,engga,kagak,kaga,ndak,nda,ora,ra,
  teu,henteu,bukan,jangan,
  sangat,sekali,banget,bgt,amat,memang,emang,lebih,paling,cara,caranya,hal,para,sebuah,seorang,
  semua,setiap,tolong,mohon,please,plis,pls,tanya,nanya,numpang,info,infonya,dll,dsb,dst,
  the,a,an,of,to,in,and,or,is,are,how,what,where,when,why,who,for,my,i,me,you,your,can,do,
  does,with,at,it,this,that,if,about,from,be,
  setelah,stlh,sesudah,sebelum,sblm,selama,ketika,saat,sejak,
  tiap,tiep,sekarang,skrg,skrang,skg,banyak,byk,bnyk,suka,sering,srg
}'::text[]);


-- The query as concepts, each a tsquery of the ways an article may say it, in the query's order
-- (at most 8; the same concept once):
-- - a word or phrase of the owner's synonyms (the longest that matches, up to three words): any
--   word of its group;
-- - a stop word: nothing;
-- - any other word: itself (its lexemes); the word being typed (the last, unless the query ends
--   in a space or a sign, from its third letter) also as the 5 commonest words of the published
--   articles that start with it, and as the synonyms that start with it; a word of 4 letters or
--   more that no published article contains, in this form or another of the same stem, and
--   that completes to nothing, also as the 3
--   articles' words most like it (pg_trgm word similarity of at least 0.45: one letter wrong
--   in 'medikal' or the 'h' missing from 'ilang').
-- Security definer: it reads the words and the synonyms, which the API roles cannot.
create or replace function private.search_concepts(query_text text)
returns tsquery[]
language plpgsql
stable
security definer
-- The words' trigram and prefix indexes, whatever the planner thinks of a table it has no
-- statistics for yet.
set enable_seqscan = off
set jit = off
set search_path = ''
as $$
#variable_conflict use_variable
declare
  max_concepts constant integer := 8;
  shortest_prefix constant integer := 3;
  shortest_slip constant integer := 4;
  longest_word constant integer := 40;
  completions constant integer := 5;
  slips constant integer := 3;
  open_end constant boolean := query_text !~ '[[:space:][:punct:]]$';
  words constant text[] := array(
    select t.word
    from regexp_split_to_table(private.fold(query_text), '[^[:alnum:]]+')
      with ordinality as t(word, n)
    where t.word <> ''
    order by t.n
  );
  total constant integer := cardinality(words);
  at integer := 1;
  matched integer;
  synonym_group integer;
  word text;
  typing boolean;
  terms text[];
  concept tsquery;
  concepts tsquery[] := '{}';
begin
  while at <= total and cardinality(concepts) < max_concepts loop
    synonym_group := null;
    matched := 0;
    for span in reverse least(3, total - at + 1)..1 loop
      select s.group_no into synonym_group
      from private.search_synonyms as s
      where s.folded = array_to_string(words[at:at + span - 1], ' ')
      order by s.group_no
      limit 1;
      if synonym_group is not null then
        matched := span;
        exit;
      end if;
    end loop;

    if synonym_group is not null then
      terms := array(
        select private.search_entry_query(s.folded)
        from private.search_synonyms as s
        where s.group_no = synonym_group
        order by s.word_no
      );
      at := at + matched;
    else
      word := words[at];
      at := at + 1;
      typing := open_end and at > total;
      continue when private.search_stop_word(word) or char_length(word) > longest_word;
      terms := array[private.search_entry_query(word)];
      if typing and char_length(word) >= shortest_prefix then
        terms := terms || array(
          select private.search_entry_query(c.word)
          from (
            select w.word
            from private.search_words as w
            where w.word like word || '%' and w.word <> word
            order by w.articles desc, w.word
            limit completions
          ) as c
        ) || array(
          select private.search_entry_query(s.folded)
          from private.search_synonyms as s
          where s.group_no in (
            select p.group_no from private.search_synonyms as p
            where p.folded like word || '%'
          )
          order by s.group_no, s.word_no
        );
      end if;
      if cardinality(terms) = 1
        and char_length(word) >= shortest_slip
        and not exists (select from private.search_words as w where w.word = word)
        -- Nor another form of a word they have ('diganggu' beside 'mengganggu'): a word, not a
        -- slip, whose slips would only widen the concept.
        and not exists (
          select
          from private.search_postings as p
          where p.lexeme = any (tsvector_to_array(
            to_tsvector('private.indonesian_unaccent'::regconfig, word)
          ))
        )
      then
        -- Set here: CREATE FUNCTION ... SET is refused for pg_trgm's settings while pg_trgm is
        -- not loaded in the session (see 20261124000100_search.sql).
        perform set_config('pg_trgm.word_similarity_threshold', '0.45', true);
        terms := terms || array(
          select private.search_entry_query(c.word)
          from (
            select w.word
            from private.search_words as w
            where word operator(extensions.<%) w.word
            order by extensions.word_similarity(word, w.word) desc,
                     extensions.similarity(word, w.word) desc,
                     w.articles desc,
                     w.word
            limit slips
          ) as c
        );
      end if;
    end if;

    concept := array_to_string(terms, ' | ')::tsquery;
    if concept is not null and not concept = any (concepts) then
      concepts := concepts || concept;
    end if;
  end loop;
  return concepts;
end;
$$;


-- As 20261128000400 (renamed by 20261128000510), but for a query of several concepts that no
-- article has together: each concept's presence from the postings' key, the partial matches from
-- the postings (search_concept_parts), and a concept in the title counting twice (item 4).
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

    -- None has them all: those with some, ranked first by the concepts they have, each weighing
    -- ln(1 + n / its articles) (n: the articles with any), then by where the words are. An
    -- article's score is its concepts' weights added in the concepts' order, as the sum over
    -- its (concept, article) rows was: the same number to the last bit.
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
             sum(
               w.weight * case when s.titled & (1::bigint << (w.n - 1)) <> 0 then 2 else 1 end
               order by w.n
             ) as score
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


-- search_heading leaves stop words out of the body's most frequent words: made again for the
-- articles whose heading the new stop words change, as 20261128000600 did (without the write
-- triggers; the postings made again for the same articles).
create temporary table search_heading_changed as
select a.id
from public.articles as a
where a.search_heading is distinct from private.search_heading(a.search_document);

alter table public.articles disable trigger user;
update public.articles as a
set search_heading = private.search_heading(a.search_document)
where a.id in (select c.id from search_heading_changed as c);
alter table public.articles enable trigger user;

delete from private.search_postings as p
where p.article_id in (select c.id from search_heading_changed as c);
insert into private.search_postings (lexeme, article_id, heading)
select p.lexeme, a.id, p.heading
from public.articles as a
cross join lateral private.search_postings_of(a.search_document, a.search_heading) as p
where a.id in (select c.id from search_heading_changed as c)
  and a.withdrawn_at is null
order by 1, 2;

drop table search_heading_changed;
