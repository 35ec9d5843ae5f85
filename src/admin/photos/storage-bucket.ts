/** The article images' bucket in Supabase Storage: its addresses and what the owner sends it. */

const IMAGE_BUCKET = 'article-images';

export interface StorageTarget {
  /** The Supabase project's URL (PUBLIC_SUPABASE_URL). */
  url: string;
  anonKey: string;
  publishKey: string;
}

/** An address of the Storage API for the bucket: `object/<bucket>/…`, `object/list/<bucket>`… */
export const bucketUrl = (url: string, endpoint: string, name = '') =>
  `${url.replace(/\/+$/, '')}/storage/v1/${endpoint}/${IMAGE_BUCKET}${name ? `/${name}` : ''}`;

/** Where a stored image is read from: its public address, what the article keeps. */
export const publicImageUrl = (url: string, name: string) => bucketUrl(url, 'object/public', name);

/** The headers of a write or a listing: the project's key, and the publishing key RLS asks for. */
export const ownerHeaders = (target: StorageTarget): Record<string, string> => ({
  apikey: target.anonKey,
  authorization: `Bearer ${target.anonKey}`,
  'x-publish-key': target.publishKey,
});
