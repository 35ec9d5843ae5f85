import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { fillTemplate, inlineHashes } from './headers-file.mjs';

async function builtHtml(root) {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function supabaseOrigin() {
  const env = { ...loadEnv('production', process.cwd(), 'PUBLIC_'), ...process.env };
  const url = env.PUBLIC_SUPABASE_URL?.trim();
  if (!url) {
    throw new Error(
      'PUBLIC_SUPABASE_URL is not set, so the Content-Security-Policy cannot allow the articles API.',
    );
  }
  return new URL(url).origin;
}

/**
 * Fills the `_headers` that public/ copied into the build: the Supabase origin the islands may
 * connect to, and the hashes of every inline script and style Astro emitted, so the policy
 * needs no 'unsafe-inline'. Hosts that read `_headers` (Netlify, Cloudflare Pages) and our own
 * static server then send exactly this policy.
 */
export default function securityHeaders() {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const file = path.join(root, '_headers');
        const scripts = new Set();
        const styles = new Set();
        for (const page of await builtHtml(root)) {
          const hashes = inlineHashes(await readFile(page, 'utf8'));
          hashes.scripts.forEach((hash) => scripts.add(hash));
          hashes.styles.forEach((hash) => styles.add(hash));
        }
        const origin = supabaseOrigin();
        const filled = fillTemplate(await readFile(file, 'utf8'), {
          SUPABASE_ORIGIN: origin,
          INLINE_SCRIPT_HASHES: [...scripts].sort().join(' '),
          INLINE_STYLE_HASHES: [...styles].sort().join(' '),
        });
        await writeFile(file, filled);
        logger.info(
          `_headers: ${scripts.size} inline script and ${styles.size} inline style hashes; ` +
            `connect-src ${origin}`,
        );
      },
    },
  };
}
