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
export const imageEncodingVersion = 2;

/** Where the build puts the files: /_images/<content hash>-<width>.<format>. */
export const imageUrlPrefix = '/_images/';

/**
 * Fetching an owner's image at build time. Every download is treated as hostile: a slow or huge
 * one must not hold up the build, and none may reach the build machine's own network.
 */
export const imageFetch = {
  /** For the whole exchange, redirects and body included. */
  timeoutMs: 15_000,
  maxBytes: 25 * 1024 * 1024,
  maxRedirects: 5,
  /** Images fetched and converted at once; conversion is CPU-bound. */
  concurrency: 4,
  /**
   * The time all downloads of one build may take, added up (four at once spend it four times
   * as fast): hosts that hang or trickle hold up a build by at most this much. What it leaves
   * unfetched is tried again by the next build.
   */
  budgetMs: 60_000,
} as const;

/**
 * An address that failed (unreachable, too slow, refused) is left alone for 10 minutes, then
 * twice as long after each further failure in a row, up to a day: a host that was down for a
 * moment is back in the next build or two, and a dead one costs one attempt a day, not one per
 * build. A success forgets it.
 */
export const imageFailureBackoff = { firstMs: 10 * 60_000, maxMs: 24 * 60 * 60_000 } as const;

/**
 * What decoding an owner's image may cost. The build refuses, from its header and before
 * decoding it, an image of more pixels than its type's cap, and stops any step of a conversion
 * that takes longer than `timeoutSeconds`. The caps keep the build under 1 GB with four
 * conversions at once (docs/decisions.md, issue 19): JPEG and WebP are shrunk while decoded and
 * PNG is read in strips (about 1 byte a pixel: 50 MP passes a 48 MP phone photo, 8000 × 6000),
 * but GIF is decoded whole at about 7 bytes a pixel and AVIF at about 20.
 */
export const imageDecoding = {
  maxPixels: {
    jpeg: 50_000_000,
    png: 50_000_000,
    webp: 50_000_000,
    gif: 20_000_000,
    avif: 8_000_000,
  },
  timeoutSeconds: 30,
} as const;

/**
 * The image step's settings for one build, from the environment (read here only):
 * - IMAGE_FETCH_ALLOW_LOOPBACK=true lets the build fetch from loopback addresses, where the
 *   local stack's image servers live (npm start, the tests, the benches); a deploy build never
 *   does. Other private and link-local addresses stay refused either way.
 * - IMAGE_FETCH_TIMEOUT_S and IMAGE_FETCH_BUDGET_S replace `imageFetch.timeoutMs` and
 *   `imageFetch.budgetMs` (in seconds).
 */
export function imageStepSettings(env: Record<string, string | undefined>): ImageStepSettings {
  return {
    ...imageFetch,
    cacheDir: imageCacheDir(env),
    allowLoopback: flag(env, 'IMAGE_FETCH_ALLOW_LOOPBACK'),
    timeoutMs: seconds(env, 'IMAGE_FETCH_TIMEOUT_S') ?? imageFetch.timeoutMs,
    budgetMs: seconds(env, 'IMAGE_FETCH_BUDGET_S') ?? imageFetch.budgetMs,
  };
}

export interface ImageStepSettings {
  /** The image cache (imageCacheDir). */
  cacheDir: string;
  allowLoopback: boolean;
  timeoutMs: number;
  maxBytes: number;
  maxRedirects: number;
  concurrency: number;
  budgetMs: number;
}

function flag(env: Record<string, string | undefined>, name: string): boolean {
  const value = env[name]?.trim().toLowerCase() ?? '';
  if (value === 'true') return true;
  if (value === '' || value === 'false') return false;
  throw new Error(`${name} must be true or false, not "${env[name]}"`);
}

/** Milliseconds from a number of seconds in `env[name]`, or undefined when it is not set. */
function seconds(env: Record<string, string | undefined>, name: string): number | undefined {
  const value = env[name]?.trim();
  if (!value) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) {
    throw new Error(`${name} must be a number of seconds above 0, not "${env[name]}"`);
  }
  return number * 1000;
}

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
