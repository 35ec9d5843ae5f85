import { site } from '../config/site';
import type { LeadFormDef } from './types';

export const ticketForm: LeadFormDef<'destination' | 'departureDate'> = {
  id: 'ticket',
  intro: `Halo ${site.name}, saya ingin memesan tiket pesawat.`,
  submitLabel: 'Pesan via WhatsApp',
  missing: {
    title: 'Data Tidak Lengkap',
    description: 'Mohon isi tujuan dan tanggal keberangkatan.',
  },
  fields: [
    {
      name: 'destination',
      label: 'Tujuan',
      type: 'text',
      required: true,
      placeholder: 'Contoh: Surabaya - Taipei',
      autoComplete: 'off',
    },
    { name: 'departureDate', label: 'Tanggal Keberangkatan', type: 'date', required: true },
  ],
};
