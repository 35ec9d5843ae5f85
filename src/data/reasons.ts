import type { Reason } from './types';

/** Why choose us: the four reasons on the home page, in display order. */
export const reasons: readonly Reason[] = [
  {
    title: 'Keberangkatan Terjamin',
    text: 'Kami mendampingi Anda dari konsultasi pertama sampai hari keberangkatan, dan selalu melalui jalur resmi yang tercatat pemerintah.',
  },
  {
    title: 'Perlindungan Maksimal',
    text: 'Saat Anda menghadapi masalah di luar negeri, kami bantu menghubungkan Anda dengan KDEI, KBRI, KJRI, dan lembaga resmi lainnya, sambil tetap mengabari keluarga di rumah.',
  },
  {
    title: 'Jaringan Luas',
    text: 'Kami terbiasa melayani keberangkatan ke Taiwan, Hong Kong, Malaysia, Singapura, Jepang, Korea Selatan, dan Timur Tengah dari berbagai bandara di Indonesia.',
  },
  {
    title: 'Pelayanan Profesional',
    text: 'Biaya kami sampaikan di awal, data pribadi Anda kami jaga, dan kantor kami di Ponorogo terbuka untuk Anda dan keluarga yang ingin bertanya langsung.',
  },
];
