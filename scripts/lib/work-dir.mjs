// @ts-check
import { mkdir, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import { repoRoot } from './repo-root.mjs';

/**
 * A fresh directory for a throwaway site build, inside the project (node_modules/.cache, which
 * git ignores). Astro stages a build whose outDir lies outside the working directory in the
 * project's .astro/ and deletes that afterwards, so two such builds at once break each other.
 * @param {string} prefix the start of the directory's name
 * @returns {Promise<string>}
 */
export async function makeWorkDir(prefix) {
  const parent = path.join(repoRoot, 'node_modules', '.cache');
  await mkdir(parent, { recursive: true });
  return mkdtemp(path.join(parent, prefix));
}
