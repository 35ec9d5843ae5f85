import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { contentName } from '../../src/admin/photos/image-name';
import { looksComplete } from '../../src/admin/photos/image-complete';
import { imageKind } from '../../src/admin/photos/image-kind';
import { bucketUrl, ownerHeaders, publicImageUrl } from '../../src/admin/photos/storage-bucket';
import { judgeAnswer } from '../../src/admin/photos/upload-photo';
import { MAX_PHOTO_SIDE, preparedSize } from '../../src/admin/photos/photo-size';

const head = (bytes: Buffer) => new Uint8Array(bytes.subarray(0, 16));

describe('what a file from the gallery really is', () => {
  it('reads JPEG, PNG and WebP from their bytes, whatever the name says', async () => {
    const picture = sharp({
      create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 40, b: 40 } },
    });
    expect(imageKind(head(await picture.clone().jpeg().toBuffer()))).toBe('jpeg');
    expect(imageKind(head(await picture.clone().png().toBuffer()))).toBe('png');
    expect(imageKind(head(await picture.clone().webp().toBuffer()))).toBe('webp');
  });

  it('knows a PDF renamed .jpg and a HEIC photo, which the browser cannot prepare', () => {
    expect(imageKind(head(Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj')))).toBe('pdf');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1')]);
    expect(imageKind(head(heic))).toBe('heic');
    const samsung = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypmif1\0\0\0\0')]);
    expect(imageKind(head(samsung))).toBe('heic');
  });

  it('leaves an AVIF photo and anything else to the browser to try', () => {
    const avif = Buffer.concat([Buffer.from([0, 0, 0, 0x1c]), Buffer.from('ftypavif\0\0\0\0')]);
    expect(imageKind(head(avif))).toBe('unknown');
    expect(imageKind(head(Buffer.from('hello, world!!!!')))).toBe('unknown');
    expect(imageKind(new Uint8Array())).toBe('unknown');
  });
});

describe('the size a photo is prepared at', () => {
  it('cuts the longest side to 2,000 px and keeps the shape', () => {
    expect(MAX_PHOTO_SIDE).toBe(2000);
    expect(preparedSize(4000, 3000)).toEqual({ width: 2000, height: 1500 });
    expect(preparedSize(3000, 4000)).toEqual({ width: 1500, height: 2000 });
    expect(preparedSize(1080, 2400)).toEqual({ width: 900, height: 2000 });
  });

  it('never enlarges a small picture', () => {
    expect(preparedSize(1200, 900)).toEqual({ width: 1200, height: 900 });
    expect(preparedSize(2000, 10)).toEqual({ width: 2000, height: 10 });
  });
});

describe('the name an image is stored under', () => {
  const bytes = Buffer.from('the bytes of a prepared photo');
  const sha = createHash('sha256').update(bytes).digest('hex');

  it('is the month in WIB and the first 32 hex digits of its SHA-256', async () => {
    const at = new Date('2026-11-26T10:00:00Z');
    expect(await contentName(new Uint8Array(bytes).buffer, 'image/jpeg', at)).toBe(
      `2026/11/${sha.slice(0, 32)}.jpg`,
    );
    expect(await contentName(new Uint8Array(bytes).buffer, 'image/png', at)).toBe(
      `2026/11/${sha.slice(0, 32)}.png`,
    );
  });

  it('takes the month as Jakarta has it: 31 October 20:00 UTC is already November', async () => {
    const name = await contentName(
      new Uint8Array(bytes).buffer,
      'image/webp',
      new Date('2026-10-31T20:00:00Z'),
    );
    expect(name).toBe(`2026/11/${sha.slice(0, 32)}.webp`);
  });

  it('is the same for the same picture, and another for another', async () => {
    const at = new Date('2026-11-26T10:00:00Z');
    const again = await contentName(new Uint8Array(bytes).buffer, 'image/jpeg', at);
    const other = await contentName(new Uint8Array(Buffer.from('x')).buffer, 'image/jpeg', at);
    expect(again).toBe(await contentName(new Uint8Array(bytes).buffer, 'image/jpeg', at));
    expect(other).not.toBe(again);
    expect(again).toMatch(/^[0-9]{4}\/(0[1-9]|1[0-2])\/[0-9a-f]{32}\.(jpg|png|webp)$/);
  });
});

describe('a file cut short', () => {
  it('is told from a whole one for JPEG, PNG and WebP', async () => {
    const picture = sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 10, g: 120, b: 200 } },
    });
    for (const [kind, bytes] of [
      ['jpeg', await picture.clone().jpeg().toBuffer()],
      ['png', await picture.clone().png().toBuffer()],
      ['webp', await picture.clone().webp().toBuffer()],
    ] as const) {
      expect(looksComplete(kind, new Uint8Array(bytes)), `whole ${kind}`).toBe(true);
      const cut = new Uint8Array(bytes.subarray(0, Math.floor(bytes.length * 0.6)));
      expect(looksComplete(kind, cut), `cut ${kind}`).toBe(false);
    }
  });

  it('keeps a JPEG whole when the phone wrote a trailer after its end', async () => {
    const jpeg = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 0 } },
    })
      .jpeg()
      .toBuffer();
    const withTrailer = Buffer.concat([jpeg, Buffer.from('SEFT trailer of a Samsung camera')]);
    expect(looksComplete('jpeg', new Uint8Array(withTrailer))).toBe(true);
  });
});

describe('what the Storage API answered', () => {
  const refusal = (statusCode: string, message: string) => ({
    status: 400,
    body: JSON.stringify({ statusCode, error: 'x', message }),
  });

  it('is success when stored, and when the same picture is there already', () => {
    expect(judgeAnswer({ status: 200, body: '{"Key":"article-images/x"}' })).toBe('stored');
    expect(judgeAnswer(refusal('409', 'The resource already exists'))).toBe('stored');
  });

  it('is the key when row level security refused it', () => {
    expect(judgeAnswer(refusal('403', 'new row violates row-level security policy'))).toEqual({
      kind: 'not-authorized',
      message: 'new row violates row-level security policy',
    });
  });

  it('is worth another try when no answer came, or a gateway or server failed', () => {
    for (const status of [0, 408, 429, 500, 502, 503, 504]) {
      expect(judgeAnswer({ status, body: '' })).toMatchObject({ kind: 'network' });
    }
  });

  it('is a refusal for good otherwise (too large, a type not taken)', () => {
    expect(judgeAnswer(refusal('413', 'The object exceeded the maximum allowed size'))).toEqual({
      kind: 'refused',
      message: 'The object exceeded the maximum allowed size',
    });
  });

  it('gives the address the article keeps, and those the owner writes and lists at', () => {
    expect(publicImageUrl('https://abc.supabase.co/', '2026/11/ab.jpg')).toBe(
      'https://abc.supabase.co/storage/v1/object/public/article-images/2026/11/ab.jpg',
    );
    expect(bucketUrl('https://abc.supabase.co', 'object', '2026/11/ab.jpg')).toBe(
      'https://abc.supabase.co/storage/v1/object/article-images/2026/11/ab.jpg',
    );
    expect(bucketUrl('https://abc.supabase.co//', 'object/list')).toBe(
      'https://abc.supabase.co/storage/v1/object/list/article-images',
    );
    expect(ownerHeaders({ url: '', anonKey: 'anon', publishKey: 'kunci' })).toEqual({
      apikey: 'anon',
      authorization: 'Bearer anon',
      'x-publish-key': 'kunci',
    });
  });
});
