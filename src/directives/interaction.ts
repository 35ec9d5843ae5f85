import type { ClientDirective } from 'astro';
import { answeredByWorker } from '../forms/native-submission';
import { applyLateCss } from './late-css';

const wakers = ['pointerdown', 'focusin', 'keydown'] as const;

/** What needs the island's code to answer a click: buttons, and links marked for it. */
const needsCode = 'button, [data-needs-hydration]';

/**
 * What the browser answers by itself: a `<summary>` opens and closes its `<details>`. Held and
 * replayed, its click would toggle it twice, and a menu the visitor saw open would close.
 */
const answeredByBrowser = 'summary';

/**
 * `client:interaction`: the island loads none of its JavaScript until the visitor reaches into
 * it (a tap, focus or key press inside). Links work as plain links meanwhile, and a summary
 * opens its details. A click on a button (or an element marked `data-needs-hydration`) that
 * lands before the island is ready is held and replayed once it is, so the tap that woke the
 * island is not lost (a lead form's submit button). With a value, `client:interaction="q"`, it
 * hydrates at once when the address has a non-empty `?q=` (a shared search opens with its
 * results).
 */
const interaction: ClientDirective = (load, options, element) => {
  let held: HTMLElement | null = null;
  let ready = false;

  const holdClick = (event: MouseEvent) => {
    const target = (event.target as Element | null)?.closest<HTMLElement>(
      `${answeredByBrowser}, ${needsCode}`,
    );
    if (ready || !target || !element.contains(target) || target.matches(answeredByBrowser)) {
      return;
    }
    event.preventDefault();
    event.stopImmediatePropagation();
    held = target;
  };

  let started = false;
  const wake = async () => {
    if (started) return;
    started = true;
    for (const type of wakers) element.removeEventListener(type, wake, true);
    try {
      const [hydrate] = await Promise.all([load(), applyLateCss()]);
      await hydrate();
    } catch (error) {
      console.warn('client:interaction: the island could not load', error);
    }
    // Where its code did not come (offline, blocked), Astro says so in the console and leaves
    // the island plain HTML, still marked `ssr`: the click goes to the browser. A lead form then
    // sends itself, to its page where a worker controls it (the worker answers on the device),
    // else to its own action, the chat (src/forms/native-submission.ts).
    if (element.hasAttribute('ssr') && navigator.serviceWorker?.controller) {
      for (const form of element.querySelectorAll<HTMLFormElement>(`form[${answeredByWorker}]`)) {
        form.action = location.pathname;
      }
    }
    ready = true;
    element.removeEventListener('click', holdClick, true);
    // React's handlers are on the island once hydrated; hand them the click it woke for (or,
    // without them, to the browser).
    const replay = held;
    held = null;
    if (replay) requestAnimationFrame(() => replay.click());
  };

  element.addEventListener('click', holdClick, true);
  const param = typeof options.value === 'string' && options.value ? options.value : null;
  if (param && new URLSearchParams(window.location.search).get(param)?.trim()) {
    void wake();
    return;
  }
  for (const type of wakers) element.addEventListener(type, wake, true);
  // Focus may already be inside (autofocus, or the visitor got there first).
  if (element.contains(document.activeElement)) void wake();
};

export default interaction;
