import { useEffect, useState } from 'react';
import { useLatestRequest } from '../../hooks/use-latest-request';
import { adminArticles, adminBackend } from '../shared/backend';

/**
 * Who last wrote each listed article, read once with `key` for the page's `ids` (one request,
 * not one per row), and again on `reread()` (after the owner withdrew or restored one). Until
 * read, without a key, or when reading fails (a wrong key, no network) it knows none:
 * `writerOf` gives undefined and the list goes on without it.
 */
export function useArticleWriters(key: string, ids: readonly number[]) {
  const [read, setRead] = useState<{ key: string; byId: Map<number, string> } | null>(null);
  const [attempt, setAttempt] = useState(0);
  const requests = useLatestRequest();
  const wanted = ids.join(',');

  useEffect(() => {
    if (!adminBackend || !key || !wanted) return;
    const isLatest = requests.begin();
    adminArticles(key)
      .then(({ api, client }) => api.listArticleWriters(client, wanted.split(',').map(Number)))
      .then(
        (byId) => {
          if (isLatest()) setRead({ key, byId });
        },
        (error: unknown) =>
          console.error('AdminArticles: reading who last wrote the articles failed:', error),
      );
    return requests.end;
  }, [key, wanted, attempt, requests]);

  return {
    writerOf: (id: number) => (key && read?.key === key ? read.byId.get(id) : undefined),
    reread: () => setAttempt((n) => n + 1),
  };
}
