import type { ImageKind } from './image-kind';

const endsWithin = (bytes: Uint8Array, marker: number[], tail: number) => {
  const from = Math.max(0, bytes.length - tail);
  outer: for (let at = bytes.length - marker.length; at >= from; at -= 1) {
    for (let i = 0; i < marker.length; i += 1) if (bytes[at + i] !== marker[i]) continue outer;
    return true;
  }
  return false;
};

/**
 * Whether a file holds its whole image: a photo cut short by a failed download or copy decodes
 * in the browser as a picture grey at the bottom, and must be refused instead. A JPEG ends with
 * its EOI marker (phones may append a trailer after it, so it is looked for in the last 256
 * KiB); a PNG with its IEND chunk; a WebP is as long as its RIFF header says.
 */
export function looksComplete(kind: ImageKind, bytes: Uint8Array): boolean {
  if (kind === 'jpeg') return endsWithin(bytes, [0xff, 0xd9], 256 * 1024);
  if (kind === 'png') return endsWithin(bytes, [0x49, 0x45, 0x4e, 0x44], 64);
  if (kind === 'webp') {
    const size = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return bytes.length >= 12 && size.getUint32(4, true) + 8 <= bytes.length;
  }
  return true;
}
