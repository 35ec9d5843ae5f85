// @ts-check
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPages } from '../built-html.mjs';
import { checkHostLimits, fillTemplate } from './headers-file.mjs';
import { inlineHashes, pageSpecificHashes } from './inline-hashes.mjs';
import { pagePolicy, withPagePolicy } from './page-policy.mjs';

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
 * Fills the `_headers` that public/ copied into the build with the Supabase origin the islands
 * may connect to, and gives every page a `<meta>` policy naming the hashes of its own inline
 * scripts and styles (pagePolicy), so no page allows inline code it does not carry. Hosts that
 * read `_headers` (Netlify, Cloudflare Pages) and our own static server send the rest of the
 * policy. The build fails when inline code comes from a page's data (pageSpecificHashes) or the
 * file outgrows the hosts' limits (checkHostLimits). `supabaseUrl` is the build's
 * PUBLIC_SUPABASE_URL.
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
        // Hashes only: a site of thousands of articles would not fit in memory as HTML, so each
        // page is read again when its policy is written, once the whole build has passed.
        const pages = [];
        for (const { file: page, route } of await builtPages(root, assets)) {
          const hashes = inlineHashes(await readFile(page, 'utf8'));
          pages.push({ file: page, page: path.relative(root, page), route, hashes });
        }
        if (pages.every((page) => page.route === undefined)) {
          throw new Error('security-headers: Astro named no route for the built pages.');
        }
        const found = pageSpecificHashes(
          pages.map(({ page, route, hashes }) => ({
            page,
            route,
            hashes: [...hashes.scripts, ...hashes.styles],
          })),
        );
        if (found.length > 0) throw new Error(dataInInlineCode(found));
        const origin = supabaseOrigin(supabaseUrl);
        const filled = fillTemplate(await readFile(file, 'utf8'), { SUPABASE_ORIGIN: origin });
        checkHostLimits(filled);
        for (const { file: page, page: name, hashes } of pages) {
          const html = await readFile(page, 'utf8');
          await writeFile(page, withPagePolicy(html, pagePolicy(hashes), name));
        }
        await writeFile(file, filled);
        const most = Math.max(
          ...pages.map(({ hashes }) => hashes.scripts.size + hashes.styles.size),
        );
        logger.info(
          `${pages.length} pages carry the hashes of their inline code (at most ${most}); ` +
            `connect-src ${origin}`,
        );
      },
    },
  });
}
