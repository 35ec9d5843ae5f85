import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hostileImages } from '../../scripts/fixtures/image-server.mjs';
import { sniffImageType } from '../../src/loaders/article-images/image-type';

const image = sharp({ create: { width: 8, height: 8, channels: 3, background: '#284' } });

/** An ISO-BMFF file that starts with an `ftyp` box of these brands. */
function isoMedia(brands: string[]) {
  const box = Buffer.alloc(16 + 4 * (brands.length - 1));
  box.writeUInt32BE(box.length);
  box.write('ftyp', 4, 'latin1');
  box.write(brands[0]!, 8, 'latin1');
  brands.slice(1).forEach((brand, i) => box.write(brand, 16 + 4 * i, 'latin1'));
  return Buffer.concat([box, Buffer.alloc(32)]);
}

describe('sniffImageType', () => {
  it('accepts JPEG, PNG, GIF, WebP and AVIF from their first bytes', async () => {
    expect(sniffImageType(await image.clone().jpeg().toBuffer())).toEqual({ accepted: 'jpeg' });
    expect(sniffImageType(await image.clone().png().toBuffer())).toEqual({ accepted: 'png' });
    expect(sniffImageType(await image.clone().gif().toBuffer())).toEqual({ accepted: 'gif' });
    expect(sniffImageType(await image.clone().webp().toBuffer())).toEqual({ accepted: 'webp' });
    expect(sniffImageType(await image.clone().avif().toBuffer())).toEqual({ accepted: 'avif' });
    expect(sniffImageType(Buffer.from('GIF87a\x08\x00'))).toEqual({ accepted: 'gif' });
  });

  it('tells AVIF from HEIC by the brands of the ftyp box', () => {
    expect(sniffImageType(isoMedia(['avif', 'mif1', 'miaf']))).toEqual({ accepted: 'avif' });
    expect(sniffImageType(isoMedia(['mif1', 'avif']))).toEqual({ accepted: 'avif' });
    expect(sniffImageType(isoMedia(['avis', 'msf1']))).toEqual({ accepted: 'avif' });
    expect(sniffImageType(isoMedia(['heic', 'mif1', 'heic']))).toEqual({ refused: 'HEIC' });
    expect(sniffImageType(isoMedia(['mif1', 'heix']))).toEqual({ refused: 'HEIC' });
    expect(sniffImageType(isoMedia(['mif1']))).toEqual({ refused: 'HEIC' });
    expect(sniffImageType(isoMedia(['isom', 'mp41']))).toEqual({ refused: 'ISO media, isom' });
  });

  it('refuses everything else, with a name for the log', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    expect(sniffImageType(Buffer.from(svg))).toEqual({ refused: 'SVG' });
    expect(
      sniffImageType(
        Buffer.from(`\xEF\xBB\xBF<?xml version="1.0"?>\n<!-- a -->\n${svg}`, 'latin1'),
      ),
    ).toEqual({
      refused: 'SVG',
    });
    expect(sniffImageType(Buffer.from('  <!DOCTYPE html><title>404</title>'))).toEqual({
      refused: 'HTML',
    });
    expect(sniffImageType(Buffer.from('%PDF-1.7\n'))).toEqual({ refused: 'PDF' });
    expect(sniffImageType(await image.clone().tiff().toBuffer())).toEqual({ refused: 'TIFF' });
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toEqual({ refused: 'unknown' });
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVE'))).toEqual({ refused: 'unknown' });
    expect(sniffImageType(Buffer.alloc(0))).toEqual({ refused: 'empty' });
  });

  it('sees the test image server’s hostile files for what they are', async () => {
    const sniffed = Object.fromEntries(
      await Promise.all(
        Object.entries(hostileImages).map(async ([name, { body }]) => [
          name,
          sniffImageType(await body()),
        ]),
      ),
    );
    expect(sniffed).toEqual({
      'truncated.jpg': { accepted: 'jpeg' },
      'huge.png': { accepted: 'png' },
      'drawing.svg': { refused: 'SVG' },
      'photo.heic': { refused: 'HEIC' },
      'page.jpg': { refused: 'HTML' },
    });
  });
});
