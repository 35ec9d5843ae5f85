import { imageSizes } from '../config/images';

/** Image CDNs that resize on request, and how to ask each for a width in a modern format. */
const resizers: Record<string, (url: URL, width: number) => void> = {
  'images.unsplash.com': (url, width) => {
    url.searchParams.set('w', String(width));
    url.searchParams.set('auto', 'format');
    url.searchParams.set('fit', 'crop');
    url.searchParams.set('q', '70');
  },
};

export interface ResponsiveImage {
  src: string;
  srcSet?: string;
}

/**
 * An article image at the widths a phone needs, when its host can resize it (a 1200 px photo
 * costs a phone on slow data several times what a 480 px one does). For images the build could
 * not prepare (src/loaders/article-images/) and those the browser shows before a rebuild (the
 * fallback island, the admin preview); other URLs are left as they are.
 */
export function responsiveImage(src: string, widths: readonly number[]): ResponsiveImage {
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return { src };
  }
  const resize = url.protocol === 'https:' ? resizers[url.hostname] : undefined;
  if (!resize || widths.length === 0) return { src };
  const at = (width: number) => {
    const copy = new URL(url);
    resize(copy, width);
    return copy.href;
  };
  return {
    src: at(widths[Math.floor((widths.length - 1) / 2)]!),
    srcSet: widths.map((width) => `${at(width)} ${width}w`).join(', '),
  };
}

/** Widths asked of a resizing host, and `sizes`, for the two places article images appear. */
export const cardImage = { widths: [320, 480, 640, 960], sizes: imageSizes.card } as const;

export const heroImage = { widths: [480, 768, 1024, 1536], sizes: imageSizes.article } as const;
