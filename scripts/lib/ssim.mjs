// @ts-check
import sharp from 'sharp';

/**
 * An image's luma (BT.601, 0–255) from its decoded sRGB pixels, one number a pixel.
 * @param {Buffer | import('sharp').Sharp} image an encoded file, or a pipeline
 * @returns {Promise<{ luma: Float64Array, width: number, height: number }>}
 */
export async function lumaOf(image) {
  const pipeline = Buffer.isBuffer(image) ? sharp(image) : image;
  const { data, info } = await pipeline
    .toColourspace('srgb')
    .removeAlpha()
    .raw({ depth: 'uchar' })
    .toBuffer({ resolveWithObject: true });
  const luma = new Float64Array(info.width * info.height);
  for (let i = 0, at = 0; i < luma.length; i++, at += info.channels) {
    luma[i] = 0.299 * (data[at] ?? 0) + 0.587 * (data[at + 1] ?? 0) + 0.114 * (data[at + 2] ?? 0);
  }
  return { luma, width: info.width, height: info.height };
}

/** The 11-tap Gaussian of σ 1.5 that SSIM is defined with (Wang et al. 2004), summing to 1. */
const WINDOW = (() => {
  const taps = Array.from({ length: 11 }, (_, i) => Math.exp(-((i - 5) ** 2) / (2 * 1.5 ** 2)));
  const sum = taps.reduce((a, b) => a + b, 0);
  return taps.map((tap) => tap / sum);
})();

/**
 * `values` (width × height) filtered by WINDOW in both directions, over the positions where the
 * window fits whole: (width − 10) × (height − 10).
 * @param {Float64Array} values
 * @param {number} width
 * @param {number} height
 */
function gaussian(values, width, height) {
  const span = WINDOW.length;
  const outWidth = width - span + 1;
  const outHeight = height - span + 1;
  const across = new Float64Array(outWidth * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < outWidth; x++) {
      let sum = 0;
      for (let k = 0; k < span; k++) sum += (WINDOW[k] ?? 0) * (values[y * width + x + k] ?? 0);
      across[y * outWidth + x] = sum;
    }
  }
  const out = new Float64Array(outWidth * outHeight);
  for (let y = 0; y < outHeight; y++) {
    for (let x = 0; x < outWidth; x++) {
      let sum = 0;
      for (let k = 0; k < span; k++)
        sum += (WINDOW[k] ?? 0) * (across[(y + k) * outWidth + x] ?? 0);
      out[y * outWidth + x] = sum;
    }
  }
  return out;
}

/**
 * The mean structural similarity of two lumas of the same size (1: identical), with an
 * 11×11 Gaussian window of σ 1.5 and K1 0.01, K2 0.03 for 8-bit values, at full resolution:
 * no downscaling first, so it is stricter than a viewer at arm's length.
 * @param {{ luma: Float64Array, width: number, height: number }} a
 * @param {{ luma: Float64Array, width: number, height: number }} b
 */
export function ssim(a, b) {
  if (a.width !== b.width || a.height !== b.height) {
    throw new Error(`ssim: ${a.width}×${a.height} against ${b.width}×${b.height}`);
  }
  const { width, height } = a;
  if (width < WINDOW.length || height < WINDOW.length) {
    throw new Error(`ssim: ${width}×${height} is smaller than the window`);
  }
  const blur = (/** @type {Float64Array} */ values) => gaussian(values, width, height);
  const product = (/** @type {Float64Array} */ x, /** @type {Float64Array} */ y) =>
    blur(x.map((value, i) => value * (y[i] ?? 0)));
  const meanA = blur(a.luma);
  const meanB = blur(b.luma);
  const squareA = product(a.luma, a.luma);
  const squareB = product(b.luma, b.luma);
  const cross = product(a.luma, b.luma);
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  for (let i = 0; i < meanA.length; i++) {
    const ma = meanA[i] ?? 0;
    const mb = meanB[i] ?? 0;
    const varianceA = (squareA[i] ?? 0) - ma * ma;
    const varianceB = (squareB[i] ?? 0) - mb * mb;
    const covariance = (cross[i] ?? 0) - ma * mb;
    total +=
      ((2 * ma * mb + c1) * (2 * covariance + c2)) /
      ((ma * ma + mb * mb + c1) * (varianceA + varianceB + c2));
  }
  return total / meanA.length;
}
