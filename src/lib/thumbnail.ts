import { readHtml } from './html/read-html';

/** Shown when an article has no thumbnail and no image in its content. */
export const defaultThumbnail = '/images/artikel-default.svg';

/** The address of the content's first `<img>` with one, read as HTML; '' when none has. */
function firstImageSource(html: string): string {
  let found = '';
  readHtml(html, {
    onopentag(name, attrs) {
      if (!found && name === 'img') found = attrs.src?.trim() ?? '';
    },
  });
  return found;
}

function isUsableImageUrl(url: string): boolean {
  return /^https?:\/\//i.test(url) || (url.startsWith('/') && !url.startsWith('//'));
}

/**
 * The card image of an article: its own thumbnail_url, else the first image in its content,
 * else the default image. Only http(s) and site-relative URLs are used.
 */
export function chooseThumbnail(article: {
  thumbnail_url: string | null;
  content: string;
}): string {
  const own = article.thumbnail_url?.trim();
  if (own && isUsableImageUrl(own)) return own;
  const fromContent = firstImageSource(article.content);
  return fromContent && isUsableImageUrl(fromContent) ? fromContent : defaultThumbnail;
}
