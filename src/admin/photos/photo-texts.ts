/** What the owner reads about a photo from the phone: picking, sending, and what went wrong. */
export const photoTexts = {
  hint: 'Pilih foto dari galeri. Foto diperkecil dan lokasi di dalamnya dihapus sebelum dikirim.',
  preparing: 'Menyiapkan gambar…',
  progressLabel: 'Mengunggah gambar',
  retrying: 'Koneksi terputus, mencoba mengirim lagi…',
  failedTitle: 'Gagal Mengunggah Gambar',
  networkFailed:
    'Koneksi internet terputus. Gambar sudah disiapkan; tekan Coba Lagi saat sinyal kembali. Isi formulir tidak hilang.',
  refusedByServer: 'Server menolak gambar ini',
  retry: 'Coba Lagi',
  unreadable: 'Gambar ini tidak bisa disiapkan. Pilih foto lain dari galeri.',
  notConfigured:
    'Server belum diatur untuk situs ini (PUBLIC_SUPABASE_URL), jadi gambar tidak dapat diunggah.',
  keyMissing: {
    description: 'Isi kunci publikasi dulu, lalu pilih gambarnya lagi.',
  },
  /** 'Gambar Tersimpan': the images already uploaded. */
  savedTitle: 'Gambar Tersimpan',
  savedEmpty: 'Belum ada gambar yang diunggah.',
  savedLoading: 'Memuat gambar…',
  /** Without the key the bucket shows nothing, so the dialog cannot tell what is stored. */
  savedNeedsKey:
    'Gambar yang sudah diunggah hanya dapat dilihat dengan kunci publikasi. Isi Kunci ' +
    'Publikasi di akhir formulir, lalu buka Gambar Tersimpan lagi.',
  savedFailed:
    'Daftar gambar belum dapat dimuat. Periksa koneksi dan kunci publikasi, lalu coba lagi.',
  useAsThumbnail: 'Pakai sebagai thumbnail',
  insertInContent: 'Sisipkan ke konten',
  close: 'Tutup',
} as const;
