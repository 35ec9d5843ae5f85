import { formatArticleDate } from '../../lib/article-date';

export interface ArticleViewProps {
  title: string;
  category: string | null;
  author: string | null;
  publishedAt: string | Date;
  thumbnailUrl: string | null;
  altText: string | null;
  /** Already sanitized by the shared policy. */
  html: string;
  /** Inside the admin editor: the title is an h2 (the page has its own h1), no back link. */
  preview?: boolean;
}

/**
 * An article's page body. Rendered to static HTML at build time and by the fallback island in
 * the browser, so both look the same.
 */
export default function ArticleView(props: ArticleViewProps) {
  const date = new Date(props.publishedAt);
  const Title = props.preview ? 'h2' : 'h1';
  return (
    <article>
      {!props.preview && (
        <a href="/blog" className="text-sm font-medium text-brand-700 hover:underline">
          ← Kembali ke Blog
        </a>
      )}
      <header className="mt-6">
        {props.category && (
          <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
            {props.category}
          </p>
        )}
        <Title className="mt-3 text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">
          {props.title}
        </Title>
        <p className="mt-3 text-slate-600">
          <time dateTime={date.toISOString()}>{formatArticleDate(date)}</time>
          {props.author && <span> · Oleh: {props.author}</span>}
        </p>
      </header>
      {props.thumbnailUrl && (
        <img
          src={props.thumbnailUrl}
          alt={props.altText ?? ''}
          width={1200}
          height={675}
          decoding="async"
          fetchPriority="high"
          className="mt-8 aspect-video w-full rounded-xl bg-slate-100 object-cover"
        />
      )}
      <div
        className="prose prose-slate mt-8 max-w-none prose-a:text-brand-700 prose-img:rounded-lg"
        dangerouslySetInnerHTML={{ __html: props.html }}
      />
    </article>
  );
}
