import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every HTML file of a build, sorted. */
export async function builtHtmlFiles(root) {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}
