import { contactForm } from './contact';
import { consultationForm } from './consultation';
import { documentForm } from './document';
import { protectionForm } from './protection';
import { ticketForm } from './ticket';
import type { LeadFormDef, ToastText } from './types';

/** Every lead form, by the id a page passes to the LeadForm island. */
export const leadForms = {
  contact: contactForm,
  consultation: consultationForm,
  ticket: ticketForm,
  protection: protectionForm,
  document: documentForm,
} as const satisfies Record<string, LeadFormDef>;

export type LeadFormId = keyof typeof leadForms;

/**
 * The hidden field that names a lead form in its own submission: the browser sends the form
 * itself when the island's script is not there yet, and the service worker answers it
 * (src/service-worker/lead-form-answer.ts).
 */
export const leadFormMarker = 'formulir';

export const leadFormSuccess: ToastText = {
  title: 'WhatsApp Dibuka',
  description:
    'Pesan Anda sudah kami siapkan. Tekan kirim di WhatsApp agar tim kami segera membalas.',
};

export const popupBlocked: ToastText = {
  title: 'WhatsApp Belum Terbuka',
  description: 'Browser Anda memblokir jendela baru. Data Anda masih tersimpan di formulir.',
};
