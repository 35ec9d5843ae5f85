import type { ClientDirective } from 'astro';

const interactions = ['focusin', 'pointerdown', 'keydown'] as const;

/**
 * `client:focus`: hydrates on the first focus, tap or key press inside the island, so a page
 * loads none of its JavaScript until the visitor reaches for it. With a value,
 * `client:focus="q"`, it hydrates at once when the address carries a non-empty `?q=` (a shared
 * search opens with its results).
 */
const focus: ClientDirective = (load, options, element) => {
  const hydrate = async () => {
    for (const type of interactions) element.removeEventListener(type, hydrate);
    await (
      await load()
    )();
  };
  const param = typeof options.value === 'string' && options.value ? options.value : null;
  if (param && new URLSearchParams(window.location.search).get(param)?.trim()) {
    void hydrate();
    return;
  }
  for (const type of interactions) element.addEventListener(type, hydrate, { once: true });
  // Focus may already be inside (autofocus, or the visitor got there first).
  if (element.contains(document.activeElement)) void hydrate();
};

export default focus;
