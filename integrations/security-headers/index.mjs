// @ts-check
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPages } from '../built-html.mjs';
import { checkHostLimits, fillTemplate } from './headers-file.mjs';
import { inlineHashes, pageSpecificHashes } from './inline-hashes.mjs';

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

/** @param {{ page: string, hash: string }[]} found */
function dataInInlineCode(found) {
  const list = found.map(({ page, hash }) => `${page} (${hash})`).join(', ');
  return (
    `security-headers: inline code found on one page only of a route with many: ${list}. ` +
    "It was made from that page's data (an article's text?), and its hash would allow it on " +
    'every page. Render the same inline code on every page of the route, or none.'
  );
}

/**
 * Fills the `_headers` that public/ copied into the build: the Supabase origin the islands may
 * connect to, and the hashes of every inline script and style Astro emitted, so the policy
 * needs no 'unsafe-inline'. Hosts that read `_headers` (Netlify, Cloudflare Pages) and our own
 * static server then send exactly this policy. The build fails when inline code comes from a
 * page's data (pageSpecificHashes) or the file outgrows the hosts' limits (checkHostLimits).
 * `supabaseUrl` is the build's PUBLIC_SUPABASE_URL.
 * @param {{ supabaseUrl: string | undefined }} options
 */
export default function securityHeaders({ supabaseUrl }) {
  // `satisfies` rather than a return type: the tests call the hook, which AstroIntegration
  // makes optional.
  return /** @satisfies {import('astro').AstroIntegration} */ ({
    name: 'security-headers',
    hooks: {
      'astro:build:done': async ({ dir, assets, logger }) => {
        const root = fileURLToPath(dir);
        const file = path.join(root, '_headers');
        /** @type {Set<string>} */
        const scripts = new Set();
        /** @type {Set<string>} */
        const styles = new Set();
        const pages = [];
        for (const { file: page, route } of await builtPages(root, assets)) {
          const hashes = inlineHashes(await readFile(page, 'utf8'));
          hashes.scripts.forEach((hash) => scripts.add(hash));
          hashes.styles.forEach((hash) => styles.add(hash));
          const all = [...hashes.scripts, ...hashes.styles];
          pages.push({ page: path.relative(root, page), route, hashes: all });
        }
        if (pages.every((page) => page.route === undefined)) {
          throw new Error('security-headers: Astro named no route for the built pages.');
        }
        const found = pageSpecificHashes(pages);
        if (found.length > 0) throw new Error(dataInInlineCode(found));
        const origin = supabaseOrigin(supabaseUrl);
        const filled = fillTemplate(await readFile(file, 'utf8'), {
          SUPABASE_ORIGIN: origin,
          INLINE_SCRIPT_HASHES: [...scripts].sort().join(' '),
          INLINE_STYLE_HASHES: [...styles].sort().join(' '),
        });
        checkHostLimits(filled);
        await writeFile(file, filled);
        logger.info(
          `_headers: ${scripts.size} inline script and ${styles.size} inline style hashes; ` +
            `connect-src ${origin}`,
        );
      },
    },
  });
}
