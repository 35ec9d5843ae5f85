/**
 * The logic of the owner's list of articles ('Kelola Artikel'), kept out of the island so it can
 * be tested: status, paging, the line above the list, and the toasts of withdraw and restore.
 */
import type { AdminArticleRow } from '../../lib/articles/admin-list';
import type { SaveResult } from '../../lib/articles/write-article';
import {
  articleNotFoundText,
  keyMissingTitle,
  saveFailedDescription,
  wrongKeyMessage,
  type EditorMessage,
  type ToastText,
} from '../shared/messages';

/** Rows per page of the list: a few screens on a phone, and one small request. */
export const adminPageSize = 20;

export type ArticleStatus = 'Terbit' | 'Ditarik';

export const articleStatus = (row: Pick<AdminArticleRow, 'withdrawn_at'>): ArticleStatus =>
  row.withdrawn_at ? 'Ditarik' : 'Terbit';

export function pageCount(total: number, pageSize = adminPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

const count = (n: number) => n.toLocaleString('id-ID');

/** The line above the list: how many articles, which page, or that none matched. */
export function listSummary(total: number, page: number, search: string): string {
  if (total === 0) {
    return search.trim()
      ? `Tidak ada artikel dengan judul yang memuat "${search.trim()}".`
      : 'Belum ada artikel.';
  }
  const articles = `${count(total)} artikel${search.trim() ? ` cocok dengan "${search.trim()}"` : ''}`;
  return `${articles} · halaman ${count(page)} dari ${count(pageCount(total))}`;
}

/** Withdraw and restore need the key; this says so and points to its field. */
export const actionKeyMissing: EditorMessage = {
  title: keyMissingTitle,
  description: 'Masukkan kunci publikasi untuk menarik atau menerbitkan lagi artikel.',
  field: 'publishKey',
};

export function statusChangedToast(title: string, withdrawn: boolean): ToastText {
  return withdrawn
    ? { title: 'Artikel Ditarik', description: `"${title}" tidak lagi tampil di situs.` }
    : { title: 'Artikel Diterbitkan Lagi', description: `"${title}" tampil lagi di situs.` };
}

/** The toast for a refused or failed withdraw (`withdrawn`) or restore. */
export function statusChangeFailure(
  reason: Extract<SaveResult, { ok: false }>['reason'],
  withdrawn: boolean,
): EditorMessage {
  const title = withdrawn ? 'Gagal Menarik Artikel' : 'Gagal Menerbitkan Lagi';
  switch (reason) {
    case 'not-authorized':
      return wrongKeyMessage;
    case 'not-found':
      return { title, description: articleNotFoundText };
    default:
      return { title, description: saveFailedDescription };
  }
}
