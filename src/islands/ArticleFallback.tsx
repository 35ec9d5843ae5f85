import { useEffect, useState, type ReactNode } from 'react';
import { useBrowserValue } from '../hooks/use-browser-value';
import ArticleLoading from '../components/blog/ArticleLoading';
import ArticleReaderButton from '../components/blog/ArticleReaderButton';
import ArticleView from '../components/blog/ArticleView';
import { browserBackendConfig } from '../config/backend';
import { countEvents } from '../config/analytics';
import { blogPath } from '../config/blog';
import { articlePath } from '../lib/article-path';
import { articlesLoadFailed } from '../lib/article-messages';
import type { Article } from '../lib/articles/client';
import { pageTitle } from '../lib/page-title';
import { toast } from '../stores/toast';
import ShareButtons from './ShareButtons';

type Result = { status: 'failed' } | { status: 'loaded'; article: Article; html: string };

const slugOfAddress = () => articlePath.exec(window.location.pathname)?.[1] ?? null;

async function loadArticle(slug: string): Promise<{ article: Article; html: string } | null> {
  const [{ articlesClient, getArticleBySlug }, { sanitizeArticleHtml }] = await Promise.all([
    import('../lib/articles/client'),
    import('../lib/sanitize'),
  ]);
  const config = browserBackendConfig();
  if (!config) throw new Error('PUBLIC_SUPABASE_URL or PUBLIC_SUPABASE_ANON_KEY is missing');
  const article = await getArticleBySlug(articlesClient(config), slug);
  return article && { article, html: sanitizeArticleHtml(article.content) };
}

/**
 * On an article's own page, in the browser that has just edited it (`client:edited`): the
 * article as the database has it now, in place of the page built before the edit. If it cannot
 * be read (withdrawn meanwhile, offline), the built page stays.
 */
function EditedArticle({ slug, children }: { slug: string; children: ReactNode }) {
  const [fresh, setFresh] = useState<{ article: Article; html: string } | null>(null);

  useEffect(() => {
    let cancelled = false;
    loadArticle(slug).then(
      (found) => {
        if (cancelled || !found) return;
        document.title = pageTitle(found.article.title);
        setFresh(found);
      },
      (error: unknown) => {
        console.error(
          'ArticleFallback: reading the edited article failed; the built page stays:',
          error,
        );
      },
    );
    return () => {
      cancelled = true;
    };
  }, [slug]);

  return fresh ? (
    <ArticleView article={fresh.article} html={fresh.html} reader={<ArticleReaderButton />} />
  ) : (
    <>{children}</>
  );
}

/**
 * On the 404 page: when the address is /blog/{slug} of an article published after the last
 * build, fetches it and shows it like a built page. An unknown or withdrawn slug goes back to
 * /blog. Given `slug` and the built article as children, it is the edited view above instead.
 */
export default function ArticleFallback({
  slug,
  children,
}: {
  slug?: string;
  children?: ReactNode;
}) {
  return slug ? <EditedArticle slug={slug}>{children}</EditedArticle> : <NewArticle />;
}

function NewArticle() {
  const slug = useBrowserValue(slugOfAddress, null);
  const [result, setResult] = useState<Result | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!slug) return;
    let cancelled = false;
    loadArticle(slug).then(
      (found) => {
        if (cancelled) return;
        if (!found) {
          window.location.replace(blogPath);
          return;
        }
        document.title = pageTitle(found.article.title);
        setResult({ status: 'loaded', ...found });
        // The 404 page counts this visit, as the article's (src/visits/counter.ts).
        document.dispatchEvent(new CustomEvent(countEvents.articleShown));
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error('ArticleFallback: loading the article failed:', error);
        toast({ ...articlesLoadFailed, variant: 'destructive' });
        setResult({ status: 'failed' });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [slug, attempt]);

  if (!slug) return null;
  if (!result) return <ArticleLoading />;
  if (result.status === 'failed') {
    return (
      <div className="py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">Artikel belum dapat dimuat</h1>
        <p className="mt-3 text-slate-700">Periksa koneksi internet Anda, lalu coba lagi.</p>
        <div className="mt-6 flex justify-center gap-3">
          <button
            type="button"
            className="btn-primary"
            onClick={() => {
              setResult(null);
              setAttempt(attempt + 1);
            }}
          >
            Coba Lagi
          </button>
          <a href={blogPath} className="btn-outline text-brand-700">
            Ke Blog
          </a>
        </div>
      </div>
    );
  }
  const { article, html } = result;
  return (
    <>
      <ArticleView article={article} html={html} reader={<ArticleReaderButton />} />
      <ShareButtons url={window.location.href.split('#')[0] ?? ''} title={article.title} />
    </>
  );
}
