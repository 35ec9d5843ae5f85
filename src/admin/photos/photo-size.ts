/** The longest side a prepared photo keeps: the widest file the site makes is 960 px, at 2×. */
export const MAX_PHOTO_SIDE = 2000;

/** The size a photo of `width` × `height` is prepared at: the longest side cut to MAX_PHOTO_SIDE. */
export function preparedSize(width: number, height: number): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= MAX_PHOTO_SIDE) return { width, height };
  const scale = MAX_PHOTO_SIDE / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}
