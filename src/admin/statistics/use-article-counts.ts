import { useEffect, useState } from 'react';
import { useLatestRequest } from '../../hooks/use-latest-request';
import { adminArticles, adminBackend } from '../shared/backend';
import { articleCountDays, countsByArticle, type Counts } from './article-counts';
import { jakartaDay, lastDays } from './stats-days';

const none: Counts = { visits: 0, chats: 0 };

/**
 * Each article's visits and chats of the last 30 days, read once with `key` for the whole list
 * (one request, not one per row). Until they are read, without a key, or when reading fails
 * (a wrong key, no network) it knows none: `countsOf` gives undefined and the list goes on.
 */
export function useArticleCounts(key: string): (slug: string) => Counts | undefined {
  const [read, setRead] = useState<{ key: string; bySlug: Map<string, Counts> } | null>(null);
  const requests = useLatestRequest();

  useEffect(() => {
    if (!adminBackend || !key) return;
    const isLatest = requests.begin();
    adminArticles(key)
      .then(({ api, client }) =>
        api.readPageStats(client, lastDays(jakartaDay(new Date()), articleCountDays)),
      )
      .then(
        (result) => {
          if (!isLatest()) return;
          if (result.ok) setRead({ key, bySlug: countsByArticle(result.rows) });
          else console.error("AdminArticles: reading the articles' counts failed:", result.error);
        },
        (error: unknown) =>
          console.error("AdminArticles: reading the articles' counts failed:", error),
      );
    return requests.end;
  }, [key, requests]);

  return (slug) => (key && read?.key === key ? (read.bySlug.get(slug) ?? none) : undefined);
}
