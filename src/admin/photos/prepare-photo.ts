/**
 * A photo from the phone's gallery made ready to send, in the browser, before anything leaves
 * it: decoded with its EXIF orientation applied, the longest side cut to 2,000 px, and encoded
 * again (JPEG; a PNG screenshot or graphic stays PNG when that is smaller or it is transparent).
 * Encoding again drops every metadata block the phone wrote: GPS position, camera serial,
 * names. The original bytes are never sent, whatever happens: a file that cannot be prepared is
 * refused with what to do.
 */
import { contentName, type PreparedType } from './image-name';
import { imageKind } from './image-kind';
import { looksComplete } from './image-complete';
import { PhotoRefused } from './photo-refusal';
import { preparedSize } from './photo-size';

export interface PreparedPhoto {
  blob: Blob;
  type: PreparedType;
  width: number;
  height: number;
  /** Where it is stored: YYYY/MM/<hash>.<ext> (image-name.ts). */
  name: string;
}

const JPEG_QUALITY = 0.85;

type Canvas = OffscreenCanvas | HTMLCanvasElement;

function canvasOf(width: number, height: number): Canvas {
  if (typeof OffscreenCanvas === 'function') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

function encode(canvas: Canvas, type: PreparedType, quality?: number): Promise<Blob> {
  if ('convertToBlob' in canvas) return canvas.convertToBlob({ type, quality });
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(`The browser made no ${type}`))),
      type,
      quality,
    ),
  );
}

function hasTransparency(context: OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D) {
  const { data } = context.getImageData(0, 0, context.canvas.width, context.canvas.height);
  for (let i = 3; i < data.length; i += 4) if (data[i]! < 255) return true;
  return false;
}

export async function preparePhoto(file: Blob, now: Date = new Date()): Promise<PreparedPhoto> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  const kind = imageKind(bytes.subarray(0, 16));
  if (kind === 'heic' || kind === 'pdf') throw new PhotoRefused(kind);
  if (!looksComplete(kind, bytes)) throw new PhotoRefused('unreadable');

  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new PhotoRefused(kind === 'unknown' ? 'not-image' : 'unreadable');
  }
  const { width, height } = preparedSize(bitmap.width, bitmap.height);
  const canvas = canvasOf(width, height);
  const context = canvas.getContext('2d') as
    OffscreenCanvasRenderingContext2D | CanvasRenderingContext2D | null;
  if (!context) {
    bitmap.close();
    throw new PhotoRefused('unreadable');
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();

  let blob: Blob;
  let type: PreparedType;
  if (kind === 'png' && hasTransparency(context)) {
    [blob, type] = [await encode(canvas, 'image/png'), 'image/png'];
  } else {
    // JPEG has no transparency: what was see-through is white, as on the page.
    const opaque = canvasOf(width, height);
    const flat = opaque.getContext('2d') as OffscreenCanvasRenderingContext2D | null;
    if (flat) {
      flat.fillStyle = '#fff';
      flat.fillRect(0, 0, width, height);
      flat.drawImage(canvas, 0, 0);
    }
    const jpeg = await encode(flat ? opaque : canvas, 'image/jpeg', JPEG_QUALITY);
    [blob, type] = [jpeg, 'image/jpeg'];
    if (kind === 'png') {
      const png = await encode(canvas, 'image/png');
      if (png.size < jpeg.size) [blob, type] = [png, 'image/png'];
    }
  }
  return {
    blob,
    type,
    width,
    height,
    name: await contentName(await blob.arrayBuffer(), type, now),
  };
}
