/** What 'Tim Penulis' says: one place for its texts, so the page and its tests agree. */
import { formatArticleDate } from '../../lib/article-date';

export type TeamRole = 'pemilik' | 'penulis';

export const teamTexts = {
  keyNeeded: 'Masukkan kunci publikasi pemilik untuk melihat dan mengelola tim.',
  loading: 'Memuat tim…',
  notOwner: 'Hanya pemilik yang dapat mengelola tim.',
  failed: 'Daftar tim belum dapat dimuat. Periksa koneksi internet Anda, lalu coba lagi.',
  retry: 'Coba Lagi',
  caption: 'Tim Penulis',
  neverUsed: 'Belum pernah',
  active: 'Aktif',
  revoke: 'Cabut Kunci',
  addHeading: 'Tambah Penulis',
  addIntro:
    'Setiap penulis mendapat kuncinya sendiri. Kunci penulis dapat menerbitkan dan mengubah ' +
    'artikel, tetapi tidak dapat mengelola tim.',
  nameLabel: 'Nama',
  nameHint: 'Nama orang yang memegang kunci ini; tampil di Riwayat Perubahan.',
  create: 'Buat Kunci',
  creating: 'Membuat kunci…',
  newKeyLabel: 'Kunci baru',
  copy: 'Salin',
  copied: 'Tersalin',
  done: 'Selesai',
} as const;

export const roleLabel: Record<TeamRole, string> = { pemilik: 'Pemilik', penulis: 'Penulis' };

/** A key's role as the page names it; an unknown one as the database wrote it. */
export const roleName = (role: string) => roleLabel[role as TeamRole] ?? role;

/** A moment (timestamptz) as a day in WIB: '28 November 2026'. */
export const dayOf = (timestamp: string) => formatArticleDate(timestamp);

/** A calendar day already counted in WIB ('2026-11-28', last_used_on) as the page writes it. */
export const dayOfDate = (day: string) => formatArticleDate(`${day}T12:00:00+07:00`);

export const lastUsedText = (day: string | null) => (day ? dayOfDate(day) : teamTexts.neverUsed);

export const revokedText = (timestamp: string) => `Dicabut ${dayOf(timestamp)}`;

export const confirmTitle = (name: string) => `Cabut kunci ${name}?`;

export const confirmText =
  'Kunci ini langsung ditolak di mana pun, juga di ponsel yang sedang membuka editor. ' +
  'Artikel dan perubahan yang sudah ditulis dengan kunci ini tetap ada.';

export const newKeyNote = (name: string) =>
  `Kunci ini hanya ditampilkan sekali. Berikan langsung kepada ${name}, misalnya lewat pesan ` +
  'pribadi, dan jangan dibagikan ke grup.';

export const copyFailedText =
  'Kunci belum dapat disalin otomatis. Kunci sudah dipilih: salin secara manual ' +
  '(tekan lama, lalu pilih Salin).';

export const revokedToast = (name: string) => ({
  title: 'Kunci Dicabut',
  description: `Kunci ${name} langsung ditolak mulai sekarang.`,
});

export const addedToast = (name: string) => ({
  title: 'Kunci Dibuat',
  description: `Kunci untuk ${name} sudah dibuat. Salin dan berikan kepadanya.`,
});

/** The status line over the table: '3 kunci aktif, 1 dicabut.' */
export function teamSummary(keys: readonly { revoked_at: string | null }[]): string {
  const revoked = keys.filter((key) => key.revoked_at).length;
  const active = keys.length - revoked;
  return revoked ? `${active} kunci aktif, ${revoked} dicabut.` : `${active} kunci aktif.`;
}
