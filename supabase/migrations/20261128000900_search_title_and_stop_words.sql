-- The search's ranking and words, third part (issue 37): what the first held-out set, now a
-- development set beside dev and dev2 (a fresh one judges the goal), showed.
--
-- 1. A partial match ranks by where its words are, not only by which: a concept in the title
--    counts twice. 'syarat bikin paspor buat tkw' ranked three articles that say 'syarat',
--    'bikin' and 'pmi' in their body before 'Cara Membuat Paspor untuk Calon PMI', which has
--    three of the four words in its title and not 'syarat'. Read from the postings' heading
--    entries (weight A), so it costs no read of an article.
-- 2. A word is read as a slip only if no published article has it in any form of its stem:
--    'diganggu' was widened with the slips 'diganti' and 'ganti' though 'mengganggu' is there,
--    and the concept weighed as little as a common word.
-- 3. Words of time that join a sentence are stop words: 'setelah' (which the stemmer makes
--    'sete'), 'sesudah', 'sebelum', 'selama', 'ketika', 'saat', 'sejak'. They made 'usaha
--    setelah pulang dari luar negeri' a search for articles saying 'setelah'.
--
-- Why: docs/decisions.md, "Issue 37: the first held-out set as a development set"; how the
-- search decides: docs/backend.md.

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


-- As 20261128000800, but a partial match's concept counts twice when it is in the article's
-- title: its weight, ln(1 + n / its articles), doubled.
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
