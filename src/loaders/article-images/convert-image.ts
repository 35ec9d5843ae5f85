import { createHash } from 'node:crypto';
import sharp from 'sharp';
import {
  encodingAt,
  imageDecoding,
  imageEncoding,
  imageEncodingVersion,
  imageUrlPrefix,
} from '../../config/images';
import type { PreparedImage } from '../../lib/picture';
import { KeptAsIs, refused } from './image-failure';
import { sniffImageType, type AcceptedType } from './image-type';

// libvips keeps the images its operations made, for reuse; no two of our pipelines are alike,
// so it only held memory (a 49 MP GIF: +200 MB for each pipeline run on it).
sharp.cache(false);

const { timeoutSeconds } = imageDecoding;

/** The box a card shows its image in (aspect-video): its files are cropped to it. */
export const CARD_RATIO = { width: 16, height: 9 } as const;

/**
 * Every pipeline on an owner's bytes of type `type`: refused above the type's pixel cap, and on
 * a damaged file ('error' is the least that refuses a truncated JPEG; 'warning' would also
 * refuse the harmless oddities of many cameras' files).
 */
const untrusted = (type: AcceptedType) =>
  ({ limitInputPixels: imageDecoding.maxPixels[type], failOn: 'error' }) as const;

export interface ConvertOptions {
  widths: readonly number[];
  /** Also make the card's files: the picture cropped to 16:9 where it holds the most detail. */
  card?: boolean;
  /** Widths made of the card's crop only, besides `widths` (a phone's thumbnail). */
  cardWidths?: readonly number[];
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

const megapixels = (pixels: number) => `${Math.round(pixels / 100_000) / 10} MP`;

const overCap = (type: AcceptedType) =>
  `more than ${megapixels(imageDecoding.maxPixels[type])}, ` +
  `the most the build decodes of a ${type.toUpperCase()}`;

/** A sharp error on an image of type `type`, in words for the build log. */
function sharpFailure(error: unknown, type: AcceptedType): string {
  const message = error instanceof Error ? error.message : String(error);
  if (/exceeds pixel limit/i.test(message)) return `its header declares ${overCap(type)}`;
  if (/timeout/i.test(message)) return `converting it took longer than ${timeoutSeconds} s`;
  return `not a readable image (${message.trim()})`;
}

async function run<T>(type: AcceptedType, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    throw refused(sharpFailure(error, type));
  }
}

/**
 * What the header of an image of type `type` declares, read by the decoder that will decode it:
 * refused when that decoder sees another type (a HEIC that claims an AVIF brand) or more
 * pixels than the cap allows.
 */
async function readHeader(source: Buffer, type: AcceptedType) {
  const metadata = await run(type, () => sharp(source, untrusted(type)).metadata());
  const decodedAs =
    metadata.format === 'heif'
      ? metadata.compression === 'av1'
        ? 'avif'
        : 'HEIC'
      : metadata.format;
  if (decodedAs !== type) {
    throw refused(`not an accepted image type (${decodedAs} in a ${type} file)`);
  }
  const { width, height } = metadata;
  if (!width || !height) throw refused('the image has no size');
  if (width * height > imageDecoding.maxPixels[type]) {
    throw refused(`${width} × ${height} pixels, ${overCap(type)}`);
  }
  return metadata;
}

/**
 * Converts one image to every format and width, treating its bytes as hostile: only JPEG, PNG,
 * GIF, WebP and AVIF, told by their first bytes; refused from its header above its type's pixel
 * cap;
 * each step stopped after `timeoutSeconds`. The original is decoded once, to the widest width;
 * every file is encoded from that. File names are the hash of the original's bytes and of how
 * they are encoded, so the same picture at two addresses is stored once and a file never
 * changes under its name.
 */
export async function convertImage(
  source: Buffer,
  options: ConvertOptions,
): Promise<PreparedImage> {
  const sniffed = sniffImageType(source);
  if ('refused' in sniffed) throw refused(`not an accepted image type (${sniffed.refused})`);
  const type = sniffed.accepted;
  const metadata = await readHeader(source, type);
  if ((metadata.pages ?? 1) > 1) throw new KeptAsIs('animated images are not converted');
  // EXIF orientations 5–8 turn the picture a quarter: its width is the stored height.
  const turned = (metadata.orientation ?? 1) >= 5;
  const original = turned
    ? { width: metadata.height!, height: metadata.width! }
    : { width: metadata.width!, height: metadata.height! };

  const fallback = metadata.hasAlpha ? 'png' : 'jpeg';
  const formats = ['avif', 'webp', fallback] as const;
  const widths = targetWidths(original.width, options.widths);
  const widest = widths[widths.length - 1]!;
  const hash = createHash('sha256')
    .update(source)
    .update(JSON.stringify({ imageEncodingVersion, imageEncoding, widths }))
    .digest('hex')
    .slice(0, 16);
  const extension = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' } as const;
  const name = (format: (typeof formats)[number], width: number) =>
    `${hash}-${width}.${extension[format]}`;

  const cardName = (format: (typeof formats)[number], width: number) =>
    `${hash}-${width}c.${extension[format]}`;
  const cardHeight = (width: number) => Math.round((width * CARD_RATIO.height) / CARD_RATIO.width);

  const cardWidths = targetWidths(original.width, [...(options.cardWidths ?? []), ...widths]);

  const missing: { format: (typeof formats)[number]; width: number; card: boolean }[] = [];
  for (const card of options.card ? [false, true] : [false]) {
    for (const format of formats) {
      for (const width of card ? cardWidths : widths) {
        const file = card ? cardName(format, width) : name(format, width);
        if (!(await options.exists(file))) missing.push({ format, width, card });
      }
    }
  }
  if (missing.length > 0) {
    const decoded = await run(type, () =>
      sharp(source, untrusted(type))
        .timeout({ seconds: timeoutSeconds })
        .autoOrient()
        .resize({ width: widest, withoutEnlargement: true })
        .raw({ depth: 'uchar' })
        .toBuffer({ resolveWithObject: true }),
    );
    const { width, height, channels } = decoded.info;
    for (const file of missing) {
      const resized = sharp(decoded.data, {
        ...untrusted(type),
        raw: { width, height, channels },
      })
        .timeout({ seconds: timeoutSeconds })
        .resize(
          file.card
            ? {
                width: file.width,
                height: cardHeight(file.width),
                fit: 'cover',
                position: sharp.strategy.attention,
              }
            : { width: file.width, withoutEnlargement: true },
        );
      const pipeline = resized.toFormat(file.format, encodingAt(file.format, file.width));
      await options.write(
        file.card ? cardName(file.format, file.width) : name(file.format, file.width),
        await run(type, () => pipeline.toBuffer()),
      );
    }
  }

  const whole: PreparedImage = {
    width: widest,
    height: Math.round((original.height * widest) / original.width),
    formats: formats.map((format) => ({
      format,
      variants: widths.map((width) => ({ src: `${imageUrlPrefix}${name(format, width)}`, width })),
    })),
  };
  if (!options.card) return whole;
  return {
    ...whole,
    card: {
      width: widest,
      height: cardHeight(widest),
      formats: formats.map((format) => ({
        format,
        variants: cardWidths.map((width) => ({
          src: `${imageUrlPrefix}${cardName(format, width)}`,
          width,
        })),
      })),
    },
  };
}
