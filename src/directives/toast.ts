import type { ClientDirective } from 'astro';
import { carriedToastKey, toastShownEvent } from '../lib/toast-signal';
import { applyLateCss } from './late-css';

/**
 * `client:toast`: the toaster loads when there is a toast to show: when an island shows one
 * (the toast store announces it), or at once when the previous page left one for this page.
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
  try {
    if (sessionStorage.getItem(carriedToastKey) !== null) void wake();
  } catch {
    // No sessionStorage: nothing was carried over.
  }
};

export default toast;
