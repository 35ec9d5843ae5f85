import { useState, type SubmitEvent, type SyntheticEvent } from 'react';
import FormField from '../components/FormField';
import {
  leadFormMarker,
  leadForms,
  leadFormSuccess,
  popupBlocked,
  type LeadFormId,
} from '../forms';
import { composeMessage, missingFields, normalizeValues } from '../forms/compose';
import { countEvents } from '../config/analytics';
import { offlineTexts } from '../config/offline';
import { answeredByWorker } from '../forms/native-submission';
import { whatsappChat, whatsappUrl } from '../lib/links';
import { toast } from '../stores/toast';

/**
 * Renders any lead form by id. Inputs are uncontrolled so that whatever the visitor typed
 * stays in the DOM, even if it was typed before hydration or the chat could not be opened.
 */
export default function LeadForm({ formId }: { formId: LeadFormId }) {
  const form = leadForms[formId];
  const [invalid, setInvalid] = useState<readonly string[]>([]);
  const [blockedUrl, setBlockedUrl] = useState<string | null>(null);
  const [offline, setOffline] = useState(false);

  const finish = (element: HTMLFormElement) => {
    element.reset();
    setBlockedUrl(null);
    setInvalid([]);
    toast(leadFormSuccess);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const raw = Object.fromEntries(
      [...new FormData(element)].map(([key, value]) => [key, String(value)]),
    );
    const values = normalizeValues(form, raw);
    const missing = missingFields(form, values);
    setInvalid(missing);
    if (missing.length > 0) {
      toast({ ...form.missing, variant: 'destructive' });
      const first = element.elements.namedItem(missing[0] ?? '');
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    // Said in the form, not in a toast: offline, the toaster's code may not be on the device.
    setOffline(!navigator.onLine);
    if (!navigator.onLine) {
      console.warn(`LeadForm(${form.id}): offline, the WhatsApp chat cannot open`);
      return;
    }
    const url = whatsappUrl(composeMessage(form, values));
    // Opened synchronously inside the submit gesture so that popup blockers allow it.
    const chat = window.open(url, '_blank');
    if (!chat) {
      console.warn(`LeadForm(${form.id}): the browser blocked the WhatsApp tab`);
      setBlockedUrl(url);
      toast({ ...popupBlocked, variant: 'destructive' });
      return;
    }
    chat.opener = null;
    document.dispatchEvent(new CustomEvent(countEvents.chat));
    finish(element);
  };

  const onInput = (event: SyntheticEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (invalid.includes(name)) setInvalid(invalid.filter((n) => n !== name));
    setBlockedUrl(null);
    setOffline(false);
  };

  return (
    // Always the island's own validation (Indonesian messages, a toast), also in the static HTML:
    // the form hydrates on the first tap (client:interaction), and the browser's validation
    // would stop the held tap on 'Kirim' from reaching the island's code.
    // Sent by the browser itself (the island's code never came): the chat, never this site
    // (src/forms/native-submission.ts); `text` is the message wa.me pre-fills.
    <form
      action={whatsappChat()}
      {...{ [answeredByWorker]: '' }}
      noValidate
      onSubmit={onSubmit}
      onInput={onInput}
      className="space-y-4"
      aria-label={`Formulir ${form.submitLabel}`}
      data-form={form.id}
    >
      <input type="hidden" name={leadFormMarker} value={form.id} />
      <input type="hidden" name="text" value={form.intro} />
      {form.fields.map((field) => (
        <FormField
          key={field.name}
          {...field}
          id={`${form.id}-${field.name}`}
          invalid={invalid.includes(field.name)}
        />
      ))}
      <p className="text-sm text-slate-600">
        <span aria-hidden="true">*</span> wajib diisi. Data Anda tidak disimpan di situs ini; pesan
        dikirim langsung lewat WhatsApp.
      </p>
      {offline && (
        <p
          role="alert"
          className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900"
        >
          {offlineTexts.leadForm}
        </p>
      )}
      {blockedUrl && (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900">
          <p>Browser Anda memblokir jendela baru. Data Anda masih ada di formulir ini.</p>
          <a
            href={blockedUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={(event) => {
              const element = event.currentTarget.closest('form');
              if (element) finish(element);
            }}
            className="mt-3 inline-flex items-center rounded-md bg-whatsapp-700 px-4 py-2 font-semibold text-white hover:bg-whatsapp-600"
          >
            Buka Chat WhatsApp
          </a>
        </div>
      )}
      <button
        type="submit"
        className="inline-flex w-full items-center justify-center gap-2 rounded-md bg-whatsapp-700 px-5 py-3 text-base font-semibold text-white hover:bg-whatsapp-600 sm:w-auto"
      >
        {form.submitLabel}
      </button>
    </form>
  );
}
