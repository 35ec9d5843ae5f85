/** The image types the build converts; everything else is refused. */
export type AcceptedType = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

export type SniffedType = { accepted: AcceptedType } | { refused: string };

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  Buffer.from(bytes.subarray(start, end)).toString('latin1');

const startsWith = (bytes: Uint8Array, signature: readonly number[]) =>
  signature.every((byte, i) => bytes[i] === byte);

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;

/**
 * The brands of an ISO-BMFF file's leading `ftyp` box (major brand, then the compatible ones),
 * or null when the file does not start with one. AVIF and HEIC are both such files.
 */
function ftypBrands(bytes: Uint8Array): string[] | null {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return null;
  const size = Buffer.from(bytes.subarray(0, 4)).readUInt32BE(0);
  const end = Math.min(size, bytes.length);
  if (size < 16) return null;
  const brands = [ascii(bytes, 8, 12)];
  // Bytes 12–16 are the minor version; the compatible brands follow, four bytes each.
  for (let at = 16; at + 4 <= end; at += 4) brands.push(ascii(bytes, at, at + 4));
  return brands;
}

/** What a refused file looks like, for the build log: the types an owner is likely to link. */
function describe(bytes: Uint8Array): string {
  const brands = ftypBrands(bytes);
  if (brands?.some((brand) => ['heic', 'heix', 'heim', 'heis', 'hevc', 'mif1'].includes(brand))) {
    return 'HEIC';
  }
  if (brands) return `ISO media, ${brands[0]?.trim() || 'no brand'}`;
  const text = ascii(bytes, 0, 512)
    .replace(/^\xEF\xBB\xBF/, '')
    .trimStart()
    .toLowerCase();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg|<svg)/.test(text)) return 'SVG';
  if (/^(<!doctype html|<html|<head|<body|<!--|<p\b|<div\b)/.test(text)) return 'HTML';
  if (text.startsWith('%pdf-')) return 'PDF';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a])) {
    return 'TIFF';
  }
  if (text.startsWith('bm')) return 'BMP';
  if (startsWith(bytes, [0xff, 0x0a]) || startsWith(bytes, [0, 0, 0, 0x0c, 0x4a, 0x58, 0x4c])) {
    return 'JPEG XL';
  }
  if (bytes.length === 0) return 'empty';
  return 'unknown';
}

/**
 * The type of an image from its first bytes, whatever its address or Content-Type says:
 * JPEG, PNG, GIF, WebP and AVIF are accepted; anything else (SVG, HEIC, an HTML page) is
 * refused with a name for the build log.
 */
export function sniffImageType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { accepted: 'jpeg' };
  if (startsWith(bytes, png)) return { accepted: 'png' };
  const head = ascii(bytes, 0, 12);
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return { accepted: 'gif' };
  if (head.startsWith('RIFF') && head.slice(8, 12) === 'WEBP') return { accepted: 'webp' };
  const brands = ftypBrands(bytes);
  if (brands?.some((brand) => brand === 'avif' || brand === 'avis')) return { accepted: 'avif' };
  return { refused: describe(bytes) };
}
