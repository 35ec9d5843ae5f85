/** Reading articles failed (the spec's 'Article list fails' / 'Article load fails'). */
export const articlesLoadFailed = {
  title: 'Gagal Memuat Artikel',
  description: 'Terjadi kesalahan saat mengambil data artikel. Coba lagi nanti.',
} as const;
