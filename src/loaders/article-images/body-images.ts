import { escapeHtmlText } from '../../lib/html-escape';
import { readHtml } from '../../lib/html/read-html';
import { pictureInnerHtml, type PreparedImage } from '../../lib/picture';

interface ImageTag {
  /** Where its `<` is, and one past its `>`. */
  start: number;
  end: number;
  attribs: Record<string, string>;
}

function imageTags(html: string): ImageTag[] {
  const tags: ImageTag[] = [];
  readHtml(html, {
    onopentag(name, attribs, start, end) {
      if (name === 'img') tags.push({ start, end, attribs });
    },
  });
  return tags;
}

/** The addresses of the images in an article's sanitized HTML, in order. */
export const bodyImageSources = (html: string) =>
  imageTags(html).flatMap((tag) => (tag.attribs.src ? [tag.attribs.src] : []));

/**
 * The article's sanitized HTML with each image the build prepared as a `<picture>` of the
 * site's own files, and each one it dropped (prepare-images.ts) as its alt text; images it
 * could not prepare otherwise keep their address.
 */
export function withPreparedImages(
  html: string,
  prepared: ReadonlyMap<string, PreparedImage>,
  sizes: string,
  dropped: ReadonlySet<string> = new Set(),
): string {
  let out = '';
  let at = 0;
  for (const { start, end, attribs } of imageTags(html)) {
    if (attribs.src && dropped.has(attribs.src)) {
      out += `${html.slice(at, start)}${escapeHtmlText(attribs.alt ?? '')}`;
      at = end;
      continue;
    }
    const image = attribs.src ? prepared.get(attribs.src) : undefined;
    if (!image) continue;
    const inner = pictureInnerHtml(image, {
      alt: attribs.alt ?? '',
      sizes,
      eager: attribs.loading === 'eager',
    });
    out += `${html.slice(at, start)}<picture>${inner}</picture>`;
    at = end;
  }
  return out + html.slice(at);
}
