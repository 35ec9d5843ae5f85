-- Starter articles for the blog: real guidance for Indonesian migrant workers (PMI).
-- Runs as the database owner after the migrations (Supabase CLI: `supabase db reset`; the local
-- backend: first start). The owner may set published_at, so the dates below are kept.

insert into public.articles
  (slug, title, thumbnail_url, alt_text, summary, content, category, author, published_at)
values
(
  'daftar-dokumen-wajib-sebelum-berangkat-ke-taiwan',
  'Daftar Dokumen Wajib Sebelum Berangkat Kerja ke Taiwan',
  'https://images.unsplash.com/photo-1436491865332-7a61a109cc05?auto=format&fit=crop&w=1200&q=80',
  'Sayap pesawat terbang di atas awan saat matahari terbit',
  'Dokumen yang tidak lengkap adalah penyebab paling sering keberangkatan tertunda. Periksa daftar ini satu per satu sebelum Anda menandatangani apa pun dan sebelum hari keberangkatan.',
  $html$
<p>Setiap tahun ada calon pekerja migran yang gagal berangkat, atau berangkat tanpa perlindungan, hanya karena satu dokumen tertinggal atau tidak sah. Gunakan daftar di bawah ini sebagai <strong>cek terakhir</strong> bersama keluarga.</p>

<figure>
  <img src="https://images.unsplash.com/photo-1436491865332-7a61a109cc05?auto=format&fit=crop&w=1200&q=80" alt="Sayap pesawat terbang di atas awan" width="1200" height="800" loading="lazy">
  <figcaption>Pastikan semua dokumen lengkap sebelum hari keberangkatan.</figcaption>
</figure>

<h2>1. Dokumen pribadi</h2>
<ul>
  <li><strong>KTP elektronik</strong> dan <strong>Kartu Keluarga</strong> dengan data yang sama persis (nama, tanggal lahir, alamat).</li>
  <li><strong>Akta kelahiran</strong> atau ijazah terakhir sebagai bukti usia.</li>
  <li><strong>Surat izin</strong> dari suami/istri, orang tua, atau wali yang diketahui kepala desa/lurah.</li>
  <li><strong>Buku nikah</strong> bila sudah menikah.</li>
</ul>

<h2>2. Dokumen penempatan</h2>
<ol>
  <li><strong>Paspor</strong> yang masih berlaku panjang. Periksa ejaan nama: harus sama dengan KTP.</li>
  <li><strong>Perjanjian kerja</strong> yang sudah Anda baca dan pahami: gaji, jam kerja, hari libur, dan biaya yang dipotong.</li>
  <li><strong>Visa kerja</strong> dan izin kerja dari pemerintah Taiwan.</li>
  <li><strong>Hasil pemeriksaan kesehatan</strong> dari sarana kesehatan yang ditunjuk.</li>
  <li><strong>Sertifikat pelatihan/kompetensi</strong> dan bukti mengikuti <em>Orientasi Pra Pemberangkatan</em> (OPP).</li>
  <li><strong>Bukti kepesertaan BPJS Ketenagakerjaan</strong>. Baca juga <a href="/blog/bpjs-ketenagakerjaan-untuk-pmi">panduan BPJS Ketenagakerjaan untuk PMI</a>.</li>
</ol>

<h2>3. Simpan salinannya dengan benar</h2>
<h3>Salinan kertas</h3>
<p>Fotokopi semua dokumen dua rangkap: satu untuk keluarga di rumah, satu untuk Anda bawa terpisah dari dokumen asli.</p>
<h3>Salinan digital</h3>
<p>Foto atau pindai setiap halaman, lalu simpan di email atau penyimpanan awan yang hanya Anda yang tahu kata sandinya.</p>

<h2>Yang tidak boleh terjadi</h2>
<ul>
  <li>Paspor asli Anda dipegang oleh orang yang bukan petugas resmi.</li>
  <li>Anda diminta menandatangani perjanjian kerja kosong atau berbahasa yang tidak Anda pahami.</li>
  <li>Anda diminta berangkat dengan visa turis untuk bekerja.</li>
</ul>
<p>Ragu dengan salah satu dokumen? <a href="/konsultasi-migran">Konsultasikan gratis dengan tim kami</a> sebelum berangkat.</p>
$html$,
  'Panduan',
  'Tim Sahabat Migran',
  '2026-11-10 08:00:00+07'
),
(
  'cara-mengenali-calo-dan-perekrut-ilegal',
  'Cara Mengenali Calo dan Perekrut Ilegal',
  null,
  null,
  'Janji berangkat cepat tanpa pelatihan dan permintaan uang di muka adalah tanda bahaya. Kenali ciri-ciri perekrut ilegal dan cara memeriksa perusahaan penempatan yang resmi.',
  $html$
<p>Calo dan perekrut ilegal biasanya datang dengan wajah ramah: tetangga, kenalan, atau "orang dalam" yang menjanjikan jalan pintas. Kerugiannya bukan hanya uang. PMI yang berangkat secara nonprosedural tidak tercatat, sehingga <strong>sulit dilindungi</strong> ketika terjadi masalah di negara tujuan.</p>

<h2>Tanda-tanda perekrut ilegal</h2>
<ul>
  <li>Meminta uang besar di muka dengan alasan "uang jalan" atau "uang pelicin".</li>
  <li>Menjanjikan berangkat dalam hitungan hari, tanpa pelatihan, tanpa pemeriksaan kesehatan.</li>
  <li>Tidak bisa menunjukkan nama perusahaan penempatan (P3MI) beserta izinnya.</li>
  <li>Meminta Anda berangkat dengan visa kunjungan atau visa turis.</li>
  <li>Menahan KTP, ijazah, atau paspor Anda "supaya aman".</li>
  <li>Perjanjian kerja tidak pernah diperlihatkan sebelum berangkat.</li>
</ul>

<h2>Cara memeriksa sebelum mendaftar</h2>
<ol>
  <li>Tanyakan nama lengkap perusahaan penempatan dan nomor izinnya.</li>
  <li>Periksa perusahaan dan lowongannya ke <strong>Dinas Tenaga Kerja</strong> kabupaten/kota atau ke kantor <strong>BP3MI</strong> di provinsi Anda.</li>
  <li>Pastikan lowongan (<em>job order</em>) sudah terdaftar secara resmi, bukan hanya disebarkan lewat pesan berantai.</li>
  <li>Minta rincian biaya tertulis, dan jangan membayar tanpa kuitansi atas nama perusahaan.</li>
</ol>

<h2>Jika Anda sudah terlanjur menjadi korban</h2>
<h3>Kumpulkan bukti</h3>
<p>Simpan bukti transfer, tangkapan layar percakapan, nama dan nomor telepon perekrut.</p>
<h3>Laporkan</h3>
<p>Laporkan ke Dinas Tenaga Kerja setempat, kantor BP3MI, atau kepolisian. Bila Anda sudah berada di luar negeri, hubungi perwakilan Indonesia terdekat melalui <a href="https://www.kemlu.go.id/">Kementerian Luar Negeri</a>.</p>

<p>Tidak yakin apakah tawaran kerja yang Anda terima resmi? <a href="/konsultasi-migran">Tanyakan ke kami, gratis</a>.</p>
$html$,
  'Perlindungan',
  'Siti Rahmawati',
  '2026-10-28 09:30:00+07'
),
(
  'bpjs-ketenagakerjaan-untuk-pmi',
  'BPJS Ketenagakerjaan untuk PMI: Manfaat dan Cara Klaim',
  null,
  null,
  'Sebagai PMI Anda wajib terdaftar di BPJS Ketenagakerjaan. Kenali perlindungan yang Anda dapat sebelum, selama, dan sesudah bekerja, serta langkah klaimnya.',
  $html$
<p>BPJS Ketenagakerjaan adalah perlindungan jaminan sosial dari negara untuk pekerja, termasuk <strong>Pekerja Migran Indonesia</strong>. Kepesertaan adalah salah satu syarat penempatan, jadi pastikan Anda memegang bukti kepesertaannya sebelum berangkat.</p>

<h2>Perlindungan yang didapat</h2>
<ul>
  <li><strong>Jaminan Kecelakaan Kerja (JKK)</strong>: biaya perawatan dan santunan bila terjadi kecelakaan kerja atau penyakit akibat kerja.</li>
  <li><strong>Jaminan Kematian (JKM)</strong>: santunan untuk ahli waris, termasuk manfaat pendidikan untuk anak sesuai ketentuan.</li>
  <li><strong>Jaminan Hari Tua (JHT)</strong>: tabungan hari tua yang dapat diikuti secara sukarela.</li>
</ul>
<p>Perlindungan berlaku pada masa <strong>sebelum bekerja</strong> (pelatihan dan perjalanan), <strong>selama bekerja</strong> di negara tujuan, dan <strong>setelah bekerja</strong> hingga tiba kembali di daerah asal, sesuai ketentuan yang berlaku.</p>

<h2>Langkah klaim</h2>
<ol>
  <li>Segera beri tahu keluarga, agensi, dan perwakilan Indonesia bila terjadi kecelakaan atau musibah.</li>
  <li>Kumpulkan dokumen: kartu peserta, paspor, perjanjian kerja, surat keterangan dokter atau rumah sakit, dan kuitansi biaya.</li>
  <li>Ajukan klaim melalui kantor cabang BPJS Ketenagakerjaan, atau melalui aplikasi resminya.</li>
  <li>Simpan nomor pengajuan klaim dan pantau prosesnya.</li>
</ol>

<h2>Tips agar klaim tidak tertolak</h2>
<h3>Data harus sama</h3>
<p>Nama, tanggal lahir, dan nomor identitas di kartu peserta harus sama dengan paspor dan KTP.</p>
<h3>Jaga masa berlaku</h3>
<p>Bila kontrak Anda diperpanjang, pastikan kepesertaan juga diperpanjang.</p>

<p>Informasi resmi dan besaran iuran terbaru ada di <a href="https://www.bpjsketenagakerjaan.go.id/">situs BPJS Ketenagakerjaan</a>. Butuh bantuan mengurus berkas? <a href="/#kontak">Hubungi kami</a>.</p>
$html$,
  'Panduan',
  'Budi Santoso',
  '2026-10-15 10:00:00+07'
),
(
  'baru-tiba-di-taiwan-pemeriksaan-kesehatan-dan-arc',
  'Baru Tiba di Taiwan: Pemeriksaan Kesehatan dan Kartu ARC',
  null,
  null,
  'Minggu pertama di Taiwan menentukan. Ketahui apa yang harus diurus setelah mendarat: pemeriksaan kesehatan, kartu ARC, dan nomor-nomor penting yang wajib disimpan.',
  $html$
<p>Selamat datang di Taiwan! Setelah keluar dari bandara, biasanya Anda dijemput oleh agensi (<em>broker</em>) atau majikan. Beberapa urusan harus selesai dalam hari-hari pertama, jadi catat hal-hal berikut.</p>

<h2>Hari-hari pertama</h2>
<ol>
  <li><strong>Pemeriksaan kesehatan</strong>: pekerja asing wajib menjalani pemeriksaan kesehatan di rumah sakit yang ditunjuk dalam beberapa hari pertama setelah tiba (umumnya 3 hari kerja). Simpan hasilnya.</li>
  <li><strong>Kartu ARC</strong> (<em>Alien Resident Certificate</em>): kartu izin tinggal yang diurus oleh majikan atau agensi di kantor imigrasi Taiwan. Tanyakan kapan kartu Anda jadi.</li>
  <li><strong>Rekening bank atau kantor pos</strong> atas nama Anda sendiri untuk menerima gaji.</li>
</ol>

<h2>Hak Anda atas dokumen</h2>
<p>Paspor dan ARC adalah milik Anda. Di Taiwan, majikan atau agensi <strong>tidak boleh menahan</strong> dokumen pribadi pekerja tanpa persetujuan. Bila dokumen Anda ditahan, catat tanggalnya dan minta bantuan.</p>

<h2>Nomor penting yang wajib disimpan</h2>
<ul>
  <li><strong>1955</strong>: layanan konsultasi dan pengaduan pekerja asing dari pemerintah Taiwan, gratis, 24 jam, tersedia dalam bahasa Indonesia.</li>
  <li><strong>KDEI Taipei</strong>: kantor perwakilan Indonesia di Taiwan, untuk urusan paspor dan perlindungan WNI.</li>
  <li><strong>110</strong> untuk polisi dan <strong>119</strong> untuk ambulans atau pemadam kebakaran.</li>
  <li>Nomor agensi Anda, dan nomor kami di Indonesia untuk keluarga.</li>
</ul>

<h2>Menyesuaikan diri</h2>
<h3>Bahasa</h3>
<p>Pelajari kalimat dasar bahasa Mandarin untuk pekerjaan sehari-hari. Majikan akan lebih mudah memberi arahan, dan Anda lebih mudah meminta tolong.</p>
<h3>Cuaca</h3>
<p>Musim dingin di Taiwan utara bisa lembap dan dingin. Bawa jaket dari rumah atau beli setibanya di sana.</p>

<p>Sebelum berangkat, pastikan <a href="/blog/daftar-dokumen-wajib-sebelum-berangkat-ke-taiwan">dokumen Anda sudah lengkap</a>.</p>
$html$,
  'Taiwan',
  'Tim Sahabat Migran',
  '2026-09-30 14:00:00+07'
),
(
  'kirim-uang-ke-kampung-dengan-aman-dan-hemat',
  'Kirim Uang ke Kampung dengan Aman dan Hemat',
  'https://images.unsplash.com/photo-1554224155-6726b3ff858f?auto=format&fit=crop&w=1200&q=80',
  'Tangan menghitung anggaran dengan kalkulator di atas meja',
  'Gaji yang dikumpulkan dengan susah payah harus sampai utuh ke keluarga. Pilih jalur resmi, bandingkan biaya dan kurs, dan buat rencana keuangan bersama keluarga.',
  $html$
<p>Mengirim uang ke keluarga adalah tujuan utama banyak PMI. Jalur yang salah bisa membuat uang hilang tanpa bisa dilacak. Berikut cara mengirim yang aman sekaligus hemat.</p>

<h2>Gunakan jalur resmi</h2>
<ul>
  <li><strong>Bank</strong> atau <strong>kantor pos</strong> dengan layanan kiriman ke Indonesia.</li>
  <li><strong>Penyedia jasa pengiriman uang berizin</strong> di negara tempat Anda bekerja.</li>
</ul>
<p>Hindari menitipkan uang lewat perorangan atau "jasa titip" tidak resmi. Di Taiwan, pengiriman uang di luar jalur resmi melanggar hukum, dan bila uang hilang Anda tidak punya perlindungan apa pun.</p>

<h2>Bandingkan sebelum mengirim</h2>
<ol>
  <li><strong>Biaya kirim</strong>: biaya tetap per transaksi membuat kiriman kecil yang sering menjadi mahal. Kirim sekali sebulan bila memungkinkan.</li>
  <li><strong>Kurs</strong>: selisih kurs sering lebih besar daripada biaya kirim. Bandingkan jumlah rupiah yang diterima, bukan hanya biayanya.</li>
  <li><strong>Waktu sampai</strong> dan cara keluarga menerima: ke rekening, atau diambil tunai.</li>
</ol>

<h2>Rencana keuangan bersama keluarga</h2>
<h3>Sepakati tujuan</h3>
<p>Tentukan bersama berapa untuk kebutuhan harian, berapa untuk tabungan atau modal usaha, dan berapa untuk dana darurat.</p>
<h3>Rekening atas nama sendiri</h3>
<p>Simpan sebagian tabungan di rekening atas nama Anda sendiri, supaya hasil kerja Anda tetap aman ketika Anda pulang.</p>

<h2>Waspada penipuan</h2>
<ul>
  <li>Tidak ada bank yang meminta PIN atau kode OTP lewat telepon atau pesan.</li>
  <li>Hadiah undian yang meminta "biaya administrasi" hampir pasti penipuan.</li>
  <li>Simpan setiap bukti kiriman sampai uang benar-benar diterima keluarga.</li>
</ul>
<p>Penipuan yang mengatasnamakan lembaga keuangan dapat dilaporkan ke <a href="https://www.ojk.go.id/">Otoritas Jasa Keuangan (OJK)</a>. Ingin bertanya soal kiriman uang atau tabungan? <a href="/#kontak">Hubungi kami</a>.</p>
$html$,
  'Keuangan',
  'Budi Santoso',
  '2026-09-12 19:00:00+07'
),
(
  'tips-mengatur-cuti-dan-tiket-pulang-kampung',
  'Tips Mengatur Cuti dan Membeli Tiket Pulang Kampung',
  'https://images.unsplash.com/photo-1488646953014-85cb44e25828?auto=format&fit=crop&w=1200&q=80',
  'Peta, kamera, dan perlengkapan perjalanan di atas meja kayu',
  'Pulang kampung saat Lebaran atau di sela kontrak butuh persiapan. Atur izin cuti lebih awal, pastikan izin tinggal masih berlaku, dan beli tiket dari penjual yang jelas.',
  $html$
<p>Rindu rumah itu wajar. Supaya kepulangan Anda lancar dan Anda bisa kembali bekerja tanpa masalah, siapkan hal-hal berikut jauh hari.</p>

<h2>Sebelum membeli tiket</h2>
<ol>
  <li><strong>Baca perjanjian kerja</strong>: berapa hari cuti yang menjadi hak Anda, dan siapa yang menanggung tiket.</li>
  <li><strong>Minta izin majikan secara tertulis</strong> dengan tanggal berangkat dan kembali yang jelas.</li>
  <li><strong>Periksa masa berlaku</strong> paspor dan izin tinggal (di Taiwan: ARC). Izin tinggal yang habis saat Anda di Indonesia bisa membuat Anda tidak dapat kembali.</li>
</ol>

<h2>Membeli tiket dengan cerdas</h2>
<ul>
  <li><strong>Beli lebih awal</strong>: untuk musim Lebaran dan akhir tahun, harga naik tajam mendekati tanggal keberangkatan.</li>
  <li><strong>Perhatikan jatah bagasi</strong>: tiket termurah sering tidak termasuk bagasi. Hitung total biayanya.</li>
  <li><strong>Cek waktu transit</strong>: transit terlalu singkat berisiko tertinggal pesawat lanjutan.</li>
  <li><strong>Hindari penjual tidak jelas</strong>: tiket palsu atau pemesanan yang dibatalkan sepihak sering terjadi menjelang Lebaran.</li>
</ul>

<h2>Saat pulang</h2>
<h3>Bawa dokumen asli</h3>
<p>Paspor, izin tinggal, dan surat izin cuti dari majikan harus dibawa di tas kabin, bukan di bagasi.</p>
<h3>Barang bawaan</h3>
<p>Periksa aturan bea cukai untuk barang bawaan dan oleh-oleh agar tidak tertahan di bandara.</p>

<p>Ingin tiket yang pasti dan harga yang jelas? <a href="/pesan-tiket">Pesan tiket lewat kami</a>, kami bantu dari pemesanan sampai Anda tiba.</p>
$html$,
  'Tiket',
  'Siti Rahmawati',
  '2026-08-20 11:00:00+07'
),
(
  'memilih-negara-tujuan-kerja-taiwan-hong-kong-korea-jepang',
  'Memilih Negara Tujuan Kerja: Taiwan, Hong Kong, Korea Selatan, atau Jepang?',
  null,
  null,
  'Setiap negara tujuan punya jalur, syarat bahasa, dan jenis pekerjaan yang berbeda. Kenali perbedaannya sebelum memilih, supaya persiapan Anda tepat sasaran.',
  $html$
<p>Taiwan adalah tujuan paling populer bagi PMI dari Jawa Timur, tetapi bukan satu-satunya. Berikut gambaran singkat empat negara tujuan yang sering ditanyakan di kantor kami.</p>

<h2>Taiwan</h2>
<ul>
  <li>Pekerjaan: pabrik (manufaktur), perawat lansia (<em>caregiver</em>), penata laksana rumah tangga, dan perikanan.</li>
  <li>Bahasa: dasar bahasa Mandarin, dipelajari saat pelatihan.</li>
  <li>Jalur: melalui perusahaan penempatan resmi dan agensi di Taiwan.</li>
</ul>

<h2>Hong Kong</h2>
<ul>
  <li>Pekerjaan: sebagian besar penata laksana rumah tangga.</li>
  <li>Bahasa: dasar bahasa Kanton dan Inggris.</li>
  <li>Jalur: melalui perusahaan penempatan resmi.</li>
</ul>

<h2>Korea Selatan</h2>
<ul>
  <li>Pekerjaan: manufaktur, pertanian, perikanan, dan konstruksi.</li>
  <li>Bahasa: wajib lulus ujian bahasa Korea untuk program pemerintah (EPS-TOPIK).</li>
  <li>Jalur: program antarpemerintah (<em>G to G</em>), biaya relatif rendah tetapi persaingannya ketat.</li>
</ul>

<h2>Jepang</h2>
<ul>
  <li>Pekerjaan: perawatan lansia, pengolahan makanan, manufaktur, pertanian, dan bidang lain dalam program pekerja berketerampilan khusus.</li>
  <li>Bahasa: ujian bahasa Jepang dan ujian keterampilan sesuai bidang.</li>
  <li>Jalur: program pemagangan atau program pekerja berketerampilan khusus.</li>
</ul>

<h2>Cara memilih</h2>
<h3>Mulai dari diri sendiri</h3>
<p>Pilih pekerjaan yang sesuai dengan keterampilan dan pengalaman Anda, dan bahasa yang sanggup Anda pelajari dalam waktu yang tersedia.</p>
<h3>Hitung bersama keluarga</h3>
<ol>
  <li>Biaya penempatan dan dari mana biaya itu dibayar.</li>
  <li>Perkiraan gaji bersih setelah potongan.</li>
  <li>Lama kontrak dan jarak dari rumah.</li>
</ol>

<p>Masih bingung? <a href="/konsultasi-migran">Konsultasi gratis</a> dengan tim kami untuk menyusun rencana yang sesuai dengan Anda.</p>
$html$,
  'Info',
  null,
  '2026-07-05 13:00:00+07'
);
