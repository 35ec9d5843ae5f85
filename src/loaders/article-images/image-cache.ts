import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  imageEncoding,
  imageEncodingVersion,
  imageFailureBackoff,
  imageWidths,
  cardOnlyWidths,
} from '../../config/images';
import type { PreparedImage } from '../../lib/picture';

const fileNamePattern = /^[0-9a-f]{16}-\d+c?\.(avif|webp|jpg|png)$/;

/** Whether `name` is a file name the image cache makes (and nothing that leaves its folder). */
export const isImageFileName = (name: string) => fileNamePattern.test(name);

/** An address that failed in an earlier build: not fetched again before `retryAt` (ms). */
export interface RememberedFailure {
  url: string;
  reason: string;
  count: number;
  failedAt: number;
  retryAt: number;
}

/** How long after its `count`-th failure in a row an address is left alone. */
export const backoffMs = (count: number) =>
  Math.min(imageFailureBackoff.firstMs * 2 ** (count - 1), imageFailureBackoff.maxMs);

/** How images are converted now: what an address became is kept per settings. */
const currentSettings = JSON.stringify({
  imageEncodingVersion,
  imageEncoding,
  imageWidths,
  cardOnlyWidths,
});

/**
 * The images fetched and converted by earlier builds: `files/` holds the converted files,
 * `sources/` what each address became with these `settings`, `failures/` the addresses that
 * failed lately. Builds that run at the same time may share it: every file is written under a
 * temporary name and renamed into place, so none is read half-written.
 *
 * With other widths or encoding an address is converted again (its old record is not found):
 * otherwise a deploy whose cache outlives the change would keep serving every existing
 * article's images the old way.
 */
export function imageCache(dir: string, settings = currentSettings) {
  const files = path.join(dir, 'files');
  const byAddress = (folder: string, prefix: string) => (url: string) =>
    path.join(
      dir,
      folder,
      `${createHash('sha256')
        .update(prefix + url)
        .digest('hex')}.json`,
    );
  const sourceFile = byAddress('sources', `${settings}\n`);
  const failureFile = byAddress('failures', '');

  async function writeAtomically(file: string, data: string | Buffer) {
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  const exists = (name: string) =>
    access(path.join(files, name)).then(
      () => true,
      () => false,
    );

  return {
    /** The folder of the converted files; the build copies the ones its pages use. */
    filesDir: files,
    exists,
    write: (name: string, data: Buffer) => writeAtomically(path.join(files, name), data),
    /** What `url` became in an earlier build, if every one of its files is still there. */
    async lookUp(url: string): Promise<PreparedImage | undefined> {
      let image: PreparedImage;
      try {
        image = JSON.parse(await readFile(sourceFile(url), 'utf8')) as PreparedImage;
      } catch {
        return undefined;
      }
      const names = image.formats.flatMap((format) =>
        format.variants.map((variant) => path.posix.basename(variant.src)),
      );
      const present = await Promise.all(names.map(exists));
      return present.every(Boolean) ? image : undefined;
    },
    /** Records what `url` became, and forgets any failure of it. */
    async remember(url: string, image: PreparedImage) {
      await writeAtomically(sourceFile(url), JSON.stringify(image));
      await rm(failureFile(url), { force: true });
    },
    /** The last failure of `url`, if it is still to be left alone at `now`. */
    async failure(url: string, now: number): Promise<RememberedFailure | undefined> {
      let failure: RememberedFailure;
      try {
        failure = JSON.parse(await readFile(failureFile(url), 'utf8')) as RememberedFailure;
      } catch {
        return undefined;
      }
      return failure.url === url && now < failure.retryAt ? failure : undefined;
    },
    /** Records that `url` failed at `now`, leaving it alone twice as long as the last time. */
    async rememberFailure(url: string, reason: string, now: number) {
      let count = 1;
      try {
        const last = JSON.parse(await readFile(failureFile(url), 'utf8')) as RememberedFailure;
        count = last.count + 1;
      } catch {
        // The first failure (or an unreadable record: start over).
      }
      const failure: RememberedFailure = {
        url,
        reason,
        count,
        failedAt: now,
        retryAt: now + backoffMs(count),
      };
      await writeAtomically(failureFile(url), JSON.stringify(failure));
    },
  };
}
