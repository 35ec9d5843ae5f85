/**
 * Article images (thumbnails and images in article bodies) are fetched at build time, converted
 * and served from the site: a phone on slow data gets a file sized for its screen, from a host
 * it is already connected to.
 */

/**
 * The widths made of every image (never wider than the original). On a phone an image spans the
 * screen less the page's 16 px margins, so a screen W px wide at a ratio of D needs W − 32·D px,
 * and Chromium takes the narrowest file at least that wide. Most of our readers' phones have
 * 720 px screens (360 CSS px at 2×, 412 at 1.75×, 480 at 1.5×): they need 656–672 px, and
 * 672 serves them all; they would take 960 without it, twice the pixels. 1080 px phones (at
 * 2.625–3×) need 984–996 px: 960, the widest. 480 serves 1× screens (and desktop cards, 350 px,
 * where a card's own 384 is not there).
 * Each width costs an encode per image and format (docs/decisions.md, issue 22).
 */
export const imageWidths = [480, 672, 960] as const;

/**
 * The narrower width made of a card's crop only: under 768 px a card shows its picture as a
 * thumbnail 8rem (128 CSS px) wide beside its title, so a phone at 1.75–3× needs 224–384 px,
 * not the 672 its full-width picture took (docs/decisions.md, issue 36).
 */
export const cardOnlyWidths = [384] as const;

/**
 * The formats, best first. Browsers pick the first they support; JPEG (or PNG, for images with
 * transparency) is the fallback every browser and link-preview scraper reads. AVIF at effort 2
 * is five times faster to encode than the default 4, for files about 5 % larger.
 *
 * Each quality is the lowest whose every file at that width keeps SSIM ≥ 0.95 against the
 * original at that width, on the bench's photo-like images and four real photos
 * (`npm run bench:image-quality`; docs/decisions.md, issue 22). A wider file hides its artefacts
 * in more pixels: AVIF, what phones get, passes at 60 at 480 px, 55 at 672 and 50 at 960, so
 * `qualityByWidth` gives each width its own (a width between two takes the narrower's). WebP
 * and JPEG, the fallbacks, keep the one quality their narrowest width needs.
 */
export const imageEncoding = {
  avif: { quality: 60, effort: 2, qualityByWidth: { 672: 55, 960: 50 } },
  webp: { quality: 75 },
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9, palette: true },
} as const;

export type EncodedFormat = keyof typeof imageEncoding;

/** What sharp's encoders are given (each takes its own of these). */
export interface Encoding {
  quality?: number;
  effort?: number;
  mozjpeg?: boolean;
  compressionLevel?: number;
  palette?: boolean;
}

/** What the encoder of `format` is given for a file `width` px wide. */
export function encodingAt(format: EncodedFormat, width: number): Encoding {
  const settings: Encoding & { qualityByWidth?: Readonly<Record<number, number>> } =
    imageEncoding[format];
  const { qualityByWidth, ...options } = settings;
  if (!qualityByWidth) return options;
  const from = Object.keys(qualityByWidth)
    .map(Number)
    .filter((atLeast) => atLeast <= width)
    .sort((a, b) => b - a)[0];
  return from === undefined ? options : { ...options, quality: qualityByWidth[from] };
}

/**
 * Bump when the way files are made changes beyond these settings (the pipeline's code), so
 * cached files made the old way are not reused: the settings themselves are in every cached
 * name already.
 */
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

/**
 * `sizes` for each place an article image appears, from the page's layout (the browser picks a
 * file before it has laid out the page): `container-page` leaves 16 px each side under 640 px
 * and 24 px from there; cards are a thumbnail 8rem wide beside the title under 768 px, then
 * two a row (a 24 px gap), then three in at most 1152 px from 1024, their picture across the
 * card; an article's column is at most 768 px less its margins.
 */
/**
 * Where a list's first card or an article's first picture is the largest thing on the first
 * screen, so preloaded: from 768 px. On a phone that screen is text (a card's picture is a
 * thumbnail, an article's follows its opening paragraph), which paints with the page: there
 * every picture loads lazily, since one fetched ahead of the paint only delayed it
 * (docs/decisions.md, issue 36).
 */
export const widePictureMedia = '(min-width: 768px)';

export const imageSizes = {
  card: '(min-width: 1024px) 350px, (min-width: 768px) calc(50vw - 36px), 8rem',
  article: '(min-width: 816px) 720px, (min-width: 640px) calc(100vw - 48px), calc(100vw - 32px)',
} as const;

/**
 * The cache of fetched and converted images, kept between builds: under node_modules/.astro,
 * which Netlify (node_modules) and Cloudflare Pages (Astro's cache) restore for every build. It
 * is not in ASTRO_CACHE_DIR, which throwaway builds set to a folder they remove afterwards.
 */
export function imageCacheDir(env: Record<string, string | undefined>): string {
  return env.IMAGE_CACHE_DIR?.trim() || 'node_modules/.astro/article-images';
}
