import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtHtmlFiles } from './built-html.mjs';
import { fillTemplate, inlineHashes } from './headers-file.mjs';

/** @param {string | undefined} supabaseUrl */
function supabaseOrigin(supabaseUrl) {
  const url = supabaseUrl?.trim();
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
 * static server then send exactly this policy. `supabaseUrl` is the build's PUBLIC_SUPABASE_URL.
 * @param {{ supabaseUrl: string | undefined }} options
 */
export default function securityHeaders({ supabaseUrl }) {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const root = fileURLToPath(dir);
        const file = path.join(root, '_headers');
        const scripts = new Set();
        const styles = new Set();
        for (const page of await builtHtmlFiles(root)) {
          const hashes = inlineHashes(await readFile(page, 'utf8'));
          hashes.scripts.forEach((hash) => scripts.add(hash));
          hashes.styles.forEach((hash) => styles.add(hash));
        }
        const origin = supabaseOrigin(supabaseUrl);
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
