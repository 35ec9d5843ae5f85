/**
 * Article images (thumbnails and images in article bodies) are fetched at build time, converted
 * and served from the site: a phone on slow data gets a file sized for its screen, from a host
 * it is already connected to.
 */

/**
 * The widths made of every image (never wider than the original). A phone shows a card or an
 * article image 340–410 CSS px wide: 480 px serves 1× screens and 960 px the 2–3× screens of
 * most phones; larger files would cost data the screen cannot show.
 */
export const imageWidths = [480, 960] as const;

/**
 * The formats, best first. Browsers pick the first they support; JPEG (or PNG, for images with
 * transparency) is the fallback every browser and link-preview scraper reads. AVIF at effort 2
 * is five times faster to encode than the default 4, for files about 5 % larger.
 */
export const imageEncoding = {
  avif: { quality: 50, effort: 2 },
  webp: { quality: 70 },
  jpeg: { quality: 72, mozjpeg: true },
  png: { compressionLevel: 9, palette: true },
} as const;

/** Bump when the encoding changes, so cached files made the old way are not reused. */
export const imageEncodingVersion = 1;

/** Where the build puts the files: /_images/<content hash>-<width>.<format>. */
export const imageUrlPrefix = '/_images/';

/** Fetching an owner's image at build time: a slow or huge one must not hold up the build. */
export const imageFetch = {
  timeoutMs: 15_000,
  maxBytes: 25 * 1024 * 1024,
  /** Images fetched and converted at once; conversion is CPU-bound. */
  concurrency: 4,
} as const;

/** `sizes` for each place an article image appears, matching the page's layout. */
export const imageSizes = {
  card: '(min-width: 1024px) 360px, (min-width: 768px) 50vw, 100vw',
  article: '(min-width: 800px) 768px, 100vw',
} as const;

/**
 * The cache of fetched and converted images, kept between builds: under node_modules/.astro,
 * which Netlify (node_modules) and Cloudflare Pages (Astro's cache) restore for every build. It
 * is not in ASTRO_CACHE_DIR, which throwaway builds set to a folder they remove afterwards.
 */
export function imageCacheDir(env: Record<string, string | undefined>): string {
  return env.IMAGE_CACHE_DIR?.trim() || 'node_modules/.astro/article-images';
}
