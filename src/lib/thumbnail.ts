/** Shown when an article has no thumbnail and no image in its content. */
export const defaultThumbnail = '/images/artikel-default.svg';

const firstImageSrc = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]+)"|'([^']+)'|([^\s>]+))/i;

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
  const match = firstImageSrc.exec(article.content);
  const fromContent = match ? (match[1] ?? match[2] ?? match[3] ?? '').trim() : '';
  return fromContent && isUsableImageUrl(fromContent) ? fromContent : defaultThumbnail;
}
