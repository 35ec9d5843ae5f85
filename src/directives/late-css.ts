/**
 * Resolves when `link` has loaded or failed (a failed load must not keep an island from working).
 * A stylesheet fires one of the two, once.
 */
const settled = (link: HTMLLinkElement) =>
  new Promise((resolve) => {
    link.addEventListener('load', resolve);
    link.addEventListener('error', resolve);
  });

/**
 * The site's whole stylesheet on pages where the critical-css integration left it out: the page
 * paints from its inline critical CSS, and a visitor who only reads never downloads the rest.
 * The integration names it in `<script type="application/json" data-late-css>` in `<head>`, so
 * a directive that wakes while the page is still parsed finds it; an island renders classes the
 * static HTML lacks, so each of our client directives calls this before hydrating: the first one
 * adds the stylesheet, and every one waits until it has loaded.
 */
export function applyLateCss(): Promise<unknown> {
  const named = document.querySelector<HTMLScriptElement>('script[data-late-css]');
  if (named) {
    named.remove();
    for (const href of JSON.parse(named.text) as string[]) {
      const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
      link.setAttribute('data-late-css', '');
      void settled(link).then(() => link.removeAttribute('data-late-css'));
      document.head.append(link);
    }
  }
  return Promise.all(
    [...document.querySelectorAll<HTMLLinkElement>('link[data-late-css]')].map(settled),
  );
}
