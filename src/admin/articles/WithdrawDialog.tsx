import type { AdminArticleRow } from '../../lib/articles/admin-list';
import ConfirmDialog from '../shared/ConfirmDialog';

export interface WithdrawDialogProps {
  /** The article to confirm withdrawing; the dialog is open while there is one. */
  article: AdminArticleRow | null;
  /** Withdrawing is under way: the confirm button waits, Escape does nothing. */
  busy: boolean;
  onConfirm: (article: AdminArticleRow) => void;
  /** It has closed: by 'Batal', by Escape, or because `article` became null. */
  onClose: () => void;
}

/** Asks before an article is withdrawn. */
export default function WithdrawDialog({ article, ...props }: WithdrawDialogProps) {
  return (
    <ConfirmDialog
      subject={article}
      id="tarik-artikel"
      title={(row) => `Tarik artikel “${row.title}”?`}
      text={
        'Artikel ini tidak akan tampil lagi di blog, kategorinya, RSS, dan peta situs setelah ' +
        'situs dibangun ulang; alamatnya akan mengarah ke halaman Blog. Artikel tidak dihapus: ' +
        'Anda dapat menerbitkannya lagi kapan saja dengan tanggal terbit yang sama.'
      }
      confirmLabel="Tarik Artikel"
      busyLabel="Menyimpan..."
      {...props}
    />
  );
}
