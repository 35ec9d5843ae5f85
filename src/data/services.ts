import type { ServiceDetail } from './types';

/** The four services, in the order they appear on the home page and in the footer. */
export const services: readonly ServiceDetail[] = [
  {
    href: '/konsultasi-migran',
    title: 'Konsultasi Pekerja Migran',
    description:
      'Bingung mau mulai dari mana? Ceritakan rencana Anda, kami jelaskan jalur resmi, perkiraan biaya, dan persiapannya tanpa dipungut biaya.',
    features: [
      'Konsultasi gratis, tanpa kewajiban',
      'Memilih negara tujuan yang cocok',
      'Perkiraan biaya yang jelas sejak awal',
      'Cek izin resmi P3MI',
    ],
    buttonText: 'Mulai Konsultasi',
    heading: 'Konsultasi Gratis untuk Calon Pekerja Migran',
    intro:
      'Sebelum membayar apa pun atau menyerahkan dokumen kepada siapa pun, bicarakan dulu rencana Anda dengan kami. Konsultasi gratis, dan Anda bebas memutuskan sendiri langkah berikutnya.',
    includes: [
      {
        title: 'Memilih negara tujuan',
        text: 'Kami jelaskan gambaran kerja di Taiwan, Hong Kong, Malaysia, Singapura, Jepang, Korea Selatan, dan Timur Tengah, termasuk syarat dan jenis pekerjaannya.',
      },
      {
        title: 'Jalur resmi, bukan jalur belakang',
        text: 'Kami uraikan prosedur resmi keberangkatan dan bahaya berangkat secara nonprosedural, seperti tidak terlindungi hukum dan rawan ditipu.',
      },
      {
        title: 'Perkiraan biaya',
        text: 'Anda mendapat rincian perkiraan biaya sejak awal, supaya tahu mana yang wajar dan tidak mudah dimintai pungutan tambahan.',
      },
      {
        title: 'Cek perusahaan penempatan',
        text: 'Kami bantu memeriksa apakah P3MI yang menawari Anda benar-benar terdaftar dan memiliki izin resmi dari pemerintah.',
      },
    ],
    steps: [
      {
        title: 'Isi formulir singkat',
        text: 'Tulis nama, nomor WhatsApp, dan negara tujuan yang Anda minati. Cukup beberapa menit.',
      },
      {
        title: 'Kami hubungi Anda',
        text: 'Petugas kami menelepon atau mengirim pesan untuk mendengar rencana, pengalaman kerja, dan pertanyaan Anda.',
      },
      {
        title: 'Terima penjelasan lengkap',
        text: 'Anda mendapat gambaran jalur resmi, daftar persiapan, dan perkiraan biaya sesuai negara tujuan.',
      },
      {
        title: 'Lanjut lewat WhatsApp',
        text: 'Pertanyaan berikutnya bisa Anda kirim kapan saja lewat WhatsApp. Keluarga juga boleh ikut bertanya.',
      },
    ],
    trust: [
      {
        title: 'Gratis dan tanpa paksaan',
        text: 'Konsultasi tidak dipungut biaya, dan Anda tidak wajib memakai layanan kami yang lain.',
      },
      {
        title: 'Selalu menyarankan jalur resmi',
        text: 'Kami tidak pernah menawarkan keberangkatan nonprosedural, karena itulah yang paling sering berujung masalah di luar negeri.',
      },
      {
        title: 'Kantor yang bisa didatangi',
        text: 'Anda dan keluarga boleh datang langsung ke kantor kami di Ponorogo untuk bertanya secara tatap muka.',
      },
    ],
    formHeading: 'Ceritakan rencana Anda',
  },
  {
    href: '/pesan-tiket',
    title: 'Pemesanan Tiket Pesawat',
    description:
      'Tiket berangkat kerja maupun pulang cuti ke Taiwan dan negara lain, dari bandara terdekat dengan rumah Anda. E-ticket dikirim lewat WhatsApp.',
    features: [
      'Dari Surabaya, Jakarta, Yogyakarta, dan lainnya',
      'Tiket berangkat, pulang, dan cuti',
      'Aturan bagasi dicek sebelum terbang',
      'E-ticket dikirim lewat WhatsApp',
    ],
    buttonText: 'Pesan Tiket',
    heading: 'Pesan Tiket Pesawat untuk Pekerja Migran',
    intro:
      'Kami carikan penerbangan yang sesuai jadwal dan anggaran Anda, lalu kami pastikan semua detailnya benar sebelum Anda berangkat ke bandara.',
    includes: [
      {
        title: 'Pilihan bandara dan rute',
        text: 'Penerbangan dari Juanda Surabaya, Soekarno-Hatta Jakarta, Yogyakarta, dan bandara lain ke Taipei Taoyuan, Kaohsiung, atau negara tujuan lainnya.',
      },
      {
        title: 'Tiket berangkat, pulang, dan cuti',
        text: 'Untuk keberangkatan pertama, pulang cuti ke kampung halaman, maupun kembali bekerja setelah cuti.',
      },
      {
        title: 'Pengecekan bagasi dan transit',
        text: 'Kami jelaskan batas berat bagasi, barang yang tidak boleh dibawa, dan waktu transit supaya tidak ada biaya kejutan di bandara.',
      },
      {
        title: 'E-ticket lewat WhatsApp',
        text: 'Setelah pembayaran, e-ticket dan rincian penerbangan kami kirim ke WhatsApp Anda atau keluarga.',
      },
    ],
    steps: [
      {
        title: 'Kirim rencana perjalanan',
        text: 'Isi formulir dengan kota asal, tujuan, tanggal, dan jumlah penumpang.',
      },
      {
        title: 'Pilih penerbangan',
        text: 'Kami kirimkan beberapa pilihan jadwal dan harga, lengkap dengan aturan bagasinya.',
      },
      {
        title: 'Konfirmasi dan bayar',
        text: 'Setelah Anda setuju, kami cocokkan nama dengan paspor lalu terbitkan tiketnya.',
      },
      {
        title: 'Terima e-ticket di WhatsApp',
        text: 'E-ticket dikirim lewat WhatsApp, dan kami tetap bisa dihubungi bila ada perubahan jadwal.',
      },
    ],
    trust: [
      {
        title: 'Harga jelas di depan',
        text: 'Harga tiket dan biaya layanan kami sampaikan sebelum Anda membayar, tanpa tambahan mendadak.',
      },
      {
        title: 'Nama dicocokkan dengan paspor',
        text: 'Kami periksa ejaan nama dan nomor paspor agar Anda tidak tertahan di bandara karena salah data.',
      },
      {
        title: 'Bisa dihubungi saat perjalanan',
        text: 'Jika penerbangan tertunda atau dibatalkan, Anda cukup menghubungi kami lewat WhatsApp untuk dibantu.',
      },
    ],
    formHeading: 'Ke mana Anda akan terbang?',
  },
  {
    href: '/pengurusan-dokumen',
    title: 'Pengurusan Dokumen',
    description:
      'Kami bantu menyiapkan dan mendampingi pengurusan paspor, visa, medical check-up, dan dokumen keberangkatan lainnya sampai lengkap.',
    features: [
      'Daftar dokumen sesuai negara tujuan',
      'Pendampingan paspor dan visa',
      'Jadwal medical check-up',
      'Bantuan E-KTKLN dan legalisasi',
    ],
    buttonText: 'Urus Dokumen',
    heading: 'Pendampingan Pengurusan Dokumen Keberangkatan',
    intro:
      'Dokumen yang lengkap dan benar membuat keberangkatan lebih lancar. Kami bantu menyiapkan berkas dan mendampingi Anda ke kantor resmi yang menerbitkannya.',
    includes: [
      {
        title: 'Daftar periksa dokumen',
        text: 'Anda mendapat daftar berkas yang perlu disiapkan, seperti KTP, KK, akta kelahiran, ijazah, dan surat izin keluarga.',
      },
      {
        title: 'Paspor dan visa',
        text: 'Kami bantu melengkapi berkas dan mendampingi pengajuan ke kantor imigrasi serta kantor perwakilan negara tujuan.',
      },
      {
        title: 'Medical check-up',
        text: 'Kami bantu menjadwalkan medical check-up di sarana kesehatan yang ditunjuk dan menjelaskan persiapannya.',
      },
      {
        title: 'E-KTKLN dan legalisasi',
        text: 'Kami dampingi pengurusan E-KTKLN (Kartu Pekerja Migran Indonesia) dan legalisasi dokumen di instansi yang berwenang.',
      },
    ],
    steps: [
      {
        title: 'Ceritakan kebutuhan Anda',
        text: 'Isi formulir dengan negara tujuan dan dokumen yang sudah Anda miliki.',
      },
      {
        title: 'Terima daftar periksa',
        text: 'Kami kirimkan daftar dokumen yang masih kurang beserta cara melengkapinya.',
      },
      {
        title: 'Pendampingan ke kantor resmi',
        text: 'Kami dampingi Anda mengurus ke kantor imigrasi, dinas tenaga kerja, atau sarana kesehatan yang ditunjuk.',
      },
      {
        title: 'Pantau lewat WhatsApp',
        text: 'Perkembangan setiap dokumen kami kabarkan lewat WhatsApp sampai semuanya siap.',
      },
    ],
    trust: [
      {
        title: 'Terus terang soal wewenang',
        text: 'Paspor, visa, dan kartu pekerja migran diterbitkan oleh kantor resmi; kami membantu menyiapkan dan mendampingi, bukan menerbitkan.',
      },
      {
        title: 'Biaya disampaikan di awal',
        text: 'Biaya resmi dan biaya pendampingan kami jelaskan terpisah sebelum pengurusan dimulai.',
      },
      {
        title: 'Dokumen dijaga kerahasiaannya',
        text: 'Salinan KTP, KK, dan paspor Anda hanya dipakai untuk keperluan pengurusan dan tidak kami berikan kepada pihak lain.',
      },
    ],
    formHeading: 'Dokumen apa yang perlu diurus?',
  },
  {
    href: '/layanan-perlindungan',
    title: 'Layanan Perlindungan',
    description:
      'Jika Anda mengalami masalah saat bekerja di luar negeri, kami bantu mencari jalan keluar dan menghubungkan Anda dengan lembaga resmi.',
    features: [
      'Bantuan untuk masalah gaji dan kontrak',
      'Penghubung ke KDEI, KBRI, dan KJRI',
      'Pendampingan klaim BPJS Ketenagakerjaan',
      'Dukungan untuk keluarga di rumah',
    ],
    buttonText: 'Minta Perlindungan',
    heading: 'Pendampingan Saat Anda Menghadapi Masalah di Luar Negeri',
    intro:
      'Anda tidak sendirian. Ceritakan masalah Anda kepada kami, lalu kami bantu menyusun langkah dan menghubungkan Anda dengan pihak resmi yang berwenang menanganinya.',
    includes: [
      {
        title: 'Masalah kerja',
        text: 'Pendampingan saat gaji tidak dibayar, isi perjanjian kerja tidak sesuai, atau Anda dipindahkan tanpa persetujuan.',
      },
      {
        title: 'Sakit dan kekerasan',
        text: 'Bantuan mencari pertolongan ketika Anda sakit, mengalami kecelakaan kerja, atau mendapat perlakuan kasar.',
      },
      {
        title: 'Penghubung ke lembaga resmi',
        text: 'Kami bantu menghubungi KDEI Taipei untuk Taiwan, KBRI atau KJRI di negara lain, serta layanan pengaduan BP2MI (kini KP2MI).',
      },
      {
        title: 'Klaim BPJS dan dukungan keluarga',
        text: 'Kami dampingi pengajuan klaim BPJS Ketenagakerjaan dan membantu keluarga di rumah memahami keadaan serta langkah selanjutnya.',
      },
    ],
    steps: [
      {
        title: 'Hubungi kami',
        text: 'Isi formulir atau kirim pesan WhatsApp, baik oleh Anda sendiri maupun oleh keluarga.',
      },
      {
        title: 'Ceritakan masalahnya',
        text: 'Sampaikan apa yang terjadi, di mana Anda bekerja, dan nama agensi atau P3MI yang memberangkatkan Anda.',
      },
      {
        title: 'Susun langkah bersama',
        text: 'Kami jelaskan pilihan yang ada dan bantu menghubungi lembaga resmi yang tepat untuk kasus Anda.',
      },
      {
        title: 'Dampingi lewat WhatsApp',
        text: 'Kami terus memantau lewat WhatsApp dan mengabari keluarga sampai masalahnya tertangani.',
      },
    ],
    trust: [
      {
        title: 'Cerita Anda dirahasiakan',
        text: 'Identitas dan cerita Anda tidak kami sebarkan dan hanya disampaikan kepada pihak resmi dengan persetujuan Anda.',
      },
      {
        title: 'Bekerja bersama jalur resmi',
        text: 'Kami tidak menjanjikan hasil di luar wewenang kami; kami mendampingi Anda menempuh jalur resmi yang memang berwenang.',
      },
      {
        title: 'Keluarga ikut dilibatkan',
        text: 'Keluarga di rumah bisa datang ke kantor kami di Ponorogo untuk menanyakan perkembangan secara langsung.',
      },
    ],
    formHeading: 'Ceritakan masalah yang Anda hadapi',
  },
];

/** Looks up a service by its route; throws if the route has no service. */
export function serviceByHref(href: string): ServiceDetail {
  const service = services.find((item) => item.href === href);
  if (!service) {
    const known = services.map((item) => item.href).join(', ');
    throw new Error(`No service with href "${href}". Known hrefs: ${known}.`);
  }
  return service;
}
