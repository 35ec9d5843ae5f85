import { imageFetch, imageWidths } from '../../config/images';
import type { FetchLimits } from './fetch-image';
import type { PreparedImage } from '../../lib/picture';
import { convertImage, KeptAsIs } from './convert-image';
import { fetchImage } from './fetch-image';
import { imageCache } from './image-cache';

export interface ImagePreparation {
  /** Each address that now has files on the site, and those files. */
  prepared: Map<string, PreparedImage>;
  /** Addresses that could not be fetched or read, and why: their pages use the address. */
  failed: Map<string, string>;
  /** Addresses kept as they are on purpose (SVG, animations), and why. */
  kept: Map<string, string>;
  converted: number;
  fromCache: number;
}

const isRemote = (url: string) => /^https?:\/\//i.test(url);

/**
 * Fetches and converts every remote image address (site paths are the site's own files) into
 * the cache at `cacheDir`, reusing what earlier builds made: a rebuild after one publish
 * converts only that article's images. Failures are reported, never thrown: an image that
 * cannot be fetched must not stop the owner's article from being published.
 */
export async function prepareImages(
  urls: Iterable<string>,
  cacheDir: string,
  limits: FetchLimits & { concurrency: number } = imageFetch,
): Promise<ImagePreparation> {
  const cache = imageCache(cacheDir);
  const result: ImagePreparation = {
    prepared: new Map(),
    failed: new Map(),
    kept: new Map(),
    converted: 0,
    fromCache: 0,
  };
  const queue = [...new Set([...urls].filter(isRemote))];

  async function prepare(url: string) {
    const cached = await cache.lookUp(url);
    if (cached) {
      result.prepared.set(url, cached);
      result.fromCache += 1;
      return;
    }
    try {
      const source = await fetchImage(url, limits);
      const image = await convertImage(source, { widths: imageWidths, ...cache });
      await cache.remember(url, image);
      result.prepared.set(url, image);
      result.converted += 1;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      (error instanceof KeptAsIs ? result.kept : result.failed).set(url, reason);
    }
  }

  async function worker() {
    for (let url = queue.shift(); url !== undefined; url = queue.shift()) await prepare(url);
  }
  await Promise.all(Array.from({ length: limits.concurrency }, worker));
  return result;
}
