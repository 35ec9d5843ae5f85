import { cardOnlyWidths, imageWidths, type ImageStepSettings } from '../../config/images';
import type { PreparedImage } from '../../lib/picture';
import { convertImage } from './convert-image';
import { downloadBudget } from './download-budget';
import { BudgetSpent, fetchImage } from './fetch-image';
import { imageCache } from './image-cache';
import { ImageFailure, KeptAsIs } from './image-failure';

export interface ImagePreparation {
  /** Each address that now has files on the site, and those files. */
  prepared: Map<string, PreparedImage>;
  /**
   * Addresses the build does not use, and why, in words that follow "image <address>" in the
   * build log: their pages show them from their own address.
   */
  failed: Map<string, string>;
  /** Addresses kept as they are on purpose (animations), and why. */
  kept: Map<string, string>;
  /**
   * Addresses no page may point at: refused (hostile, too large, not an image), or not used and
   * at an http:// address, which the site's policy (img-src https:) blocks anyway. A card shows
   * the default image instead, an article its alt text. An https:// address the build could
   * not fetch is still shown from there.
   */
  dropped: Set<string>;
  converted: number;
  fromCache: number;
}

const isRemote = (url: string) => /^https?:\/\//i.test(url);
const isHttp = (url: string) => /^http:\/\//i.test(url);

const utc = (ms: number) => new Date(ms).toISOString().replace(/\.\d+Z$/, 'Z');

/**
 * Fetches and converts every remote image address (site paths are the site's own files) into
 * the cache at `settings.cacheDir`, reusing what earlier builds made: a rebuild after one
 * publish converts only that article's images. Failures are reported, never thrown: an image
 * that cannot be fetched must not stop the owner's article from being published. An address
 * that failed lately is not fetched again until its backoff ends; all downloads share
 * `settings.budgetMs`, and what it leaves is not fetched (and not held against the address).
 */
export async function prepareImages(
  urls: Iterable<string>,
  settings: ImageStepSettings,
  now: () => number = Date.now,
  cards: ReadonlySet<string> = new Set(),
): Promise<ImagePreparation> {
  const cache = imageCache(settings.cacheDir);
  const budget = downloadBudget(settings.budgetMs, now);
  const budgetSpent = `not fetched: the ${settings.budgetMs / 1000} s this build has for image downloads ran out`;
  const result: ImagePreparation = {
    prepared: new Map(),
    failed: new Map(),
    kept: new Map(),
    dropped: new Set(),
    converted: 0,
    fromCache: 0,
  };
  const queue = [...new Set([...urls].filter(isRemote))];

  async function prepare(url: string) {
    const card = cards.has(url);
    const cached = await cache.lookUp(url);
    // One cached before its card files were made is converted again (only those are encoded).
    if (cached && (!card || cached.card)) {
      result.prepared.set(url, cached);
      result.fromCache += 1;
      return;
    }
    const failure = await cache.failure(url, now());
    if (failure) {
      const times = failure.count === 1 ? 'once' : `${failure.count} times in a row`;
      result.failed.set(
        url,
        `not tried again before ${utc(failure.retryAt)} (failed ${times}, last at ` +
          `${utc(failure.failedAt)}: ${failure.reason})`,
      );
      return;
    }
    if (budget.spent) {
      result.failed.set(url, budgetSpent);
      return;
    }
    try {
      const source = await budget.measure((signal) => fetchImage(url, settings, signal));
      const image = await convertImage(source, {
        widths: imageWidths,
        cardWidths: cardOnlyWidths,
        card,
        ...cache,
      });
      await cache.remember(url, image);
      result.prepared.set(url, image);
      result.converted += 1;
    } catch (error) {
      if (error instanceof KeptAsIs) {
        result.kept.set(url, error.message);
      } else if (error instanceof BudgetSpent) {
        result.failed.set(url, budgetSpent);
      } else if (error instanceof ImageFailure) {
        result.failed.set(url, error.message);
        // Unrecorded (the cache cannot be written), it is only tried again by the next build.
        await cache.rememberFailure(url, error.message, now()).catch(() => {});
      } else {
        // Not the image's doing (the cache could not be written): tried again next build.
        result.failed.set(url, `could not be prepared (${String(error)})`);
      }
    }
  }

  async function worker() {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) await prepare(url);
  }
  await Promise.all(Array.from({ length: settings.concurrency }, worker));
  for (const [url, reason] of [...result.failed, ...result.kept]) {
    if (reason.startsWith('refused:') || isHttp(url)) result.dropped.add(url);
  }
  return result;
}
