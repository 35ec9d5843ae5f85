/**
 * What the edit page says of 'Riwayat Perubahan' before the owner opens it, and after a version
 * was put back in the form. Loaded with the page; the rest of the history (revision-history.ts)
 * loads when it is opened.
 */
export const historyHeading = {
  heading: 'Riwayat Perubahan',
  intro: 'Setiap kali perubahan disimpan, versi sebelumnya disimpan di sini dan dapat dipulihkan.',
  loading: 'Memuat riwayat perubahan…',
} as const;

/** The toast after 'Pulihkan Versi Ini' has put a version in the form (nothing saved yet). */
export const versionLoadedToast = {
  title: 'Versi Dimuat',
  description: 'Periksa isinya, lalu tekan Simpan Perubahan untuk memulihkannya.',
} as const;
