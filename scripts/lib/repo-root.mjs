// @ts-check
import { fileURLToPath } from 'node:url';

/** The repository root, whatever the current directory is. */
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
