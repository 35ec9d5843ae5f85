// @ts-check
// Measures publish-to-live locally: starts `npm start` on a throwaway seeded backend, publishes
// an article through the API with the key (what 'Publikasikan Artikel' sends), and times how
// long until /blog/{slug} is served as a static page. With --edit it times an edit instead (what
// 'Simpan Perubahan' sends) until the static page shows the new text.
// Usage: npm run bench:publish [-- --runs N] [--edit]
import { randomBytes } from 'node:crypto';
import { createClient } from '@supabase/supabase-js';
import { uniqueSlug } from '../fixtures/articles.mjs';
import { CliError, parseCommandLine, runCli } from '../lib/cli.mjs';
import { startSite } from '../site/start-site.mjs';
import { median } from '../lib/stats.mjs';

const USAGE = 'Usage: npm run bench:publish [-- --runs N] [--edit]';
const port = 4470;
const publishKey = `bench-${randomBytes(16).toString('hex')}`;
const site = `http://127.0.0.1:${port}`;

/**
 * Polls the static page until `ready` says it shows what was saved.
 * @param {string} slug
 * @param {(status: number, html: string) => boolean} ready
 */
async function servedWhen(slug, ready) {
  for (;;) {
    const response = await fetch(`${site}/blog/${slug}`);
    if (ready(response.status, await response.text())) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Saves `runs` times one after another, timing each from the request to the static page.
 * @param {{ url: string, anonKey: string }} backend
 * @param {{ runs: number, edit: boolean }} values
 */
async function bench({ url, anonKey }, values) {
  const db = createClient(url, anonKey, {
    auth: { persistSession: false },
    global: { headers: { 'x-publish-key': publishKey } },
  });
  const what = values.edit ? 'edit' : 'publish';
  const results = [];
  for (let run = 1; run <= values.runs; run++) {
    const slug = uniqueSlug('bench');
    const marker = `bench-${randomBytes(6).toString('hex')}`;
    const article = {
      slug,
      title: `Bench ${slug}`,
      content: `<p>${values.edit ? 'x' : marker}</p>`,
    };
    if (values.edit) {
      const { error } = await db.from('articles').insert(article);
      if (error) throw new CliError(`saving failed: ${error.message}`);
      await servedWhen(slug, (status) => status === 200);
    }
    const started = performance.now();
    const { error } = values.edit
      ? await db
          .from('articles')
          .update({ content: `<p>${marker}</p>` })
          .eq('slug', slug)
      : await db.from('articles').insert(article);
    if (error) throw new CliError(`saving failed: ${error.message}`);
    const saved = performance.now() - started;
    await servedWhen(slug, (status, html) => status === 200 && html.includes(marker));
    const live = performance.now() - started;
    results.push({ saved, live });
    console.log(
      `run ${run}: saved in ${saved.toFixed(0)} ms, static page live after ${(live / 1000).toFixed(1)} s`,
    );
  }
  const medianLive = median(results.map((r) => r.live)) ?? 0;
  console.log(`median ${what}-to-static: ${(medianLive / 1000).toFixed(1)} s`);
}

runCli('bench:publish', async () => {
  const options = parseCommandLine(
    { runs: { type: 'string', default: '3' }, edit: { type: 'boolean', default: false } },
    USAGE,
  );
  const runs = Number(options.runs);
  if (!Number.isInteger(runs) || runs < 1)
    throw new CliError(`--runs must be an integer ≥ 1\n${USAGE}`);
  const server = await startSite({ port, backendPort: 54470, env: { PUBLISH_KEY: publishKey } });
  try {
    await server.ready;
    await bench(await server.backend(), { runs, edit: options.edit });
  } finally {
    await server.stop();
  }
});
