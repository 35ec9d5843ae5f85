/**
 * The reader's buttons, as the static row has them: the controls it adds on the tap use only
 * classes the page's own (critical) CSS already has, so nothing more is downloaded to show them.
 */
export const readerButtonClass =
  'inline-flex min-h-11 items-center rounded-md border border-slate-400 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-100';

/** The row holding the button, then the controls, then the state. */
export const readerRowClass = 'mt-4 flex min-h-11 flex-wrap items-center gap-x-3 gap-y-2';
