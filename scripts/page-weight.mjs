// Prints what each page of dist/ weighs (HTML, CSS, JS; raw and gzip). Usage: npm run size [-- --json]
import path from 'node:path';
import { measurePages } from './lib/page-weight.mjs';

const pages = await measurePages(path.resolve('dist'));
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(pages, null, 2));
} else {
  const kb = (n) => (n / 1024).toFixed(1).padStart(7);
  const width = Math.max(...pages.map((p) => p.page.length), 4);
  console.log(`${'page'.padEnd(width)}  HTML gz  CSS gz   JS raw    JS gz  lazy JS gz  (KiB)`);
  for (const p of pages) {
    console.log(
      `${p.page.padEnd(width)} ${kb(p.html.gzip)} ${kb(p.css.gzip)} ${kb(p.js.bytes)} ` +
        `${kb(p.js.gzip)} ${kb(p.lazyJs.gzip)}`,
    );
  }
  console.log('JS gz: loaded when the islands hydrate; lazy JS gz: imported later, on demand.');
}
