/**
 * How the toast store and the toaster's `client:toast` directive find each other, without the
 * directive (inlined into every page) importing the store.
 */

/** Dispatched on window each time a toast is shown. */
export const toastShownEvent = 'site:toast-shown';

/** The sessionStorage key of a toast carried to the next page. */
export const carriedToastKey = 'toast:next-page';
