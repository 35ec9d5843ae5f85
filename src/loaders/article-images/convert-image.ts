import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { imageEncoding, imageEncodingVersion, imageUrlPrefix } from '../../config/images';
import type { PreparedImage } from '../../lib/picture';

/** An image the build keeps at its original address, and why (not an error). */
export class KeptAsIs extends Error {
  override name = 'KeptAsIs';
}

export interface ConvertOptions {
  widths: readonly number[];
  /** Whether a file of that name is already in the cache (then it is not encoded again). */
  exists: (name: string) => Promise<boolean>;
  write: (name: string, data: Buffer) => Promise<void>;
}

/** Only widths the original has, plus the original's own when it is narrower than the widest. */
export function targetWidths(original: number, widths: readonly number[]): number[] {
  const widest = Math.max(...widths);
  const targets = widths.filter((width) => width < original);
  targets.push(Math.min(original, widest));
  return [...new Set(targets)].sort((a, b) => a - b);
}

/**
 * Converts one image to every format and width. File names are the hash of the original's bytes
 * and of how they are encoded, so the same picture at two addresses is stored once and a file
 * never changes under its name.
 */
export async function convertImage(
  source: Buffer,
  options: ConvertOptions,
): Promise<PreparedImage> {
  let metadata: Metadata;
  try {
    metadata = await sharp(source).metadata();
  } catch (error) {
    throw new Error(`not a readable image (${error instanceof Error ? error.message : error})`);
  }
  if (metadata.format === 'svg') throw new KeptAsIs('SVG is not resized');
  if ((metadata.pages ?? 1) > 1) throw new KeptAsIs('animated images are not converted');
  if (!metadata.width || !metadata.height) throw new Error('the image has no size');
  // EXIF orientations 5–8 turn the picture a quarter: its width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const original = turned
    ? { width: metadata.height, height: metadata.width }
    : { width: metadata.width, height: metadata.height };

  const fallback = metadata.hasAlpha ? 'png' : 'jpeg';
  const formats = ['avif', 'webp', fallback] as const;
  const widths = targetWidths(original.width, options.widths);
  const hash = createHash('sha256')
    .update(source)
    .update(JSON.stringify({ imageEncodingVersion, imageEncoding, widths }))
    .digest('hex')
    .slice(0, 16);
  const extension = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' } as const;

  const prepared: PreparedImage = {
    width: widths[widths.length - 1]!,
    height: Math.round((original.height * widths[widths.length - 1]!) / original.width),
    formats: [],
  };
  for (const format of formats) {
    const variants = [];
    for (const width of widths) {
      const name = `${hash}-${width}.${extension[format]}`;
      if (!(await options.exists(name))) {
        const data = await sharp(source, { failOn: 'error' })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .toFormat(format, imageEncoding[format])
          .toBuffer();
        await options.write(name, data);
      }
      variants.push({ src: `${imageUrlPrefix}${name}`, width });
    }
    prepared.formats.push({ format, variants });
  }
  return prepared;
}
