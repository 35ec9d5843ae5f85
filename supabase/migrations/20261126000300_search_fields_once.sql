-- A write makes the body's plain text once, and only when the body changed (issue 29, finding 6).
--
-- search_document and search_text were two generated columns, each calling html_to_text over the
-- whole body; Postgres computes every stored generated column again on every update, so saving an
-- article made its text twice, and withdrawing or restoring it (no body change) twice more. A body
-- of 500,000 characters full of numeric character references took 1.2 s to save, most of it
-- there. They are now plain columns that one BEFORE trigger fills; the values already stored stay
-- as they are, since the trigger makes them as the expressions did.

alter table public.articles alter column search_document drop expression;
alter table public.articles alter column search_text drop expression;

comment on column public.articles.search_document is
  'Written by the database (articles_search_fields): what public.search_articles matches '
  '(title A, summary and category B, body text C).';
comment on column public.articles.search_text is
  'Written by the database (articles_search_fields): the body''s plain text (up to 30,000 '
  'characters), where search excerpts come from.';

-- After articles_before_write (triggers fire in name order): a blank summary or category is null
-- by then, as it was when the columns were generated.
create function private.articles_search_fields()
returns trigger
language plpgsql
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
    new.search_text := old.search_text;
    return new;
  end if;

  plain := private.html_to_text(new.content);
  new.search_text := left(plain, 30000);
  new.search_document :=
    setweight(to_tsvector('private.indonesian_unaccent'::regconfig, new.title), 'A')
    || setweight(
      to_tsvector(
        'private.indonesian_unaccent'::regconfig,
        coalesce(new.summary, '') || ' ' || coalesce(new.category, '')
      ),
      'B'
    )
    || setweight(to_tsvector('private.indonesian_unaccent'::regconfig, plain), 'C');
  return new;
end;
$$;

revoke all on function private.articles_search_fields() from public;

create trigger articles_search_fields
before insert or update on public.articles
for each row execute function private.articles_search_fields();
