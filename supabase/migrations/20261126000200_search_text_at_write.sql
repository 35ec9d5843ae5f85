-- Search stays fast whatever an article holds (issue 29, finding 2).
--
-- 1. html_to_text decoded each character reference by matching every reference of the text
--    again: quadratic in their number. 10,000 '&nbsp;' took about 0.1 s an article, and an
--    article of 500,000 characters of them outlasted any statement timeout, on every write (the
--    search document) and in every search's excerpts. Now the usual names are replaced outright
--    and the rest is decoded with each list made once and joined by position: linear. Same
--    results, so the stored search documents stay as they are.
-- 2. The excerpt's plain text is kept when an article is written (search_text, bounded), not
--    made from the HTML again for each result of each search.
-- 3. The word being typed is a prefix only from its third letter: 'p' or 'pa' as a prefix
--    matches most of the index, and is no search yet. Shorter, it is matched as a word ('hp').

create or replace function private.html_to_text(html text)
returns text
language plpgsql
immutable
parallel safe
strict
set search_path = ''
as $$
declare
  reference constant text := '&(#[0-9]{1,7}|#[xX][0-9a-fA-F]{1,6}|[A-Za-z][A-Za-z0-9]{1,7});';
  plain text := regexp_replace(
    regexp_replace(
      regexp_replace(html, '<!--.*?-->', ' ', 'g'),
      '<(script|style)\M[^>]*?>.*?</(script|style)[^>]*>', ' ', 'gi'
    ),
    '<[^>]*>', ' ', 'g'
  );
begin
  -- Most text has no reference: decoding, the costly part, only where there is one. The names
  -- an editor writes most (Word's '&nbsp;' above all) by plain replacement, none of whose
  -- outputs holds an '&' ('&amp;' is left to the step below, so '&amp;lt;' stays '&lt;').
  if strpos(plain, '&') > 0 then
    plain := replace(replace(replace(replace(replace(plain,
      '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&apos;', '''');
  end if;
  -- What is left ('&amp;', numeric references, other spellings): the pieces of text between
  -- references and the references themselves, each listed once and joined by their position.
  if plain ~ reference then
    with pieces as (
      select p.text, p.n
      from regexp_split_to_table(plain, reference) with ordinality as p(text, n)
    ),
    refs as (
      select m.groups[1] as name, m.n
      from regexp_matches(plain, reference, 'g') with ordinality as m(groups, n)
    )
    select string_agg(
      pieces.text || coalesce(
        case
          when refs.name ~ '^#[xX]' then private.code_point_text(
            ('x' || lpad(substr(refs.name, 3), 8, '0'))::bit(32)::integer
          )
          when refs.name ~ '^#' then private.code_point_text(substr(refs.name, 2)::integer)
          when lower(refs.name) = 'amp' then '&'
          when lower(refs.name) = 'lt' then '<'
          when lower(refs.name) = 'gt' then '>'
          when lower(refs.name) = 'quot' then '"'
          when lower(refs.name) = 'apos' then ''''
          when lower(refs.name) = 'nbsp' then ' '
        end,
        '&' || refs.name || ';',
        ''
      ),
      '' order by pieces.n
    )
    into plain
    from pieces
    left join refs on refs.n = pieces.n;
  end if;
  return btrim(replace(replace(plain, chr(57344), ' '), chr(57345), ' '), E' \n\r\t');
end;
$$;

-- The body's text as a reader sees it, up to 30,000 characters (a long guide is 15,000): where
-- an excerpt is looked for. A word found only further on gets the summary's excerpt.
alter table public.articles
  add column search_text text generated always as (
    left(private.html_to_text(content), 30000)
  ) stored;

comment on column public.articles.search_text is
  'Generated: the body''s plain text (up to 30,000 characters), where search excerpts come from.';

-- The same excerpt as before, from the kept plain text rather than the HTML.
create or replace function private.search_excerpt(content text, summary text, words tsquery)
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
  -- `content` is articles.search_text: plain, bounded, without U+E000 or U+E001.
  source text := coalesce(content, '');
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
  -- The last word is a prefix unless the text ends in a space or a sign.
  open_end constant boolean := query_text !~ '[[:space:][:punct:]]$';
  -- Nor while it is shorter than this: a one- or two-letter prefix matches most of the index.
  shortest_prefix constant integer := 3;
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
        || case
             when open_end and v.last_at = max(v.last_at) over ()
               and length(v.lexeme) >= shortest_prefix then ':*'
             else ''
           end
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
         private.search_excerpt(a.search_text, a.summary, any_word),
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
         private.search_excerpt(a.search_text, a.summary, any_word),
         true,
         false,
         (count(*) over ())::integer
  from private.search_suggestions(private.fold(query_text), page_size)
    with ordinality as s(id, closeness, n)
  join public.articles as a on a.id = s.id
  order by s.n;
end;
$$;
