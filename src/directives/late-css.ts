/**
 * The site's whole stylesheet, which the critical-css integration parks at the end of reading
 * pages as `<link media="not all" data-late-css>`: the browser fetches it at the lowest priority
 * without holding the first paint (a stylesheet in `<body>` that applies can), and the page
 * paints from its inline critical CSS. An island renders classes the static HTML lacks, so each
 * of our client directives turns the stylesheet on before hydrating, and waits until it applies.
 */
export function applyLateCss(): Promise<unknown> {
  const parked = document.querySelectorAll<HTMLLinkElement>('link[data-late-css]');
  return Promise.all(
    [...parked].map(
      (link) =>
        new Promise<void>((resolve) => {
          link.removeAttribute('data-late-css');
          if (!link.sheet) {
            // Not loaded yet; a failed load must not keep the island from working.
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
          }
          link.media = 'all';
          if (link.sheet) resolve();
        }),
    ),
  );
}
