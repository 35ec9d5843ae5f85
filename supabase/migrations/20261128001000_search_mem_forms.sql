-- The related forms of mem- words (issue 37). The Indonesian stemmer reads mem- before a vowel
-- as me- and the p it swallowed ('memukul' is 'pukul', rightly), so a root that starts with m
-- loses it: 'meminta' is 'pinta', 'memohon' 'pohon', 'memasuki' 'pasuk', 'memulai' 'pula',
-- while 'minta', 'permintaan', 'mohon', 'masuk' and 'mulai' keep their m. As for the letters
-- meng-/men- swallow (20261128000200), the other likely root is added as a related form, to the
-- articles' words and the query's: 'agency minta duit banyak' did not find 'Agensi Meminta
-- Biaya Berlebihan'. A wrong guess ('memakai', 'paka', also as 'maka') only matters if someone
-- searches for that word.
--
-- Why: docs/decisions.md, "Issue 37: the first held-out set as a development set".

create or replace function private.search_related_forms(word text)
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
  -- mem-/pem- before a vowel the stemmer reads as a swallowed p ('memukul', 'pukul'): the root
  -- may start with m instead ('meminta', 'minta').
  if word ~ '^[mp]em[aeiou]' and stem ~ '^p' then
    forms := forms || ('m' || substr(stem, 2));
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

-- Every article's document made again with the new forms, and its heading, without the write
-- triggers (no write of the owner's: no revision, no rebuild, no new updated_at); the postings
-- made again for the articles whose document changed. The words of private.search_words are
-- the articles' own and do not change.
create temporary table search_document_changed as
select a.id, d.document
from public.articles as a
cross join lateral (
  select private.search_document(a.title, a.summary, a.category, private.html_to_text(a.content))
    as document
) as d
where a.search_document is distinct from d.document;

alter table public.articles disable trigger user;
update public.articles as a
set search_document = c.document,
    search_heading = private.search_heading(c.document)
from search_document_changed as c
where a.id = c.id;
alter table public.articles enable trigger user;

delete from private.search_postings as p
where p.article_id in (select c.id from search_document_changed as c);
insert into private.search_postings (lexeme, article_id, heading)
select p.lexeme, a.id, p.heading
from public.articles as a
cross join lateral private.search_postings_of(a.search_document, a.search_heading) as p
where a.id in (select c.id from search_document_changed as c)
  and a.withdrawn_at is null
order by 1, 2;

drop table search_document_changed;
