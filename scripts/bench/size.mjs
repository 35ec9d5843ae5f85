// @ts-check
// Prints what each page of a build weighs (HTML, CSS, JS; raw and gzip).
// Usage: npm run size [-- --json] [--dir D (default dist)]
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CliError, parseCommandLine, runCli } from '../lib/cli.mjs';
import { measurePages } from '../lib/page-weight.mjs';

/** @param {number} n */
const kb = (n) => (n / 1024).toFixed(1).padStart(7);

runCli('size', async () => {
  const { json, dir } = parseCommandLine(
    { json: { type: 'boolean' }, dir: { type: 'string', default: 'dist' } },
    'Usage: npm run size [-- --json] [--dir D]',
  );
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new CliError(`${root} has no index.html; run \`npm run build\` first.`);
  }
  const pages = await measurePages(root);
  if (json) {
    console.log(JSON.stringify(pages, null, 2));
  } else {
    const width = Math.max(...pages.map((p) => p.page.length), 4);
    console.log(
      `${'page'.padEnd(width)}  HTML gz  CSS gz  late CSS   JS raw    JS gz  lazy JS gz  (KiB)` +
        '  SW reg (B)  count gz (B)',
    );
    for (const p of pages) {
      console.log(
        `${p.page.padEnd(width)} ${kb(p.html.gzip)} ${kb(p.css.gzip)} ${kb(p.lateCss.gzip)}   ` +
          `${kb(p.js.bytes)} ` +
          `${kb(p.js.gzip)} ${kb(p.lazyJs.gzip)}     ${String(p.workerRegistration.bytes).padStart(6)}` +
          `  ${String(p.visitCounter.gzip).padStart(12)}`,
      );
    }
    console.log(
      'CSS gz: what holds back the first paint (inline <style> text, also in HTML gz, and ' +
        '<head> stylesheets); late CSS: <body> stylesheets, after it.',
    );
    console.log('JS gz: loaded when the islands hydrate; lazy JS gz: imported later, on demand.');
    const worker = path.join(root, 'sw.js');
    const workerSize = existsSync(worker) ? (await readFile(worker)).length : 0;
    console.log(
      'SW reg: the inline script that registers the service worker after load (bytes, in HTML ' +
        `gz too); /sw.js itself: ${kb(workerSize).trim()} KiB, fetched once it registers.`,
    );
    console.log(
      'count gz: the inline script that counts visits and chats (issue 34), gzipped alone (in ' +
        'HTML gz too); 0 where the page counts nothing or PUBLIC_ANALYTICS=off.',
    );
  }
});
