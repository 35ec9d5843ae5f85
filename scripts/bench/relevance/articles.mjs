// @ts-check
// bench:relevance's articles: written by hand, as this site's writers write, on the topics it
// covers (documents, ARC, EPS-TOPIK, wages, agency fees, remittances, abuse and complaints,
// health, tickets, contracts, leave, homesickness, savings, scams). Written and judged before
// any search engine ran on them (queries.mjs holds the judgments). Each text is short markup:
// a paragraph a line, '## ' a heading, '- ' an item of a list.

/**
 * @typedef {object} BenchArticle
 * @property {string} slug
 * @property {string} title
 * @property {string} category
 * @property {string} summary
 * @property {string} content HTML
 * @property {string} published_at
 */

const escape = (/** @type {string} */ text) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The short markup as the HTML the editor stores: <p>, <h2>, <ul><li>. */
export function markupToHtml(/** @type {string} */ text) {
  /** @type {string[]} */
  const html = [];
  /** @type {string[]} */
  let items = [];
  const closeList = () => {
    if (items.length) html.push(`<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`);
    items = [];
  };
  for (const line of text.split('\n').map((l) => l.trim())) {
    if (!line) continue;
    if (line.startsWith('- ')) {
      items.push(escape(line.slice(2)));
      continue;
    }
    closeList();
    html.push(
      line.startsWith('## ') ? `<h2>${escape(line.slice(3))}</h2>` : `<p>${escape(line)}</p>`,
    );
  }
  closeList();
  return html.join('\n');
}

/** @type {Array<[slug: string, title: string, category: string, summary: string, text: string]>} */
const WRITTEN = [
  [
    'cara-membuat-paspor-calon-pmi',
    'Cara Membuat Paspor untuk Calon PMI',
    'Dokumen',
    'Langkah membuat paspor di kantor imigrasi bagi calon pekerja migran, dari antrean online sampai wawancara.',
    `Paspor adalah dokumen pertama yang harus dimiliki calon PMI. Tanpa paspor, proses penempatan ke Taiwan, Hong Kong, Korea Selatan, atau negara lain tidak bisa berjalan. Banyak calon pekerja migran masih bingung karena prosedurnya berbeda dengan pembuatan paspor untuk wisata.
## Dokumen yang perlu disiapkan
- KTP elektronik yang masih berlaku
- Kartu Keluarga
- Akta kelahiran, ijazah, atau surat nikah yang memuat nama, tempat dan tanggal lahir
- Surat rekomendasi paspor dari Dinas Tenaga Kerja kabupaten atau kota
- Bukti pendaftaran di SISKOP2MI bila berangkat lewat agensi resmi
Surat rekomendasi dari Disnaker ini penting. Petugas imigrasi akan menanyakan tujuan Anda, dan calon PMI yang mengaku berangkat wisata padahal akan bekerja bisa ditolak atau paspornya ditahan.
## Langkah demi langkah
Pertama, ambil nomor antrean lewat aplikasi M-Paspor. Pilih kantor imigrasi terdekat dan tanggal yang tersedia. Kedua, bayar biaya paspor di bank atau kantor pos sesuai kode pembayaran yang diberikan aplikasi. Paspor biasa 48 halaman biayanya Rp350.000, sedangkan paspor elektronik Rp650.000.
Ketiga, datang ke kantor imigrasi pada hari yang dipilih dengan membawa semua dokumen asli dan fotokopinya. Anda akan difoto, diambil sidik jari, dan diwawancarai singkat. Jawablah dengan jujur bahwa Anda akan bekerja di luar negeri dan sebutkan negara tujuan.
Keempat, paspor biasanya jadi dalam empat hari kerja. Simpan bukti pengambilan dengan baik.
## Kesalahan yang sering terjadi
Nama di KTP, Kartu Keluarga, dan akta kelahiran berbeda ejaan. Perbedaan satu huruf saja bisa membuat permohonan paspor ditunda. Perbaiki dulu data kependudukan di Dukcapil sebelum mengajukan paspor.
Jangan menyerahkan pembuatan paspor kepada calo. Biaya resmi sudah jelas dan bisa dibayar sendiri. Sponsor yang meminta uang jutaan rupiah untuk "mengurus paspor" patut dicurigai.`,
  ],
  [
    'paspor-hilang-di-luar-negeri',
    'Paspor Hilang di Luar Negeri: Langkah yang Harus Diambil',
    'Dokumen',
    'Kehilangan paspor saat bekerja di luar negeri bisa diurus: lapor polisi, lalu ajukan SPLP atau paspor baru ke perwakilan RI.',
    `Kehilangan paspor di negara penempatan membuat banyak PMI panik. Tanpa paspor Anda tidak bisa pulang, memperpanjang izin tinggal, atau pindah majikan. Tenang, paspor yang hilang bisa diganti asal Anda mengikuti langkah yang benar.
## Segera lapor ke polisi setempat
Datangi kantor polisi terdekat dan minta surat keterangan kehilangan. Di Hong Kong, laporan dibuat di kantor polisi distrik. Di Taiwan, laporan bisa dibuat di kantor polisi dan juga di kantor imigrasi (NIA). Surat kehilangan ini wajib dilampirkan saat mengurus paspor baru.
## Datangi perwakilan Indonesia
Di Hong Kong, paspor pengganti diurus di KJRI Hong Kong. Di Taiwan, di KDEI Taipei. Di Korea Selatan, di KBRI Seoul. Bawa dokumen berikut:
- Surat keterangan kehilangan dari polisi
- Fotokopi paspor lama bila ada, atau foto halaman identitasnya dari ponsel
- KTP atau dokumen identitas lain dari Indonesia
- Kartu izin tinggal seperti ARC atau HKID
- Surat keterangan dari majikan atau agensi
Bila Anda akan segera pulang, perwakilan RI bisa menerbitkan SPLP (Surat Perjalanan Laksana Paspor) yang berlaku untuk sekali perjalanan pulang ke Indonesia. Bila masih akan bekerja, ajukan paspor baru.
## Mengapa sebaiknya menyimpan salinan
Simpan foto halaman identitas paspor, visa, dan kartu izin tinggal di ponsel dan di email. Salinan ini mempercepat pengurusan bila paspor hilang atau dicuri. Simpan juga nomor telepon perwakilan RI di negara penempatan.
## Paspor ditahan, bukan hilang
Kadang paspor tidak hilang, tetapi disimpan oleh majikan atau agensi lalu mereka mengaku lupa di mana. Menahan paspor pekerja adalah pelanggaran. Bila ini yang terjadi, laporkan ke perwakilan RI atau ke layanan pengaduan setempat.`,
  ],
  [
    'perpanjang-paspor-di-taiwan',
    'Memperpanjang Paspor di Taiwan lewat KDEI',
    'Dokumen',
    'Paspor yang masa berlakunya hampir habis bisa diperpanjang di KDEI Taipei, tanpa harus pulang ke Indonesia.',
    `Masa berlaku paspor harus lebih panjang daripada masa kontrak kerja dan izin tinggal. Banyak PMI di Taiwan baru sadar paspornya hampir habis ketika akan memperpanjang ARC atau kontrak. Padahal penggantian paspor bisa dilakukan di Taiwan.
## Kapan harus memperpanjang
Ajukan penggantian paspor paling lambat enam bulan sebelum masa berlakunya habis. Imigrasi Taiwan tidak akan memperpanjang ARC bila paspor Anda berlaku kurang dari enam bulan.
## Syarat penggantian paspor di KDEI Taipei
- Paspor lama yang asli
- ARC yang masih berlaku
- Formulir permohonan yang diisi lengkap
- Pas foto terbaru sesuai ketentuan
- Biaya penggantian paspor dalam dolar Taiwan (NT$)
Pendaftaran bisa dilakukan secara online melalui situs KDEI, lalu Anda datang pada jadwal yang diberikan untuk foto dan sidik jari. KDEI juga membuka layanan jemput bola di beberapa kota seperti Taichung dan Kaohsiung pada hari Minggu, sehingga PMI sektor rumah tangga yang hanya libur hari Minggu tetap bisa mengurus.
## Setelah paspor baru terbit
Nomor paspor Anda akan berubah. Segera laporkan paspor baru ke agensi dan ke kantor imigrasi Taiwan agar data ARC diperbarui. Bila tidak, Anda bisa mendapat masalah saat keluar masuk Taiwan atau saat pindah majikan.
Simpan paspor lama yang sudah dibatalkan, karena di dalamnya ada visa dan cap imigrasi yang kadang masih diminta.`,
  ],
  [
    'majikan-menahan-paspor',
    'Majikan Menahan Paspor: Apakah Boleh?',
    'Perlindungan',
    'Paspor adalah milik pekerja. Majikan atau agensi yang menahannya melanggar hukum, ini yang bisa Anda lakukan.',
    `Salah satu keluhan yang paling sering kami terima: paspor disimpan oleh majikan atau agensi dan tidak dikembalikan. Alasannya macam-macam, dari "supaya tidak hilang" sampai "supaya kamu tidak kabur".
## Paspor adalah hak Anda
Di Taiwan, Hong Kong, Malaysia, Singapura, dan Korea Selatan, menahan paspor pekerja tanpa persetujuannya adalah pelanggaran hukum. Majikan boleh menyimpan paspor hanya jika Anda sendiri meminta dan bisa mengambilnya kapan saja. Di Hong Kong, menahan paspor PRT termasuk pelanggaran yang bisa dilaporkan ke polisi.
## Yang bisa dilakukan
- Minta paspor dengan sopan dan jelaskan bahwa Anda perlu untuk urusan dokumen
- Catat tanggal dan siapa yang menyimpan paspor
- Bila tetap ditolak, hubungi agensi dan minta mereka mengembalikannya
- Bila agensi ikut menahan, laporkan ke perwakilan RI (KJRI, KDEI, KBRI) atau ke hotline 1955 di Taiwan
## Mengapa penahanan paspor berbahaya
Pekerja yang paspornya ditahan sulit keluar dari situasi kerja yang buruk. Penahanan dokumen adalah salah satu tanda kerja paksa dan perdagangan orang. Bila paspor ditahan bersamaan dengan gaji tidak dibayar, tidak diberi libur, atau dilarang keluar rumah, segera cari bantuan.
Simpan selalu salinan paspor dan kontrak kerja di ponsel agar Anda tetap punya bukti identitas.`,
  ],
  [
    'mengenal-arc-taiwan',
    'Mengenal ARC, Kartu Izin Tinggal di Taiwan',
    'Dokumen',
    'ARC (Alien Resident Certificate) adalah kartu identitas PMI di Taiwan. Ini fungsinya dan cara menjaganya.',
    `Begitu tiba di Taiwan, setiap PMI wajib memiliki ARC atau Alien Resident Certificate, yang di Taiwan disebut juga kartu izin tinggal. ARC adalah kartu identitas Anda selama bekerja di Taiwan.
## Fungsi ARC
- Bukti bahwa Anda tinggal dan bekerja secara sah di Taiwan
- Syarat membuka rekening bank dan membeli nomor ponsel
- Syarat mendaftar asuransi kesehatan NHI dan berobat
- Diperlukan saat keluar dan masuk Taiwan, misalnya saat cuti pulang
## Cara mendapatkan ARC
Agensi di Taiwan biasanya mengurus ARC dalam 15 hari setelah Anda tiba. Anda perlu menjalani pemeriksaan kesehatan lebih dulu, lalu agensi mengajukan permohonan ke kantor imigrasi (NIA). Kartu ARC memuat nama, nomor, alamat tinggal, nama majikan, dan masa berlaku.
Masa berlaku ARC mengikuti masa kontrak dan izin kerja. Bila kontrak diperpanjang atau Anda pindah majikan, ARC juga harus diperbarui.
## Jaga ARC baik-baik
Bawa ARC asli setiap kali keluar rumah. Polisi di Taiwan bisa memeriksa identitas pekerja asing. ARC yang rusak, patah, atau tidak terbaca sebaiknya segera diganti.
Majikan dan agensi tidak boleh menahan ARC Anda, sama seperti paspor. Bila ARC Anda disimpan orang lain, mintalah kembali.`,
  ],
  [
    'arc-hilang-atau-rusak',
    'ARC Hilang atau Rusak: Cara Mengurus Penggantinya',
    'Dokumen',
    'Bila ARC hilang, lapor ke polisi lalu ajukan kartu pengganti ke kantor imigrasi Taiwan. Biaya dan dokumennya.',
    `ARC yang hilang harus segera diganti. Tanpa ARC, PMI di Taiwan sulit berobat dengan asuransi, mengambil uang di bank, atau pulang cuti.
## Langkah mengurus ARC yang hilang
Pertama, laporkan kehilangan ke kantor polisi terdekat dan minta surat keterangan kehilangan. Kedua, beri tahu agensi dan majikan. Ketiga, datang ke kantor imigrasi (National Immigration Agency) di kota tempat Anda bekerja.
## Dokumen yang dibawa
- Formulir permohonan penggantian ARC
- Paspor asli
- Surat kehilangan dari polisi
- Satu pas foto berwarna 2 inci
- Biaya penggantian ARC sekitar NT$500
Bila ARC rusak atau datanya berubah, misalnya alamat pindah, prosedurnya sama tetapi Anda membawa kartu lama dan tidak perlu surat polisi.
## Berapa lama?
Kartu pengganti biasanya jadi dalam 7 sampai 10 hari kerja. Selama menunggu, simpan tanda terima dari kantor imigrasi sebagai bukti bahwa ARC Anda sedang diproses.
## Agensi meminta biaya besar?
Sebagian agensi menawarkan jasa mengurus ARC yang hilang dengan biaya berlipat. Anda boleh mengurus sendiri. Petugas imigrasi di kota besar biasanya menyediakan penerjemah bahasa Indonesia pada jam tertentu.`,
  ],
  [
    'perpanjangan-arc-dan-izin-kerja',
    'Perpanjangan ARC Saat Kontrak Diperpanjang atau Pindah Majikan',
    'Dokumen',
    'Setiap kontrak baru di Taiwan butuh izin kerja dan ARC yang diperbarui. Ini urutannya agar tidak terlambat.',
    `ARC berlaku sesuai izin kerja. Ketika kontrak tiga tahun Anda akan habis dan majikan ingin memperpanjang, atau Anda pindah ke majikan baru, ARC harus diperpanjang agar Anda tetap tinggal secara sah.
## Urutan perpanjangan
- Majikan mengajukan perpanjangan izin kerja ke Kementerian Tenaga Kerja Taiwan
- Setelah izin kerja terbit, ajukan perpanjangan ARC ke kantor imigrasi
- Pastikan paspor masih berlaku lebih dari enam bulan
- Bayar biaya ARC untuk masa berlaku baru
Perpanjangan ARC harus diajukan sebelum masa berlaku lama habis. Terlambat sehari saja bisa membuat Anda dianggap tinggal melebihi izin (overstay) dan dikenai denda.
## Saat pindah majikan
Bila pindah majikan, majikan baru mengurus izin kerja baru, lalu ARC diperbarui dengan nama majikan baru. Selama proses pindah, Anda masih boleh tinggal di Taiwan dalam jangka waktu yang ditetapkan, asalkan proses dilakukan lewat jalur resmi.
## Jangan tergiur jalan pintas
Ada orang yang menawarkan "perpanjangan ARC cepat" dengan bayaran. Perpanjangan resmi hanya lewat kantor imigrasi. Bila ragu, tanyakan ke KDEI Taipei atau hotline 1955.`,
  ],
  [
    'syarat-daftar-eps-topik-korea',
    'Syarat Mendaftar EPS-TOPIK untuk Bekerja di Korea Selatan',
    'Panduan',
    'Program G to G ke Korea lewat EPS dimulai dengan ujian bahasa EPS-TOPIK. Ini syarat umur, pendidikan, dan dokumennya.',
    `Bekerja di Korea Selatan lewat program EPS (Employment Permit System) adalah salah satu jalur yang paling diminati. Program ini dilaksanakan pemerintah dengan pemerintah (G to G), sehingga biayanya rendah dan tidak melalui agensi swasta.
## Syarat pendaftar
- Usia 18 sampai 39 tahun
- Pendidikan minimal SMP, diutamakan SMA atau SMK
- Tidak buta warna, tidak bertato, dan sehat jasmani
- Tidak pernah dipidana dan tidak pernah dideportasi dari Korea
- Tinggi dan berat badan proporsional untuk sektor manufaktur
## Dokumen pendaftaran ujian
Pendaftaran dilakukan secara online lewat situs resmi BP2MI saat pengumuman dibuka. Siapkan KTP, ijazah, paspor bila sudah punya, dan pas foto. Biaya ujian EPS-TOPIK dibayar sesuai pengumuman, sekitar 24 dolar AS dalam rupiah.
## Sektor yang dibuka
Sektor manufaktur paling banyak peminatnya, disusul perikanan, pertanian dan peternakan, serta konstruksi. Setiap sektor punya kuota dan jadwal yang berbeda.
## Waspadai calo EPS
Tidak ada yang bisa menjamin kelulusan EPS-TOPIK atau menjanjikan keberangkatan cepat ke Korea dengan bayaran. Pendaftaran, pengumuman hasil, dan pemanggilan hanya diumumkan di situs resmi BP2MI.`,
  ],
  [
    'tips-lulus-ujian-eps-topik',
    'Tips Lulus Ujian Bahasa Korea EPS-TOPIK',
    'Panduan',
    'Ujian EPS-TOPIK menguji membaca dan mendengar bahasa Korea. Cara belajar yang terarah agar lolos nilai batas.',
    `Ujian EPS-TOPIK adalah gerbang utama untuk bekerja di Korea Selatan. Ujian ini berbasis komputer (CBT) dan terdiri dari 20 soal membaca dan 20 soal mendengarkan. Nilai kelulusan ditentukan dari peringkat peserta, sehingga Anda perlu belajar sungguh-sungguh.
## Mulai dari huruf Hangeul
Pelajari huruf Hangeul sampai lancar membaca. Banyak peserta gagal bukan karena kurang kosakata, tetapi karena lambat membaca soal.
## Gunakan buku resmi
HRD Korea menerbitkan buku pelajaran standar EPS-TOPIK yang bisa diunduh gratis. Soal ujian banyak diambil dari materi buku ini, terutama kosakata alat kerja, keselamatan kerja, dan kehidupan sehari-hari.
## Latihan mendengarkan
- Dengarkan rekaman dari buku setiap hari
- Latihan dengan soal tryout berbasis komputer
- Biasakan mendengar percakapan Korea dengan kecepatan normal
## Kursus bahasa Korea
Lembaga kursus bahasa Korea banyak dibuka di daerah asal PMI. Pilih lembaga yang jelas izinnya dan tidak menjanjikan kelulusan. Biaya kursus wajar, bukan puluhan juta rupiah.
## Setelah ujian
Peserta yang lulus masih harus mengikuti uji keterampilan dan medical check-up sebelum namanya masuk daftar pencari kerja yang bisa dipilih pengusaha Korea.`,
  ],
  [
    'tahapan-setelah-lulus-eps-topik',
    'Tahapan Setelah Lulus EPS-TOPIK sampai Berangkat ke Korea',
    'Panduan',
    'Lulus ujian belum berarti berangkat. Dari uji keterampilan, job roster, kontrak, sampai pelatihan pra keberangkatan.',
    `Banyak peserta mengira setelah lulus EPS-TOPIK mereka langsung berangkat ke Korea Selatan. Kenyataannya masih ada beberapa tahap dan masa tunggu yang bisa berbulan-bulan.
## Uji keterampilan dan kesehatan
Peserta yang lulus ujian bahasa mengikuti uji keterampilan sesuai sektor dan pemeriksaan kesehatan. Setelah itu data dikirim ke Korea dan masuk job roster, yaitu daftar pencari kerja.
## Menunggu dipilih pengusaha
Pengusaha Korea memilih pekerja dari job roster. Masa tunggu bisa satu sampai dua tahun. Bila tidak terpilih sampai masa berlaku habis, Anda harus mengikuti ujian lagi.
## Kontrak kerja dan visa
Bila terpilih, Anda menandatangani kontrak kerja (SLC) yang memuat gaji, jam kerja, dan jenis pekerjaan. Bacalah kontrak dengan teliti. Setelah itu visa E-9 diproses.
## Pelatihan dan keberangkatan
- Orientasi pra pemberangkatan dari BP2MI
- Pembuatan paspor bila belum punya
- Pendaftaran BPJS Ketenagakerjaan
- Pembelian tiket keberangkatan
Setibanya di Korea, pekerja mengikuti pelatihan beberapa hari sebelum dijemput perusahaan. Total biaya program G to G Korea jauh lebih rendah daripada jalur swasta ke negara lain.`,
  ],
  [
    'gaji-minimum-pmi-taiwan',
    'Gaji Minimum PMI di Taiwan Tahun Ini',
    'Keuangan',
    'Berapa gaji minimum pekerja pabrik dan perawat lansia di Taiwan, dan apa saja yang boleh dipotong.',
    `Gaji PMI di Taiwan berbeda menurut sektor. Pekerja pabrik, konstruksi, dan perikanan mengikuti upah minimum resmi Taiwan, sedangkan perawat lansia dan penata laksana rumah tangga (sektor informal) mengikuti standar gaji yang disepakati kedua pemerintah.
## Sektor formal
Pekerja pabrik berhak atas upah minimum bulanan Taiwan yang ditetapkan setiap tahun. Tahun ini upah minimum naik menjadi NT$28.590 per bulan. Upah lembur dihitung terpisah dan tidak boleh dimasukkan ke gaji pokok.
## Perawat lansia dan PRT
Gaji perawat lansia (caregiver) yang bekerja di rumah minimal NT$20.000 per bulan. Bila Anda tidak diberi libur pada hari Minggu, majikan wajib membayar upah hari libur itu.
## Potongan yang sah
- Asuransi kesehatan (NHI) dan asuransi tenaga kerja
- Biaya makan dan asrama sesuai kontrak, dengan batas tertentu
- Biaya layanan agensi Taiwan per bulan, yang jumlahnya dibatasi dan menurun setiap tahun
Potongan lain di luar kontrak, misalnya "utang" yang tidak jelas atau "tabungan wajib", tidak sah. Periksa slip gaji setiap bulan dan bandingkan dengan kontrak kerja Anda.
## Gaji dibayar ke rekening
Minta gaji ditransfer ke rekening atas nama Anda sendiri, bukan dibayar tunai atau disimpan agensi. Rekening sendiri memudahkan Anda membuktikan berapa gaji yang benar-benar diterima.`,
  ],
  [
    'gaji-minimum-prt-hong-kong',
    'Gaji Minimum Pekerja Rumah Tangga di Hong Kong',
    'Keuangan',
    'Minimum Allowable Wage untuk PRT asing di Hong Kong, tunjangan makan, dan cara memastikan gaji dibayar penuh.',
    `Pekerja rumah tangga asing di Hong Kong, termasuk PMI, dilindungi oleh ketentuan gaji minimum yang disebut Minimum Allowable Wage (MAW). Besarnya ditinjau pemerintah Hong Kong setiap tahun.
## Besar gaji dan tunjangan
Gaji minimum saat ini HK$4.990 per bulan. Bila majikan tidak menyediakan makanan, Anda berhak atas tunjangan makan minimal HK$1.236 per bulan. Angka ini berlaku untuk kontrak yang ditandatangani setelah tanggal pengumuman kenaikan.
## Bukti pembayaran
Majikan wajib memberikan slip atau tanda terima setiap kali membayar gaji. Jangan menandatangani tanda terima dengan jumlah lebih besar daripada uang yang Anda terima. Ini cara yang sering dipakai untuk menutupi gaji yang dibayar kurang (underpayment).
## Bila gaji dibayar kurang
- Catat tanggal dan jumlah gaji yang diterima setiap bulan
- Simpan foto kontrak kerja standar (ID 407)
- Hubungi Labour Department Hong Kong atau KJRI Hong Kong
- Organisasi pekerja migran di Hong Kong juga bisa membantu mendampingi
Gaji tidak boleh dipotong untuk membayar biaya agensi melebihi batas yang diizinkan hukum Hong Kong, yaitu 10 persen dari gaji bulan pertama.`,
  ],
  [
    'menghitung-upah-lembur-pabrik-taiwan',
    'Menghitung Upah Lembur di Pabrik Taiwan',
    'Keuangan',
    'Lembur di hari kerja, hari libur, dan hari raya dibayar dengan tarif berbeda. Cara menghitung dan mengecek slip gaji.',
    `Banyak PMI di pabrik Taiwan bekerja lembur hampir setiap hari. Lembur adalah hak yang dibayar, bukan kewajiban tanpa upah. Undang-undang standar ketenagakerjaan Taiwan mengatur tarifnya dengan jelas.
## Tarif lembur hari kerja
Upah per jam dihitung dari gaji bulanan dibagi 240. Dua jam lembur pertama dibayar 1,34 kali upah per jam, jam berikutnya 1,67 kali. Lembur maksimal 46 jam per bulan, kecuali ada persetujuan khusus.
## Lembur di hari libur
- Hari istirahat mingguan: dua jam pertama 1,34 kali, jam ketiga sampai kedelapan 1,67 kali, selebihnya 2,67 kali
- Hari libur nasional: dibayar dua kali lipat (dobel) gaji harian
- Bekerja di hari libur wajib atas persetujuan pekerja
## Cek slip gaji
Slip gaji harus mencantumkan jumlah jam lembur dan upahnya. Catat sendiri jam masuk dan pulang setiap hari di buku atau ponsel. Catatan pribadi ini bisa menjadi bukti bila ada selisih.
## Bila lembur tidak dibayar
Tanyakan dulu ke bagian personalia atau agensi. Bila tidak ada penyelesaian, laporkan ke hotline 1955 atau dinas tenaga kerja kota setempat. Laporan bisa disampaikan dalam bahasa Indonesia.`,
  ],
  [
    'gaji-tidak-dibayar-cara-melapor',
    'Gaji Tidak Dibayar atau Dipotong: Cara Melapor',
    'Perlindungan',
    'Gaji telat berbulan-bulan atau dipotong tanpa alasan? Kumpulkan bukti dan laporkan ke tempat yang tepat.',
    `Gaji yang tidak dibayar adalah masalah yang paling banyak diadukan PMI. Ada yang gajinya telat berbulan-bulan, ada yang dipotong untuk hal yang tidak ada di kontrak, ada juga yang gajinya ditahan majikan dengan janji dibayar saat pulang.
## Kumpulkan bukti
- Kontrak kerja dan slip gaji
- Bukti transfer atau buku tabungan
- Catatan tanggal dan jumlah gaji yang diterima
- Pesan WhatsApp atau rekaman percakapan dengan majikan atau agensi
## Ke mana melapor
Di Taiwan, hubungi hotline 1955 yang melayani dalam bahasa Indonesia dan gratis. Di Hong Kong, ajukan klaim ke Labour Department atau minta bantuan KJRI. Di Malaysia dan negara lain, hubungi KBRI atau KJRI terdekat.
Dari Indonesia, keluarga juga bisa membuat pengaduan ke BP2MI melalui pusat layanan pengaduan atau kantor UPT BP2MI di provinsi.
## Jangan menandatangani apa pun
Jangan menandatangani surat yang menyatakan gaji sudah dibayar lunas bila belum. Jangan pula menyetujui "penyelesaian" yang jauh lebih kecil daripada hak Anda tanpa berkonsultasi lebih dulu.
## Gaji ditahan sampai pulang
Majikan yang menahan gaji dengan alasan "ditabung untuk kamu" melanggar aturan. Gaji harus dibayar setiap bulan langsung kepada pekerja.`,
  ],
  [
    'potongan-gaji-di-korea',
    'Potongan Gaji di Korea: Pajak, Asuransi, dan Pesangon',
    'Keuangan',
    'Apa saja potongan di slip gaji pekerja EPS di Korea, dan asuransi mana yang bisa dicairkan saat pulang.',
    `Pekerja EPS di Korea Selatan menerima gaji sesuai upah minimum Korea, tetapi jumlah yang masuk ke rekening lebih kecil karena ada potongan wajib. Memahami potongan ini membantu Anda memeriksa slip gaji dan merencanakan tabungan.
## Potongan wajib
- Pajak penghasilan dan pajak daerah
- Asuransi kesehatan nasional
- Asuransi pensiun nasional, yang bisa dicairkan saat pulang ke Indonesia
- Asuransi ketenagakerjaan
## Empat asuransi khusus pekerja EPS
Pekerja EPS juga terdaftar dalam asuransi jaminan pesangon (yang dibayar pengusaha), asuransi jaminan kepulangan (dibayar pekerja), asuransi jaminan upah, dan asuransi kecelakaan di luar kerja. Asuransi kepulangan dan pesangon dicairkan saat Anda pulang.
## Cara klaim sebelum pulang
Ajukan klaim asuransi kepulangan, pesangon, dan pensiun beberapa minggu sebelum tanggal kepulangan. Siapkan paspor, kartu registrasi orang asing (ARC Korea), tiket pulang, dan buku rekening. Dana biasanya ditransfer ke rekening Anda di Korea atau dibayar di bandara.
## Lembur dan tunjangan
Lembur, kerja malam, dan kerja di hari libur di Korea dibayar 1,5 kali upah biasa. Periksa apakah tunjangan ini tercatat di slip gaji.`,
  ],
  [
    'biaya-penempatan-pmi-resmi',
    'Biaya Penempatan PMI: Mana yang Resmi dan Mana yang Dilarang',
    'Keuangan',
    'Rincian biaya yang boleh dibebankan kepada PMI menurut aturan BP2MI, dan biaya yang seharusnya ditanggung pemberi kerja.',
    `Sejak berlakunya Undang-Undang Nomor 18 Tahun 2017, sebagian besar biaya penempatan tidak boleh lagi dibebankan kepada pekerja migran. Namun di lapangan masih banyak calon PMI yang diminta membayar belasan sampai puluhan juta rupiah.
## Biaya yang ditanggung pemberi kerja
Untuk sepuluh jabatan seperti pengasuh, perawat lansia, penata laksana rumah tangga, juru masak, sopir keluarga, dan pekerja perkebunan, biaya tiket, visa, legalisasi kontrak, jasa agensi, dan akomodasi ditanggung pemberi kerja. Pekerja tidak boleh dipungut biaya penempatan.
## Biaya yang masih dibayar pekerja
- Pembuatan paspor
- Surat keterangan catatan kepolisian (SKCK)
- Sertifikat kompetensi kerja
- Pemeriksaan kesehatan dan psikologi bila diatur berbeda
Setiap negara penempatan punya struktur biaya sendiri yang diumumkan BP2MI. Mintalah rincian tertulis dari agensi (P3MI) dan cocokkan dengan aturan resmi.
## Tanda biaya tidak wajar
Bila agensi meminta uang tunai tanpa kuitansi, meminta Anda menandatangani surat utang, atau memotong gaji berbulan-bulan di negara tujuan untuk "biaya penempatan", itu tanda pungutan berlebih. Laporkan ke BP2MI.`,
  ],
  [
    'overcharging-biaya-agensi-berlebihan',
    'Agensi Meminta Biaya Berlebihan (Overcharging): Apa yang Bisa Dilakukan',
    'Perlindungan',
    'Overcharging adalah pungutan biaya penempatan melebihi aturan. Cara mengenalinya, mengumpulkan bukti, dan meminta uang kembali.',
    `Overcharging atau pungutan biaya berlebih masih menjadi masalah besar dalam penempatan PMI. Agensi di Indonesia, agensi di negara tujuan, atau sponsor di kampung bisa meminta uang jauh di atas biaya resmi.
## Bentuk-bentuk overcharging
- Uang "pendaftaran" atau "jaminan" yang tidak ada dalam aturan
- Potongan gaji berbulan-bulan di negara tujuan untuk melunasi biaya penempatan
- Pinjaman dari koperasi atau lembaga keuangan yang dipaksakan agensi dengan bunga tinggi
- Biaya pelatihan dan penampungan yang dilebih-lebihkan
## Kumpulkan bukti
Simpan kuitansi, bukti transfer, perjanjian utang, dan slip gaji yang menunjukkan potongan. Catat nama petugas agensi dan sponsor yang meminta uang. Pesan suara dan tangkapan layar WhatsApp juga bisa menjadi bukti.
## Mengadu dan meminta uang kembali
Pengaduan overcharging bisa disampaikan ke BP2MI, Dinas Tenaga Kerja setempat, atau perwakilan RI di negara penempatan. Agensi yang terbukti memungut biaya berlebih bisa dikenai sanksi sampai pencabutan izin, dan diwajibkan mengembalikan kelebihan biaya kepada pekerja.
Di Hong Kong, agensi hanya boleh memungut paling banyak 10 persen gaji bulan pertama. Agensi yang memungut lebih dapat dilaporkan ke Employment Agencies Administration.`,
  ],
  [
    'memilih-agensi-p3mi-resmi',
    'Cara Memilih Agensi (P3MI) Resmi dan Terdaftar',
    'Panduan',
    'Sebelum mendaftar, pastikan agensi penempatan memiliki izin resmi dan job order yang jelas. Cara mengeceknya sendiri.',
    `Memilih agensi penempatan yang tepat adalah langkah pertama agar bekerja di luar negeri aman. Agensi resmi di Indonesia disebut P3MI (Perusahaan Penempatan Pekerja Migran Indonesia) dan wajib memiliki izin dari Kementerian Ketenagakerjaan.
## Cek izin agensi
- Cari nama perusahaan di situs resmi BP2MI atau aplikasi SISKOP2MI
- Pastikan izin masih berlaku dan tidak sedang dibekukan
- Tanyakan nomor izin dan alamat kantor cabang di daerah Anda
## Pastikan job order nyata
Agensi resmi memiliki job order atau permintaan tenaga kerja dari pemberi kerja di luar negeri yang sudah disetujui. Tanyakan negara, jenis pekerjaan, gaji, dan nama mitra agensinya di negara tujuan.
## Tanda agensi yang tidak bisa dipercaya
Agensi yang meminta uang di muka dalam jumlah besar, menjanjikan berangkat dalam dua minggu, atau menyuruh Anda berangkat memakai visa turis patut dihindari. Begitu juga agensi yang tidak mau memberikan salinan perjanjian penempatan.
## Bertanya ke Disnaker
Dinas Tenaga Kerja kabupaten atau kota dan Layanan Terpadu Satu Atap (LTSA) bisa memberi tahu agensi mana yang terdaftar dan aktif di daerah Anda. Informasi ini gratis.`,
  ],
  [
    'waspada-calo-perekrut-ilegal',
    'Waspada Calo dan Perekrut Ilegal di Kampung',
    'Perlindungan',
    'Sponsor atau calo yang datang ke rumah sering menjanjikan kerja cepat. Ini risikonya bila berangkat lewat jalur tidak resmi.',
    `Di banyak desa, calon pekerja migran pertama kali mendengar tentang lowongan kerja luar negeri dari sponsor atau calo. Sebagian bekerja untuk agensi resmi, tetapi banyak yang merekrut untuk jalur ilegal.
## Ciri perekrut ilegal
- Menjanjikan berangkat cepat tanpa pelatihan dan tanpa medical check-up
- Meminta KTP, ijazah, dan akta kelahiran asli lalu menahannya
- Memberi uang saku atau "uang fit" kepada keluarga agar calon pekerja mau berangkat
- Menyuruh berangkat dengan visa turis atau visa ziarah
## Risiko berangkat ilegal
PMI yang berangkat tanpa prosedur resmi tidak tercatat di BP2MI, tidak punya BPJS Ketenagakerjaan, dan sulit dibantu bila terjadi masalah. Banyak yang akhirnya bekerja tanpa izin, dikejar petugas imigrasi, dideportasi, atau menjadi korban perdagangan orang.
## Yang sebaiknya dilakukan
Tanyakan ke Disnaker atau LTSA di kabupaten Anda apakah sponsor tersebut membawa nama agensi resmi. Jangan menyerahkan dokumen asli kepada siapa pun sebelum jelas. Bila menemukan perekrutan ilegal, laporkan ke BP2MI atau polisi.`,
  ],
  [
    'potongan-agensi-hong-kong',
    'Potongan Gaji oleh Agensi di Hong Kong',
    'Perlindungan',
    'Agensi di Hong Kong hanya boleh memungut 10 persen gaji bulan pertama. Kenali potongan yang melanggar dan cara mengadukannya.',
    `Banyak PMI yang baru tiba di Hong Kong mendapati gajinya dipotong selama enam sampai tujuh bulan. Potongan ini biasanya disebut "biaya agen" dan dibayarkan lewat lembaga keuangan yang bekerja sama dengan agensi.
## Aturan di Hong Kong
Menurut hukum Hong Kong, agensi penyalur tenaga kerja hanya boleh memungut biaya dari pekerja maksimal 10 persen dari gaji bulan pertama. Potongan di luar itu dilarang, apa pun namanya.
## Potongan yang sering terjadi
- Cicilan "pinjaman" yang dibuat sebelum berangkat dari Indonesia
- Biaya pelatihan atau penampungan yang ditagih ulang
- Denda bila pindah majikan sebelum kontrak habis
## Cara mengadu
Simpan semua bukti pembayaran dan kuitansi. Pengaduan bisa disampaikan ke Employment Agencies Administration di Labour Department, ke KJRI Hong Kong, atau dengan bantuan organisasi buruh migran. Pengaduan juga bisa dikirim ke BP2MI bila potongan ini berkaitan dengan agensi di Indonesia.
Jangan takut kontrak diputus karena mengadu. Pemutusan kontrak karena pekerja mengadukan pelanggaran juga dilarang.`,
  ],
  [
    'cara-mengirim-uang-ke-indonesia',
    'Cara Mengirim Uang ke Indonesia yang Aman dan Murah',
    'Keuangan',
    'Pilihan pengiriman uang dari luar negeri ke keluarga: bank, layanan remitansi resmi, dan aplikasi. Hindari jasa titip yang tidak jelas.',
    `Mengirim uang ke keluarga adalah alasan utama banyak orang bekerja di luar negeri. Setiap bulan PMI mengirimkan miliaran rupiah ke kampung halaman. Sayangnya masih ada yang memakai jasa titipan tidak resmi dan kehilangan uangnya.
## Pilihan pengiriman resmi
- Transfer bank antarnegara, aman tetapi biayanya bisa tinggi
- Perusahaan remitansi berizin, dengan gerai di tempat PMI berkumpul pada hari Minggu
- Aplikasi pengiriman uang di ponsel yang terdaftar di bank sentral negara setempat
- Layanan bank Indonesia yang membuka kantor cabang di Hong Kong, Taiwan, dan Korea
## Tips agar kiriman aman
Selalu minta bukti pengiriman dan nomor transaksi. Pastikan nama penerima sama persis dengan nama di rekening atau KTP. Kirim ke rekening atas nama anggota keluarga yang Anda percaya, bukan ke rekening teman atau sponsor.
## Jangan titip ke perorangan
Menitipkan uang kepada teman yang pulang atau kepada "jasa kirim" perorangan memang terasa praktis, tetapi tidak ada perlindungan bila uang tidak sampai. Banyak kasus uang kiriman dibawa lari.
## Pilih waktu kirim
Kurs berubah setiap hari. Bila tidak mendesak, bandingkan kurs beberapa layanan sebelum mengirim. Perbedaan kecil pada kurs bisa berarti puluhan ribu rupiah untuk setiap kiriman.`,
  ],
  [
    'membandingkan-biaya-kurs-remitansi',
    'Membandingkan Biaya dan Kurs Pengiriman Uang',
    'Keuangan',
    'Biaya kirim yang murah belum tentu untung bila kursnya rendah. Cara menghitung berapa rupiah yang benar-benar sampai.',
    `Saat memilih layanan pengiriman uang, banyak PMI hanya melihat biaya kirim. Padahal yang menentukan berapa rupiah yang diterima keluarga adalah gabungan biaya dan kurs.
## Dua hal yang menentukan
Pertama, biaya transfer, misalnya HK$30 atau NT$150 per transaksi. Kedua, kurs yang dipakai layanan tersebut. Layanan yang mengaku "gratis biaya" sering memakai kurs lebih rendah daripada kurs pasar.
## Cara membandingkan
- Tentukan jumlah yang akan dikirim, misalnya NT$10.000
- Tanyakan berapa rupiah yang akan diterima di rekening keluarga
- Bandingkan angka akhir itu antarlayanan, bukan biaya atau kurs saja
## Kirim sekali dalam jumlah besar atau sering?
Bila biaya per transaksi tetap, mengirim sebulan sekali lebih hemat daripada mengirim setiap minggu. Namun jangan menyimpan uang tunai terlalu banyak di tempat tinggal.
## Promo dan poin
Beberapa aplikasi memberi kurs khusus untuk pengiriman pertama atau poin yang bisa ditukar. Manfaatkan bila aman, tetapi pastikan layanan itu berizin. Layanan tanpa izin tidak bisa dituntut bila uang hilang.`,
  ],
  [
    'kiriman-uang-belum-sampai',
    'Kiriman Uang Belum Sampai ke Keluarga: Apa yang Harus Dicek',
    'Keuangan',
    'Uang sudah dikirim tapi keluarga belum terima? Cek nomor transaksi, data penerima, lalu hubungi layanan pengirim.',
    `Uang yang sudah dikirim tetapi belum diterima keluarga membuat cemas. Biasanya masalahnya ada pada data penerima atau proses pengecekan di bank, dan sebagian besar bisa diselesaikan.
## Yang perlu dicek lebih dulu
- Nomor transaksi atau kode pengiriman di bukti kirim
- Nama penerima: harus sama dengan nama di rekening, termasuk gelar dan singkatan
- Nomor rekening dan nama bank penerima
- Hari libur: kiriman pada hari libur nasional bisa tertunda
## Hubungi layanan pengirim
Datangi gerai atau hubungi layanan pelanggan dengan membawa bukti kirim. Mintalah mereka melacak transaksi. Bila data salah, kiriman biasanya dikembalikan ke pengirim setelah beberapa hari kerja.
## Bila uang hilang
Bila layanan resmi tidak bisa menjelaskan ke mana uang pergi, ajukan pengaduan tertulis. Di Indonesia, pengaduan terkait bank dan layanan keuangan bisa disampaikan ke OJK. Bila uang dititipkan lewat orang dan tidak sampai, laporkan ke polisi dan simpan semua pesan sebagai bukti.
## Penipuan atas nama keluarga
Hati-hati dengan pesan yang mengaku dari keluarga dan meminta uang dikirim ke rekening lain. Telepon langsung keluarga Anda sebelum mengirim.`,
  ],
  [
    'keluarga-mengelola-uang-kiriman',
    'Keluarga di Rumah Mengelola Uang Kiriman',
    'Keuangan',
    'Uang hasil kerja di luar negeri sering habis tanpa bekas. Cara keluarga dan PMI membuat rencana bersama.',
    `Banyak PMI pulang setelah bertahun-tahun bekerja dan mendapati uang kiriman sudah habis. Sebagian habis untuk kebutuhan sehari-hari, sebagian untuk membangun rumah, sebagian lagi dipinjam kerabat dan tidak kembali.
## Buat rencana bersama
Sebelum berangkat, bicarakan dengan pasangan atau orang tua: berapa yang dipakai untuk kebutuhan bulanan, berapa untuk sekolah anak, dan berapa yang ditabung. Tuliskan rencananya agar semua ingat.
## Pisahkan rekening
- Satu rekening untuk kebutuhan rumah tangga bulanan
- Satu rekening tabungan yang hanya bisa dipakai atas persetujuan bersama
- Bila mungkin, rekening tabungan atas nama PMI sendiri
## Catat pengeluaran
Keluarga di rumah sebaiknya mencatat penggunaan uang kiriman dan mengirim laporan sederhana, misalnya foto nota. Ini bukan soal tidak percaya, tetapi supaya PMI tahu hasil kerja kerasnya dipakai untuk apa.
## Hati-hati meminjamkan uang
Permintaan pinjaman dari kerabat dan tetangga sering datang ketika tahu ada anggota keluarga bekerja di luar negeri. Tentukan batas bersama dan jangan ragu menolak.`,
  ],
  [
    'tips-menabung-dari-gaji-pmi',
    'Tips Menabung dari Gaji untuk PMI',
    'Keuangan',
    'Sisihkan tabungan di awal bulan, bukan sisa di akhir bulan. Kiat menabung yang dipakai PMI yang berhasil pulang dengan modal.',
    `Bekerja di luar negeri memberi kesempatan menabung yang sulit didapat di kampung. Namun tanpa rencana, gaji bisa habis untuk kiriman, pulsa, belanja online, dan pinjaman teman.
## Sisihkan di awal
Begitu gaji masuk, langsung pindahkan sebagian ke rekening tabungan, misalnya 30 persen. Menabung dari sisa di akhir bulan hampir tidak pernah berhasil.
## Tentukan tujuan
Tabungan lebih mudah dijaga bila tujuannya jelas: modal usaha, biaya sekolah anak, membeli sawah, atau dana darurat. Tulis jumlah yang ingin dicapai dan tanggalnya.
## Pilih tempat menabung yang aman
- Rekening bank atas nama sendiri, bukan dititipkan ke majikan atau teman
- Tabungan berjangka atau deposito di bank resmi
- Hindari arisan dan investasi yang menjanjikan untung besar
## Kurangi pengeluaran kecil
Pengeluaran kecil seperti jajan di hari libur, paket data berlebih, dan belanja online bila dijumlahkan sebulan bisa cukup besar. Catat pengeluaran selama satu bulan untuk melihat ke mana uang pergi.
## Dana darurat
Simpan dana darurat setara dua sampai tiga bulan gaji. Dana ini menolong bila Anda sakit, kontrak diputus, atau harus pulang mendadak.`,
  ],
  [
    'menyiapkan-modal-usaha-sebelum-pulang',
    'Menyiapkan Modal Usaha Sebelum Pulang Kampung',
    'Keuangan',
    'Pulang dengan tabungan dan rencana usaha. Pelatihan wirausaha bagi purna PMI dan cara memilih usaha yang cocok.',
    `Banyak PMI bercita-cita membuka usaha setelah kontrak selesai. Agar modal dari bertahun-tahun bekerja tidak habis dalam beberapa bulan, persiapannya sebaiknya dimulai saat masih bekerja.
## Pelajari usaha sejak sekarang
Ikuti pelatihan kewirausahaan yang sering diadakan perwakilan RI dan organisasi PMI di hari Minggu. Banyak pelatihan online yang bisa diikuti dari ponsel. Pelajari juga usaha yang sudah berjalan di kampung Anda.
## Pilih usaha yang cocok
- Mulai dari usaha yang Anda pahami, misalnya warung, jahit, ternak, atau kuliner
- Mulai kecil, lalu besarkan setelah terbukti laku
- Hitung modal, biaya bulanan, dan kapan modal kembali
## Jangan investasikan semua tabungan
Sisakan tabungan untuk kebutuhan hidup beberapa bulan pertama setelah pulang. Usaha baru biasanya belum untung di bulan-bulan awal.
## Program untuk purna PMI
Pemerintah daerah dan BP2MI punya program pemberdayaan purna PMI, termasuk pelatihan dan pendampingan usaha. Tanyakan ke Disnaker setempat setelah pulang. Hati-hati dengan tawaran investasi yang menjanjikan keuntungan pasti setiap bulan.`,
  ],
  [
    'kekerasan-majikan-ke-mana-mengadu',
    'Mengalami Kekerasan dari Majikan: Ke Mana Mengadu',
    'Perlindungan',
    'Dipukul, dimaki, atau dikurung majikan bukan hal yang harus ditanggung. Langkah aman dan nomor yang bisa dihubungi.',
    `Kekerasan fisik maupun verbal dari majikan tidak boleh dianggap biasa. Tidak ada kontrak kerja yang membolehkan majikan memukul, menampar, mengurung, atau mengancam pekerja.
## Bila Anda dalam bahaya
Utamakan keselamatan. Bila Anda terluka atau terancam, hubungi polisi setempat: 999 di Hong Kong, 110 di Taiwan, 112 di Korea Selatan. Anda juga bisa keluar dari rumah majikan untuk mencari pertolongan.
## Simpan bukti
- Foto luka dan tanggalnya
- Surat keterangan dokter atau rumah sakit
- Pesan atau rekaman suara berisi ancaman
- Nama saksi, misalnya tetangga atau teman sesama PMI
## Tempat mengadu
Di Taiwan, hotline 1955 melayani 24 jam dalam bahasa Indonesia. Di Hong Kong, hubungi KJRI Hong Kong atau polisi. Di negara lain, hubungi KBRI atau KJRI. Keluarga di Indonesia bisa mengadu ke BP2MI lewat pusat pengaduan atau kantor UPT di provinsi.
## Perlindungan bagi pelapor
Pekerja yang menjadi korban kekerasan berhak pindah majikan dan mendapat tempat penampungan sementara (shelter). Anda tidak akan dipulangkan hanya karena melapor. Perwakilan RI dapat mendampingi selama proses hukum.`,
  ],
  [
    'hotline-1955-taiwan',
    'Hotline 1955 Taiwan: Cara Menggunakan Layanan Pengaduan',
    'Perlindungan',
    'Nomor 1955 adalah layanan konsultasi dan pengaduan pekerja asing di Taiwan, gratis, 24 jam, dalam bahasa Indonesia.',
    `Hotline 1955 dikelola Kementerian Tenaga Kerja Taiwan untuk pekerja asing. Layanan ini gratis, aktif 24 jam setiap hari, dan memiliki petugas yang berbicara bahasa Indonesia.
## Masalah yang bisa diadukan
- Gaji tidak dibayar, telat, atau dipotong
- Tidak diberi libur atau lembur tidak dibayar
- Kekerasan fisik, pelecehan, atau ancaman
- Paspor dan ARC ditahan
- Pekerjaan tidak sesuai kontrak
- Masalah dengan agensi, termasuk biaya berlebihan
## Cara menelepon
Tekan 1955 dari ponsel atau telepon umum di Taiwan, tanpa kode wilayah. Pilih bahasa Indonesia. Sampaikan nama, nomor ARC, alamat tempat kerja, nama majikan dan agensi, serta masalah Anda.
## Setelah melapor
Petugas akan memberi nomor pengaduan. Simpan nomor ini. Pengaduan diteruskan ke dinas tenaga kerja kota setempat yang akan memeriksa dan memanggil majikan atau agensi. Anda bisa menanyakan perkembangan dengan menyebut nomor pengaduan.
Selain telepon, pengaduan bisa dikirim lewat aplikasi dan situs resmi 1955. Identitas pelapor dirahasiakan.`,
  ],
  [
    'cara-pengaduan-bp2mi',
    'Cara Membuat Pengaduan ke BP2MI',
    'Perlindungan',
    'PMI dan keluarganya bisa mengadu ke BP2MI lewat telepon, WhatsApp, email, atau datang ke kantor UPT. Data yang perlu disiapkan.',
    `BP2MI (Badan Pelindungan Pekerja Migran Indonesia) menerima pengaduan dari PMI maupun keluarganya. Pengaduan bisa tentang agensi, gaji, kekerasan, kecelakaan, PMI yang hilang kontak, sampai PMI yang meninggal di luar negeri.
## Saluran pengaduan
- Pusat pengaduan BP2MI melalui telepon dan WhatsApp
- Email pengaduan resmi BP2MI
- Datang langsung ke kantor BP2MI di Jakarta atau ke UPT BP2MI di provinsi
- Layanan Terpadu Satu Atap (LTSA) di kabupaten
## Data yang perlu disiapkan
- Nama lengkap PMI, nomor paspor, dan negara penempatan
- Nama agensi di Indonesia (P3MI) dan di negara tujuan
- Alamat dan nama majikan bila diketahui
- Kronologi singkat masalah dan bukti yang ada
## Setelah pengaduan diterima
Pelapor mendapat nomor registrasi pengaduan. BP2MI akan menghubungi agensi, berkoordinasi dengan perwakilan RI, dan memberi kabar perkembangan. Penyelesaian bisa berupa mediasi, pemulangan, pembayaran hak, sampai sanksi bagi agensi.
Keluarga yang kehilangan kontak dengan PMI selama berminggu-minggu juga sebaiknya segera melapor.`,
  ],
  [
    'pelecehan-seksual-di-tempat-kerja',
    'Pelecehan Seksual oleh Majikan atau Keluarganya',
    'Perlindungan',
    'Sentuhan, ajakan, atau pesan tidak senonoh adalah pelecehan. Anda berhak menolak, melapor, dan pindah majikan.',
    `Pelecehan seksual sering dialami PMI yang tinggal di rumah majikan, tetapi jarang dilaporkan karena malu atau takut kehilangan pekerjaan. Pelecehan bukan kesalahan korban.
## Apa saja yang termasuk pelecehan
- Sentuhan yang tidak Anda inginkan
- Ajakan atau paksaan berhubungan seksual
- Mengintip saat mandi atau tidur
- Pesan, foto, atau ucapan yang bernada seksual
## Langkah yang bisa diambil
Tolak dengan tegas bila aman. Ceritakan kepada orang yang Anda percaya. Simpan bukti berupa pesan, foto, atau catatan tanggal dan kejadian. Bila terjadi pemerkosaan, segera ke rumah sakit dan polisi, jangan mandi atau mengganti pakaian lebih dulu bila memungkinkan.
## Tempat melapor
Di Taiwan, hubungi 1955 atau polisi di 110. Di Hong Kong, hubungi polisi di 999 atau KJRI Hong Kong. Di negara lain, hubungi KBRI atau KJRI. Korban berhak mendapat tempat tinggal sementara dan pindah majikan.
## Dukungan setelah kejadian
Pengalaman ini bisa membuat trauma. Konselor di shelter dan organisasi pekerja migran dapat mendampingi, termasuk untuk kesehatan mental.`,
  ],
  [
    'layanan-kdei-taipei',
    'Layanan KDEI Taipei untuk PMI di Taiwan',
    'Kabar',
    'KDEI Taipei adalah perwakilan Indonesia di Taiwan. Layanan dokumen, perlindungan, dan jadwal layanan jemput bola.',
    `Indonesia tidak memiliki kedutaan di Taiwan. Urusan warga negara Indonesia di Taiwan dilayani oleh Kantor Dagang dan Ekonomi Indonesia (KDEI) di Taipei, yang bagi PMI berfungsi seperti KBRI.
## Layanan dokumen
- Penggantian paspor yang habis masa berlaku, hilang, atau rusak
- Surat Perjalanan Laksana Paspor (SPLP) untuk pulang
- Legalisasi dokumen dan surat keterangan
- Pencatatan kelahiran dan pernikahan
## Layanan perlindungan
KDEI memiliki bagian pelindungan WNI yang menerima pengaduan PMI, mendampingi dalam kasus hukum, mengunjungi PMI di rumah sakit atau tahanan, dan menyediakan shelter sementara bagi korban.
## Layanan jemput bola
Setiap bulan KDEI membuka layanan di luar Taipei, biasanya di stasiun atau tempat berkumpul PMI pada hari Minggu. Jadwal diumumkan di situs dan media sosial resmi KDEI.
## Kabar terbaru
Mulai bulan depan pendaftaran layanan paspor wajib melalui antrean online. PMI yang datang tanpa jadwal tetap dilayani untuk keadaan darurat.`,
  ],
  [
    'asuransi-kesehatan-nhi-taiwan',
    'Asuransi Kesehatan (NHI) untuk PMI di Taiwan',
    'Kesehatan',
    'Semua PMI di Taiwan wajib ikut asuransi kesehatan nasional NHI. Cara berobat, biaya yang ditanggung, dan kartunya.',
    `Setiap PMI di Taiwan yang memiliki ARC wajib terdaftar dalam asuransi kesehatan nasional Taiwan atau NHI (National Health Insurance). Iurannya dibayar bersama oleh majikan dan pekerja lewat potongan gaji.
## Kartu NHI
Setelah terdaftar, Anda menerima kartu asuransi kesehatan. Bawa kartu ini setiap kali berobat. Tanpa kartu, Anda harus membayar penuh lalu mengajukan penggantian.
## Biaya berobat
Dengan NHI, sebagian besar biaya ditanggung. Anda hanya membayar biaya pendaftaran dan bagian kecil biaya obat, biasanya NT$150 sampai NT$500 di klinik. Rawat inap dan operasi juga ditanggung sebagian besar.
## Yang tidak ditanggung
- Kamar rumah sakit kelas tinggi
- Beberapa obat dan pemeriksaan khusus
- Perawatan gigi tertentu
## Sakit tetapi tidak diizinkan berobat
Majikan tidak boleh melarang Anda berobat. Bila sakit dan tidak diberi izin ke dokter, hubungi agensi atau hotline 1955. Biaya berobat karena kecelakaan kerja ditanggung asuransi tenaga kerja dan majikan, bukan dipotong dari gaji Anda.`,
  ],
  [
    'sakit-di-hong-kong-biaya-berobat',
    'Sakit di Hong Kong: Siapa yang Membayar Biaya Berobat?',
    'Kesehatan',
    'Majikan di Hong Kong wajib menanggung biaya pengobatan PRT, termasuk rawat inap. Hak Anda saat sakit dan cuti sakit.',
    `Menurut kontrak kerja standar PRT asing di Hong Kong, majikan wajib memberikan perawatan medis gratis kepada pekerja. Ini berlaku baik sakit karena pekerjaan maupun bukan.
## Yang ditanggung majikan
- Biaya dokter dan obat
- Rawat inap di rumah sakit
- Perawatan gigi darurat
- Biaya berobat karena kecelakaan kerja
Banyak majikan membeli asuransi untuk menanggung biaya ini. Namun bila asuransi tidak menanggung, majikan tetap wajib membayar. Biaya berobat tidak boleh dipotong dari gaji.
## Cuti sakit berbayar
PRT di Hong Kong berhak atas cuti sakit yang dibayar setelah bekerja beberapa bulan, dengan surat keterangan dokter. Majikan tidak boleh memutus kontrak karena Anda sedang cuti sakit.
## Rumah sakit umum
Pemegang HKID dapat berobat di rumah sakit umum dan klinik pemerintah dengan tarif rendah. Simpan kuitansi agar bisa diganti majikan.
## Bila majikan menolak membayar
Catat biaya dan simpan kuitansi, lalu hubungi Labour Department atau KJRI Hong Kong. Kontrak diputus karena sakit adalah pelanggaran yang bisa diadukan.`,
  ],
  [
    'medical-check-up-sebelum-berangkat',
    'Medical Check-up Sebelum Berangkat: Persiapan dan Biaya',
    'Kesehatan',
    'Pemeriksaan kesehatan calon PMI di sarana kesehatan yang ditunjuk. Apa yang diperiksa dan cara mempersiapkan diri.',
    `Setiap calon PMI wajib menjalani medical check-up (pemeriksaan kesehatan) sebelum berangkat. Hasilnya menentukan apakah Anda dinyatakan fit atau unfit untuk bekerja di negara tujuan.
## Yang diperiksa
- Pemeriksaan fisik umum, tekanan darah, tinggi dan berat badan
- Rontgen dada untuk memeriksa TBC
- Tes darah: hepatitis B, HIV, sifilis, dan malaria
- Tes urine, termasuk tes kehamilan dan narkoba
- Pemeriksaan psikologi di beberapa negara
## Di mana dilakukan
Medical check-up dilakukan di sarana kesehatan yang ditunjuk dan terdaftar. Agensi biasanya menentukan klinik, tetapi Anda berhak menanyakan apakah klinik itu terdaftar resmi.
## Biaya pemeriksaan
Biaya pemeriksaan kesehatan berkisar antara Rp700.000 sampai Rp1.500.000 tergantung negara tujuan. Untuk jabatan yang biayanya ditanggung pemberi kerja, Anda tidak boleh diminta membayar.
## Persiapan
Tidur cukup, jangan merokok dan minum kopi berlebihan sehari sebelumnya, dan puasa bila diminta untuk tes darah. Bila dinyatakan unfit, tanyakan alasannya. Anda berhak mendapat salinan hasil pemeriksaan.`,
  ],
  [
    'pemeriksaan-kesehatan-berkala-taiwan',
    'Pemeriksaan Kesehatan Berkala di Taiwan: Bulan ke-6, 18, dan 30',
    'Kesehatan',
    'PMI di Taiwan wajib cek kesehatan berkala. Jadwal, yang diperiksa, dan apa akibatnya bila hasilnya bermasalah.',
    `Selain medical check-up sebelum berangkat dan saat tiba, PMI di Taiwan wajib menjalani pemeriksaan kesehatan berkala pada bulan ke-6, ke-18, dan ke-30 masa kerja.
## Yang diperiksa
- Rontgen dada untuk TBC
- Pemeriksaan parasit usus untuk sebagian wilayah
- Pemeriksaan fisik umum
## Jadwal dan biaya
Agensi atau majikan biasanya mengatur jadwal di rumah sakit yang ditunjuk pemerintah Taiwan. Pemeriksaan harus dilakukan dalam 30 hari sebelum atau sesudah tanggal jatuh tempo. Biaya pemeriksaan berkala umumnya ditanggung majikan. Bila dibebankan kepada Anda, tanyakan dasar aturannya.
## Bila hasilnya tidak lolos
Bila ditemukan TBC, pekerja diberi pengobatan lebih dulu dan tidak langsung dipulangkan. Hasil yang tidak lolos pada pemeriksaan lain bisa berakibat izin kerja dicabut, sehingga penting untuk menjaga kesehatan selama bekerja.
## Jangan lewatkan
Pekerja yang tidak menjalani pemeriksaan berkala tepat waktu bisa membuat majikan didenda dan izin kerja bermasalah. Catat tanggal masuk Taiwan Anda agar tahu kapan jadwal berikutnya.`,
  ],
  [
    'bpjs-ketenagakerjaan-pmi',
    'BPJS Ketenagakerjaan untuk PMI: Manfaat dan Cara Klaim',
    'Perlindungan',
    'Program jaminan sosial BPJS Ketenagakerjaan melindungi PMI sebelum, selama, dan setelah bekerja. Cara mengklaim manfaatnya.',
    `Setiap PMI yang berangkat secara resmi wajib terdaftar dalam BPJS Ketenagakerjaan. Iurannya murah, tetapi manfaatnya besar bila terjadi risiko.
## Program yang diikuti
- Jaminan Kecelakaan Kerja (JKK)
- Jaminan Kematian (JKM)
- Jaminan Hari Tua (JHT), bersifat pilihan
## Manfaat yang sering diklaim
Biaya perawatan karena kecelakaan kerja, santunan cacat, santunan kematian bagi ahli waris, biaya pemulangan jenazah, dan penggantian bila PMI gagal berangkat bukan karena kesalahannya. Ada juga manfaat bila PMI mengalami PHK sepihak atau tindak kekerasan.
## Cara klaim
Klaim bisa diajukan oleh PMI atau ahli waris melalui kantor cabang BPJS Ketenagakerjaan, aplikasi JMO, atau perwakilan RI di luar negeri. Siapkan kartu peserta, paspor, KTP, dan dokumen pendukung seperti surat keterangan dokter atau surat kematian.
## Periksa kepesertaan
Cek status kepesertaan sebelum berangkat. Bila masa kepesertaan habis karena kontrak diperpanjang, perpanjang iuran agar perlindungan tetap berlaku.`,
  ],
  [
    'kecelakaan-kerja-di-luar-negeri',
    'Kecelakaan Kerja di Luar Negeri: Hak atas Kompensasi',
    'Perlindungan',
    'Terluka saat bekerja? Majikan wajib menanggung pengobatan dan upah selama tidak bisa bekerja. Cara mengurus kompensasi.',
    `Kecelakaan kerja banyak menimpa PMI di pabrik, konstruksi, dan kapal ikan, tetapi juga pekerja rumah tangga yang jatuh saat membersihkan jendela atau terluka di dapur.
## Hak pekerja yang mengalami kecelakaan kerja
- Biaya pengobatan ditanggung majikan dan asuransi kecelakaan kerja
- Upah tetap dibayar selama tidak bisa bekerja karena perawatan
- Santunan bila mengalami cacat tetap
- Santunan kematian bagi ahli waris
## Langkah setelah kecelakaan
Segera berobat dan minta surat keterangan dokter yang menyebutkan bahwa luka terjadi karena pekerjaan. Laporkan kejadian kepada majikan dan agensi secara tertulis. Foto lokasi dan catat nama saksi.
## Bila majikan tidak mau bertanggung jawab
Di Taiwan, ajukan klaim asuransi tenaga kerja dan hubungi 1955. Di Hong Kong, kecelakaan kerja dilaporkan ke Labour Department. Di Korea, pekerja EPS dilindungi asuransi kecelakaan kerja industri. Jangan lupa klaim juga BPJS Ketenagakerjaan dari Indonesia.
## Jangan mau dipulangkan begitu saja
Pekerja yang terluka kadang langsung dipulangkan sebelum haknya dibayar. Mintalah pendampingan perwakilan RI sebelum menandatangani apa pun.`,
  ],
  [
    'aturan-membawa-power-bank-di-pesawat',
    'Aturan Membawa Power Bank di Pesawat',
    'Panduan',
    'Power bank hanya boleh di kabin, tidak boleh di bagasi. Batas kapasitas, larangan mengisi daya di pesawat, dan aturan maskapai.',
    `Power bank adalah barang yang hampir selalu dibawa PMI saat pulang atau berangkat. Banyak yang terkejut ketika power bank disita di bandara karena salah menaruhnya.
## Hanya di kabin
Power bank dan baterai cadangan lithium dilarang dimasukkan ke bagasi tercatat (koper yang masuk ke bagasi pesawat). Bawa di tas kabin atau tas tangan. Petugas bisa membongkar koper Anda bila terdeteksi power bank di bagasi.
## Batas kapasitas
- Di bawah 100 Wh (sekitar 27.000 mAh): boleh dibawa tanpa izin
- 100 sampai 160 Wh: perlu persetujuan maskapai, maksimal dua buah
- Di atas 160 Wh: dilarang
Kapasitas harus tertulis jelas di badan power bank. Power bank tanpa label kapasitas bisa ditolak.
## Dilarang dipakai selama penerbangan
Banyak maskapai kini melarang mengisi daya ponsel dengan power bank selama penerbangan, termasuk penerbangan dari Taiwan, Hong Kong, dan Korea. Simpan power bank di tas yang mudah dijangkau, bukan di kabin atas, dan jangan diisi ulang di pesawat.
## Barang serupa
Aturan yang sama berlaku untuk baterai kamera cadangan dan rokok elektrik. Korek api juga hanya boleh satu dan dibawa di badan.`,
  ],
  [
    'batas-bagasi-dan-barang-terlarang',
    'Batas Bagasi dan Barang yang Dilarang Dibawa Pulang',
    'Panduan',
    'Berapa kilo bagasi yang diberikan maskapai, biaya kelebihan bagasi, dan barang yang tidak boleh dibawa dari luar negeri.',
    `Saat pulang, banyak PMI membawa oleh-oleh dalam jumlah besar. Tanpa perhitungan, biaya kelebihan bagasi bisa lebih mahal daripada barangnya.
## Jatah bagasi
Tiket kelas ekonomi biasanya mendapat bagasi 20 sampai 30 kg, tergantung maskapai dan rute. Maskapai berbiaya rendah sering tidak memberikan bagasi gratis sama sekali, sehingga harus dibeli terpisah. Bagasi kabin umumnya maksimal 7 kg.
## Biaya kelebihan bagasi
Membeli tambahan bagasi secara online sebelum berangkat jauh lebih murah daripada membayar kelebihan di bandara. Timbang koper di rumah sebelum berangkat.
## Barang yang dilarang
- Power bank dan baterai lithium di bagasi tercatat
- Daging, buah segar, dan tanaman tanpa sertifikat karantina
- Obat-obatan dalam jumlah besar tanpa resep
- Barang mudah terbakar seperti gas dan cairan pembersih
## Bea cukai
Barang bawaan PMI mendapat pembebasan bea masuk sampai nilai tertentu per kedatangan. Barang baru dalam jumlah banyak seperti ponsel bisa dikenai bea. Simpan nota pembelian untuk barang elektronik yang mahal.`,
  ],
  [
    'tips-tiket-pesawat-pulang-murah',
    'Tips Membeli Tiket Pesawat Pulang yang Murah',
    'Panduan',
    'Tiket pulang kampung bisa jauh lebih murah bila dibeli lebih awal dan di waktu yang tepat. Hindari calo tiket.',
    `Harga tiket pesawat dari Taiwan, Hong Kong, atau Korea ke Indonesia naik tajam menjelang Lebaran dan akhir tahun. Dengan sedikit perencanaan, Anda bisa menghemat ratusan ribu sampai jutaan rupiah.
## Beli lebih awal
Tiket untuk musim mudik sebaiknya dibeli dua sampai tiga bulan sebelumnya. Pantau harga di beberapa aplikasi dan situs maskapai.
## Pilih rute dan waktu
- Penerbangan langsung ke bandara terdekat dari kampung tidak selalu paling murah
- Transit di Jakarta, Surabaya, atau Kuala Lumpur kadang lebih hemat
- Hari kerja biasanya lebih murah daripada akhir pekan
## Perhatikan bagasi
Tiket murah sering tanpa bagasi. Hitung harga tiket ditambah bagasi sebelum membandingkan.
## Hindari calo tiket
Beli tiket di aplikasi resmi, situs maskapai, atau agen perjalanan yang jelas. Banyak kasus tiket palsu dijual lewat media sosial kepada PMI dengan harga miring. Periksa kode booking di situs maskapai setelah membayar.
## Tiket dari majikan
Untuk kontrak di Hong Kong dan Taiwan, tiket pulang saat kontrak selesai umumnya ditanggung majikan. Periksa kontrak Anda sebelum membeli sendiri.`,
  ],
  [
    'memperpanjang-kontrak-kerja',
    'Memperpanjang Kontrak Kerja: Yang Perlu Dicek',
    'Panduan',
    'Sebelum menandatangani perpanjangan kontrak, periksa gaji baru, hari libur, tiket pulang, dan dokumen yang ikut diperpanjang.',
    `Ketika kontrak kerja hampir selesai dan majikan menawarkan perpanjangan, banyak PMI langsung setuju. Perpanjangan kontrak memang sering menguntungkan, tetapi ada beberapa hal yang perlu dicek lebih dulu.
## Gaji dan tunjangan baru
Kontrak baru harus mengikuti gaji minimum yang berlaku saat ini, bukan gaji saat kontrak lama ditandatangani. Minta kenaikan gaji bila Anda sudah bekerja dengan baik.
## Hak cuti pulang
Di Hong Kong, PRT yang memperpanjang kontrak berhak atas cuti pulang dan tiket pulang pergi yang dibayar majikan sebelum kontrak baru dimulai. Di Taiwan, cuti pulang diatur dalam kontrak dan kesepakatan dengan majikan.
## Dokumen yang ikut diperpanjang
- Paspor harus berlaku cukup lama
- Visa dan izin tinggal (ARC, HKID) diperbarui
- Kepesertaan BPJS Ketenagakerjaan diperpanjang
- Kontrak baru dilaporkan ke perwakilan RI
## Biaya perpanjangan
Agensi boleh memungut biaya layanan perpanjangan sesuai aturan negara tersebut. Biaya yang sangat besar atau tanpa kuitansi termasuk pungutan berlebih. Anda juga bisa memperpanjang kontrak langsung dengan majikan tanpa agensi di Taiwan melalui Direct Hiring Service Center.`,
  ],
  [
    'pindah-majikan-di-taiwan',
    'Pindah Majikan di Taiwan: Syarat dan Prosedur',
    'Panduan',
    'Pindah majikan di Taiwan bisa dilakukan dengan persetujuan tiga pihak atau karena alasan tertentu. Ini prosedurnya.',
    `Tidak semua hubungan kerja berjalan baik. Di Taiwan, PMI bisa pindah majikan secara resmi, baik atas kesepakatan bersama maupun karena majikan melanggar aturan.
## Pindah atas kesepakatan
Bila majikan lama, Anda, dan majikan baru setuju, perpindahan bisa dilakukan dengan menandatangani surat kesepakatan tiga pihak. Majikan baru lalu mengajukan izin kerja.
## Pindah karena alasan khusus
- Majikan meninggal atau pasien yang dirawat meninggal
- Pabrik tutup atau bangkrut
- Majikan melanggar kontrak, misalnya gaji tidak dibayar atau terjadi kekerasan
Dalam kasus ini, dinas tenaga kerja membantu mencarikan majikan baru dalam waktu 60 hari, dan Anda boleh tinggal di Taiwan selama proses.
## Hati-hati dengan biaya pindah majikan
Sebagian agensi meminta "uang pindah" yang besar. Biaya resmi untuk perpindahan tidak boleh dibebankan di luar aturan. Tanyakan ke hotline 1955 bila ragu.
## Jangan kabur
Meninggalkan majikan tanpa prosedur membuat Anda menjadi pekerja kaburan (tidak berdokumen). Status ini berisiko ditangkap, didenda, dan dideportasi. Pilih jalur resmi meskipun terasa lebih lama.`,
  ],
  [
    'hak-hari-libur-prt-hong-kong',
    'Hak Hari Libur dan Cuti PRT di Hong Kong',
    'Perlindungan',
    'Setiap PRT di Hong Kong berhak atas satu hari libur seminggu, libur hari raya, dan cuti tahunan berbayar.',
    `Pekerja rumah tangga di Hong Kong dilindungi Employment Ordinance. Hak libur tidak boleh dihapus walaupun majikan menawarkan uang pengganti.
## Libur mingguan
Setiap PRT berhak atas satu hari istirahat setiap tujuh hari, selama 24 jam berturut-turut. Majikan tidak boleh memaksa Anda bekerja pada hari libur. Bila Anda setuju bekerja, hari libur harus diganti di hari lain dalam bulan yang sama.
## Libur hari raya
PRT berhak atas 12 hari libur umum (statutory holiday) dalam setahun, seperti Tahun Baru Imlek, Hari Buruh, dan Natal. Majikan yang meminta Anda bekerja harus memberi hari pengganti.
## Cuti tahunan
Setelah bekerja 12 bulan, Anda berhak atas cuti tahunan berbayar 7 hari, bertambah setiap tahun sampai 14 hari.
## Bila tidak diberi libur
Catat tanggal ketika Anda tidak diberi libur. Majikan yang tidak memberikan hari libur bisa didenda. Laporkan ke Labour Department atau KJRI Hong Kong. Banyak PMI takut melapor karena khawatir kontrak diputus, tetapi pemutusan karena menuntut hak juga melanggar hukum.`,
  ],
  [
    'cuti-tahunan-dan-libur-di-taiwan',
    'Cuti Tahunan dan Hari Libur Mingguan di Taiwan',
    'Perlindungan',
    'Aturan libur untuk pekerja pabrik dan perawat lansia di Taiwan, termasuk uang pengganti bila bekerja di hari libur.',
    `Hak libur PMI di Taiwan berbeda antara pekerja pabrik dan pekerja sektor rumah tangga.
## Pekerja pabrik
Pekerja pabrik dilindungi Undang-Undang Standar Ketenagakerjaan. Dalam seminggu ada satu hari libur tetap dan satu hari istirahat. Hari libur nasional juga diliburkan atau dibayar lembur. Setelah enam bulan bekerja, pekerja berhak atas cuti tahunan tiga hari, lalu bertambah sesuai masa kerja.
## Perawat lansia dan PRT
Untuk sektor rumah tangga, libur diatur dalam kontrak: satu hari libur setiap tujuh hari. Bila Anda bekerja di hari libur, majikan wajib membayar upah tambahan sebesar gaji satu hari.
## Cuti pulang
Banyak kontrak memberi hak cuti pulang kampung setelah masa kerja tertentu. Cuti ini biasanya tidak dibayar, kecuali disepakati lain.
## Tidak dikasih libur sama sekali?
Bekerja tanpa libur berbulan-bulan merusak kesehatan fisik dan mental. Catat tanggalnya, bicarakan dengan agensi, dan bila tidak ada perubahan, hubungi 1955. Majikan yang tidak memberi libur dan tidak membayar penggantinya melanggar kontrak.`,
  ],
  [
    'mengatasi-rindu-keluarga-di-perantauan',
    'Mengatasi Rasa Rindu pada Keluarga di Perantauan',
    'Kesehatan',
    'Rindu anak, orang tua, dan kampung halaman adalah hal yang wajar. Cara menjaga hubungan dan menjaga hati tetap kuat.',
    `Hampir semua PMI merasakan rindu yang berat pada bulan-bulan pertama bekerja di luar negeri. Rindu pada anak yang ditinggal, pada orang tua, pada masakan rumah, bahkan pada suara azan di kampung.
## Rindu itu wajar
Jangan menyalahkan diri sendiri karena sering menangis atau merasa sedih. Perasaan ini biasanya berkurang setelah Anda mulai terbiasa dengan pekerjaan dan lingkungan baru.
## Tetap terhubung dengan keluarga
- Jadwalkan panggilan video rutin, misalnya setiap hari libur
- Kirim pesan suara atau foto kegiatan sehari-hari
- Ikut terlibat dalam keputusan keluarga, seperti sekolah anak
Namun batasi juga. Menelepon terlalu sering saat bekerja bisa menimbulkan masalah dengan majikan.
## Cari teman dan kegiatan
Bergabung dengan komunitas PMI, pengajian, atau kegiatan olahraga di hari libur membantu mengurangi rasa sepi. Banyak organisasi PMI mengadakan kursus keterampilan yang sekaligus menjadi tempat berbagi cerita.
## Bila rindu berubah menjadi depresi
Bila Anda sulit tidur, tidak nafsu makan, atau merasa putus asa berminggu-minggu, itu bukan lagi sekadar rindu. Bicarakan dengan konselor atau tenaga kesehatan.`,
  ],
  [
    'stres-kerja-dan-kesehatan-mental',
    'Stres Kerja dan Kesehatan Mental: Kapan Harus Minta Bantuan',
    'Kesehatan',
    'Beban kerja berat, majikan yang keras, dan jauh dari keluarga bisa memicu stres dan depresi. Kenali tandanya dan cari bantuan.',
    `Kesehatan mental sama pentingnya dengan kesehatan fisik. PMI menghadapi banyak tekanan sekaligus: jam kerja panjang, majikan yang sering marah, utang biaya penempatan, dan masalah keluarga di rumah.
## Tanda stres berat
- Sulit tidur atau terbangun terus di malam hari
- Mudah marah, sering menangis, atau merasa hampa
- Sakit kepala dan sakit perut tanpa sebab yang jelas
- Tidak ingin bertemu siapa pun, bahkan di hari libur
- Muncul pikiran untuk menyakiti diri sendiri
## Yang bisa dilakukan sendiri
Tidur cukup, makan teratur, dan gunakan hari libur untuk beristirahat. Bicarakan masalah dengan teman yang Anda percaya. Menulis perasaan di buku harian juga membantu sebagian orang.
## Minta bantuan
Bila stres mengganggu pekerjaan dan hidup sehari-hari, minta bantuan. Perwakilan RI dan organisasi PMI memiliki layanan konseling. Di Taiwan, hotline 1955 bisa menghubungkan Anda dengan konselor. Bila muncul pikiran bunuh diri, segera hubungi layanan darurat setempat.
## Stres karena perlakuan majikan
Bila stres disebabkan oleh kekerasan, makian terus-menerus, atau beban kerja yang tidak manusiawi, itu masalah perlindungan. Laporkan, jangan ditanggung sendiri.`,
  ],
  [
    'penipuan-lowongan-kerja-luar-negeri-online',
    'Penipuan Lowongan Kerja Luar Negeri di Media Sosial',
    'Perlindungan',
    'Lowongan kerja ke luar negeri dengan gaji besar dan proses cepat di Facebook dan TikTok sering berujung penipuan.',
    `Lowongan kerja ke luar negeri banyak beredar di Facebook, TikTok, dan grup WhatsApp. Sebagian asli, tetapi banyak yang palsu dan hanya mengincar uang calon pekerja.
## Ciri lowongan palsu
- Gaji sangat tinggi untuk pekerjaan tanpa keahlian
- Proses "langsung berangkat" tanpa pelatihan dan medical check-up
- Meminta transfer uang untuk biaya visa atau tiket ke rekening pribadi
- Tidak menyebut nama agensi resmi atau memakai nama agensi orang lain
- Kontak hanya lewat WhatsApp dan tidak punya kantor
## Modus yang sering terjadi
Korban diminta membayar biaya pendaftaran, lalu biaya medical, lalu biaya visa, sampai akhirnya pelaku menghilang. Ada juga yang benar-benar diberangkatkan, tetapi ke pekerjaan yang berbeda, misalnya dipaksa bekerja di perusahaan penipuan online di Asia Tenggara.
## Cara mengecek
Cek nama agensi di situs BP2MI dan tanyakan ke Disnaker. Lowongan program G to G seperti EPS Korea hanya diumumkan di situs resmi. Bila sudah terlanjur transfer, laporkan ke polisi dan bank secepatnya.`,
  ],
  [
    'waspada-pinjaman-online-dan-penipuan',
    'Waspada Pinjaman Online dan Penipuan yang Mengincar PMI',
    'Keuangan',
    'Pinjol ilegal, investasi bodong, dan penipuan berkedok pacar online menyasar PMI yang dianggap punya uang.',
    `PMI sering menjadi sasaran penipuan karena dianggap memiliki penghasilan tetap dalam mata uang asing. Penipu memanfaatkan rasa sepi, kebutuhan mendesak, dan keinginan cepat mengumpulkan uang.
## Pinjaman online ilegal
Pinjol ilegal memberi pinjaman dengan mudah, lalu menagih bunga dan denda yang sangat besar. Mereka menyebarkan data dan foto peminjam ke kontak keluarga untuk mempermalukan. Gunakan hanya lembaga yang terdaftar di OJK.
## Investasi bodong
Tawaran investasi dengan keuntungan pasti 10 persen per bulan hampir pasti penipuan. Banyak PMI kehilangan tabungan bertahun-tahun karena skema seperti ini, yang sering ditawarkan oleh sesama teman.
## Penipuan berkedok cinta
Kenalan di media sosial yang cepat menyatakan cinta lalu meminta uang untuk tiket, biaya bea cukai paket, atau modal usaha adalah modus lama yang masih banyak memakan korban. Jangan mengirim uang kepada orang yang belum pernah Anda temui.
## Bila sudah menjadi korban
Simpan semua bukti, hentikan pembayaran, dan laporkan ke polisi, bank, dan OJK. Ceritakan kepada keluarga. Rasa malu membuat banyak korban diam, padahal melapor bisa mencegah korban berikutnya.`,
  ],
  [
    'daftar-dokumen-wajib-sebelum-berangkat',
    'Daftar Dokumen Wajib Sebelum Berangkat',
    'Dokumen',
    'Dokumen yang harus dimiliki calon PMI sebelum berangkat, dari KTP, izin keluarga, sampai kontrak kerja dan visa kerja.',
    `Berangkat bekerja ke luar negeri secara resmi membutuhkan dokumen yang lengkap. Kekurangan satu dokumen bisa menunda keberangkatan berbulan-bulan.
## Dokumen dari diri sendiri
- KTP elektronik dan Kartu Keluarga
- Akta kelahiran atau ijazah
- Surat izin dari suami, istri, atau orang tua yang diketahui kepala desa
- SKCK dari kepolisian
## Dokumen dari proses penempatan
- Paspor
- Sertifikat kompetensi dari lembaga pelatihan
- Hasil medical check-up yang menyatakan sehat
- Visa kerja
- Perjanjian kerja yang ditandatangani di hadapan petugas
- Kartu peserta BPJS Ketenagakerjaan
- Sertifikat Orientasi Pra Pemberangkatan
## Simpan salinan
Buat fotokopi semua dokumen dan simpan satu set di rumah. Simpan juga foto dokumen di ponsel dan email. Jangan menyerahkan dokumen asli kepada sponsor tanpa tanda terima.
## Cek data yang sama
Nama dan tanggal lahir di semua dokumen harus sama. Perbedaan data adalah penyebab paling umum dokumen ditolak.`,
  ],
  [
    'pulang-kampung-setelah-kontrak-selesai',
    'Pulang Kampung Setelah Kontrak Selesai',
    'Panduan',
    'Yang perlu diurus sebelum pulang: hak yang belum dibayar, dokumen, klaim asuransi, dan kepulangan lewat jalur resmi.',
    `Kontrak selesai dan saatnya pulang. Sebelum tiket dibeli, pastikan semua hak Anda sudah diterima, karena setelah kembali ke Indonesia menagih hak jauh lebih sulit.
## Hak yang perlu dicek
- Gaji bulan terakhir dan upah lembur
- Uang pengganti cuti yang belum diambil
- Tiket pulang yang ditanggung majikan sesuai kontrak
- Pesangon dan asuransi kepulangan bagi pekerja di Korea
- Uang jaminan atau tabungan yang dititipkan
## Dokumen
Bawa paspor, izin tinggal, kontrak kerja, dan slip gaji. Kembalikan kartu izin tinggal bila diminta saat keluar negara tersebut.
## Sampai di Indonesia
Setibanya di bandara, PMI bisa meminta bantuan petugas BP2MI di terminal kedatangan bila ada masalah. Hati-hati dengan orang yang menawarkan penukaran uang atau kendaraan dengan harga tidak wajar.
## Setelah pulang
Ambil waktu untuk beristirahat dan menyesuaikan diri dengan keluarga. Bila ingin bekerja lagi ke luar negeri, daftar ulang lewat jalur resmi. Bila ingin membuka usaha, manfaatkan program pemberdayaan purna PMI.`,
  ],
  [
    'orientasi-pra-pemberangkatan-opp',
    'Orientasi Pra Pemberangkatan (OPP) dan Pelatihan Calon PMI',
    'Panduan',
    'OPP wajib diikuti calon PMI sebelum berangkat. Materinya, lamanya, dan pelatihan bahasa serta keterampilan.',
    `Sebelum berangkat, setiap calon PMI wajib mengikuti Orientasi Pra Pemberangkatan (OPP) yang diselenggarakan BP2MI atau UPT BP2MI di provinsi. OPP berbeda dengan pelatihan kerja di Balai Latihan Kerja.
## Materi OPP
- Hak dan kewajiban PMI menurut undang-undang
- Isi perjanjian kerja yang akan ditandatangani
- Budaya, aturan, dan hukum negara tujuan
- Cara mengirim uang dan mengelola gaji
- Tempat meminta bantuan bila terjadi masalah
## Pelatihan keterampilan dan bahasa
Untuk sektor rumah tangga, calon PMI mengikuti pelatihan di Balai Latihan Kerja atau lembaga pelatihan milik agensi, termasuk bahasa Mandarin atau Kanton, merawat lansia, dan memasak. Pelatihan diakhiri uji kompetensi.
## Jangan dipungut biaya berlebih
OPP yang diselenggarakan pemerintah tidak dipungut biaya. Biaya pelatihan di lembaga swasta harus jelas dan sesuai aturan. Pelatihan yang diperpanjang berbulan-bulan tanpa kejelasan keberangkatan patut dilaporkan.
## Manfaatkan kesempatan bertanya
Gunakan OPP untuk bertanya tentang hal yang belum jelas di kontrak. Catat nomor pengaduan yang diberikan petugas.`,
  ],
  [
    'kabar-kenaikan-upah-minimum-taiwan',
    'Kabar: Upah Minimum Taiwan Naik Mulai Januari',
    'Kabar',
    'Pemerintah Taiwan menaikkan upah minimum bulanan dan per jam. Yang berubah bagi PMI sektor formal dan informal.',
    `Pemerintah Taiwan mengumumkan kenaikan upah minimum yang berlaku mulai 1 Januari. Upah minimum bulanan naik menjadi NT$28.590 dan upah per jam menjadi NT$190.
## Siapa yang mendapat kenaikan
Kenaikan ini berlaku untuk pekerja sektor formal, termasuk PMI di pabrik, konstruksi, dan perikanan. Gaji di bawah angka baru harus disesuaikan mulai bulan Januari.
## Bagaimana dengan perawat lansia
Pekerja sektor rumah tangga dan perawat lansia tidak otomatis ikut upah minimum ini, karena gajinya diatur terpisah. Namun pemerintah kedua negara sedang membahas penyesuaian gaji perawat lansia.
## Periksa slip gaji bulan depan
Pastikan kenaikan tercermin di slip gaji dan upah lembur ikut naik karena dihitung dari gaji pokok. Bila gaji Anda tidak disesuaikan, tanyakan kepada agensi atau hubungi 1955.`,
  ],
];

const DAY_MS = 24 * 60 * 60 * 1000;
const NEWEST = Date.parse('2026-11-01T08:00:00Z');

/**
 * The bench's articles, in the order they are inserted: published one every 4 days back from
 * 1 November 2026, so each run searches the same site.
 * @type {BenchArticle[]}
 */
export const benchArticles = WRITTEN.map(([slug, title, category, summary, text], i) => ({
  slug,
  title,
  category,
  summary,
  content: markupToHtml(text),
  published_at: new Date(NEWEST - i * 4 * DAY_MS).toISOString(),
}));
