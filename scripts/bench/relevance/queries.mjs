// @ts-check
// bench:relevance's queries, typed as workers and their families type on a phone (slang, slips,
// missing spaces, question words, a last word half typed), each judged by reading articles.mjs,
// before any search engine ran: 3 the answer, 2 very useful, 1 related, every other article 0.
// `dev` and `dev2` are for trying changes. `heldout` was written apart from them to judge the
// goal; once it had been run on four versions of the search it became a third set for trying
// changes (docs/decisions.md). `heldout2` was written later, apart from the others and before any
// engine ran on it: the goal is judged on it.

/** @typedef {{ query: string, grades: Readonly<Record<string, 1 | 2 | 3>> }} JudgedQuery */

/** @type {JudgedQuery[]} */
export const dev = [
  {
    query: 'bikin paspor gmn',
    grades: { 'cara-membuat-paspor-calon-pmi': 3, 'daftar-dokumen-wajib-sebelum-berangkat': 1 },
  },
  {
    query: 'paspor ilang di hongkong',
    grades: { 'paspor-hilang-di-luar-negeri': 3, 'majikan-menahan-paspor': 1 },
  },
  { query: 'pasport hilang', grades: { 'paspor-hilang-di-luar-negeri': 3 } },
  {
    query: 'paspor di tahan agency',
    grades: { 'majikan-menahan-paspor': 3, 'paspor-hilang-di-luar-negeri': 1 },
  },
  {
    query: 'paspor mau habis di taiwan',
    grades: { 'perpanjang-paspor-di-taiwan': 3, 'layanan-kdei-taipei': 2 },
  },
  { query: 'arc ilang', grades: { 'arc-hilang-atau-rusak': 3, 'mengenal-arc-taiwan': 1 } },
  { query: 'fungsi arc taiwan', grades: { 'mengenal-arc-taiwan': 3, 'arc-hilang-atau-rusak': 1 } },
  {
    query: 'perpanjang arc',
    grades: {
      'perpanjangan-arc-dan-izin-kerja': 3,
      'mengenal-arc-taiwan': 1,
      'memperpanjang-kontrak-kerja': 1,
    },
  },
  {
    query: 'syarat eps topik',
    grades: {
      'syarat-daftar-eps-topik-korea': 3,
      'tips-lulus-ujian-eps-topik': 1,
      'tahapan-setelah-lulus-eps-topik': 1,
    },
  },
  {
    query: 'daftar kerja ke korea',
    grades: {
      'syarat-daftar-eps-topik-korea': 3,
      'tahapan-setelah-lulus-eps-topik': 2,
      'tips-lulus-ujian-eps-topik': 1,
    },
  },
  {
    query: 'soal ujian bahasa korea',
    grades: { 'tips-lulus-ujian-eps-topik': 3, 'syarat-daftar-eps-topik-korea': 1 },
  },
  {
    query: 'lulus eps kapan berangkat',
    grades: { 'tahapan-setelah-lulus-eps-topik': 3, 'tips-lulus-ujian-eps-topik': 1 },
  },
  {
    query: 'gaji tkw hongkong',
    grades: { 'gaji-minimum-prt-hong-kong': 3, 'potongan-agensi-hong-kong': 1 },
  },
  {
    query: 'gaji pabrik taiwan',
    grades: {
      'gaji-minimum-pmi-taiwan': 3,
      'kabar-kenaikan-upah-minimum-taiwan': 2,
      'menghitung-upah-lembur-pabrik-taiwan': 1,
    },
  },
  {
    query: 'gaji caregiver berapa',
    grades: { 'gaji-minimum-pmi-taiwan': 3, 'kabar-kenaikan-upah-minimum-taiwan': 2 },
  },
  {
    query: 'hitung lembur',
    grades: { 'menghitung-upah-lembur-pabrik-taiwan': 3, 'potongan-gaji-di-korea': 1 },
  },
  {
    query: 'lembur dobel',
    grades: { 'menghitung-upah-lembur-pabrik-taiwan': 3, 'cuti-tahunan-dan-libur-di-taiwan': 1 },
  },
  {
    query: 'gaji tidak dibayar majikan',
    grades: {
      'gaji-tidak-dibayar-cara-melapor': 3,
      'hotline-1955-taiwan': 2,
      'kekerasan-majikan-ke-mana-mengadu': 1,
    },
  },
  {
    query: 'gaji telat 3 bulan',
    grades: { 'gaji-tidak-dibayar-cara-melapor': 3, 'hotline-1955-taiwan': 1 },
  },
  {
    query: 'bmi hongkong tidak digaji',
    grades: { 'gaji-tidak-dibayar-cara-melapor': 3, 'gaji-minimum-prt-hong-kong': 2 },
  },
  { query: 'potongan gaji di korea', grades: { 'potongan-gaji-di-korea': 3 } },
  {
    query: 'biaya agensi kemahalan',
    grades: {
      'overcharging-biaya-agensi-berlebihan': 3,
      'biaya-penempatan-pmi-resmi': 2,
      'potongan-agensi-hong-kong': 2,
    },
  },
  {
    query: 'overcharging',
    grades: {
      'overcharging-biaya-agensi-berlebihan': 3,
      'biaya-penempatan-pmi-resmi': 1,
      'potongan-agensi-hong-kong': 1,
    },
  },
  {
    query: 'agensi resmi atau tidak',
    grades: {
      'memilih-agensi-p3mi-resmi': 3,
      'waspada-calo-perekrut-ilegal': 1,
      'penipuan-lowongan-kerja-luar-negeri-online': 1,
    },
  },
  {
    query: 'calo tki',
    grades: {
      'waspada-calo-perekrut-ilegal': 3,
      'memilih-agensi-p3mi-resmi': 1,
      'penipuan-lowongan-kerja-luar-negeri-online': 1,
    },
  },
  {
    query: 'potongan agen hongkong',
    grades: { 'potongan-agensi-hong-kong': 3, 'overcharging-biaya-agensi-berlebihan': 2 },
  },
  {
    query: 'kirim duit ke indonesia',
    grades: { 'cara-mengirim-uang-ke-indonesia': 3, 'membandingkan-biaya-kurs-remitansi': 2 },
  },
  {
    query: 'kurs paling bagus',
    grades: { 'membandingkan-biaya-kurs-remitansi': 3, 'cara-mengirim-uang-ke-indonesia': 1 },
  },
  { query: 'transferan blm masuk', grades: { 'kiriman-uang-belum-sampai': 3 } },
  {
    query: 'uang kiriman habis',
    grades: { 'keluarga-mengelola-uang-kiriman': 3, 'tips-menabung-dari-gaji-pmi': 1 },
  },
  {
    query: 'cara nabung',
    grades: { 'tips-menabung-dari-gaji-pmi': 3, 'keluarga-mengelola-uang-kiriman': 1 },
  },
  {
    query: 'modal usaha pulang',
    grades: {
      'menyiapkan-modal-usaha-sebelum-pulang': 3,
      'pulang-kampung-setelah-kontrak-selesai': 1,
    },
  },
  {
    query: 'dipukul majikan',
    grades: {
      'kekerasan-majikan-ke-mana-mengadu': 3,
      'hotline-1955-taiwan': 1,
      'pelecehan-seksual-di-tempat-kerja': 1,
    },
  },
  { query: 'nomor 1955', grades: { 'hotline-1955-taiwan': 3 } },
  {
    query: 'lapor bp2mi',
    grades: {
      'cara-pengaduan-bp2mi': 3,
      'kekerasan-majikan-ke-mana-mengadu': 1,
      'gaji-tidak-dibayar-cara-melapor': 1,
    },
  },
  {
    query: 'pelecehan majikan',
    grades: { 'pelecehan-seksual-di-tempat-kerja': 3, 'kekerasan-majikan-ke-mana-mengadu': 2 },
  },
  { query: 'kdei taipei', grades: { 'layanan-kdei-taipei': 3, 'perpanjang-paspor-di-taiwan': 2 } },
  {
    query: 'asuransi kesehatan taiwan',
    grades: { 'asuransi-kesehatan-nhi-taiwan': 3, 'pemeriksaan-kesehatan-berkala-taiwan': 1 },
  },
  { query: 'sakit di hongkong siapa bayar', grades: { 'sakit-di-hong-kong-biaya-berobat': 3 } },
  {
    query: 'medical check up',
    grades: { 'medical-check-up-sebelum-berangkat': 3, 'pemeriksaan-kesehatan-berkala-taiwan': 2 },
  },
  {
    query: 'medikal',
    grades: { 'medical-check-up-sebelum-berangkat': 3, 'pemeriksaan-kesehatan-berkala-taiwan': 2 },
  },
  {
    query: 'cek kesehatan berkala',
    grades: { 'pemeriksaan-kesehatan-berkala-taiwan': 3, 'medical-check-up-sebelum-berangkat': 1 },
  },
  {
    query: 'klaim bpjs',
    grades: { 'bpjs-ketenagakerjaan-pmi': 3, 'kecelakaan-kerja-di-luar-negeri': 1 },
  },
  {
    query: 'kecelakaan kerja',
    grades: { 'kecelakaan-kerja-di-luar-negeri': 3, 'bpjs-ketenagakerjaan-pmi': 2 },
  },
  {
    query: 'bawa powerbank di pesawat',
    grades: { 'aturan-membawa-power-bank-di-pesawat': 3, 'batas-bagasi-dan-barang-terlarang': 2 },
  },
  {
    query: 'bagasi berapa kg',
    grades: { 'batas-bagasi-dan-barang-terlarang': 3, 'tips-tiket-pesawat-pulang-murah': 1 },
  },
  {
    query: 'tiket pulang murah',
    grades: { 'tips-tiket-pesawat-pulang-murah': 3, 'batas-bagasi-dan-barang-terlarang': 1 },
  },
  {
    query: 'perpanjang kontrak',
    grades: { 'memperpanjang-kontrak-kerja': 3, 'perpanjangan-arc-dan-izin-kerja': 2 },
  },
  {
    query: 'pindah majika',
    grades: { 'pindah-majikan-di-taiwan': 3, 'perpanjangan-arc-dan-izin-kerja': 1 },
  },
  {
    query: 'tidak dikasih libur',
    grades: { 'hak-hari-libur-prt-hong-kong': 3, 'cuti-tahunan-dan-libur-di-taiwan': 3 },
  },
  { query: 'libur minggu hongkong', grades: { 'hak-hari-libur-prt-hong-kong': 3 } },
  {
    query: 'cuti tahunan taiwan',
    grades: { 'cuti-tahunan-dan-libur-di-taiwan': 3, 'hak-hari-libur-prt-hong-kong': 1 },
  },
  {
    query: 'kangen keluarga',
    grades: { 'mengatasi-rindu-keluarga-di-perantauan': 3, 'stres-kerja-dan-kesehatan-mental': 1 },
  },
  {
    query: 'stress kerja',
    grades: { 'stres-kerja-dan-kesehatan-mental': 3, 'mengatasi-rindu-keluarga-di-perantauan': 1 },
  },
  {
    query: 'kesehata mental',
    grades: { 'stres-kerja-dan-kesehatan-mental': 3, 'mengatasi-rindu-keluarga-di-perantauan': 1 },
  },
  {
    query: 'depresi di perantauan',
    grades: { 'stres-kerja-dan-kesehatan-mental': 3, 'mengatasi-rindu-keluarga-di-perantauan': 2 },
  },
  {
    query: 'loker luar negeri penipuan',
    grades: { 'penipuan-lowongan-kerja-luar-negeri-online': 3, 'waspada-calo-perekrut-ilegal': 1 },
  },
  { query: 'pinjol', grades: { 'waspada-pinjaman-online-dan-penipuan': 3 } },
  { query: 'investasi bodong', grades: { 'waspada-pinjaman-online-dan-penipuan': 3 } },
  {
    query: 'dokumen buat berangkat',
    grades: { 'daftar-dokumen-wajib-sebelum-berangkat': 3, 'cara-membuat-paspor-calon-pmi': 1 },
  },
  {
    query: 'pulang kampung selesai kontrak',
    grades: {
      'pulang-kampung-setelah-kontrak-selesai': 3,
      'menyiapkan-modal-usaha-sebelum-pulang': 1,
      'tips-tiket-pesawat-pulang-murah': 1,
    },
  },
  {
    query: 'opp bp2mi',
    grades: { 'orientasi-pra-pemberangkatan-opp': 3, 'cara-pengaduan-bp2mi': 1 },
  },
  {
    query: 'kenaikan gaji taiwan',
    grades: { 'kabar-kenaikan-upah-minimum-taiwan': 3, 'gaji-minimum-pmi-taiwan': 2 },
  },
];

/**
 * A second set for trying changes, written when `dev` was saturated (s@3 98.4 %): 70 new queries
 * in the same style, judged before any engine ran on them. It shares no query with `dev`.
 * @type {JudgedQuery[]}
 */
export const dev2 = [
  {
    query: 'cara urus paspor baru',
    grades: {
      'cara-membuat-paspor-calon-pmi': 3,
      'paspor-hilang-di-luar-negeri': 1,
      'perpanjang-paspor-di-taiwan': 1,
    },
  },
  { query: 'pasfor dicuri', grades: { 'paspor-hilang-di-luar-negeri': 3 } },
  {
    query: 'majikan simpen paspor saya',
    grades: { 'majikan-menahan-paspor': 3, 'paspor-hilang-di-luar-negeri': 1 },
  },
  {
    query: 'ganti paspor di kdei',
    grades: { 'perpanjang-paspor-di-taiwan': 3, 'layanan-kdei-taipei': 2 },
  },
  {
    query: 'biaya bikin paspor brp',
    grades: { 'cara-membuat-paspor-calon-pmi': 3, 'biaya-penempatan-pmi-resmi': 1 },
  },
  {
    query: 'kartu arc patah',
    grades: { 'arc-hilang-atau-rusak': 3, 'mengenal-arc-taiwan': 1 },
  },
  {
    query: 'arc mau expired',
    grades: { 'perpanjangan-arc-dan-izin-kerja': 3, 'mengenal-arc-taiwan': 1 },
  },
  { query: 'overstay taiwan denda', grades: { 'perpanjangan-arc-dan-izin-kerja': 3 } },
  {
    query: 'umur maksimal eps korea',
    grades: { 'syarat-daftar-eps-topik-korea': 3 },
  },
  {
    query: 'belajar hangeul',
    grades: { 'tips-lulus-ujian-eps-topik': 3 },
  },
  {
    query: 'job roster korea lama',
    grades: { 'tahapan-setelah-lulus-eps-topik': 3 },
  },
  { query: 'visa e9 korea', grades: { 'tahapan-setelah-lulus-eps-topik': 3 } },
  {
    query: 'gaji perawat lansia taiwan',
    grades: { 'gaji-minimum-pmi-taiwan': 3, 'kabar-kenaikan-upah-minimum-taiwan': 2 },
  },
  { query: 'gaji prt hk sekarang', grades: { 'gaji-minimum-prt-hong-kong': 3 } },
  { query: 'uang makan hongkong', grades: { 'gaji-minimum-prt-hong-kong': 3 } },
  {
    query: 'gaji dipotong agen gimana',
    grades: {
      'potongan-agensi-hong-kong': 3,
      'gaji-tidak-dibayar-cara-melapor': 3,
      'overcharging-biaya-agensi-berlebihan': 2,
    },
  },
  {
    query: 'lembur ga dibayar',
    grades: {
      'menghitung-upah-lembur-pabrik-taiwan': 3,
      'gaji-tidak-dibayar-cara-melapor': 1,
      'hotline-1955-taiwan': 1,
    },
  },
  {
    query: 'lembur hari minggu',
    grades: {
      'menghitung-upah-lembur-pabrik-taiwan': 3,
      'cuti-tahunan-dan-libur-di-taiwan': 2,
    },
  },
  { query: 'slip gaji korea potongan pajak', grades: { 'potongan-gaji-di-korea': 3 } },
  {
    query: 'pesangon korea cair',
    grades: { 'potongan-gaji-di-korea': 3, 'pulang-kampung-setelah-kontrak-selesai': 1 },
  },
  {
    query: 'gaji ditahan majikan sampe pulang',
    grades: { 'gaji-tidak-dibayar-cara-melapor': 3 },
  },
  { query: 'underpayment hk', grades: { 'gaji-minimum-prt-hong-kong': 3 } },
  {
    query: 'biaya penempatan resmi brp',
    grades: { 'biaya-penempatan-pmi-resmi': 3, 'overcharging-biaya-agensi-berlebihan': 1 },
  },
  {
    query: 'agen minta duit banyak',
    grades: {
      'overcharging-biaya-agensi-berlebihan': 3,
      'biaya-penempatan-pmi-resmi': 2,
      'memilih-agensi-p3mi-resmi': 1,
    },
  },
  { query: 'cek pt resmi', grades: { 'memilih-agensi-p3mi-resmi': 3 } },
  {
    query: 'sponsor nawarin kerja cepet',
    grades: {
      'waspada-calo-perekrut-ilegal': 3,
      'penipuan-lowongan-kerja-luar-negeri-online': 2,
    },
  },
  { query: 'tki ilegal', grades: { 'waspada-calo-perekrut-ilegal': 3 } },
  {
    query: 'transfer uang ke kampung',
    grades: { 'cara-mengirim-uang-ke-indonesia': 3, 'membandingkan-biaya-kurs-remitansi': 1 },
  },
  {
    query: 'aplikasi kirim uang murah',
    grades: { 'cara-mengirim-uang-ke-indonesia': 3, 'membandingkan-biaya-kurs-remitansi': 2 },
  },
  {
    query: 'rate hkd ke rupiah',
    grades: { 'membandingkan-biaya-kurs-remitansi': 3, 'cara-mengirim-uang-ke-indonesia': 1 },
  },
  { query: 'uang blm nyampe', grades: { 'kiriman-uang-belum-sampai': 3 } },
  { query: 'salah nomor rekening transfer', grades: { 'kiriman-uang-belum-sampai': 3 } },
  {
    query: 'suami boros uang kiriman',
    grades: { 'keluarga-mengelola-uang-kiriman': 3 },
  },
  {
    query: 'nabung gaji tiap bulan',
    grades: { 'tips-menabung-dari-gaji-pmi': 3, 'keluarga-mengelola-uang-kiriman': 1 },
  },
  {
    query: 'usaha apa setelah pulang',
    grades: {
      'menyiapkan-modal-usaha-sebelum-pulang': 3,
      'pulang-kampung-setelah-kontrak-selesai': 1,
    },
  },
  { query: 'disiksa majikan', grades: { 'kekerasan-majikan-ke-mana-mengadu': 3 } },
  {
    query: 'majikan suka marah marah',
    grades: { 'kekerasan-majikan-ke-mana-mengadu': 3, 'stres-kerja-dan-kesehatan-mental': 2 },
  },
  { query: 'nomer pengaduan taiwan', grades: { 'hotline-1955-taiwan': 3 } },
  { query: 'ngadu ke bp2mi lewat wa', grades: { 'cara-pengaduan-bp2mi': 3 } },
  { query: 'keluarga hilang kontak tkw', grades: { 'cara-pengaduan-bp2mi': 3 } },
  {
    query: 'majikan laki2 suka pegang',
    grades: { 'pelecehan-seksual-di-tempat-kerja': 3 },
  },
  { query: 'kbri taiwan', grades: { 'layanan-kdei-taipei': 3 } },
  { query: 'kartu nhi', grades: { 'asuransi-kesehatan-nhi-taiwan': 3 } },
  {
    query: 'berobat di taiwan bayar brp',
    grades: { 'asuransi-kesehatan-nhi-taiwan': 3 },
  },
  {
    query: 'rawat inap hongkong siapa tanggung',
    grades: { 'sakit-di-hong-kong-biaya-berobat': 3 },
  },
  { query: 'tes hamil medical', grades: { 'medical-check-up-sebelum-berangkat': 3 } },
  { query: 'hasil medical unfit', grades: { 'medical-check-up-sebelum-berangkat': 3 } },
  {
    query: 'rontgen tbc taiwan',
    grades: {
      'pemeriksaan-kesehatan-berkala-taiwan': 3,
      'medical-check-up-sebelum-berangkat': 1,
    },
  },
  { query: 'jht bpjs', grades: { 'bpjs-ketenagakerjaan-pmi': 3 } },
  {
    query: 'jatuh pas kerja',
    grades: { 'kecelakaan-kerja-di-luar-negeri': 3, 'bpjs-ketenagakerjaan-pmi': 1 },
  },
  {
    query: 'kecelakan kerja klaim',
    grades: { 'kecelakaan-kerja-di-luar-negeri': 3, 'bpjs-ketenagakerjaan-pmi': 2 },
  },
  {
    query: 'power bank masuk bagasi',
    grades: {
      'aturan-membawa-power-bank-di-pesawat': 3,
      'batas-bagasi-dan-barang-terlarang': 2,
    },
  },
  {
    query: 'oleh oleh kena pajak',
    grades: { 'batas-bagasi-dan-barang-terlarang': 3 },
  },
  { query: 'tiket lebaran mahal', grades: { 'tips-tiket-pesawat-pulang-murah': 3 } },
  {
    query: 'finish kontrak mau lanjut',
    grades: {
      'memperpanjang-kontrak-kerja': 3,
      'pulang-kampung-setelah-kontrak-selesai': 1,
    },
  },
  { query: 'ganti majikan taiwan', grades: { 'pindah-majikan-di-taiwan': 3 } },
  {
    query: 'kabur dari majikan',
    grades: { 'pindah-majikan-di-taiwan': 3, 'kekerasan-majikan-ke-mana-mengadu': 1 },
  },
  {
    query: 'libur cuma sebulan sekali',
    grades: { 'hak-hari-libur-prt-hong-kong': 3, 'cuti-tahunan-dan-libur-di-taiwan': 3 },
  },
  { query: 'kangen anak', grades: { 'mengatasi-rindu-keluarga-di-perantauan': 3 } },
  {
    query: 'susah tidur banyak pikiran',
    grades: {
      'stres-kerja-dan-kesehatan-mental': 3,
      'mengatasi-rindu-keluarga-di-perantauan': 1,
    },
  },
  {
    query: 'lowongan fb gaji gede',
    grades: { 'penipuan-lowongan-kerja-luar-negeri-online': 3 },
  },
  { query: 'ditagih pinjol', grades: { 'waspada-pinjaman-online-dan-penipuan': 3 } },
  {
    query: 'pacar online minta uang',
    grades: { 'waspada-pinjaman-online-dan-penipuan': 3 },
  },
  { query: 'surat izin suami', grades: { 'daftar-dokumen-wajib-sebelum-berangkat': 3 } },
  {
    query: 'skck buat kerja luar negri',
    grades: {
      'daftar-dokumen-wajib-sebelum-berangkat': 3,
      'biaya-penempatan-pmi-resmi': 1,
    },
  },
  { query: 'materi opp', grades: { 'orientasi-pra-pemberangkatan-opp': 3 } },
  {
    query: 'umr taiwan naik',
    grades: { 'kabar-kenaikan-upah-minimum-taiwan': 3, 'gaji-minimum-pmi-taiwan': 3 },
  },
  {
    query: 'abis kontrak hak apa aja',
    grades: {
      'pulang-kampung-setelah-kontrak-selesai': 3,
      'memperpanjang-kontrak-kerja': 1,
    },
  },
  {
    query: 'asuransi keseh',
    grades: {
      'asuransi-kesehatan-nhi-taiwan': 3,
      'sakit-di-hong-kong-biaya-berobat': 2,
      'bpjs-ketenagakerjaan-pmi': 1,
    },
  },
  {
    query: 'kirim uang ke indo',
    grades: { 'cara-mengirim-uang-ke-indonesia': 3, 'membandingkan-biaya-kurs-remitansi': 1 },
  },
];

/** @type {JudgedQuery[]} */
export const heldout = [
  {
    query: 'syarat bikin paspor buat tkw',
    grades: { 'cara-membuat-paspor-calon-pmi': 3, 'daftar-dokumen-wajib-sebelum-berangkat': 2 },
  },
  { query: 'paspor hilang gimana', grades: { 'paspor-hilang-di-luar-negeri': 3 } },
  {
    query: 'pasport abis masa berlaku di taiwan',
    grades: { 'perpanjang-paspor-di-taiwan': 3, 'layanan-kdei-taipei': 2 },
  },
  { query: 'majikan simpan paspor saya boleh ga', grades: { 'majikan-menahan-paspor': 3 } },
  { query: 'ganti arc rusak', grades: { 'arc-hilang-atau-rusak': 3, 'mengenal-arc-taiwan': 1 } },
  { query: 'kartu arc itu apa', grades: { 'mengenal-arc-taiwan': 3, 'arc-hilang-atau-rusak': 1 } },
  {
    query: 'arc habis kontrak baru',
    grades: {
      'perpanjangan-arc-dan-izin-kerja': 3,
      'memperpanjang-kontrak-kerja': 2,
      'mengenal-arc-taiwan': 1,
    },
  },
  {
    query: 'umur berapa bisa ikut eps korea',
    grades: { 'syarat-daftar-eps-topik-korea': 3, 'tahapan-setelah-lulus-eps-topik': 1 },
  },
  {
    query: 'belajar hangeul eps',
    grades: { 'tips-lulus-ujian-eps-topik': 3, 'syarat-daftar-eps-topik-korea': 1 },
  },
  { query: 'job roster korea', grades: { 'tahapan-setelah-lulus-eps-topik': 3 } },
  { query: 'gaji bmi hongkong', grades: { 'gaji-minimum-prt-hong-kong': 3 } },
  {
    query: 'tkw ke taiwan gaji berapa',
    grades: { 'gaji-minimum-pmi-taiwan': 3, 'kabar-kenaikan-upah-minimum-taiwan': 2 },
  },
  {
    query: 'upah minimum taiwan naik',
    grades: { 'kabar-kenaikan-upah-minimum-taiwan': 3, 'gaji-minimum-pmi-taiwan': 3 },
  },
  {
    query: 'lembur dibayar berapa taiwan',
    grades: { 'menghitung-upah-lembur-pabrik-taiwan': 3, 'gaji-minimum-pmi-taiwan': 1 },
  },
  {
    query: 'lembur dobel hari libur',
    grades: { 'menghitung-upah-lembur-pabrik-taiwan': 3, 'cuti-tahunan-dan-libur-di-taiwan': 2 },
  },
  {
    query: 'majikan tdk bayar gaji',
    grades: {
      'gaji-tidak-dibayar-cara-melapor': 3,
      'hotline-1955-taiwan': 2,
      'kekerasan-majikan-ke-mana-mengadu': 1,
    },
  },
  {
    query: 'pesangon korea pulang',
    grades: { 'potongan-gaji-di-korea': 3, 'pulang-kampung-setelah-kontrak-selesai': 2 },
  },
  {
    query: 'biaya penempatan tki resmi',
    grades: { 'biaya-penempatan-pmi-resmi': 3, 'overcharging-biaya-agensi-berlebihan': 2 },
  },
  {
    query: 'agency minta duit banyak',
    grades: {
      'overcharging-biaya-agensi-berlebihan': 3,
      'biaya-penempatan-pmi-resmi': 2,
      'potongan-agensi-hong-kong': 1,
    },
  },
  {
    query: 'cek pt resmi di bp2mi',
    grades: {
      'memilih-agensi-p3mi-resmi': 3,
      'waspada-calo-perekrut-ilegal': 1,
      'penipuan-lowongan-kerja-luar-negeri-online': 1,
    },
  },
  {
    query: 'sponsor kampung ilegal',
    grades: { 'waspada-calo-perekrut-ilegal': 3, 'memilih-agensi-p3mi-resmi': 1 },
  },
  {
    query: 'visa turis buat kerja',
    grades: { 'waspada-calo-perekrut-ilegal': 3, 'penipuan-lowongan-kerja-luar-negeri-online': 2 },
  },
  {
    query: 'gaji dipotong agen 7 bulan',
    grades: { 'potongan-agensi-hong-kong': 3, 'overcharging-biaya-agensi-berlebihan': 2 },
  },
  {
    query: 'kirim uang ke kampung aman',
    grades: { 'cara-mengirim-uang-ke-indonesia': 3, 'membandingkan-biaya-kurs-remitansi': 1 },
  },
  {
    query: 'kirimuang',
    grades: { 'cara-mengirim-uang-ke-indonesia': 3, 'membandingkan-biaya-kurs-remitansi': 2 },
  },
  {
    query: 'remitansi mana yg murah',
    grades: { 'membandingkan-biaya-kurs-remitansi': 3, 'cara-mengirim-uang-ke-indonesia': 2 },
  },
  {
    query: 'uang kiriman tidak sampai',
    grades: { 'kiriman-uang-belum-sampai': 3, 'cara-mengirim-uang-ke-indonesia': 1 },
  },
  {
    query: 'suami habiskan uang kiriman',
    grades: { 'keluarga-mengelola-uang-kiriman': 3, 'tips-menabung-dari-gaji-pmi': 1 },
  },
  {
    query: 'menabung gaji tkw',
    grades: { 'tips-menabung-dari-gaji-pmi': 3, 'keluarga-mengelola-uang-kiriman': 1 },
  },
  {
    query: 'usaha setelah pulang dari luar negeri',
    grades: {
      'menyiapkan-modal-usaha-sebelum-pulang': 3,
      'pulang-kampung-setelah-kontrak-selesai': 2,
    },
  },
  {
    query: 'dipukul majikan harus bagaimana',
    grades: {
      'kekerasan-majikan-ke-mana-mengadu': 3,
      'hotline-1955-taiwan': 1,
      'cara-pengaduan-bp2mi': 1,
    },
  },
  {
    query: 'hotline pengaduan taiwan',
    grades: { 'hotline-1955-taiwan': 3, 'kekerasan-majikan-ke-mana-mengadu': 1 },
  },
  {
    query: 'pengadua bp2mi',
    grades: { 'cara-pengaduan-bp2mi': 3, 'kekerasan-majikan-ke-mana-mengadu': 1 },
  },
  {
    query: 'diganggu anak majikan',
    grades: { 'pelecehan-seksual-di-tempat-kerja': 3, 'kekerasan-majikan-ke-mana-mengadu': 1 },
  },
  { query: 'kantor kdei', grades: { 'layanan-kdei-taipei': 3, 'perpanjang-paspor-di-taiwan': 1 } },
  { query: 'kartu nhi', grades: { 'asuransi-kesehatan-nhi-taiwan': 3 } },
  {
    query: 'asuransi kesehata taiwan',
    grades: { 'asuransi-kesehatan-nhi-taiwan': 3, 'pemeriksaan-kesehatan-berkala-taiwan': 1 },
  },
  { query: 'berobat di hongkong gratis ga', grades: { 'sakit-di-hong-kong-biaya-berobat': 3 } },
  {
    query: 'biaya medical check up calon tki',
    grades: { 'medical-check-up-sebelum-berangkat': 3, 'biaya-penempatan-pmi-resmi': 1 },
  },
  {
    query: 'rontgen tbc taiwan',
    grades: { 'pemeriksaan-kesehatan-berkala-taiwan': 3, 'medical-check-up-sebelum-berangkat': 1 },
  },
  { query: 'jaminan kematian bpjs pmi', grades: { 'bpjs-ketenagakerjaan-pmi': 3 } },
  {
    query: 'pmi meninggal santunan',
    grades: { 'bpjs-ketenagakerjaan-pmi': 3, 'kecelakaan-kerja-di-luar-negeri': 2 },
  },
  {
    query: 'luka waktu kerja di pabrik',
    grades: { 'kecelakaan-kerja-di-luar-negeri': 3, 'bpjs-ketenagakerjaan-pmi': 1 },
  },
  {
    query: 'power bank masuk bagasi',
    grades: { 'aturan-membawa-power-bank-di-pesawat': 3, 'batas-bagasi-dan-barang-terlarang': 2 },
  },
  {
    query: 'barang dilarang dibawa pulang',
    grades: { 'batas-bagasi-dan-barang-terlarang': 3, 'aturan-membawa-power-bank-di-pesawat': 1 },
  },
  { query: 'beli tiket lebaran', grades: { 'tips-tiket-pesawat-pulang-murah': 3 } },
  {
    query: 'perpanjanga kontrak',
    grades: { 'memperpanjang-kontrak-kerja': 3, 'perpanjangan-arc-dan-izin-kerja': 2 },
  },
  {
    query: 'ganti majikan taiwan',
    grades: { 'pindah-majikan-di-taiwan': 3, 'perpanjangan-arc-dan-izin-kerja': 1 },
  },
  {
    query: 'uang pindah majikan mahal',
    grades: { 'pindah-majikan-di-taiwan': 3, 'overcharging-biaya-agensi-berlebihan': 1 },
  },
  { query: 'hari libur prt hongkong', grades: { 'hak-hari-libur-prt-hong-kong': 3 } },
  {
    query: 'kerja tanpa libur di taiwan',
    grades: {
      'cuti-tahunan-dan-libur-di-taiwan': 3,
      'hak-hari-libur-prt-hong-kong': 1,
      'hotline-1955-taiwan': 1,
    },
  },
  { query: 'kangen anak di rumah', grades: { 'mengatasi-rindu-keluarga-di-perantauan': 3 } },
  {
    query: 'stres sama majikan',
    grades: { 'stres-kerja-dan-kesehatan-mental': 3, 'kekerasan-majikan-ke-mana-mengadu': 1 },
  },
  {
    query: 'majika marah terus',
    grades: { 'stres-kerja-dan-kesehatan-mental': 3, 'kekerasan-majikan-ke-mana-mengadu': 2 },
  },
  {
    query: 'susah tidur sedih terus',
    grades: { 'stres-kerja-dan-kesehatan-mental': 3, 'mengatasi-rindu-keluarga-di-perantauan': 2 },
  },
  {
    query: 'lowongan kerja di facebook asli ga',
    grades: { 'penipuan-lowongan-kerja-luar-negeri-online': 3 },
  },
  { query: 'pacar online minta uang', grades: { 'waspada-pinjaman-online-dan-penipuan': 3 } },
  {
    query: 'surat izin suami buat berangkat',
    grades: { 'daftar-dokumen-wajib-sebelum-berangkat': 3 },
  },
  {
    query: 'kontrak habis pulang hak apa saja',
    grades: { 'pulang-kampung-setelah-kontrak-selesai': 3, 'memperpanjang-kontrak-kerja': 1 },
  },
  {
    query: 'pelatihan sebelum berangkat',
    grades: { 'orientasi-pra-pemberangkatan-opp': 3, 'tahapan-setelah-lulus-eps-topik': 1 },
  },
];

/** @type {JudgedQuery[]} */
export const heldout2 = [
  {
    query: 'antri paspor online',
    grades: {
      'cara-membuat-paspor-calon-pmi': 3,
      'layanan-kdei-taipei': 1,
      'perpanjang-paspor-di-taiwan': 1,
    },
  },
  {
    query: 'nama ktp beda sama akta',
    grades: { 'cara-membuat-paspor-calon-pmi': 3, 'daftar-dokumen-wajib-sebelum-berangkat': 2 },
  },
  {
    query: 'splp itu apa',
    grades: { 'paspor-hilang-di-luar-negeri': 3, 'layanan-kdei-taipei': 1 },
  },
  {
    query: 'renew pasport taiwan',
    grades: { 'perpanjang-paspor-di-taiwan': 3, 'layanan-kdei-taipei': 2 },
  },
  {
    query: 'agensi gak mau balikin paspor',
    grades: {
      'majikan-menahan-paspor': 3,
      'paspor-hilang-di-luar-negeri': 1,
      'hotline-1955-taiwan': 1,
    },
  },
  {
    query: 'arc dicuri bagaimana ngurusnya',
    grades: { 'arc-hilang-atau-rusak': 3, 'mengenal-arc-taiwan': 1 },
  },
  {
    query: 'kenapa arc ga bisa diperpanjang',
    grades: {
      'perpanjangan-arc-dan-izin-kerja': 3,
      'perpanjang-paspor-di-taiwan': 2,
      'mengenal-arc-taiwan': 1,
    },
  },
  { query: 'tato boleh daftar korea ga', grades: { 'syarat-daftar-eps-topik-korea': 3 } },
  {
    query: 'les bahasa korea',
    grades: { 'tips-lulus-ujian-eps-topik': 3, 'syarat-daftar-eps-topik-korea': 1 },
  },
  {
    query: 'udah lulus eps nunggu lama bgt',
    grades: { 'tahapan-setelah-lulus-eps-topik': 3, 'tips-lulus-ujian-eps-topik': 1 },
  },
  {
    query: 'potongan gaji taiwan apa aja',
    grades: { 'gaji-minimum-pmi-taiwan': 3, 'asuransi-kesehatan-nhi-taiwan': 1 },
  },
  { query: 'minimum wage hk', grades: { 'gaji-minimum-prt-hong-kong': 3 } },
  {
    query: 'majikan suruh tanda tangan gaji lebih',
    grades: { 'gaji-minimum-prt-hong-kong': 3, 'gaji-tidak-dibayar-cara-melapor': 2 },
  },
  { query: 'jam lembur maksimal sebulan', grades: { 'menghitung-upah-lembur-pabrik-taiwan': 3 } },
  {
    query: 'bos blm gajian 2 bulan',
    grades: { 'gaji-tidak-dibayar-cara-melapor': 3, 'hotline-1955-taiwan': 1 },
  },
  {
    query: 'majkan potong gaji seenaknya',
    grades: {
      'gaji-tidak-dibayar-cara-melapor': 3,
      'gaji-minimum-pmi-taiwan': 1,
      'hotline-1955-taiwan': 1,
    },
  },
  {
    query: 'klaim asurasi pulang korea',
    grades: { 'potongan-gaji-di-korea': 3, 'pulang-kampung-setelah-kontrak-selesai': 1 },
  },
  {
    query: 'zero cost pmi',
    grades: { 'biaya-penempatan-pmi-resmi': 3, 'overcharging-biaya-agensi-berlebihan': 1 },
  },
  {
    query: 'disuruh pinjam ke koperasi sama pt',
    grades: {
      'overcharging-biaya-agensi-berlebihan': 3,
      'potongan-agensi-hong-kong': 1,
      'biaya-penempatan-pmi-resmi': 1,
    },
  },
  {
    query: 'job order asli ato palsu',
    grades: { 'memilih-agensi-p3mi-resmi': 3, 'penipuan-lowongan-kerja-luar-negeri-online': 1 },
  },
  {
    query: 'ijazah asli dibawa sponsor',
    grades: { 'waspada-calo-perekrut-ilegal': 3, 'daftar-dokumen-wajib-sebelum-berangkat': 1 },
  },
  {
    query: 'biaya agen hongkong maksimal berapa',
    grades: {
      'potongan-agensi-hong-kong': 3,
      'overcharging-biaya-agensi-berlebihan': 2,
      'gaji-minimum-prt-hong-kong': 1,
    },
  },
  {
    query: 'titip duit ke temen pulang aman ga',
    grades: { 'cara-mengirim-uang-ke-indonesia': 3, 'kiriman-uang-belum-sampai': 1 },
  },
  {
    query: 'kirim tiap minggu atau sebulan sekali',
    grades: { 'membandingkan-biaya-kurs-remitansi': 3 },
  },
  {
    query: 'ongkos transfer ke indo paling mur',
    grades: { 'membandingkan-biaya-kurs-remitansi': 3, 'cara-mengirim-uang-ke-indonesia': 2 },
  },
  { query: 'duit udh dikirim keluarga blm terima', grades: { 'kiriman-uang-belum-sampai': 3 } },
  {
    query: 'wa ngaku adik minta transfer',
    grades: { 'kiriman-uang-belum-sampai': 3, 'waspada-pinjaman-online-dan-penipuan': 1 },
  },
  {
    query: 'saudara pinjam uang terus',
    grades: { 'keluarga-mengelola-uang-kiriman': 3, 'tips-menabung-dari-gaji-pmi': 1 },
  },
  {
    query: 'gaji cepet abis tiap bulan',
    grades: { 'tips-menabung-dari-gaji-pmi': 3, 'keluarga-mengelola-uang-kiriman': 1 },
  },
  {
    query: 'mau buka warung abis pulang',
    grades: {
      'menyiapkan-modal-usaha-sebelum-pulang': 3,
      'pulang-kampung-setelah-kontrak-selesai': 1,
    },
  },
  {
    query: 'dikurung di rumah majik',
    grades: { 'kekerasan-majikan-ke-mana-mengadu': 3, 'majikan-menahan-paspor': 1 },
  },
  { query: 'hotline 1955 rahasia ga', grades: { 'hotline-1955-taiwan': 3 } },
  {
    query: 'keluarga mau ngadu tkw bermasalah',
    grades: {
      'cara-pengaduan-bp2mi': 3,
      'kekerasan-majikan-ke-mana-mengadu': 1,
      'gaji-tidak-dibayar-cara-melapor': 1,
    },
  },
  { query: 'majikan ngintip pas mandi', grades: { 'pelecehan-seksual-di-tempat-kerja': 3 } },
  {
    query: 'kdei buka hari minggu ga',
    grades: { 'layanan-kdei-taipei': 3, 'perpanjang-paspor-di-taiwan': 2 },
  },
  {
    query: 'sakit ga boleh ke dokter sm majikan',
    grades: { 'asuransi-kesehatan-nhi-taiwan': 3, 'sakit-di-hong-kong-biaya-berobat': 1 },
  },
  {
    query: 'cuti sakit hongkong dibayar ga',
    grades: { 'sakit-di-hong-kong-biaya-berobat': 3, 'hak-hari-libur-prt-hong-kong': 1 },
  },
  {
    query: 'medcek tkw periksa apa aja',
    grades: { 'medical-check-up-sebelum-berangkat': 3, 'pemeriksaan-kesehatan-berkala-taiwan': 1 },
  },
  {
    query: 'medikal bulan ke 18',
    grades: { 'pemeriksaan-kesehatan-berkala-taiwan': 3, 'medical-check-up-sebelum-berangkat': 1 },
  },
  {
    query: 'bpjs tki cair gmn',
    grades: { 'bpjs-ketenagakerjaan-pmi': 3, 'kecelakaan-kerja-di-luar-negeri': 1 },
  },
  {
    query: 'tangan kena mesin pabrik',
    grades: { 'kecelakaan-kerja-di-luar-negeri': 3, 'bpjs-ketenagakerjaan-pmi': 1 },
  },
  {
    query: 'powerbank 20000 mah boleh',
    grades: { 'aturan-membawa-power-bank-di-pesawat': 3, 'batas-bagasi-dan-barang-terlarang': 1 },
  },
  {
    query: 'vape boleh dibawa ke pesawat',
    grades: { 'aturan-membawa-power-bank-di-pesawat': 3, 'batas-bagasi-dan-barang-terlarang': 1 },
  },
  { query: 'bawa buah dari taiwan boleh ga', grades: { 'batas-bagasi-dan-barang-terlarang': 3 } },
  { query: 'tiket pesawat palsu di fb', grades: { 'tips-tiket-pesawat-pulang-murah': 3 } },
  {
    query: 'tiket pulang ditanggung majikan ga',
    grades: {
      'tips-tiket-pesawat-pulang-murah': 3,
      'pulang-kampung-setelah-kontrak-selesai': 3,
      'memperpanjang-kontrak-kerja': 1,
    },
  },
  { query: 'lanjut kontrak tanpa lewat agency', grades: { 'memperpanjang-kontrak-kerja': 3 } },
  { query: 'akong meninggal cari majikan baru', grades: { 'pindah-majikan-di-taiwan': 3 } },
  { query: 'pabrik bangkrut di taiwan', grades: { 'pindah-majikan-di-taiwan': 3 } },
  { query: 'statutory holiday hk', grades: { 'hak-hari-libur-prt-hong-kong': 3 } },
  {
    query: 'cuti tahunan prt hongk',
    grades: { 'hak-hari-libur-prt-hong-kong': 3, 'cuti-tahunan-dan-libur-di-taiwan': 1 },
  },
  {
    query: 'caregiver ga libur dibayar ga',
    grades: {
      'cuti-tahunan-dan-libur-di-taiwan': 3,
      'gaji-minimum-pmi-taiwan': 2,
      'hak-hari-libur-prt-hong-kong': 1,
    },
  },
  {
    query: 'homesick',
    grades: { 'mengatasi-rindu-keluarga-di-perantauan': 3, 'stres-kerja-dan-kesehatan-mental': 1 },
  },
  {
    query: 'konseling gratis buat bmi',
    grades: {
      'stres-kerja-dan-kesehatan-mental': 3,
      'mengatasi-rindu-keluarga-di-perantauan': 1,
      'pelecehan-seksual-di-tempat-kerja': 1,
    },
  },
  {
    query: 'disuruh transfer biaya visa loker',
    grades: { 'penipuan-lowongan-kerja-luar-negeri-online': 3 },
  },
  {
    query: 'kerja scam online kamboja',
    grades: { 'penipuan-lowongan-kerja-luar-negeri-online': 3 },
  },
  {
    query: 'diajak investasi sama temen',
    grades: {
      'waspada-pinjaman-online-dan-penipuan': 3,
      'tips-menabung-dari-gaji-pmi': 1,
      'menyiapkan-modal-usaha-sebelum-pulang': 1,
    },
  },
  {
    query: 'berkas apa aja buat jadi tkw',
    grades: { 'daftar-dokumen-wajib-sebelum-berangkat': 3, 'cara-membuat-paspor-calon-pmi': 1 },
  },
  {
    query: 'pulang sampe bandara dibantu siapa',
    grades: { 'pulang-kampung-setelah-kontrak-selesai': 3 },
  },
  {
    query: 'pembekalan akhir pemberangka',
    grades: { 'orientasi-pra-pemberangkatan-opp': 3, 'tahapan-setelah-lulus-eps-topik': 1 },
  },
];

/** The sets by name, as `--set` names them. */
export const querySets = { dev, dev2, heldout, heldout2 };
