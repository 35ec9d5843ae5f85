import { browserBackendConfig } from '../../config/backend';
import type { ArticlesClient } from '../../lib/articles/client';

export type ArticlesApi = typeof import('./articles-api');

/** Null when the site was built without PUBLIC_SUPABASE_URL / PUBLIC_SUPABASE_ANON_KEY. */
export const adminBackend = browserBackendConfig();

/** One client per key: each new supabase-js client warns about another GoTrueClient. */
const clients = new Map<string, ArticlesClient>();

/**
 * The articles API and a client that sends `publishKey` (none when it is ''), for the admin
 * pages. supabase-js is loaded on first use, so it never delays the page's first paint.
 */
export async function adminArticles(
  publishKey: string,
): Promise<{ api: ArticlesApi; client: ArticlesClient }> {
  if (!adminBackend) throw new Error('PUBLIC_SUPABASE_URL or PUBLIC_SUPABASE_ANON_KEY is missing');
  const api = await import('./articles-api');
  let client = clients.get(publishKey);
  if (!client) {
    client = api.articlesClient(publishKey ? { ...adminBackend, publishKey } : adminBackend);
    clients.set(publishKey, client);
  }
  return { api, client };
}
