import type { ClientDirective } from 'astro';

/**
 * `client:edited="<sessionStorage key>"`: hydrates only in a browser that has that key, i.e.
 * the owner's right after an edit (src/lib/fresh-article.ts). Every other visitor loads no
 * JavaScript for the island at all.
 */
const edited: ClientDirective = async (load, options) => {
  let marked = false;
  try {
    marked = sessionStorage.getItem(String(options.value)) !== null;
  } catch {
    // No sessionStorage: nothing was marked.
  }
  if (marked) await (await load())();
};

export default edited;
