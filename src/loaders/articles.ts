import type { Loader } from 'astro/loaders';
import type { BackendConfig } from '../config/backend';
import { articlesClient, listAllArticles } from '../lib/articles';
import { sanitizeArticleHtml } from '../lib/sanitize';
import { chooseThumbnail } from '../lib/thumbnail';

/** `astro check` and `astro sync` need the collection's types, not its data. */
const onlyTypeChecking = () => ['check', 'sync'].includes(process.argv[2] ?? '');

/**
 * Loads every article from Supabase into the collection at build time, with its HTML sanitized
 * once by the shared policy. Any failure that survives the retries fails the build: a site with
 * a silently empty or partial blog must never be deployed.
 */
export function articlesLoader(getConfig: () => BackendConfig): Loader {
  return {
    name: 'supabase-articles',
    async load({ store, parseData, logger }) {
      if (onlyTypeChecking()) {
        logger.info('astro check/sync: articles are not loaded, only their types are generated');
        return;
      }
      const config = getConfig();
      const started = Date.now();
      const rows = await listAllArticles(articlesClient(config), {
        onRetry: (error, attempt) => logger.warn(`${error.message}; retry ${attempt}`),
      });
      store.clear();
      for (const { content, ...row } of rows) {
        const data = await parseData({
          id: row.slug,
          data: {
            ...row,
            cardImage: chooseThumbnail({ thumbnail_url: row.thumbnail_url, content }),
          },
        });
        store.set({ id: row.slug, data, rendered: { html: sanitizeArticleHtml(content) } });
      }
      logger.info(`${rows.length} articles from ${config.url} in ${Date.now() - started} ms`);
    },
  };
}
