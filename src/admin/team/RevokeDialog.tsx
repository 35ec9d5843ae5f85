import { useEffect, useRef } from 'react';
import Spinner from '../../components/Spinner';
import type { TeamKey } from './team-api';
import { confirmText, confirmTitle } from './team-texts';

export interface RevokeDialogProps {
  /** The key to confirm revoking; the dialog is open while there is one. */
  teamKey: TeamKey | null;
  /** Revoking is under way: the confirm button waits, Escape does nothing. */
  busy: boolean;
  onConfirm: (teamKey: TeamKey) => void;
  /** It has closed: by 'Batal', by Escape, or because `teamKey` became null. */
  onClose: () => void;
}

/**
 * Asks before a key is revoked: a modal `<dialog>` (as 'Tarik Artikel' asks), so focus moves
 * into it, stays there, and Escape cancels.
 */
export default function RevokeDialog({ teamKey, busy, onConfirm, onClose }: RevokeDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (teamKey && !dialog.open) dialog.showModal();
    if (!teamKey && dialog.open) dialog.close();
  }, [teamKey]);

  return (
    <dialog
      ref={ref}
      aria-labelledby="cabut-kunci-judul"
      aria-describedby="cabut-kunci-keterangan"
      onClose={onClose}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-slate-800 shadow-xl backdrop:bg-slate-900/60"
    >
      {teamKey && (
        <>
          <h2
            id="cabut-kunci-judul"
            className="text-xl font-bold text-slate-900 [overflow-wrap:anywhere]"
          >
            {confirmTitle(teamKey.name)}
          </h2>
          <p id="cabut-kunci-keterangan" className="mt-3 text-slate-700">
            {confirmText}
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
                if (!busy) onConfirm(teamKey);
              }}
            >
              {busy ? (
                <>
                  <Spinner />
                  Mencabut...
                </>
              ) : (
                'Cabut'
              )}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
