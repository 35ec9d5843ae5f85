import { site } from '../config/site';
import type { LeadFormDef } from './types';

export const serviceTypes = [
  'Konsultasi Pekerja Migran',
  'Pemesanan Tiket Pesawat',
  'Pengurusan Dokumen',
  'Layanan Perlindungan',
  'Lainnya',
] as const;

export const contactForm: LeadFormDef<'fullName' | 'whatsappNumber' | 'serviceType' | 'message'> = {
  id: 'contact',
  intro: `Halo ${site.name}, saya ingin menghubungi Anda.`,
  submitLabel: 'Kirim via WhatsApp',
  missing: {
    title: 'Data Tidak Lengkap',
    description: 'Mohon isi semua field yang wajib diisi.',
  },
  fields: [
    {
      name: 'fullName',
      label: 'Nama Lengkap',
      type: 'text',
      required: true,
      placeholder: 'Nama sesuai KTP',
      autoComplete: 'name',
    },
    {
      name: 'whatsappNumber',
      label: 'Nomor WhatsApp',
      type: 'tel',
      required: true,
      placeholder: 'Contoh: 0812-3456-7890',
      autoComplete: 'tel',
    },
    {
      name: 'serviceType',
      label: 'Jenis Layanan',
      type: 'select',
      required: true,
      options: serviceTypes,
      defaultValue: 'Konsultasi Pekerja Migran',
    },
    {
      name: 'message',
      label: 'Pesan',
      type: 'textarea',
      required: true,
      rows: 4,
      placeholder: 'Ceritakan kebutuhan Anda, misalnya negara tujuan atau dokumen yang diurus.',
    },
  ],
};
