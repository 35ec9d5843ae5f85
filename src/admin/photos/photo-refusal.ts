/** Why a picked file cannot go in, in the words the owner reads. */
export type RefusalReason = 'heic' | 'pdf' | 'unreadable' | 'not-image';

export const refusalMessages: Record<RefusalReason, string> = {
  heic: 'Foto ini berformat HEIC, yang belum bisa dibaca browser ini. Ambil tangkapan layar (screenshot) foto itu lalu unggah tangkapan layarnya, atau ubah format foto di pengaturan kamera ke JPEG ("Paling kompatibel").',
  pdf: 'File ini PDF, bukan gambar. Pilih foto dari galeri (JPEG, PNG atau WebP).',
  unreadable:
    'Gambar ini tidak bisa dibaca: filenya rusak atau terpotong. Pilih lagi dari galeri, atau kirim ulang fotonya ke ponsel ini lalu coba lagi.',
  'not-image':
    'File ini bukan gambar yang bisa dibaca. Pilih foto dari galeri (JPEG, PNG atau WebP).',
};

/** A file refused before anything was sent. */
export class PhotoRefused extends Error {
  constructor(readonly reason: RefusalReason) {
    super(refusalMessages[reason]);
    this.name = 'PhotoRefused';
  }
}
