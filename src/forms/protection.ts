import { site } from '../config/site';
import type { LeadFormDef } from './types';

export const protectionForm: LeadFormDef<'name' | 'originRegion'> = {
  id: 'protection',
  intro: `Halo ${site.name}, saya membutuhkan layanan perlindungan pekerja migran.`,
  submitLabel: 'Minta Bantuan via WhatsApp',
  missing: {
    title: 'Data Tidak Lengkap',
    description: 'Mohon isi nama dan daerah asal Anda.',
  },
  fields: [
    {
      name: 'name',
      label: 'Nama Lengkap',
      type: 'text',
      required: true,
      placeholder: 'Nama sesuai KTP',
      autoComplete: 'name',
    },
    {
      name: 'originRegion',
      label: 'Daerah Asal',
      type: 'text',
      required: true,
      placeholder: 'Contoh: Ponorogo, Jawa Timur',
      autoComplete: 'address-level2',
    },
  ],
};
