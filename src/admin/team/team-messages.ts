/** What the owner is told when adding or revoking a key did not work, by why it did not. */
import { wrongKeyMessage, type ToastText } from '../shared/messages';
import type { TeamRefusal } from './team-api';

export const duplicateNameText = 'Nama ini sudah dipakai kunci lain yang aktif.';

export const lastOwnerText =
  'Kunci pemilik terakhir tidak dapat dicabut: tanpa kunci pemilik, tim tidak dapat dikelola lagi.';

export const notOwnerToast: ToastText = {
  title: 'Bukan Kunci Pemilik',
  description: 'Hanya pemilik yang dapat mengelola tim.',
};

const keyRefused = (reason: TeamRefusal): ToastText | null =>
  reason === 'wrong-key' ? wrongKeyMessage : reason === 'not-owner' ? notOwnerToast : null;

/** Adding a writer failed: a message on the name field, or a toast. */
export function addFailure(reason: TeamRefusal): { field: string } | { toast: ToastText } {
  if (reason === 'duplicate') return { field: duplicateNameText };
  if (reason === 'bad-name')
    return { field: 'Nama ini tidak dapat dipakai: isi 1 sampai 60 karakter.' };
  return {
    toast: keyRefused(reason) ?? {
      title: 'Kunci Belum Dibuat',
      description:
        'Periksa koneksi internet Anda, lalu coba lagi; nama yang diketik masih ada. Bila nama ' +
        'itu sudah muncul di tabel, kuncinya tidak sempat tampil: cabut kunci itu, lalu buat lagi.',
    },
  };
}

/** Revoking a key failed: what the toast says. */
export function revokeFailure(reason: TeamRefusal): ToastText {
  const refused = keyRefused(reason);
  if (refused) return refused;
  if (reason === 'last-owner') return { title: 'Kunci Tidak Dicabut', description: lastOwnerText };
  if (reason === 'not-found') {
    return { title: 'Kunci Tidak Ditemukan', description: 'Kunci ini sudah tidak ada di tim.' };
  }
  return {
    title: 'Kunci Belum Dicabut',
    description: 'Periksa koneksi internet Anda, lalu coba lagi.',
  };
}
