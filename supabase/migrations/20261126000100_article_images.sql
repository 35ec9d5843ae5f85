-- Article images uploaded from the owner's phone, kept in Supabase Storage: the public bucket
-- `article-images` and who may write to it. Hosted Supabase makes the storage schema; so does
-- the local backend (scripts/backend/sql/storage-schema.sql), before any migration.
--
-- An image is named by its content, YYYY/MM/<32 hex digits of its SHA-256>.<jpg|png|webp>, so
-- what a page shows at an address never changes: there is no update, delete or upsert policy,
-- and the Storage API refuses those (nothing published is destroyed). Uploading takes the
-- publishing key, checked as for articles: the Storage server sets role and request.headers for
-- every request, as PostgREST does. Listing takes the key too; public reads need no policy.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'article-images',
  'article-images',
  true,
  -- A photo prepared in the browser (2,000 px, JPEG) is well under 1 MB.
  5 * 1024 * 1024,
  array['image/jpeg', 'image/png', 'image/webp']
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy article_images_insert_with_publish_key
on storage.objects
for insert
to anon, authenticated
with check (
  bucket_id = 'article-images'
  and name ~ '^[0-9]{4}/(0[1-9]|1[0-2])/[0-9a-f]{32}\.(jpg|png|webp)$'
  and (select private.request_has_publish_key())
);

create policy article_images_list_with_publish_key
on storage.objects
for select
to anon, authenticated
using (bucket_id = 'article-images' and (select private.request_has_publish_key()));
