import { site } from '../config/site';
import type { LeadFormDef } from './types';

export const consultationForm: LeadFormDef<'targetCountry' | 'originRegion'> = {
  id: 'consultation',
  intro: `Halo ${site.name}, saya ingin konsultasi sebagai calon pekerja migran.`,
  submitLabel: 'Konsultasi via WhatsApp',
  missing: {
    title: 'Data Tidak Lengkap',
    description: 'Mohon isi negara tujuan dan daerah asal Anda.',
  },
  fields: [
    {
      name: 'targetCountry',
      label: 'Negara Tujuan',
      type: 'text',
      required: true,
      placeholder: 'Contoh: Taiwan',
      autoComplete: 'off',
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
