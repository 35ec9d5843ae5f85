// Measures publish-to-live locally: starts `npm start` on a throwaway seeded backend, publishes
// an article through the API with the key (what 'Publikasikan Artikel' sends), and times how
// long until /blog/{slug} is served as a static page. Usage: npm run bench:publish [-- --runs N]
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { startSite } from './lib/start-site.mjs';
import { median } from './lib/stats.mjs';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const port = 4470;
const publishKey = `bench-${randomBytes(16).toString('hex')}`;
const site = `http://127.0.0.1:${port}`;

/** Publishes `runs` articles one after another, timing each from insert to static page. */
async function bench({ url, anonKey }) {
  const db = createClient(url, anonKey, {
    auth: { persistSession: false },
    global: { headers: { 'x-publish-key': publishKey } },
  });
  const results = [];
  for (let run = 1; run <= Number(values.runs); run++) {
    const slug = `bench-${randomBytes(4).toString('hex')}`;
    const started = performance.now();
    const { error } = await db
      .from('articles')
      .insert({ slug, title: `Bench ${slug}`, content: '<p>x</p>' });
    if (error) throw new Error(error.message);
    const inserted = performance.now() - started;
    while ((await fetch(`${site}/blog/${slug}`)).status !== 200) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const live = performance.now() - started;
    results.push({ inserted, live });
    console.log(
      `run ${run}: saved in ${inserted.toFixed(0)} ms, static page live after ${(live / 1000).toFixed(1)} s`,
    );
  }
  const medianLive = median(results.map((r) => r.live)) ?? 0;
  console.log(`median publish-to-static: ${(medianLive / 1000).toFixed(1)} s`);
}

const server = await startSite({ port, backendPort: 54470, env: { PUBLISH_KEY: publishKey } });
try {
  await server.ready;
  await bench(await server.backend());
} finally {
  await server.stop();
}
