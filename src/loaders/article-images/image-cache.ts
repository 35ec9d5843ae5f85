import { createHash, randomBytes } from 'node:crypto';
import { access, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PreparedImage } from '../../lib/picture';

const fileNamePattern = /^[0-9a-f]{16}-\d+\.(avif|webp|jpg|png)$/;

/** Whether `name` is a file name the image cache makes (and nothing that leaves its folder). */
export const isImageFileName = (name: string) => fileNamePattern.test(name);

/**
 * The images fetched and converted by earlier builds: `files/` holds the converted files,
 * `sources/` what each address became. Builds that run at the same time may share it: every
 * file is written under a temporary name and renamed into place, so none is read half-written.
 */
export function imageCache(dir: string) {
  const files = path.join(dir, 'files');
  const sources = path.join(dir, 'sources');
  const sourceFile = (url: string) =>
    path.join(sources, `${createHash('sha256').update(url).digest('hex')}.json`);

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
    remember: (url: string, image: PreparedImage) =>
      writeAtomically(sourceFile(url), JSON.stringify(image)),
  };
}
