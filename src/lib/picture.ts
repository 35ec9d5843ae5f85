import { widePictureMedia } from '../config/images';
import { escapeHtmlAttribute } from './html-escape';

/** One file of a prepared image: its address on the site and its width in pixels. */
export interface ImageVariant {
  src: string;
  width: number;
}

/**
 * An article image converted at build time (src/loaders/article-images/): the same picture in
 * several formats, best first, each at several widths, narrowest first. The last format is
 * the fallback every browser and link-preview scraper reads (JPEG, or PNG for transparency).
 */
export interface PreparedImage {
  /** The size of the widest variant: the page reserves its shape before it loads. */
  width: number;
  height: number;
  formats: { format: 'avif' | 'webp' | 'jpeg' | 'png'; variants: ImageVariant[] }[];
  /**
   * The same picture cropped to a card's 16:9 box, where it is a card's image: a phone's 3:4
   * photo or 9:16 screenshot sent whole to a card carries two or three times the pixels shown.
   */
  card?: PreparedImage;
}

const srcset = (variants: readonly ImageVariant[]) =>
  variants.map((variant) => `${variant.src} ${variant.width}w`).join(', ');

const mimeType = (format: string) => `image/${format}`;

const fallbackFormat = (image: PreparedImage) => image.formats[image.formats.length - 1]!;

/** The fallback format's widest file: the link preview of an article. */
export function largestFallback(image: PreparedImage) {
  const { variants } = fallbackFormat(image);
  const widest = variants[variants.length - 1]!;
  return {
    src: widest.src,
    width: widest.width,
    height: Math.round((image.height * widest.width) / image.width),
  };
}

/**
 * An article's first picture: the photo cropped to a 16:9 box where the build made that crop
 * (the crop follows attention, as the cards'), and the whole photo, one tap away. A phone's 3:4
 * photo shown whole would fill the first screen and weigh twice the crop (docs/decisions.md,
 * issue 36).
 */
export function articleHero(image: PreparedImage) {
  return { shown: image.card ?? image, whole: largestFallback(image) };
}

/**
 * What `<link rel="preload" as="image">` needs to fetch the same file the page's `<picture>`
 * will pick: the best format's srcset, with its type so browsers without it skip the preload,
 * only on screens where that picture is the largest paint (`widePictureMedia`).
 */
export function imagePreload(image: PreparedImage, sizes: string) {
  const best = image.formats[0]!;
  return {
    imagesrcset: srcset(best.variants),
    imagesizes: sizes,
    type: mimeType(best.format),
    media: widePictureMedia,
  };
}

export interface PictureOptions {
  alt: string;
  sizes: string;
  /** Above the fold: load at once, not when scrolled near. */
  eager?: boolean;
  className?: string;
}

/**
 * The inside of a `<picture>` (sources, then the `<img>`), as HTML. One writer for every place
 * a prepared image appears: cards and hero images (as the `<picture>`'s inner HTML) and images
 * in article bodies (wrapped in `<picture>`), so they cannot drift apart.
 */
export function pictureInnerHtml(image: PreparedImage, options: PictureOptions): string {
  const sizes = escapeHtmlAttribute(options.sizes);
  const sources = image.formats
    .slice(0, -1)
    .map(
      ({ format, variants }) =>
        `<source type="${mimeType(format)}" srcset="${escapeHtmlAttribute(srcset(variants))}" sizes="${sizes}">`,
    );
  const fallback = fallbackFormat(image);
  const attributes = [
    `src="${escapeHtmlAttribute(largestFallback(image).src)}"`,
    `srcset="${escapeHtmlAttribute(srcset(fallback.variants))}"`,
    `sizes="${sizes}"`,
    `alt="${escapeHtmlAttribute(options.alt)}"`,
    `width="${image.width}"`,
    `height="${image.height}"`,
    options.eager ? 'loading="eager"' : 'loading="lazy"',
    'decoding="async"',
    ...(options.className ? [`class="${escapeHtmlAttribute(options.className)}"`] : []),
  ];
  return `${sources.join('')}<img ${attributes.join(' ')}>`;
}
