// @ts-check
// Image quality bench: encodes photos as the build does (AVIF, WebP and JPEG with the settings
// of src/config/images.ts) at each width and at candidate qualities, measures each file's SSIM
// (luma) against the original resized to that width, and prints bytes and SSIM per quality and
// width, then the lowest quality of each format, at each width, whose every file reaches the
// threshold.
// The photos: the seed's, as the bench image server makes them (scripts/fixtures/photo.mjs),
// and any given with --image (real photos, say: the figures in docs/decisions.md name theirs).
// Usage: npm run bench:image-quality [-- --image FILE ... --widths 480,960 --threshold 0.95
//        --out FILE]
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { seedFile } from '../backend/paths.mjs';
import { makePhoto } from '../fixtures/photo.mjs';
import { CliError, parseCommandLine, runCli } from '../lib/cli.mjs';
import { lumaOf, ssim } from '../lib/ssim.mjs';

const { encodingAt, imageEncoding, imageWidths } = await import('../../src/config/images.ts');

/** @typedef {'avif' | 'webp' | 'jpeg'} Format */
/** @type {Record<Format, number[]>} the qualities tried, around each format's useful range */
const QUALITIES = {
  avif: [30, 35, 40, 45, 50, 55, 60, 65, 70],
  webp: [50, 55, 60, 65, 70, 75, 80, 85, 90],
  jpeg: [50, 55, 60, 65, 70, 75, 80, 85, 90],
};
/** @type {Format[]} */
const FORMATS = ['avif', 'webp', 'jpeg'];

const USAGE =
  'Usage: npm run bench:image-quality [-- --image FILE ... --widths 480,960 ' +
  '--threshold 0.95 --out FILE]';
const OPTIONS = /** @type {const} */ ({
  image: { type: 'string', multiple: true },
  widths: { type: 'string', default: imageWidths.join(',') },
  threshold: { type: 'string', default: '0.95' },
  out: { type: 'string', default: 'bench-results/image-quality.json' },
});

/**
 * @typedef {{ format: Format, quality: number, width: number, bytes: number, ssim: number }}
 *   Measure one file
 * @typedef {{ name: string, source: string, width: number, height: number, bytes: number,
 *   files: Measure[] }} Photo a photo and what it became
 */

/** The seed's photos as the image server makes them: same address, same bytes. */
async function seedPhotos() {
  const seed = await readFile(seedFile, 'utf8');
  const ids = new Set(
    [...seed.matchAll(/https:\/\/images\.unsplash\.com\/([\w-]+)/g)].map((m) => m[1]),
  );
  return Promise.all(
    [...ids].map(async (id) => ({
      name: `${id} (photo-like)`,
      bytes: await makePhoto(`/photo/${id}`, 1200, 800),
    })),
  );
}

/**
 * Every file of `original` at `widths`: bytes and SSIM at each format and quality.
 * @param {Buffer} original
 * @param {number[]} widths
 * @returns {Promise<Measure[]>}
 */
async function measure(original, widths) {
  /** @type {Measure[]} */
  const files = [];
  for (const width of widths) {
    const { data, info } = await sharp(original)
      .autoOrient()
      .resize({ width, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: info.width, height: info.height, channels: info.channels };
    const reference = await lumaOf(sharp(data, { raw }));
    for (const format of FORMATS) {
      for (const quality of QUALITIES[format]) {
        const file = await sharp(data, { raw })
          .toFormat(format, { ...encodingAt(format, width), quality })
          .toBuffer();
        const score = ssim(reference, await lumaOf(file));
        files.push({ format, quality, width: info.width, bytes: file.length, ssim: score });
      }
    }
  }
  return files;
}

/**
 * The lowest quality of `format` whose every file `width` px wide (all photos) reaches
 * `threshold`, or null when none does.
 * @param {Photo[]} photos
 * @param {Format} format
 * @param {number} width
 * @param {number} threshold
 */
function lowestPassing(photos, format, width, threshold) {
  const files = photos.flatMap((photo) =>
    photo.files.filter((f) => f.format === format && f.width === width),
  );
  return (
    QUALITIES[format].find((quality) =>
      files.filter((f) => f.quality === quality).every((f) => f.ssim >= threshold),
    ) ?? null
  );
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/**
 * One table per photo and format: a line per quality, a column per width, each cell bytes and
 * SSIM; a `*` marks the cells under the threshold.
 * @param {Photo} photo
 * @param {number} threshold
 */
function photoTables(photo, threshold) {
  const widths = [...new Set(photo.files.map((f) => f.width))];
  const lines = [
    `${photo.name}: ${photo.width}×${photo.height}, ${kb(photo.bytes)} (${photo.source})`,
  ];
  for (const format of FORMATS) {
    lines.push(`  ${format.padEnd(7)} ${widths.map((w) => `${w} px`.padStart(17)).join('')}`);
    for (const quality of QUALITIES[format]) {
      const cells = widths.map((width) => {
        const file = photo.files.find(
          (f) => f.format === format && f.quality === quality && f.width === width,
        );
        if (!file) return ''.padStart(17);
        const mark = file.ssim < threshold ? '*' : ' ';
        return `${kb(file.bytes).padStart(9)} ${file.ssim.toFixed(3)}${mark}`;
      });
      lines.push(`  q${String(quality).padEnd(6)} ${cells.join('')}`);
    }
  }
  return lines.join('\n');
}

async function main() {
  const args = parseCommandLine(OPTIONS, USAGE);
  const threshold = Number(args.threshold);
  if (!(threshold > 0 && threshold < 1)) throw new CliError('--threshold must be between 0 and 1');
  const widths = args.widths.split(',').map(Number);
  if (!widths.every((w) => Number.isInteger(w) && w > 0)) {
    throw new CliError(`--widths must be whole numbers of pixels, as 480,960\n${USAGE}`);
  }
  const inputs = [
    ...(await seedPhotos()).map((photo) => ({ ...photo, source: 'scripts/fixtures/photo.mjs' })),
    ...(await Promise.all(
      (args.image ?? []).map(async (file) => ({
        name: path.basename(file),
        source: file,
        bytes: await readFile(file).catch(() => {
          throw new CliError(`cannot read ${file}`);
        }),
      })),
    )),
  ];
  /** @type {Photo[]} */
  const photos = [];
  for (const input of inputs) {
    process.stdout.write(`image-quality: ${input.name}… `);
    const started = Date.now();
    const { width = 0, height = 0 } = await sharp(input.bytes).metadata();
    const files = await measure(input.bytes, widths);
    photos.push({ ...input, width, height, bytes: input.bytes.length, files });
    console.log(`${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  console.log(
    `\nBytes and SSIM (luma, 11×11 Gaussian window, against the original resized to the ` +
      `same width); * under ${threshold}. Settings: ${JSON.stringify(imageEncoding)}, ` +
      `quality as shown.\n`,
  );
  for (const photo of photos) console.log(`${photoTables(photo, threshold)}\n`);
  /** @type {Record<string, Record<number, number | null>>} */
  const chosen = {};
  for (const format of FORMATS) {
    chosen[format] = {};
    for (const width of widths) {
      const quality = lowestPassing(photos, format, width, threshold);
      chosen[format][width] = quality;
      const now = encodingAt(format, width).quality;
      console.log(
        `${format} at ${width} px: ` +
          `${quality === null ? `no quality tried reaches ${threshold}` : `q${quality}`} is the ` +
          `lowest whose every file reaches SSIM ${threshold} (src/config/images.ts: q${now})`,
      );
    }
  }
  const out = path.resolve(args.out);
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(
    out,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        threshold,
        widths,
        encoding: imageEncoding,
        chosen,
        photos: photos.map(({ name, source, width, height, bytes, files }) => ({
          name,
          source,
          width,
          height,
          bytes,
          files: files.map((f) => ({ ...f, ssim: Number(f.ssim.toFixed(4)) })),
        })),
      },
      null,
      2,
    )}\n`,
  );
  console.log(`report: ${path.relative(process.cwd(), out)}`);
}

runCli('bench:image-quality', main);
