import type { Testimonial } from './types';

/**
 * What past clients say, shown on the home page. These are examples: replace them with real
 * testimonials the clients agreed to publish before launch.
 */
export const testimonials: readonly Testimonial[] = [
  {
    name: 'Siti Rahmawati',
    location: 'Ponorogo, Jawa Timur',
    text: 'Saya pesan tiket pulang cuti dari Taipei ke Surabaya lewat WhatsApp, dan e-ticket-nya langsung dikirim malam itu juga. Aturan bagasinya dijelaskan dulu, jadi saya tidak kena biaya tambahan di bandara.',
    rating: 5,
  },
  {
    name: 'Dwi Lestari',
    location: 'Madiun, Jawa Timur',
    text: 'Awalnya saya bingung dokumen apa saja yang harus disiapkan untuk kerja ke Taiwan. Saya diberi daftar lengkap, lalu didampingi mengurus paspor dan dijadwalkan medical check-up. Semua biaya dijelaskan dari awal, tidak ada tambahan mendadak.',
    rating: 5,
  },
  {
    name: 'Agus Setiawan',
    location: 'Blitar, Jawa Timur',
    text: 'Waktu gaji saya di pabrik di Taichung tertahan tiga bulan, saya bingung harus mengadu ke mana. Tim ini membantu saya menghubungi KDEI Taipei dan terus mengabari istri saya di rumah. Sekarang gaji saya sudah dibayar.',
    rating: 5,
  },
];
