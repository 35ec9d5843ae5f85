import { useEffect, useState } from 'react';
import { useLatestRequest } from '../../hooks/use-latest-request';
import { articlesLoadFailed } from '../../lib/article-messages';
import type { Article } from '../../lib/articles/client';
import { toast } from '../../stores/toast';
import { adminArticles } from '../shared/backend';
import { rememberedPublishKey } from '../shared/publish-key';

export type StoredArticle =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'failed' }
  | { status: 'loaded'; article: Article };

/**
 * The article stored at `slug`, read fresh from the backend (`undefined` while the address is
 * not known yet, `null` when it names no slug). Sent with the remembered publishing key, if
 * any, so that a withdrawn article can be loaded too. `retry` reads it again.
 */
export function useStoredArticle(slug: string | null | undefined): {
  result: StoredArticle;
  retry: () => void;
} {
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<{
    slug: string;
    attempt: number;
    result: StoredArticle;
  } | null>(null);
  const requests = useLatestRequest();

  useEffect(() => {
    if (!slug) return;
    const isLatest = requests.begin();
    adminArticles(rememberedPublishKey())
      .then(({ api, client }) => api.getArticleBySlug(client, slug))
      .then(
        (article) => {
          if (!isLatest()) return;
          setAnswer({
            slug,
            attempt,
            result: article ? { status: 'loaded', article } : { status: 'not-found' },
          });
        },
        (error: unknown) => {
          if (!isLatest()) return;
          console.error('AdminEditor: loading the article failed:', error);
          toast({ ...articlesLoadFailed, variant: 'destructive' });
          setAnswer({ slug, attempt, result: { status: 'failed' } });
        },
      );
    return requests.end;
  }, [slug, attempt, requests]);

  const result: StoredArticle =
    slug === null
      ? { status: 'not-found' }
      : answer && answer.slug === slug && answer.attempt === attempt
        ? answer.result
        : { status: 'loading' };
  return { result, retry: () => setAttempt((n) => n + 1) };
}
