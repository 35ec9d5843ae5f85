import { lazy, Suspense, useId, useState } from 'react';
import Spinner from '../../components/Spinner';
import { historyHeading } from './history-heading';
import type { RevisionHistoryProps } from './RevisionHistoryPanel';

// The list, the version view and the word diff load when the owner opens the history, so the
// edit page's first load does not carry them.
const RevisionHistoryPanel = lazy(() => import('./RevisionHistoryPanel'));

/** 'Riwayat Perubahan': a disclosure on the edit page, closed until the owner opens it. */
export default function RevisionHistory(props: Omit<RevisionHistoryProps, 'loading'>) {
  const [open, setOpen] = useState(false);
  const id = useId();
  // While the panel's code loads, then while it reads the list.
  const loading = (
    <p role="status" className="mt-4 flex items-center gap-3 text-slate-700">
      <Spinner />
      {historyHeading.loading}
    </p>
  );
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="mt-12 max-w-3xl border-t border-slate-200 pt-8"
    >
      <h2 id={`${id}-heading`} className="text-xl font-bold text-slate-900">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((value) => !value)}
          className="inline-flex min-h-11 items-center gap-2 rounded-md text-left hover:text-brand-700"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 20 20"
            className={`h-5 w-5 shrink-0 transition-transform ${open ? 'rotate-90' : ''}`}
            fill="currentColor"
          >
            <path d="M7.3 4.3a1 1 0 0 1 1.4 0l5 5a1 1 0 0 1 0 1.4l-5 5a1 1 0 0 1-1.4-1.4L11.6 10 7.3 5.7a1 1 0 0 1 0-1.4z" />
          </svg>
          {historyHeading.heading}
        </button>
      </h2>
      <p className="mt-1 text-sm text-slate-600">{historyHeading.intro}</p>
      <div id={`${id}-panel`} hidden={!open}>
        {open && (
          <Suspense fallback={loading}>
            <RevisionHistoryPanel {...props} loading={loading} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
