/**
 * 'Penulis' of a new article starts with the name of the key that publishes it, once the key is
 * entered. Loaded with the key's first use, so the editor's first load does not carry it.
 */
import { refusedForKey } from '../../lib/articles/client';
import { adminClient } from '../shared/backend';

/**
 * The name of `key` (publish_key_whoami); null when the database does not know the key (said
 * on every save already, so nothing more here) or cannot be asked now.
 */
export async function keyName(key: string): Promise<string | null> {
  try {
    const client = await adminClient(key);
    const { data, error, status } = await client.rpc('publish_key_whoami');
    if (!error) return data[0]?.name ?? null;
    if (!refusedForKey({ status, code: error.code })) {
      console.error(`AdminEditor: asking whose the key is failed (HTTP ${status}):`, error.message);
    }
  } catch (error) {
    console.error('AdminEditor: asking whose the key is failed:', error);
  }
  return null;
}

/**
 * What 'Penulis' becomes once the key's `name` is known: the name, when the field is empty or
 * still holds the name put there before (`prefilled`); null to leave it as it is, since what the
 * owner wrote there (or a restored draft's) is never overwritten.
 */
export function authorPrefill(value: string, prefilled: string, name: string | null) {
  if (!name || value === name) return null;
  return value.trim() === '' || value === prefilled ? name : null;
}
