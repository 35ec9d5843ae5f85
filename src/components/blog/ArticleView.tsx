import type { ReactNode } from 'react';
import { blogPath } from '../../config/blog';
import { editedAfter, formatArticleDate } from '../../lib/article-date';
import type { Article } from '../../lib/articles/client';
import { imageSizes } from '../../config/images';
import { splitOpening } from '../../lib/article-opening';
import { articleHero, pictureInnerHtml, type PreparedImage } from '../../lib/picture';
import { heroImage, responsiveImage } from '../../lib/responsive-image';
import CategoryBadge from './CategoryBadge';

export interface ArticleViewProps {
  /** The article's fields as stored (the build's collection has published_at as a Date). */
  article: Pick<
    Article,
    'title' | 'summary' | 'category' | 'author' | 'thumbnail_url' | 'alt_text'
  > & {
    published_at: string | Date;
    updated_at?: string | Date | null;
  };
  /** Already sanitized by the shared policy. */
  html: string;
  /** thumbnail_url served from the site, when the build prepared it (not in the browser). */
  heroPicture?: PreparedImage | null;
  /** Inside the admin editor: the title is an h2 (the page has its own h1), no back link. */
  preview?: boolean;
  /**
   * 'Dengarkan Artikel' (ArticleReaderButton) under the title block, given by the pages that
   * show the article to readers, so that the editor's preview does not carry it.
   */
  reader?: ReactNode;
}

/**
 * An article's page body. Rendered to static HTML at build time and by the fallback island in
 * the browser, so both look the same.
 */
const heroClass = 'mt-8 aspect-video w-full rounded-xl bg-slate-100 object-cover';
const heroPictureClass = 'aspect-video w-full rounded-xl bg-slate-100 object-cover';
const proseClass = 'prose prose-slate mt-8 max-w-none prose-a:text-brand-700 prose-img:rounded-lg';
/** The link under an article's first picture, to the whole photo. */
export const wholePhotoLabel = 'Lihat foto utuh';

export default function ArticleView({
  article,
  html,
  preview,
  heroPicture,
  reader,
}: ArticleViewProps) {
  const date = new Date(article.published_at);
  const updated = editedAfter(date, article.updated_at);
  const Title = preview ? 'h2' : 'h1';
  const { opening, rest } = splitOpening(html);
  return (
    <article>
      {!preview && (
        <a href={blogPath} className="text-sm font-medium text-brand-700 hover:underline">
          ← Kembali ke Blog
        </a>
      )}
      <header className="mt-6">
        <CategoryBadge category={article.category} />
        <Title className="mt-3 text-3xl font-bold leading-tight text-slate-900 sm:text-4xl">
          {article.title}
        </Title>
        <p className="mt-3 text-slate-600">
          <time dateTime={date.toISOString()}>{formatArticleDate(date)}</time>
          {updated && (
            <span>
              {' · Diperbarui '}
              <time dateTime={updated.toISOString()}>{formatArticleDate(updated)}</time>
            </span>
          )}
          {article.author && <span> · Oleh: {article.author}</span>}
        </p>
        {article.summary && <p className="mt-4 text-lg text-slate-700">{article.summary}</p>}
      </header>
      {reader}
      {opening && (
        <div
          data-reader-content
          className={proseClass}
          dangerouslySetInnerHTML={{ __html: opening }}
        />
      )}
      {heroPicture ? (
        <HeroPicture image={heroPicture} alt={article.alt_text ?? ''} />
      ) : (
        article.thumbnail_url && (
          <img
            {...responsiveImage(article.thumbnail_url, heroImage.widths)}
            sizes={heroImage.sizes}
            alt={article.alt_text ?? ''}
            width={1200}
            height={675}
            loading="lazy"
            decoding="async"
            className={heroClass}
          />
        )
      )}
      <div data-reader-content className={proseClass} dangerouslySetInnerHTML={{ __html: rest }} />
    </article>
  );
}

/** The first picture, its crop shown; a tap on it opens the whole photo. */
function HeroPicture({ image, alt }: { image: PreparedImage; alt: string }) {
  const { shown, whole } = articleHero(image);
  return (
    <a href={whole.src} className="mt-8 block rounded-xl">
      <picture
        dangerouslySetInnerHTML={{
          __html: pictureInnerHtml(shown, {
            alt,
            sizes: imageSizes.article,
            className: heroPictureClass,
          }),
        }}
      />
      <span className="mt-2 block text-sm font-medium text-brand-700">{wholePhotoLabel}</span>
    </a>
  );
}
