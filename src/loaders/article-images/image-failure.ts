/**
 * Why the build does not use an owner's image, in words that follow "image <address>" in the
 * build log: "could not be fetched (HTTP 404)", "refused: not an accepted image type (SVG)".
 * Always the image's or its host's doing, so remembered (image-cache.ts) rather than tried
 * again on every build.
 */
export class ImageFailure extends Error {
  override name = 'ImageFailure';
}

/** The image's host could not be reached, did not answer in time, or answered with an error. */
export const fetchFailed = (why: string) => new ImageFailure(`could not be fetched (${why})`);

/** The image, its size or where it leads is hostile to the build: not fetched, or not decoded. */
export const refused = (why: string) => new ImageFailure(`refused: ${why}`);

/** An image the build keeps at its original address on purpose, and why (not a failure). */
export class KeptAsIs extends Error {
  override name = 'KeptAsIs';
}
