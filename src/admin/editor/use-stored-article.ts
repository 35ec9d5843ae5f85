import { useEffect, useState } from 'react';
import { articlesLoadFailed, publishKeyStorageKey } from './article-form';
import { adminArticles } from '../shared/backend';
import type { Article } from '../../lib/articles';
import { readSession } from '../../lib/session-store';
import { toast } from '../../stores/toast';

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
  const [answer, setAnswer] = useState<{ request: string; result: StoredArticle } | null>(null);
  const request = `${attempt}:${slug}`;

  useEffect(() => {
    if (!slug) return;
    let cancelled = false;
    const answered = (result: StoredArticle) => {
      if (!cancelled) setAnswer({ request, result });
    };
    adminArticles(readSession(publishKeyStorageKey)?.trim() ?? '')
      .then(({ api, client }) => api.getArticleBySlug(client, slug))
      .then(
        (article) => answered(article ? { status: 'loaded', article } : { status: 'not-found' }),
        (error: unknown) => {
          if (cancelled) return;
          console.error('AdminEditor: loading the article failed:', error);
          toast({ ...articlesLoadFailed, variant: 'destructive' });
          answered({ status: 'failed' });
        },
      );
    return () => {
      cancelled = true;
    };
  }, [slug, request]);

  const result: StoredArticle =
    slug === null
      ? { status: 'not-found' }
      : answer?.request === request
        ? answer.result
        : { status: 'loading' };
  return { result, retry: () => setAttempt((n) => n + 1) };
}
