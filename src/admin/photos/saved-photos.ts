/**
 * The images already uploaded, newest first, read through Storage's list endpoint, which answers
 * one folder at a time with names relative to it (folders with no id): the years, newest first,
 * then their months, then the month's files by upload time. Listing takes the publishing key;
 * without it the bucket's policy shows nothing.
 */
import { bucketUrl, ownerHeaders, publicImageUrl, type StorageTarget } from './storage-bucket';

export interface SavedPhoto {
  /** Where it is stored: YYYY/MM/<hash>.<ext>. */
  name: string;
  url: string;
}

interface Listed {
  name: string;
  id: string | null;
}

async function listFolder(
  target: StorageTarget,
  prefix: string,
  sortBy: { column: string; order: 'asc' | 'desc' },
): Promise<Listed[]> {
  const response = await fetch(bucketUrl(target.url, 'object/list'), {
    method: 'POST',
    headers: { ...ownerHeaders(target), 'content-type': 'application/json' },
    body: JSON.stringify({ prefix, limit: 100, offset: 0, sortBy }),
  });
  if (!response.ok) throw new Error(`Listing ${prefix || 'the bucket'}: HTTP ${response.status}`);
  return (await response.json()) as Listed[];
}

const folders = (entries: Listed[]) =>
  entries.filter((entry) => entry.id === null).map((entry) => entry.name);

/** Up to `limit` uploaded images, newest first. */
export async function listSavedPhotos(target: StorageTarget, limit = 30): Promise<SavedPhoto[]> {
  const byName = { column: 'name', order: 'desc' } as const;
  const found: SavedPhoto[] = [];
  for (const year of folders(await listFolder(target, '', byName))) {
    for (const month of folders(await listFolder(target, `${year}/`, byName))) {
      const prefix = `${year}/${month}/`;
      const files = await listFolder(target, prefix, { column: 'created_at', order: 'desc' });
      for (const file of files) {
        if (file.id === null) continue;
        found.push({
          name: `${prefix}${file.name}`,
          url: publicImageUrl(target.url, `${prefix}${file.name}`),
        });
        if (found.length >= limit) return found;
      }
    }
  }
  return found;
}
