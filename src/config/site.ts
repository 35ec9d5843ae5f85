/**
 * Business constants: the only place these values exist. Change them here and every page,
 * link and WhatsApp message follows.
 */
export const site = {
  name: 'Sahabat Migran',
  tagline: 'Konsultan Pekerja Migran Indonesia',
  description:
    'Konsultasi gratis, tiket pesawat, pengurusan dokumen, dan perlindungan untuk pekerja migran Indonesia ke Taiwan dan negara lain. Berkantor di Ponorogo, Jawa Timur.',
  phone: {
    /** As people read and dial it in Indonesia. */
    display: '0812-3456-7890',
    /** Country code and digits only: what wa.me and tel: links need. */
    international: '6281234567890',
  },
  email: 'info@sahabatmigran.id',
  address: {
    street: 'Jl. Soekarno-Hatta No. 12',
    city: 'Ponorogo',
    region: 'Jawa Timur',
    postalCode: '63418',
    country: 'Indonesia',
    countryCode: 'ID',
  },
  hours: {
    phone: '24 Jam, Senin - Minggu',
    email: 'Balasan dalam 1 jam kerja',
  },
  /** For search engines; says the same as hours.phone: every day, around the clock. */
  openingHours: { opens: '00:00', closes: '23:59' },
  stats: [
    { value: '10.000+', label: 'Pelanggan Tiket' },
    { value: '5.000+', label: 'Pekerja Migran' },
    { value: '10', label: 'Tahun Pengalaman' },
    { value: '24/7', label: 'Dukungan' },
  ],
  /**
   * The blog the header links to (opens in a new tab): our own, at `blogPath` of config/blog.ts
   * (written out, as this file imports nothing: scripts/make-icons.mjs loads it under plain
   * Node), or an absolute URL for an external blog.
   */
  blogUrl: '/blog',
  foundedYear: 2016,
} as const;

export const officeAddress = `${site.address.street}, ${site.address.city}, ${site.address.region}`;
