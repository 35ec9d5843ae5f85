import { browserBackendConfig } from '../../config/backend';
import type { ArticlesClient } from '../../lib/articles/client';

export type ArticlesApi = typeof import('./articles-api');

/** Null when the site was built without PUBLIC_SUPABASE_URL / PUBLIC_SUPABASE_ANON_KEY. */
export const adminBackend = browserBackendConfig();

/** One client per key: each new supabase-js client warns about another GoTrueClient. */
const clients = new Map<string, ArticlesClient>();

/**
 * A client of the backend that sends `publishKey` (none when it is ''), for the admin pages.
 * supabase-js is loaded on first use, so it never delays the page's first paint.
 */
export async function adminClient(publishKey: string): Promise<ArticlesClient> {
  if (!adminBackend) throw new Error('PUBLIC_SUPABASE_URL or PUBLIC_SUPABASE_ANON_KEY is missing');
  const { articlesClient } = await import('../../lib/articles/client');
  let client = clients.get(publishKey);
  if (!client) {
    client = articlesClient(publishKey ? { ...adminBackend, publishKey } : adminBackend);
    clients.set(publishKey, client);
  }
  return client;
}

/** The articles API and a client that sends `publishKey`, both loaded on first use. */
export async function adminArticles(
  publishKey: string,
): Promise<{ api: ArticlesApi; client: ArticlesClient }> {
  const [api, client] = await Promise.all([import('./articles-api'), adminClient(publishKey)]);
  return { api, client };
}
