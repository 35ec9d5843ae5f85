import { useEffect, useRef } from 'react';
import Spinner from '../../components/Spinner';
import type { AdminArticleRow } from '../../lib/articles/admin-list';

export interface WithdrawDialogProps {
  /** The article to confirm withdrawing; the dialog is open while there is one. */
  article: AdminArticleRow | null;
  /** Withdrawing is under way: the confirm button waits, Escape does nothing. */
  busy: boolean;
  onConfirm: (article: AdminArticleRow) => void;
  /** It has closed: by 'Batal', by Escape, or because `article` became null. */
  onClose: () => void;
}

/**
 * Asks before an article is withdrawn: a modal `<dialog>`, so focus moves into it (to 'Batal'),
 * stays there, and Escape cancels, as browsers do for every modal dialog.
 */
export default function WithdrawDialog({ article, busy, onConfirm, onClose }: WithdrawDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (article && !dialog.open) dialog.showModal();
    if (!article && dialog.open) dialog.close();
  }, [article]);

  return (
    <dialog
      ref={ref}
      aria-labelledby="tarik-artikel-judul"
      aria-describedby="tarik-artikel-keterangan"
      onClose={onClose}
      onCancel={(event) => {
        if (busy) event.preventDefault();
      }}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-slate-800 shadow-xl backdrop:bg-slate-900/60"
    >
      {article && (
        <>
          <h2 id="tarik-artikel-judul" className="text-xl font-bold text-slate-900">
            Tarik artikel “{article.title}”?
          </h2>
          <p id="tarik-artikel-keterangan" className="mt-3 text-slate-700">
            Artikel ini tidak akan tampil lagi di blog, kategorinya, RSS, dan peta situs setelah
            situs dibangun ulang; alamatnya akan mengarah ke halaman Blog. Artikel tidak dihapus:
            Anda dapat menerbitkannya lagi kapan saja dengan tanggal terbit yang sama.
          </p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              className="btn-outline py-2 text-brand-700"
              onClick={() => {
                if (!busy) ref.current?.close();
              }}
            >
              Batal
            </button>
            <button
              type="button"
              className="btn bg-red-700 py-2 text-white hover:bg-red-800 aria-disabled:cursor-wait"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) onConfirm(article);
              }}
            >
              {busy ? (
                <>
                  <Spinner />
                  Menyimpan...
                </>
              ) : (
                'Tarik Artikel'
              )}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}
