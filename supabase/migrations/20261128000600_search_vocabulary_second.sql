-- The readers' vocabulary, second part (issue 37): what a second set of phone-style queries
-- (bench:relevance's `dev2`) showed the first part missed. Data the search already reads, as in
-- 20261128000300_search_vocabulary.sql; search_articles and private.search_ranked are unchanged.
--
-- 1. More stop words: words that are never what an article is about but, in an unrelated
--    article's body, made it the only one with every word of the query ('nabung gaji tiap
--    bulan', 'agen minta duit banyak', 'majikan suka marah marah', 'gaji prt hk sekarang').
-- 2. More synonyms: things that break ('patah' is 'rusak'), run out ('expired', 'kadaluarsa'),
--    husbands and wives ('pasangan'), being shouted at ('dimarahi', 'dimaki'), a month, a week,
--    a year, a day said as one word ('sebulan') or two ('satu bulan'); and, in groups the first
--    part shipped, 'bea masuk' for 'pajak', 'lanjut kontrak' and 'lanjut' for 'perpanjang',
--    'disentuh' for 'pelecehan' (not 'dipegang': its stem is also that of 'pemegang', holder).
--
-- A list the owner has changed is theirs, as in 20261128000300. Why: docs/decisions.md, "Issue
-- 37: the second dev set".

create or replace function private.search_stop_word(word text)
returns boolean
language sql
immutable
parallel safe
strict
set search_path = ''
return word = any ('{
  yang,yg,yng,di,dan,dgn,dng,dengan,ke,dari,dri,untuk,utk,untk,buat,bwt,bagi,pada,dalam,oleh,
  kepada,terhadap,tentang,sama,neng,nang,karo,sareng,
  ini,itu,tsb,tersebut,sini,situ,sana,gini,gitu,begini,begitu,iki,kuwi,ieu,eta,
  apa,apakah,apaan,bagaimana,bagaimanakah,gimana,gmn,gmna,gmana,gimn,gimane,bgmn,bgmna,bgm,
  siapa,siapakah,kenapa,knp,knapa,napa,ngapain,ngapa,mengapa,kapan,kpn,dimana,dmn,dmana,mana,
  kemana,kmn,kmana,berapa,brp,brapa,berapakah,manakah,
  piye,pie,kepiye,kepriye,priye,opo,sopo,ngopo,kenopo,endi,ngendi,piro,pinten,
  kumaha,naon,saha,iraha,kunaon,sabaraha,kamana,
  bisa,bs,bsa,bisakah,harus,hrs,kudu,mau,mo,mw,ingin,pengen,pengin,pingin,kepengen,pgn,arep,
  boleh,bolehkah,perlu,dapat,dapet,dpt,akan,bakal,bakalan,sedang,lagi,lg,sudah,udah,udh,sdh,
  dah,wis,uwis,tos,belum,blm,blom,belom,durung,acan,pernah,masih,msh,iso,isa,tiasa,hoyong,
  ada,adalah,ialah,merupakan,jadi,jd,jdi,atau,tapi,tp,tpi,tetapi,namun,karena,krn,karna,
  soalnya,kalau,kalo,klo,klw,jika,bila,agar,supaya,biar,juga,jg,saja,aja,doang,cuma,terus,
  trus,trs,lalu,seperti,kayak,kyk,kek,misal,misalnya,
  sih,dong,deh,kok,lah,kah,pun,ya,yah,iya,nih,tuh,kan,lho,loh,toh,tah,yuk,ayo,mah,atuh,euy,
  wae,bae,teh,si,
  saya,sy,aku,aq,ak,gue,gua,gw,kamu,kmu,anda,lu,lo,loe,elo,kami,kita,mereka,dia,ia,beliau,nya,
  ane,ente,abdi,urang,kak,min,mimin,admin,mbak,mba,gan,sis,sist,bro,bang,pak,bu,
  tidak,tdk,tak,gak,ga,gk,g,gx,nggak,ngga,ngak,nggk,enggak,engga,kagak,kaga,ndak,nda,ora,ra,
  teu,henteu,bukan,jangan,
  sangat,sekali,banget,bgt,amat,memang,emang,lebih,paling,cara,caranya,hal,para,sebuah,seorang,
  semua,setiap,tolong,mohon,please,plis,pls,tanya,nanya,numpang,info,infonya,dll,dsb,dst,
  the,a,an,of,to,in,and,or,is,are,how,what,where,when,why,who,for,my,i,me,you,your,can,do,
  does,with,at,it,this,that,if,about,from,be,
  tiap,tiep,sekarang,skrg,skrang,skg,banyak,byk,bnyk,suka,sering,srg
}'::text[]);

comment on function private.search_stop_word(text) is
  'Whether a folded word is one search_articles does not search for (stop and question words).';

-- search_heading leaves stop words out of the body's most frequent words: made again for the
-- articles whose heading the new words change, without the write triggers (no write of the
-- owner's: no revision, no rebuild, no new updated_at). The postings hold each lexeme's entry
-- of the heading and are kept by those triggers (20261128000510), so they are made again here
-- for the same articles.
create temporary table search_heading_changed as
select a.id
from public.articles as a
where a.search_heading is distinct from private.search_heading(a.search_document);

alter table public.articles disable trigger user;
update public.articles as a
set search_heading = private.search_heading(a.search_document)
where a.id in (select c.id from search_heading_changed as c);
alter table public.articles enable trigger user;

delete from private.search_postings as p
where p.article_id in (select c.id from search_heading_changed as c);
insert into private.search_postings (lexeme, article_id, heading)
select p.lexeme, a.id, p.heading
from public.articles as a
cross join lateral private.search_postings_of(a.search_document, a.search_heading) as p
where a.id in (select c.id from search_heading_changed as c)
  and a.withdrawn_at is null
order by 1, 2;

drop table search_heading_changed;

-- The starting list of synonyms. If the list is still the one 20261128000300 shipped (its text,
-- whatever its version), this one replaces it. If the owner changed it, theirs is kept as it
-- is and only the groups of this list that are new (none of whose words the lists shipped
-- before had: a group the owner deleted stays deleted, one they changed stays as they made it)
-- and none of whose words are in theirs are added at its end, while it has fewer than 200
-- groups. A list the owner emptied stays empty. The version changes with the list (409 for a
-- page opened before).
do $vocabulary$
declare
  max_groups constant integer := 200;
  shipped_before constant text := $list$
pmi, tki, tkw, bmi, buruh migran, pekerja migran, pahlawan devisa, migrant worker
cpmi, calon pmi, calon tki, calon tkw, calon pekerja migran
purna pmi, mantan pmi, eks pmi, ex pmi, mantan tki, eks tki, mantan tkw, ex tkw, purna tki
hong kong, hongkong, hk, hkg
taiwan, tw, formosa
korea selatan, korsel, korea, south korea
jepang, japan, nihon, nippon
singapura, singapore, sg, singapur
arab saudi, saudi, saudi arabia, arab, ksa
indonesia, indo, indonesian
luar negeri, ln, overseas, abroad, mancanegara, perantauan, perantau, merantau, rantau
pulang kampung, pulkam, mudik, balik kampung, pulang indo
uang, duit, duwit, fulus, doku, money
gaji, upah, salary, gajih, wage, sallary
upah minimum, gaji minimum, gaji minimal, upah minimal, umr, ump, umk, minimum wage, maw, minimum allowable wage
lembur, overtime, over time, jiaban, ot
thr, tunjangan hari raya, bonus lebaran
pesangon, severance, severance pay, toejikgeum
pajak, tax
slip gaji, slip, payslip, pay slip, slip upah, rincian gaji
telat, terlambat, tertunda, nunggak, molor, delay
gaji tidak dibayar, tidak digaji, tidak dibayar, belum digaji, belum dibayar, gaji belum dibayar, gaji ditahan, gak digaji, ga digaji, nggak digaji, unpaid
biaya, ongkos, fee, cost
biaya penempatan, placement fee, struktur biaya, cost structure
overcharging, overcharge, over charge, pungli, pungutan liar
murah, murmer, cheap, terjangkau
gratis, free, gratisan, cuma cuma
kirim, ngirim, kirimin, transfer, transferan, tf, trf, remitansi, remittance, wesel
kurs, nilai tukar, rate, exchange rate
money changer, moneychanger, penukaran uang, tukar uang, tukar duit, valas
rekening, rek, norek, no rek, nomor rekening, rekening bank
tabungan, nabung, menabung, ditabung, saving, savings, celengan
utang, hutang, ngutang, pinjam, pinjaman, minjem, pinjem, minjam, loan, kasbon
pinjol, pinjaman online, pinjol ilegal, online loan, pinjaman daring
penipuan, penipu, tipu, ditipu, nipu, scam, scammer, hoax, hoaks, kena tipu
bodong, abal abal, palsu, fake
love scam, romance scam, penipuan cinta, pacar online, kenalan online
usaha, bisnis, business, wirausaha, wiraswasta, jualan, buka usaha
keluarga, family
ortu, orang tua, orangtua, parents
rindu, kangen
stres, stress, setres, depresi, depression
kesehatan mental, mental health, kejiwaan, psikis, psikologis, gangguan jiwa
konseling, counseling, konselor, curhat, psikolog
bunuh diri, suicide
majikan, bos, boss, employer, laoban, laopan, sajangnim, taitai, sinsang, madam, kafil, tauke
pindah majikan, ganti majikan, oper majikan, tukar majikan, pindah bos, ganti bos, change employer
pindah agensi, ganti agensi, pindah agency, ganti agency, pindah agen, ganti agen, tukar agen, oper agensi
agensi, agency, agen, agent, broker, agensy, agenci
p3mi, pjtki, pptkis, pt, pptki
calo, sponsor, perekrut, makelar, tekong, petugas lapangan
kontrak, contract
finish kontrak, habis kontrak, selesai kontrak, kontrak habis, kontrak selesai, finish contract, end contract, abis kontrak, kontrak abis
terminate, terminit, diterminit, interminit, phk, putus kontrak, diputus kontrak, pemutusan kontrak, dipecat, pecat
perpanjang, perpanjangan, memperpanjang, diperpanjang, extend, renew, renewal, panjangin, perpanjangin
kabur, melarikan diri, minggat, runaway, run away, kaburan
ilegal, illegal, gelap, non prosedural, nonprosedural, unprosedural, undocumented
resmi, legal, official, prosedural, berizin
overstay, ovs, over stay
polisi, police, polis, kepolisian, polsek, polres
paspor, passport, pasport, pasfor, paspot
ktp, ektp, e ktp, kartu tanda penduduk, ktp elektronik
kk, kartu keluarga
akta, akte, akta kelahiran, akte kelahiran
ijazah, ijasah
skck, surat kelakuan baik
rekomendasi, rekom, surat rekomendasi
visa turis, visa wisata, visa kunjungan, tourist visa, visa pelancong
izin kerja, work permit, permit kerja, working permit
arc, ktp taiwan, kartu arc, juliuzheng
hkid, ktp hk, ktp hongkong, hk id, id card hk
e pmi, kartu e pmi, ktkln
eps topik, epstopik, eps topic, epstopic
magang, pemagangan, jisshusei, ginou jisshusei, kenshusei, technical intern, titp, internship
ssw, tokutei ginou, tokutei, specified skilled worker
pelatihan, training, kursus, lpk, blk, balai latihan kerja, latihan kerja
opp, pap, orientasi pra pemberangkatan, pembekalan akhir, pembekalan
bp2mi, bnp2tki, bp3mi, kp2mi, kemenp2mi, kementerian p2mi, p4mi, bp3tki, lp3tki
disnaker, dinas tenaga kerja, depnaker, disnakertrans, dinas ketenagakerjaan
kbri, kjri, kdei, kedutaan, konsulat, embassy, konjen, kedubes, consulate, perwakilan ri
imigrasi, immigration, imigresen, imigration
labour department, labor department, labour dept
lapor, melapor, laporan, mengadu, ngadu, pengaduan, aduan, komplain, complain, komplen, report
hotline, call center, callcenter
shelter, safe house
asrama, mess, dorm, dormitory, akomodasi
kekerasan, dipukul, dipukuli, disiksa, penyiksaan, dianiaya, penganiayaan, abuse, kdrt, ditampar, ditendang, dihajar
pelecehan, dilecehkan, harassment, diraba, digerayangi, dicabuli, cabul, pelecehan seksual, sexual harassment
pemerkosaan, diperkosa, perkosa, rape
meninggal, meninggal dunia, wafat, tewas, kematian, mati, death
jenazah, mayat, jasad, pemulangan jenazah
kecelakaan, accident, laka, kecelakan
kompensasi, santunan, ganti rugi, compensation
klaim, claim, klaem, pencairan, cairkan, dicairkan, mencairkan
jht, jaminan hari tua
bpjs, jamsostek, bpjs ketenagakerjaan, bpjs tk, bpjstk, bpjamsostek, jmo, jaminan sosial
asuransi, insurance, insurans
nhi, jianbao, jian bao, national health insurance
medical, medikal, mcu, medical check up, check up, medcheck, medcek, cek medis
periksa, pemeriksaan, diperiksa, memeriksa, cek, check, ngecek, dicek
rontgen, ronsen, rongsen, x ray, xray, foto thorax, thorax
tbc, tb, tuberkulosis, tuberculosis, flek paru, flek
hamil, pregnant, mengandung, kehamilan
rumah sakit, rs, hospital, klinik
rawat inap, opname, opnam, mondok
lansia, jompo, manula, lanjut usia, ama, akong, nenek, kakek
caregiver, care giver, perawat lansia, penjaga lansia, jaga lansia, pengasuh lansia, jaga ama, kaigo, perawat jompo, penjaga jompo
prt, pembantu, pembantu rumah tangga, art, asisten rumah tangga, pekerja rumah tangga, domestic helper, helper, fdh, dh, babu, maid
jaga anak, momong, babysitter, baby sitter, nanny, pengasuh anak, ngasuh anak
pabrik, factory, kilang, manufaktur, manufacturing
abk, anak buah kapal, nelayan, kapal ikan, pelaut, fisherman, seaman, kru kapal
konstruksi, construction, kuli bangunan, tukang bangunan
perkebunan, kebun, ladang, kebun sawit, ladang sawit, sawit, plantation, estate
loker, lowongan, lowongan kerja, lowker, vacancy, job vacancy, lowongan pekerjaan
job order, jo, demand letter
direct hiring, direct hire, dhsc
daftar, mendaftar, pendaftaran, registrasi, register, regis
syarat, persyaratan, requirement, requirements, kriteria
aturan, peraturan, regulasi, rule, rules, regulation
dokumen, berkas, document, documents
umur, usia, age
tato, tattoo, tatoo, tatto, bertato
wawancara, interview, interviu
tanda tangan, ttd, tandatangan, teken, signature
handphone, hp, ponsel, hape, henpon, hanpon, smartphone, telepon genggam, gawai
telepon, telpon, telp, tlp, nelpon, nelepon, telfon, call
nomor, nomer, nmr, number, no
whatsapp, wa, wasap, watsap, whatsap
facebook, fb, pesbuk, fesbuk
media sosial, medsos, sosmed, social media
pesawat, flight, penerbangan, kapal terbang, airline, maskapai
bagasi, barang bawaan, koper, luggage, baggage
bandara, airport, bandar udara
power bank, powerbank
bea cukai, customs, custom, pabean
oleh oleh, buah tangan, souvenir, ole ole
lebaran, idul fitri, idulfitri, hari raya, riyoyo
imlek, tahun baru imlek, chinese new year, sincia, cny
ibadah, salat, sholat, shalat, solat, sembahyang
jilbab, hijab, kerudung
libur, off, cuti, day off, holiday, prei, liburan
tanggal merah, libur nasional, hari libur nasional, public holiday, statutory holiday
kabar, berita, news, terkini
hilang, ilang, lost
ganda, dobel, double
diberi, dikasih, dikasi, diberikan, memberi, ngasih, ngasi, kasi, kasih
bikin, membuat, dibikin, bikinin, dibuat, pembuatan, ngebikin
urus, ngurus, urusin, mengurus, ngurusin, diurus, pengurusan
sampai, sampe, nyampe, nyampai
habis, abis
pakai, pake, dipake, dipakai, memakai
lulus, lolos
$list$;
  vocabulary constant text := $list$
pmi, tki, tkw, bmi, buruh migran, pekerja migran, pahlawan devisa, migrant worker
cpmi, calon pmi, calon tki, calon tkw, calon pekerja migran
purna pmi, mantan pmi, eks pmi, ex pmi, mantan tki, eks tki, mantan tkw, ex tkw, purna tki
hong kong, hongkong, hk, hkg
taiwan, tw, formosa
korea selatan, korsel, korea, south korea
jepang, japan, nihon, nippon
singapura, singapore, sg, singapur
arab saudi, saudi, saudi arabia, arab, ksa
indonesia, indo, indonesian
luar negeri, ln, overseas, abroad, mancanegara, perantauan, perantau, merantau, rantau
pulang kampung, pulkam, mudik, balik kampung, pulang indo
uang, duit, duwit, fulus, doku, money
gaji, upah, salary, gajih, wage, sallary
upah minimum, gaji minimum, gaji minimal, upah minimal, umr, ump, umk, minimum wage, maw, minimum allowable wage
lembur, overtime, over time, jiaban, ot
thr, tunjangan hari raya, bonus lebaran
pesangon, severance, severance pay, toejikgeum
pajak, tax, bea masuk
slip gaji, slip, payslip, pay slip, slip upah, rincian gaji
telat, terlambat, tertunda, nunggak, molor, delay
gaji tidak dibayar, tidak digaji, tidak dibayar, belum digaji, belum dibayar, gaji belum dibayar, gaji ditahan, gak digaji, ga digaji, nggak digaji, unpaid
biaya, ongkos, fee, cost
biaya penempatan, placement fee, struktur biaya, cost structure
overcharging, overcharge, over charge, pungli, pungutan liar
murah, murmer, cheap, terjangkau
gratis, free, gratisan, cuma cuma
kirim, ngirim, kirimin, transfer, transferan, tf, trf, remitansi, remittance, wesel
kurs, nilai tukar, rate, exchange rate
money changer, moneychanger, penukaran uang, tukar uang, tukar duit, valas
rekening, rek, norek, no rek, nomor rekening, rekening bank
tabungan, nabung, menabung, ditabung, saving, savings, celengan
utang, hutang, ngutang, pinjam, pinjaman, minjem, pinjem, minjam, loan, kasbon
pinjol, pinjaman online, pinjol ilegal, online loan, pinjaman daring
penipuan, penipu, tipu, ditipu, nipu, scam, scammer, hoax, hoaks, kena tipu
bodong, abal abal, palsu, fake
love scam, romance scam, penipuan cinta, pacar online, kenalan online
usaha, bisnis, business, wirausaha, wiraswasta, jualan, buka usaha
keluarga, family
ortu, orang tua, orangtua, parents
rindu, kangen
stres, stress, setres, depresi, depression
kesehatan mental, mental health, kejiwaan, psikis, psikologis, gangguan jiwa
konseling, counseling, konselor, curhat, psikolog
bunuh diri, suicide
majikan, bos, boss, employer, laoban, laopan, sajangnim, taitai, sinsang, madam, kafil, tauke
pindah majikan, ganti majikan, oper majikan, tukar majikan, pindah bos, ganti bos, change employer
pindah agensi, ganti agensi, pindah agency, ganti agency, pindah agen, ganti agen, tukar agen, oper agensi
agensi, agency, agen, agent, broker, agensy, agenci
p3mi, pjtki, pptkis, pt, pptki
calo, sponsor, perekrut, makelar, tekong, petugas lapangan
kontrak, contract
finish kontrak, habis kontrak, selesai kontrak, kontrak habis, kontrak selesai, finish contract, end contract, abis kontrak, kontrak abis
terminate, terminit, diterminit, interminit, phk, putus kontrak, diputus kontrak, pemutusan kontrak, dipecat, pecat
perpanjang, perpanjangan, memperpanjang, diperpanjang, extend, renew, renewal, panjangin, perpanjangin, lanjut kontrak, lanjut
kabur, melarikan diri, minggat, runaway, run away, kaburan
ilegal, illegal, gelap, non prosedural, nonprosedural, unprosedural, undocumented
resmi, legal, official, prosedural, berizin
overstay, ovs, over stay
polisi, police, polis, kepolisian, polsek, polres
paspor, passport, pasport, pasfor, paspot
ktp, ektp, e ktp, kartu tanda penduduk, ktp elektronik
kk, kartu keluarga
akta, akte, akta kelahiran, akte kelahiran
ijazah, ijasah
skck, surat kelakuan baik
rekomendasi, rekom, surat rekomendasi
visa turis, visa wisata, visa kunjungan, tourist visa, visa pelancong
izin kerja, work permit, permit kerja, working permit
arc, ktp taiwan, kartu arc, juliuzheng
hkid, ktp hk, ktp hongkong, hk id, id card hk
e pmi, kartu e pmi, ktkln
eps topik, epstopik, eps topic, epstopic
magang, pemagangan, jisshusei, ginou jisshusei, kenshusei, technical intern, titp, internship
ssw, tokutei ginou, tokutei, specified skilled worker
pelatihan, training, kursus, lpk, blk, balai latihan kerja, latihan kerja
opp, pap, orientasi pra pemberangkatan, pembekalan akhir, pembekalan
bp2mi, bnp2tki, bp3mi, kp2mi, kemenp2mi, kementerian p2mi, p4mi, bp3tki, lp3tki
disnaker, dinas tenaga kerja, depnaker, disnakertrans, dinas ketenagakerjaan
kbri, kjri, kdei, kedutaan, konsulat, embassy, konjen, kedubes, consulate, perwakilan ri
imigrasi, immigration, imigresen, imigration
labour department, labor department, labour dept
lapor, melapor, laporan, mengadu, ngadu, pengaduan, aduan, komplain, complain, komplen, report
hotline, call center, callcenter
shelter, safe house
asrama, mess, dorm, dormitory, akomodasi
kekerasan, dipukul, dipukuli, disiksa, penyiksaan, dianiaya, penganiayaan, abuse, kdrt, ditampar, ditendang, dihajar
pelecehan, dilecehkan, harassment, diraba, digerayangi, dicabuli, cabul, pelecehan seksual, sexual harassment, disentuh
pemerkosaan, diperkosa, perkosa, rape
meninggal, meninggal dunia, wafat, tewas, kematian, mati, death
jenazah, mayat, jasad, pemulangan jenazah
kecelakaan, accident, laka, kecelakan
kompensasi, santunan, ganti rugi, compensation
klaim, claim, klaem, pencairan, cairkan, dicairkan, mencairkan
jht, jaminan hari tua
bpjs, jamsostek, bpjs ketenagakerjaan, bpjs tk, bpjstk, bpjamsostek, jmo, jaminan sosial
asuransi, insurance, insurans
nhi, jianbao, jian bao, national health insurance
medical, medikal, mcu, medical check up, check up, medcheck, medcek, cek medis
periksa, pemeriksaan, diperiksa, memeriksa, cek, check, ngecek, dicek
rontgen, ronsen, rongsen, x ray, xray, foto thorax, thorax
tbc, tb, tuberkulosis, tuberculosis, flek paru, flek
hamil, pregnant, mengandung, kehamilan
rumah sakit, rs, hospital, klinik
rawat inap, opname, opnam, mondok
lansia, jompo, manula, lanjut usia, ama, akong, nenek, kakek
caregiver, care giver, perawat lansia, penjaga lansia, jaga lansia, pengasuh lansia, jaga ama, kaigo, perawat jompo, penjaga jompo
prt, pembantu, pembantu rumah tangga, art, asisten rumah tangga, pekerja rumah tangga, domestic helper, helper, fdh, dh, babu, maid
jaga anak, momong, babysitter, baby sitter, nanny, pengasuh anak, ngasuh anak
pabrik, factory, kilang, manufaktur, manufacturing
abk, anak buah kapal, nelayan, kapal ikan, pelaut, fisherman, seaman, kru kapal
konstruksi, construction, kuli bangunan, tukang bangunan
perkebunan, kebun, ladang, kebun sawit, ladang sawit, sawit, plantation, estate
loker, lowongan, lowongan kerja, lowker, vacancy, job vacancy, lowongan pekerjaan
job order, jo, demand letter
direct hiring, direct hire, dhsc
daftar, mendaftar, pendaftaran, registrasi, register, regis
syarat, persyaratan, requirement, requirements, kriteria
aturan, peraturan, regulasi, rule, rules, regulation
dokumen, berkas, document, documents
umur, usia, age
tato, tattoo, tatoo, tatto, bertato
wawancara, interview, interviu
tanda tangan, ttd, tandatangan, teken, signature
handphone, hp, ponsel, hape, henpon, hanpon, smartphone, telepon genggam, gawai
telepon, telpon, telp, tlp, nelpon, nelepon, telfon, call
nomor, nomer, nmr, number, no
whatsapp, wa, wasap, watsap, whatsap
facebook, fb, pesbuk, fesbuk
media sosial, medsos, sosmed, social media
pesawat, flight, penerbangan, kapal terbang, airline, maskapai
bagasi, barang bawaan, koper, luggage, baggage
bandara, airport, bandar udara
power bank, powerbank
bea cukai, customs, custom, pabean
oleh oleh, buah tangan, souvenir, ole ole
lebaran, idul fitri, idulfitri, hari raya, riyoyo
imlek, tahun baru imlek, chinese new year, sincia, cny
ibadah, salat, sholat, shalat, solat, sembahyang
jilbab, hijab, kerudung
libur, off, cuti, day off, holiday, prei, liburan
tanggal merah, libur nasional, hari libur nasional, public holiday, statutory holiday
kabar, berita, news, terkini
hilang, ilang, lost
ganda, dobel, double
diberi, dikasih, dikasi, diberikan, memberi, ngasih, ngasi, kasi, kasih
bikin, membuat, dibikin, bikinin, dibuat, pembuatan, ngebikin
urus, ngurus, urusin, mengurus, ngurusin, diurus, pengurusan
sampai, sampe, nyampe, nyampai
habis, abis
pakai, pake, dipake, dipakai, memakai
lulus, lolos
rusak, broken, patah, retak
kedaluwarsa, kadaluarsa, kadaluwarsa, expired, expire, habis masa berlaku, masa berlaku habis
pasangan, suami, istri, bojo, bini, suami istri, husband, wife, spouse
dimarahi, marah marah, dimaki, dimaki maki, makian, caci maki, dibentak, bentak, diomeli
sebulan, satu bulan, 1 bulan
seminggu, satu minggu, 1 minggu, sepekan
setahun, satu tahun, 1 tahun
sehari, satu hari, 1 hari
$list$;
  owners constant text := private.search_synonyms_text();
  shipped_words text[];
  lines text;
begin
  if owners = btrim(shipped_before, E'\n') then
    lines := vocabulary;
  elsif owners = '' then
    return;
  else
    -- The words of every list shipped before: 20261128000300's holds all of the first one's.
    shipped_words := array(
      select private.fold(p.word) from private.parse_search_synonyms(shipped_before) as p
    );
    select owners || coalesce(string_agg(E'\n' || g.line, '' order by g.group_no), '')
    into lines
    from (
      select n.group_no, string_agg(n.word, ', ' order by n.word_no) as line,
             row_number() over (order by n.group_no) as k
      from private.parse_search_synonyms(vocabulary) as n
      group by n.group_no
      having not bool_or(
        private.fold(n.word) = any (shipped_words)
        or exists (select from private.search_synonyms as s where s.folded = private.fold(n.word))
      )
    ) as g
    where g.k <= max_groups - (select count(distinct s.group_no) from private.search_synonyms as s);
  end if;

  if lines is not distinct from owners then
    return;
  end if;
  delete from private.search_synonyms where true;
  insert into private.search_synonyms (word, group_no, word_no, folded)
  select p.word, p.group_no, p.word_no, private.fold(p.word)
  from private.parse_search_synonyms(lines) as p;
  update private.search_synonyms_version as v set version = v.version + 1 where v.only_row;
end;
$vocabulary$;
