import type { ClientDirective } from 'astro';
import { applyLateCss } from './late-css';

/**
 * `client:flagged="<dataset name>"`: hydrates at once when `<html>` carries that data attribute
 * (`client:flagged="articleFallback"`: `data-article-fallback`), which the page's own inline
 * script in `<head>` sets before the first paint, and never otherwise. The 404 page needs its
 * article fallback only at an article's address (src/pages/404.astro); at any other address the
 * island renders nothing, so a visitor who mistyped one downloads none of its code, and the
 * page's main thread is free as soon as it has painted (issue 27).
 */
const flagged: ClientDirective = async (load, options) => {
  if (!(String(options.value) in document.documentElement.dataset)) return;
  const [hydrate] = await Promise.all([load(), applyLateCss()]);
  await hydrate();
};

export default flagged;
