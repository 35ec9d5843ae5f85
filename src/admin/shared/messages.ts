/** Texts the owner's pages share: the list of articles and the editor say these alike. */
import type { FormField } from '../../lib/article-fields';

/** A field the editor can point the owner to: an article field or the publishing key. */
export type EditorField = FormField['name'] | 'publishKey';

/** A toast that explains a problem; `field` is where the owner can fix it (focused, marked). */
export interface EditorMessage {
  title: string;
  description: string;
  field?: EditorField;
  /** The write did not reach the database or was not answered: the same can be sent again. */
  resend?: boolean;
}

export interface ToastText {
  title: string;
  description: string;
}

/** Said wherever a write is refused for the key: the editor and the list of articles. */
export const wrongKeyMessage: EditorMessage = {
  title: 'Kunci Publikasi Salah',
  description: 'Kunci publikasi tidak dikenali. Periksa kembali kunci Anda.',
  field: 'publishKey',
};

export const keyMissingTitle = 'Kunci Publikasi Diperlukan';

/** The text of the page, and of the save refused, when there is no article at that slug. */
export const articleNotFoundText = 'Artikel tidak ditemukan.';

/** A write failed for a reason the owner cannot fix (the network, the server). */
export const saveFailedDescription = 'Terjadi kesalahan saat menyimpan artikel.';
