/** What 'Sinonim Pencarian' says: one place for its texts, so the page and its tests agree. */
import type { ToastText } from '../shared/messages';

export const synonymsTexts = {
  keyNeeded: 'Masukkan kunci publikasi untuk melihat dan mengubah sinonim pencarian.',
  loading: 'Memuat sinonim…',
  loaded: (groups: number) => `${groups} kelompok sinonim.`,
  failed: 'Daftar sinonim belum dapat dimuat. Periksa koneksi internet Anda, lalu coba lagi.',
  retry: 'Coba Lagi',
  label: 'Daftar Sinonim',
  hint: 'Satu kelompok per baris; pisahkan kata dengan koma. Huruf besar dan kecil sama saja.',
  save: 'Simpan Sinonim',
  saving: 'Menyimpan…',
  conflict:
    'Daftar sinonim baru saja disimpan orang lain, jadi daftar Anda belum disimpan. Teks Anda ' +
    'masih ada di kolom. Daftar mereka ada di bawah ini: salin yang perlu ke kolom Anda, lalu ' +
    'simpan lagi, atau muat daftar mereka ke kolom.',
  conflictFailed:
    'Daftar sinonim baru saja disimpan orang lain, jadi daftar Anda belum disimpan. Teks Anda ' +
    'masih ada di kolom. Daftar mereka belum dapat dimuat: periksa koneksi internet Anda, lalu ' +
    'coba lagi.',
  theirsLabel: 'Daftar yang tersimpan sekarang',
  loadTheirs: 'Muat Daftar Terbaru',
  confirmTitle: 'Ganti teks Anda dengan daftar terbaru?',
  confirmText:
    'Perubahan yang Anda ketik di kolom Daftar Sinonim akan hilang dan diganti dengan daftar ' +
    'yang tersimpan sekarang.',
  confirm: 'Ganti',
  confirming: 'Mengganti…',
} as const;

/** Lines that hold a group: what the status line counts. */
export const groupCount = (lines: string) => lines.split('\n').filter((l) => l.trim()).length;

export const savedToast: ToastText = {
  title: 'Sinonim Tersimpan',
  description: 'Daftar baru langsung berlaku untuk setiap pencarian di blog.',
};

export const saveFailedToast: ToastText = {
  title: 'Sinonim Belum Tersimpan',
  description: 'Periksa koneksi internet Anda, lalu coba lagi. Teks Anda masih ada di kolom.',
};
