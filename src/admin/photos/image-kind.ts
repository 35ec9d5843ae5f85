/**
 * What a file from the phone's gallery really is, from its first bytes (a file's name and the
 * type the browser reports can lie: a PDF renamed `.jpg`, a HEIC photo saved as `.jpg`).
 */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'heic' | 'pdf' | 'unknown';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** HEIF brands phones write: Apple's and Samsung's HEIC, and the generic image brands. */
const heifBrands = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'hevx',
  'mif1',
  'msf1',
  'avif',
]);

/** @param head the file's first bytes (16 are enough) */
export function imageKind(head: Uint8Array): ImageKind {
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (ascii(head, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return 'webp';
  if (ascii(head, 0, 4) === 'GIF8') return 'gif';
  if (ascii(head, 0, 5) === '%PDF-') return 'pdf';
  if (ascii(head, 4, 8) === 'ftyp') {
    const brand = ascii(head, 8, 12);
    // AVIF is HEIF too, and Chrome decodes it: it is prepared as any photo.
    if (brand === 'avif' || brand === 'avis') return 'unknown';
    if (heifBrands.has(brand)) return 'heic';
  }
  return 'unknown';
}
