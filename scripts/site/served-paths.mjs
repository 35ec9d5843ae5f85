// @ts-check
import path from 'node:path';

/**
 * A request's path decoded once and normalized (`.`, `..` and repeated slashes resolved, never
 * above `/`), or null when it cannot name a file: invalid percent-encoding, or a NUL.
 * @param {string} pathname as the URL parser leaves it, starting with `/`
 * @returns {string | null}
 */
export function decodeRequestPath(pathname) {
  let decoded;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  return path.posix.normalize(decoded);
}

/**
 * Whether a request's path writes a slash or a backslash percent-encoded (`%2F`, `%5C`): such a
 * path names no file, though decoding it would name one in another folder.
 * @param {string} pathname as the URL parser leaves it
 */
export const hasEncodedSeparator = (pathname) => /%(2f|5c)/i.test(pathname);

/** Files hosts read as configuration and never serve. */
const hostConfigFiles = new Set(['_headers', '_redirects']);

/**
 * Whether `file`, resolved from a request, may be served from `root`: it must be inside root,
 * and neither host configuration, nor hidden (a name starting with `.`, in any directory), nor
 * a source map. Decided on the file, not on how the request spelled it. Names are compared as
 * case-insensitive file systems and Windows read them (`_HEADERS`, `_headers.`).
 * @param {string} root absolute
 * @param {string} file absolute
 */
export function isServable(root, file) {
  const relative = path.relative(root, file);
  if (relative === '' || path.isAbsolute(relative)) return false;
  const names = relative.split(path.sep).map((name) => name.toLowerCase().replace(/[. ]+$/, ''));
  if (names.some((name) => name === '' || name.startsWith('.'))) return false;
  if (names.length === 1 && hostConfigFiles.has(names[0] ?? '')) return false;
  return !(names.at(-1) ?? '').endsWith('.map');
}
