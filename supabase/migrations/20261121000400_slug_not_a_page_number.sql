-- A slug of digits alone would take the address of a blog list page: /blog/2 is the second page.
-- The rule keeps its name, so the editor's message for it stays the same one.
alter table public.articles drop constraint articles_slug_format;
alter table public.articles add constraint articles_slug_format
  check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and slug !~ '^[0-9]+$');
