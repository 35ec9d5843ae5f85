import { useEffect, useRef } from 'react';
import Spinner from '../../components/Spinner';

export interface ConfirmDialogProps<T> {
  /** What to confirm the action on; the dialog is open while there is one. */
  subject: T | null;
  /** Prefix of the ids that name and describe the dialog. */
  id: string;
  title: (subject: T) => string;
  text: string;
  /** The confirming button, and what it says while the action is under way. */
  confirmLabel: string;
  busyLabel: string;
  /** The action is under way: the confirm button waits, Escape and 'Batal' do nothing. */
  busy: boolean;
  onConfirm: (subject: T) => void;
  /** It has closed: by 'Batal', by Escape, or because `subject` became null. */
  onClose: () => void;
}

/**
 * Asks before an action the owner cannot take back lightly ('Tarik Artikel', 'Cabut Kunci'): a
 * modal `<dialog>`, so focus moves into it (to 'Batal'), stays there, and Escape cancels, as
 * browsers do for every modal dialog.
 */
export default function ConfirmDialog<T>({
  subject,
  id,
  title,
  text,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps<T>) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (subject && !dialog.open) dialog.showModal();
    if (!subject && dialog.open) dialog.close();
  }, [subject]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-judul`}
      aria-describedby={`${id}-keterangan`}
      onClose={onClose}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-slate-800 shadow-xl backdrop:bg-slate-900/60"
    >
      {subject && (
        <>
          <h2
            id={`${id}-judul`}
            className="text-xl font-bold text-slate-900 [overflow-wrap:anywhere]"
          >
            {title(subject)}
          </h2>
          <p id={`${id}-keterangan`} className="mt-3 text-slate-700">
            {text}
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              className="btn-outline min-h-11 py-2 text-brand-700"
              onClick={() => {
                if (!busy) ref.current?.close();
              }}
            >
              Batal
            </button>
            <button
              type="button"
              className="btn min-h-11 bg-red-700 py-2 text-white hover:bg-red-800 aria-disabled:cursor-wait"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onConfirm(subject);
              }}
            >
              {busy ? (
                <>
                  <Spinner />
                  {busyLabel}
                </>
              ) : (
                confirmLabel
              )}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
