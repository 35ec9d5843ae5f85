import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { lumaOf, ssim } from '../../scripts/lib/ssim.mjs';

/** A 40×24 ramp, and the same with ±12 in a checkerboard (clipped to 0–255). */
const width = 40;
const height = 24;
const ramp = new Float64Array(width * height).map(
  (_, i) => ((i % width) * 5 + Math.floor(i / width) * 3) % 256,
);
const checkered = ramp.map((value, i) => {
  const even = ((i % width) + Math.floor(i / width)) % 2 === 0;
  return Math.min(255, Math.max(0, value + (even ? 12 : -12)));
});

describe('ssim', () => {
  it('is 1 for the same picture', () => {
    expect(ssim({ luma: ramp, width, height }, { luma: ramp, width, height })).toBe(1);
  });

  it('gives what an independent implementation gives (scipy, Gaussian σ 1.5, 11×11)', () => {
    expect(ssim({ luma: ramp, width, height }, { luma: checkered, width, height })).toBeCloseTo(
      0.5944887565833394,
      12,
    );
  });

  it('reads luma from an encoded file', async () => {
    const grey = await sharp({
      create: { width: 16, height: 12, channels: 3, background: { r: 200, g: 100, b: 50 } },
    })
      .png()
      .toBuffer();
    const { luma, width: w, height: h } = await lumaOf(grey);
    expect([w, h, luma.length]).toEqual([16, 12, 192]);
    expect(luma[0]).toBeCloseTo(0.299 * 200 + 0.587 * 100 + 0.114 * 50, 6);
  });
});
