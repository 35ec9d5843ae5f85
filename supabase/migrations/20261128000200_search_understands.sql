-- Search that understands how migrant workers type (issue 37): 'tkw hongkong', 'arc ilang',
-- 'stress kerja'. Still one RPC, public.search_articles(q, page), with the same arguments and
-- result columns, fresh the moment an article changes. What changes:
--
-- 1. Every word counts, not every word is required: the articles with all the query's words
--    when there are any; otherwise those with some of them, ranked by which words they have
--    (a rarer word weighs more), then by where.
-- 2. Stop words and question words ('yang', 'di', 'bagaimana', 'siapa') are not searched for.
-- 3. A word no published article contains is read as the words of the articles closest to it
--    (pg_trgm word similarity against a table of the articles' words, kept by a trigger):
--    'stress' finds 'stres', 'pasport' 'paspor', 'ilang' 'hilang'.
-- 4. The word being typed finds what the articles' words that start with it find ('kesehata'
--    finds what 'kesehatan' finds), not what a prefix of stems finds.
-- 5. The body counts in the ranking through its most frequent words; ties go newest first, then
--    by slug, never by the order of insertion.
-- 6. Related forms the Indonesian stemmer splits ('mengirim' / 'kirim', 'menabung' /
--    'tabungan') meet: a word whose nasal prefix swallowed the first letter of its root is also
--    indexed and searched with that letter restored.
-- 7. The owner's synonyms ('Sinonim Pencarian'): groups of words that mean the same for this
--    site's readers, read and saved only with a publishing key, applied to the next search.
--
-- Everything is SQL and PL/pgSQL over pg_trgm and unaccent, as hosted Supabase runs them: no
-- dictionary files. How the search decides: docs/backend.md, "How the search decides"; why:
-- docs/decisions.md, "Issue 37: the search".

-- Words that say nothing about what an article is about: pronouns, prepositions, conjunctions,
-- particles, question words, auxiliaries, in the spellings people type ('yg', 'gimana', 'gak').
-- Folded (lower case, no accents), as private.fold makes the query's words.
create function private.search_stop_word(word text)
returns boolean
language sql
immutable
parallel safe
strict
set search_path = ''
return word = any ('{
  yang,yg,di,dan,dgn,dengan,ke,dari,untuk,utk,buat,bagi,pada,dalam,oleh,kepada,terhadap,
  ini,itu,tsb,tersebut,sini,situ,sana,
  apa,apakah,bagaimana,gimana,gmn,bgmn,siapa,kenapa,knp,mengapa,kapan,dimana,mana,kemana,
  berapa,brp,manakah,
  bisa,bs,harus,hrs,mau,ingin,pengen,pingin,boleh,perlu,dapat,akan,sedang,lagi,sudah,udah,
  sdh,belum,blm,pernah,masih,
  ada,adalah,ialah,merupakan,jadi,jd,atau,tapi,tetapi,namun,karena,krn,kalau,kalo,klo,jika,
  bila,agar,supaya,juga,jg,saja,aja,sih,dong,deh,kok,lah,kah,pun,ya,yah,nih,tuh,kan,
  saya,aku,gue,gw,kamu,anda,kami,kita,mereka,dia,ia,beliau,nya,
  tidak,tdk,tak,gak,ga,nggak,enggak,engga,bukan,jangan,
  sangat,sekali,banget,lebih,paling,cara,caranya,hal,para,sebuah,seorang,semua,setiap,
  the,a,an,of,to,in,and,or,is,how,what
}'::text[]);

comment on function private.search_stop_word(text) is
  'Whether a folded word is one search_articles does not search for (stop and question words).';

-- The extra lexemes of a word (folded), beside the Indonesian stemmer's: the stemmer strips
-- meng-/peng- and men-/pen- but does not give back the letter the nasal swallowed, so
-- 'mengirim' is 'irim' and 'kirim' 'kirim', 'menabung' 'abung' and 'tabungan' 'tabung'. Without
-- a dictionary the letter cannot be known, so each likely one is added: k after meng-/peng-,
-- t and n after men-/pen-, r after per- ('perekrut', 'rekrut'); and the spoken ng-/ny- forms
-- ('ngirim', 'nyari') get the roots they stand for. Applied to the articles' words when they are
-- written and to the query's words, so both meet on the same lexemes. A wrong guess ('mengurus'
-- also as 'kurus') only matters if someone searches for that word.
create function private.search_related_forms(word text)
returns text[]
language plpgsql
immutable
parallel safe
strict
set search_path = ''
as $$
declare
  stem text := (ts_lexize('pg_catalog.indonesian_stem'::regdictionary, word))[1];
  forms text[] := '{}';
begin
  if stem is null or char_length(word) < 5 then
    return forms;
  end if;
  if stem ~ '^[aeiou]' then
    if word ~ '^[mp]eng[aeiou]' then
      forms := forms || ('k' || stem);
    elsif word ~ '^[mp]en[aeiou]' then
      forms := forms || ('t' || stem) || ('n' || stem);
    elsif word ~ '^per[aeiou]' then
      forms := forms || ('r' || stem);
    end if;
  end if;
  if word ~ '^ng[aeiou]' then
    forms := forms
      || (ts_lexize('pg_catalog.indonesian_stem'::regdictionary, substr(word, 3)))[1]
      || (ts_lexize('pg_catalog.indonesian_stem'::regdictionary, 'k' || substr(word, 3)))[1];
  elsif word ~ '^ny[aeiou]' then
    forms := forms
      || (ts_lexize('pg_catalog.indonesian_stem'::regdictionary, 's' || substr(word, 3)))[1]
      || (ts_lexize('pg_catalog.indonesian_stem'::regdictionary, 'c' || substr(word, 3)))[1];
  end if;
  return array(select distinct f from unnest(forms) as f where f is not null and f <> stem);
end;
$$;

-- The distinct words of a text as the search keeps them: folded (lower case, no accents), as the
-- default parser splits them, letters and digits only, 3 to 40 characters.
create function private.search_words_of(body text)
returns setof text
language sql
immutable
parallel safe
strict
set search_path = ''
rows 300
as $$
  select u.lexeme
  from unnest(to_tsvector('pg_catalog.simple'::regconfig, private.fold(body))) as u
  where u.lexeme ~ '^[[:alpha:]][[:alnum:]]{2,39}$';
$$;

-- The related forms of a text's words (private.search_related_forms), as a tsvector to add to
-- the stemmer's.
create function private.search_forms_vector(body text)
returns tsvector
language sql
immutable
parallel safe
strict
set search_path = ''
as $$
  select to_tsvector('pg_catalog.simple'::regconfig, coalesce(string_agg(f.form, ' '), ''))
  from (
    select distinct unnest(private.search_related_forms(w)) as form
    from private.search_words_of(body) as w
    -- The only words that have any: a cheap test before the function.
    where w ~ '^(me|pe|ng|ny)'
  ) as f;
$$;

-- What an article is matched on: title (A), summary and category (B), the body's text (C), each
-- with its words' related forms (the body's up to 30,000 characters).
create function private.search_document(title text, summary text, category text, plain text)
returns tsvector
language sql
immutable
parallel safe
set search_path = ''
as $$
  select
    setweight(to_tsvector('private.indonesian_unaccent'::regconfig, coalesce(title, '')), 'A')
    || setweight(private.search_forms_vector(coalesce(title, '')), 'A')
    || setweight(
      to_tsvector(
        'private.indonesian_unaccent'::regconfig,
        coalesce(summary, '') || ' ' || coalesce(category, '')
      ),
      'B'
    )
    || setweight(
      private.search_forms_vector(coalesce(summary, '') || ' ' || coalesce(category, '')), 'B'
    )
    || setweight(to_tsvector('private.indonesian_unaccent'::regconfig, coalesce(plain, '')), 'C')
    -- The related forms of the text's first 30,000 characters, as search_text keeps it: a body
    -- of 500,000 characters of distinct words took seconds to save otherwise.
    || setweight(private.search_forms_vector(left(coalesce(plain, ''), 30000)), 'C');
$$;

-- What an article is ranked on, small enough to stay in the row: its document's title (A),
-- summary and category (B), and the body's 20 most frequent words that are not stop words and
-- occur at least twice (C, up to 5 occurrences each), so a body about the words searched for
-- ranks before one that mentions them once, without reading the whole document out of TOAST
-- for every match. Made from the document, not from the text again.
create function private.search_heading(document tsvector)
returns tsvector
language sql
immutable
parallel safe
strict
set search_path = ''
as $$
  select
    ts_filter(document, '{a,b}')
    || coalesce((
      select string_agg(
        '''' || replace(replace(k.lexeme, '\', '\\'), '''', '''''') || ''':'
          || (select string_agg(p::text || 'C', ',') from generate_series(1, least(k.n, 5)) as p),
        ' '
      )::tsvector
      from (
        select c.lexeme, c.n
        from (
          select u.lexeme, cardinality(u.positions) as n
          from unnest(document) as u
          where 'C' = any (u.weights)
        ) as c
        where c.n >= 2 and not private.search_stop_word(c.lexeme)
        order by c.n desc, c.lexeme
        limit 20
      ) as k
    ), ''::tsvector);
$$;

revoke all on function private.search_stop_word(text) from public;
revoke all on function private.search_related_forms(text) from public;
revoke all on function private.search_words_of(text) from public;
revoke all on function private.search_forms_vector(text) from public;
revoke all on function private.search_document(text, text, text, text) from public;
revoke all on function private.search_heading(tsvector) from public;
-- search_heading was generated from title, summary and category; the trigger now writes it with
-- the body's words, as it writes search_document.
alter table public.articles alter column search_heading drop expression;
-- Kept in the row uncompressed unless the row cannot fit otherwise (a few hundred bytes):
-- ranking reads it for every match, and decompressing it each time cost as much as the ranking.
alter table public.articles alter column search_heading set storage main;

comment on column public.articles.search_heading is
  'Written by the database (articles_search_fields): what public.search_articles ranks by '
  '(title A, summary and category B, the body''s most frequent words C).';
comment on column public.articles.search_document is
  'Written by the database (articles_search_fields): what public.search_articles matches '
  '(title A, summary and category B, body text C, each with related forms).';

-- Security definer now: the helpers it calls are not granted to the API roles that write.
create or replace function private.articles_search_fields()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  plain text;
begin
  if tg_op = 'UPDATE'
    and (new.title, new.summary, new.category, new.content)
      is not distinct from (old.title, old.summary, old.category, old.content)
  then
    -- Kept, whatever the write sent: only the database writes them (no API role may).
    new.search_document := old.search_document;
    new.search_heading := old.search_heading;
    new.search_text := old.search_text;
    return new;
  end if;

  plain := private.html_to_text(new.content);
  new.search_text := left(plain, 30000);
  new.search_document := private.search_document(new.title, new.summary, new.category, plain);
  new.search_heading := private.search_heading(new.search_document);
  return new;
end;
$$;

-- Every article's fields made again the new way, without the write triggers: this is no write of
-- the owner's (no revision, no rebuild, no new updated_at).
alter table public.articles disable trigger user;
update public.articles
set search_document = private.search_document(title, summary, category, private.html_to_text(content));
update public.articles
set search_heading = private.search_heading(search_document);
alter table public.articles enable trigger user;

-- The words the published articles contain (folded, as private.search_words_of gives them), and
-- in how many published articles each is: what a mistyped word is compared with (trigram
-- similarity) and a word being typed is completed from (a prefix). Written only by the triggers
-- below, in the statement that writes the articles; a word leaves when the last published
-- article with it is withdrawn, deleted or edited not to have it. Words of the body's text as
-- search excerpts keep it (its first 30,000 characters, search_text).
create table private.search_words (
  word text collate "C" primary key,
  articles integer not null
);

comment on table private.search_words is
  'The words of the published articles and in how many each is: for search_articles'' '
  'completions and slips. Written by the articles'' triggers.';

create index search_words_trigram_idx
  on private.search_words using gin (word extensions.gin_trgm_ops);

revoke all on table private.search_words from public, anon, authenticated, service_role;
alter table private.search_words enable row level security;

-- Adds 1 to the count of each word of `added` and takes 1 from each of `removed` (a word as often
-- as it is listed), in one upsert, words in order (two writers never wait on each other in a
-- cycle); a word whose count reaches 0 leaves.
create function private.search_words_count(removed text[], added text[])
returns void
language plpgsql
volatile
set search_path = ''
as $$
declare
  emptied text[];
begin
  with changes as (
    select r.word, -1 as change from unnest(removed) as r(word)
    union all
    select a.word, 1 from unnest(added) as a(word)
  ),
  counted as (
    insert into private.search_words as s (word, articles)
    select c.word, sum(c.change)::integer
    from changes as c
    group by c.word
    having sum(c.change) <> 0
    order by c.word
    on conflict (word) do update set articles = s.articles + excluded.articles
    returning s.word, s.articles
  )
  select array_agg(counted.word) into emptied from counted where counted.articles <= 0;

  if emptied is not null then
    delete from private.search_words as s where s.word = any (emptied) and s.articles <= 0;
  end if;
end;
$$;

revoke all on function private.search_words_count(text[], text[]) from public;

-- A statement's changes to the articles as changes to the words' counts: each word of each
-- published article before is removed, each of each published article after added, only for
-- the rows whose text or visibility changed.
create function private.articles_count_words()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed text[];
  added text[];
begin
  if tg_op = 'TRUNCATE' then
    delete from private.search_words where true;
    return null;
  end if;

  if tg_op = 'INSERT' then
    select array_agg(w) into added
    from new_articles as n
    cross join lateral private.search_words_of(
      concat_ws(' ', n.title, n.summary, n.category, n.search_text)
    ) as w
    where n.withdrawn_at is null;
  elsif tg_op = 'DELETE' then
    select array_agg(w) into removed
    from old_articles as o
    cross join lateral private.search_words_of(
      concat_ws(' ', o.title, o.summary, o.category, o.search_text)
    ) as w
    where o.withdrawn_at is null;
  else
    with changed as (
      select o.title as old_title, o.summary as old_summary, o.category as old_category,
             o.search_text as old_text, o.withdrawn_at is null as was_published,
             n.title, n.summary, n.category, n.search_text, n.withdrawn_at is null as published
      from old_articles as o
      join new_articles as n on n.id = o.id
      where (o.title, o.summary, o.category, o.search_text, o.withdrawn_at is null)
        is distinct from (n.title, n.summary, n.category, n.search_text, n.withdrawn_at is null)
    )
    select
      (select array_agg(w)
       from changed as c
       cross join lateral private.search_words_of(
         concat_ws(' ', c.old_title, c.old_summary, c.old_category, c.old_text)
       ) as w
       where c.was_published),
      (select array_agg(w)
       from changed as c
       cross join lateral private.search_words_of(
         concat_ws(' ', c.title, c.summary, c.category, c.search_text)
       ) as w
       where c.published)
    into removed, added;
  end if;

  if removed is not null or added is not null then
    perform private.search_words_count(coalesce(removed, '{}'), coalesce(added, '{}'));
  end if;
  return null;
end;
$$;

revoke all on function private.articles_count_words() from public;

create trigger articles_count_words_after_insert
after insert on public.articles
referencing new table as new_articles
for each statement execute function private.articles_count_words();

create trigger articles_count_words_after_update
after update on public.articles
referencing old table as old_articles new table as new_articles
for each statement execute function private.articles_count_words();

create trigger articles_count_words_after_delete
after delete on public.articles
referencing old table as old_articles
for each statement execute function private.articles_count_words();

create trigger articles_count_words_after_truncate
after truncate on public.articles
for each statement execute function private.articles_count_words();

insert into private.search_words (word, articles)
select w, count(*)::integer
from public.articles as a
cross join lateral private.search_words_of(
  concat_ws(' ', a.title, a.summary, a.category, a.search_text)
) as w
where a.withdrawn_at is null
group by w;

-- The owner's synonyms: groups of words (a word may be a phrase of up to three) that mean the
-- same for this site's readers. A query's word or phrase that is in a group is searched as any
-- word of the group. Read and written only through search_synonyms() and
-- save_search_synonyms() with a publishing key; read by the search itself as the table's owner.
create table private.search_synonyms (
  word text primary key,
  group_no integer not null,
  word_no integer not null,
  -- The word as the query's words are compared: lower case without accents.
  folded text not null,
  unique (group_no, word_no)
);

create index search_synonyms_folded_idx on private.search_synonyms (folded collate "C");

comment on table private.search_synonyms is
  'The owner''s search synonyms (Sinonim Pencarian): one row a word, group_no the line. '
  'Read and saved through search_synonyms() and save_search_synonyms() with a publishing key.';

-- The list's version: changes with every save, so a save made from an old copy of the list is
-- refused rather than undoing someone else's.
create table private.search_synonyms_version (
  only_row boolean primary key default true check (only_row),
  version bigint not null
);

revoke all on table private.search_synonyms from public, anon, authenticated, service_role;
revoke all on table private.search_synonyms_version from public, anon, authenticated, service_role;
alter table private.search_synonyms enable row level security;
alter table private.search_synonyms_version enable row level security;

-- The owner's text as groups: one a line, words separated by commas or '=', normalised (lower
-- case, trimmed, inner spaces collapsed, accents as typed), empty lines and empty words skipped.
-- A rule broken refuses the whole text: 22023, details a JSON text {line, reason, word}, the
-- first broken in reading order (a line's words in order, then the line as a group). Set-based:
-- 200 groups of 12 words, compared word by word in a loop, outlasted anon's statement timeout
-- on a busy machine.
create function private.parse_search_synonyms(lines text)
returns table (word text, group_no integer, word_no integer)
language plpgsql
volatile
set search_path = ''
as $$
#variable_conflict use_column
declare
  max_groups constant integer := 200;
  max_in_group constant integer := 12;
  max_length constant integer := 40;
  refusal record;
begin
  create temporary table if not exists search_synonym_entries (
    line integer, k integer, word text
  ) on commit drop;
  truncate search_synonym_entries;
  insert into search_synonym_entries (line, k, word)
  select l.n, e.k, btrim(regexp_replace(lower(e.word), '\s+', ' ', 'g'))
  from regexp_split_to_table(coalesce(lines, ''), E'\r?\n|\r') with ordinality as l(text, n)
  cross join lateral regexp_split_to_table(l.text, '[,=]') with ordinality as e(word, k);
  delete from search_synonym_entries as e where e.word = '';

  with kept as (
    select distinct on (e.line, e.word) e.line, e.k, e.word
    from search_synonym_entries as e
    order by e.line, e.word, e.k
  ),
  first_lines as (
    select f.word, min(f.line) as line from kept as f group by f.word
  ),
  groups as (
    select g.line, count(*) as words, min(g.word) as any_word,
           row_number() over (order by g.line) as ordinal
    from kept as g
    group by g.line
  ),
  refusals as (
    select e.line, 0 as phase, e.k,
      case
        when char_length(e.word) > max_length then 'too_long'
        when e.word !~ '^[[:alpha:][:digit:] ''-]+$' then 'bad_characters'
        when cardinality(string_to_array(e.word, ' ')) > 3 then 'too_many_words'
        when f.line < e.line then 'word_repeated'
      end as reason,
      e.word
    from search_synonym_entries as e
    left join first_lines as f on f.word = e.word
    union all
    select g.line, 1, 0,
      case
        when g.words = 1 then 'single_word'
        when g.words > max_in_group then 'too_many_in_group'
        when g.ordinal > max_groups then 'too_many_groups'
      end,
      case when g.words = 1 then g.any_word end
    from groups as g
  )
  select r.line, r.reason, r.word into refusal
  from refusals as r
  where r.reason is not null
  order by r.line, r.phase, r.k
  limit 1;

  if found then
    raise exception using errcode = '22023',
      message = format('search synonyms refused on line %s: %s', refusal.line,
        case refusal.reason
          when 'too_long' then 'a word is longer than 40 characters'
          when 'bad_characters' then 'only letters, digits, spaces, - and '' may be used'
          when 'too_many_words' then 'a phrase has more than 3 words'
          when 'word_repeated' then 'a word is already in another group'
          when 'single_word' then 'a group needs at least 2 words'
          when 'too_many_in_group' then 'a group has more than 12 words'
          else 'more than 200 groups'
        end),
      detail = json_build_object(
        'line', refusal.line, 'reason', refusal.reason, 'word', refusal.word
      )::text;
  end if;

  return query
  select g.word, (dense_rank() over (order by g.line))::integer,
         (row_number() over (partition by g.line order by g.k))::integer
  from (
    select distinct on (e.line, e.word) e.line, e.k, e.word
    from search_synonym_entries as e
    order by e.line, e.word, e.k
  ) as g
  order by g.line, g.k;
end;
$$;

revoke all on function private.parse_search_synonyms(text) from public;

-- The list as the owner sees it: one group a line, ', ' between its words, in the order saved.
create function private.search_synonyms_text()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(string_agg(g.line, E'\n' order by g.group_no), '')
  from (
    select s.group_no, string_agg(s.word, ', ' order by s.word_no) as line
    from private.search_synonyms as s
    group by s.group_no
  ) as g;
$$;

revoke all on function private.search_synonyms_text() from public;

-- The starting list: the names this audience uses for itself and its places, money and slang.
insert into private.search_synonyms (word, group_no, word_no, folded)
select p.word, p.group_no, p.word_no, private.fold(p.word)
from private.parse_search_synonyms($list$
pmi, tki, tkw, bmi, buruh migran, pekerja migran
hong kong, hongkong, hk
uang, duit
gaji, upah, salary
hilang, ilang
rindu, kangen
ganda, dobel, double
diberi, dikasih
agensi, agency, agen
majikan, bos, boss
libur, off, cuti
power bank, powerbank
paspor, passport
handphone, hp, ponsel
stres, stress
medical, medikal, mcu
singapura, singapore
korea selatan, korsel
arab saudi, saudi
p3mi, pjtki, pptkis
calo, sponsor
bpjs, jamsostek
kabur, melarikan diri
$list$) as p;

insert into private.search_synonyms_version (version) values (1);

-- What both functions answer: one row, the list as the owner sees it and its version. A type
-- rather than `returns table`: save_search_synonyms takes an argument named `lines` too.
create type public.search_synonym_list as (lines text, version bigint);

-- The list and its version, for a request with an active publishing key (42501 without).
create function public.search_synonyms()
returns setof public.search_synonym_list
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.require_publish_key();
  return query
  select private.search_synonyms_text(), v.version
  from private.search_synonyms_version as v;
end;
$$;

comment on function public.search_synonyms() is
  'The owner''s search synonyms (one group a line) and their version; with a publishing key.';

-- Replaces the list with `lines`, if `since` is still its version (else PT409, nothing saved);
-- a broken rule refuses it all (22023, details {line, reason, word}). The next search uses it.
create function public.save_search_synonyms(lines text, since bigint)
returns setof public.search_synonym_list
language plpgsql
volatile
security definer
set search_path = ''
as $$
#variable_conflict use_variable
declare
  current_version bigint;
begin
  perform private.require_publish_key();
  select v.version into current_version
  from private.search_synonyms_version as v
  for update;
  if since is distinct from current_version then
    raise exception 'the search synonyms were saved meanwhile (version %, not %)',
      current_version, coalesce(since::text, 'null')
      using errcode = 'PT409', hint = 'Read them again (search_synonyms) and save on top.';
  end if;

  -- A refusal raised while parsing undoes the delete with the rest of the request.
  delete from private.search_synonyms where true;
  insert into private.search_synonyms (word, group_no, word_no, folded)
  select p.word, p.group_no, p.word_no, private.fold(p.word)
  from private.parse_search_synonyms(lines) as p;

  update private.search_synonyms_version as v
  set version = v.version + 1
  where v.only_row
  returning v.version into current_version;

  return query select private.search_synonyms_text(), current_version;
end;
$$;

comment on function public.save_search_synonyms(text, bigint) is
  'Saves the owner''s search synonyms if `since` is their version (else 409); with a '
  'publishing key. See docs/backend.md, "How the search decides".';

revoke all on function public.search_synonyms() from public, anon, authenticated, service_role;
revoke all on function public.save_search_synonyms(text, bigint)
  from public, anon, authenticated, service_role;
grant execute on function public.search_synonyms() to anon, authenticated;
grant execute on function public.save_search_synonyms(text, bigint) to anon, authenticated;

-- A word or phrase (folded) as a tsquery's text: each of its words as any of its lexemes (the
-- stemmer's and the related forms), the words joined with '&' (a phrase's words must all be in
-- the article, near or not), quoted so that nothing typed is read as an operator.
create function private.search_entry_query(entry text)
returns text
language sql
immutable
parallel safe
strict
set search_path = ''
as $$
  select '(' || string_agg(w.alternatives, ' & ' order by w.n) || ')'
  from (
    select t.n, '(' || string_agg(
      '''' || replace(replace(l.lexeme, '\', '\\'), '''', '''''') || '''', ' | '
    ) || ')' as alternatives
    from regexp_split_to_table(entry, '[^[:alnum:]]+') with ordinality as t(word, n)
    cross join lateral (
      select u.lexeme
      from unnest(to_tsvector('private.indonesian_unaccent'::regconfig, t.word)) as u
      union
      select unnest(private.search_related_forms(t.word))
    ) as l
    where t.word <> ''
    group by t.n
  ) as w;
$$;

revoke all on function private.search_entry_query(text) from public;

-- The query as concepts, each a tsquery of the ways an article may say it, in the query's order
-- (at most 8; the same concept once):
-- - a word or phrase of the owner's synonyms (the longest that matches, up to three words): any
--   word of its group;
-- - a stop word: nothing;
-- - any other word: itself (its lexemes); the word being typed (the last, unless the query ends
--   in a space or a sign, from its third letter) also as the 5 commonest words of the published
--   articles that start with it, and as the synonyms that start with it; a word of 4 letters or
--   more that no published article contains and that completes to nothing, also as the 3
--   articles' words most like it (pg_trgm word similarity of at least 0.45: one letter wrong
--   in 'medikal' or the 'h' missing from 'ilang').
-- Security definer: it reads the words and the synonyms, which the API roles cannot.
create function private.search_concepts(query_text text)
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

revoke all on function private.search_concepts(text) from public;
grant execute on function private.search_concepts(text) to anon, authenticated, service_role;

-- Published articles for the concepts, best first, and how many in all (concepts no published
-- article has left out):
-- - those with every concept, ranked by where the words are (search_heading: title, then
--   summary and category, then the body's frequent words);
-- - when none has them all, those with some, ranked first by the concepts they have, each
--   weighing ln(1 + n / its articles) (n: the articles with any), so a rare word weighs more
--   than a common one, then as above.
-- Ties: newest first, then by slug. Security definer, returning only ids of published articles,
-- for the reason search_matches gave (20261124000100_search.sql): under row-level security the
-- planner could use no index.
create function private.search_ranked(concepts tsquery[], skip integer, take integer)
returns table (id bigint, total bigint)
language plpgsql
stable
security definer
-- As search_matches: the planner does not count reading documents out of TOAST.
set enable_seqscan = off
set jit = off
set search_path = ''
rows 11
as $$
#variable_conflict use_column
declare
  all_concepts tsquery;
  any_concept tsquery;
  concept tsquery;
begin
  -- A concept no published article has says nothing about which article answers best: left
  -- out, so 'gaji zqxw jepang' is answered as 'gaji jepang', through the index, at once.
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
  foreach concept in array concepts loop
    all_concepts := case when all_concepts is null then concept else all_concepts && concept end;
    any_concept := case when any_concept is null then concept else any_concept || concept end;
  end loop;
  if all_concepts is null then
    return;
  end if;

  if cardinality(concepts) = 1 or exists (
    select from public.articles as a
    where a.search_document operator(pg_catalog.@@) all_concepts and a.withdrawn_at is null
  ) then
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
    return;
  end if;

  return query
  with hits as materialized (
    select c.n, m.id
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
  ),
  weights as (
    select h.n,
           ln(1 + (select count(distinct d.id) from hits as d)::float8 / count(*)) as weight
    from hits as h
    group by h.n
  ),
  scored as materialized (
    select h.id, sum(w.weight) as score, count(*) over () as total
    from hits as h
    join weights as w on w.n = h.n
    group by h.id
  ),
  -- Only the articles that can be on the page are read again and ranked by where the words
  -- are: those scoring at least as much as the page's last.
  cutoff as (
    select s.score from scored as s order by s.score desc offset skip + take - 1 limit 1
  ),
  ranked as (
    select s.id, s.score, s.total, a.published_at, a.slug,
           pg_catalog.ts_rank(a.search_heading, any_concept) as rank
    from scored as s
    join public.articles as a on a.id = s.id
    where s.score >= coalesce((select c.score from cutoff as c), 0)
    offset 0
  )
  select r.id, r.total
  from ranked as r
  order by r.score desc, r.rank desc, r.published_at desc, r.slug
  offset skip
  limit take;
end;
$$;

revoke all on function private.search_ranked(tsquery[], integer, integer) from public;
grant execute on function private.search_ranked(tsquery[], integer, integer)
  to anon, authenticated, service_role;

-- Same arguments and columns as before; what is searched for and how it is ranked, above.
create or replace function public.search_articles(q text, page integer default 1)
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
    select m.id, m.n, m.total
    from private.search_ranked(concepts, (wanted - 1) * page_size, page_size + 1)
      with ordinality as m(id, total, n)
  )
  select a.slug, a.title, a.category, a.published_at,
         private.search_excerpt(a.search_text, a.summary, any_concept),
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
  'Searches published articles: all the words of q when some article has them, else the best '
  'partial matches; stop words ignored, slips and the word being typed completed from the '
  'articles'' words, the owner''s synonyms applied. Ten a page. See docs/backend.md.';

-- search_matches answered the old search; nothing calls it now.
drop function private.search_matches(tsquery, tsquery, integer, integer);

notify pgrst, 'reload schema';
