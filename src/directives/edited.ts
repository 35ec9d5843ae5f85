import type { ClientDirective } from 'astro';
import { afterFirstPaint } from './after-paint';
import { applyLateCss } from './late-css';

/**
 * `client:edited="<sessionStorage key>"`: hydrates only in a browser that has that key, i.e.
 * the owner's right after an edit (src/lib/fresh-article.ts). Every other visitor loads no
 * JavaScript for the island at all. The key is read once the page has painted, not while it is
 * parsed (src/directives/after-paint.ts).
 */
const edited: ClientDirective = (load, options) => {
  afterFirstPaint(async () => {
    let marked = false;
    try {
      marked = sessionStorage.getItem(String(options.value)) !== null;
    } catch {
      // No sessionStorage: nothing was marked.
    }
    if (!marked) return;
    const [hydrate] = await Promise.all([load(), applyLateCss()]);
    await hydrate();
  });
};

export default edited;
