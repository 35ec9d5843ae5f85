import type { ClientDirective } from 'astro';
import { carriedToastKey, toastShownEvent } from '../lib/toast-signal';
import { afterFirstPaint } from './after-paint';
import { applyLateCss } from './late-css';

/**
 * `client:toast`: the toaster loads when there is a toast to show: when an island shows one
 * (the toast store announces it), or as soon as the page has painted when the previous page left
 * one for this page (read then, not while the page is parsed: src/directives/after-paint.ts).
 * The static HTML already holds its empty live region, so screen readers hear the first toast.
 */
const toast: ClientDirective = (load) => {
  let started = false;
  const wake = async () => {
    if (started) return;
    started = true;
    window.removeEventListener(toastShownEvent, wake);
    const [hydrate] = await Promise.all([load(), applyLateCss()]);
    await hydrate();
  };
  window.addEventListener(toastShownEvent, wake);
  afterFirstPaint(() => {
    try {
      if (sessionStorage.getItem(carriedToastKey) !== null) void wake();
    } catch {
      // No sessionStorage: nothing was carried over.
    }
  });
};

export default toast;
