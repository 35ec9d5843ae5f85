import { site } from '../config/site';
import type { LeadFormDef } from './types';

export const documentForm: LeadFormDef<'name' | 'documentType'> = {
  id: 'document',
  intro: `Halo ${site.name}, saya ingin mengurus dokumen pekerja migran.`,
  submitLabel: 'Urus via WhatsApp',
  missing: {
    title: 'Data Tidak Lengkap',
    description: 'Mohon isi nama dan jenis dokumen yang diurus.',
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
      name: 'documentType',
      label: 'Jenis Dokumen',
      type: 'text',
      required: true,
      placeholder: 'Contoh: paspor, visa kerja, E-KTKLN',
      autoComplete: 'off',
    },
  ],
};
