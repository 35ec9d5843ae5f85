import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { DomUtils, parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import LeadForm from '../../src/islands/LeadForm';
import { leadFormMarker, leadForms, type LeadFormId } from '../../src/forms';
import {
  chatUrl,
  leadFormSubmission,
  pageWithoutValues,
  submissionNotice,
  withLeadFormValues,
} from '../../src/service-worker/lead-form-answer';

const origin = 'https://sahabatmigran.id';

/** A page as Astro serves it: the form's island, rendered on the server, among other markup. */
const pageWith = (formId: LeadFormId) =>
  `<html><body><main><h1>Layanan</h1><astro-island uid="x" component-url="/_astro/LeadForm.js" ssr>` +
  renderToString(createElement(LeadForm, { formId })) +
  `</astro-island><footer>Kontak</footer></main></body></html>`;

/** What the browser sends for a form submitted without its script: GET, the values as a query. */
const submitted = (formId: LeadFormId, values: Record<string, string>, path = '/layanan') =>
  `${origin}${path}?${new URLSearchParams({ ...values, [leadFormMarker]: formId })}`;

const fieldsOf = (html: string, formId: string) => {
  const form = DomUtils.findOne(
    (element) => element.attribs['data-form'] === formId,
    parseDocument(html).children,
  )!;
  return Object.fromEntries(
    DomUtils.findAll((element) => 'name' in element.attribs, [form])
      .filter((element) => element.attribs.type !== 'hidden')
      .map((element) => {
        const name = element.attribs.name!;
        if (element.name === 'textarea') return [name, DomUtils.textContent(element)];
        if (element.name === 'select') {
          const chosen = DomUtils.findOne((o) => 'selected' in o.attribs, [element]);
          return [name, chosen?.attribs.value ?? ''];
        }
        return [name, element.attribs.value ?? ''];
      }),
  );
};

describe('a lead form the browser sent without its script', () => {
  it('names its form by the hidden field, and reads the values', () => {
    const sent = leadFormSubmission(
      submitted('consultation', { targetCountry: ' Taiwan ', originRegion: 'Ponorogo' }),
    );
    expect(sent).toMatchObject({
      form: { id: 'consultation' },
      values: { targetCountry: 'Taiwan', originRegion: 'Ponorogo' },
      missing: [],
    });
    const chat = new URL(chatUrl(sent!));
    expect(chat.origin).toBe('https://wa.me');
    expect(chat.searchParams.get('text')?.split('\n').slice(-2)).toEqual([
      'Negara Tujuan: Taiwan',
      'Daerah Asal: Ponorogo',
    ]);
    expect(leadFormSubmission(`${origin}/layanan?q=paspor`)).toBeNull();
    expect(leadFormSubmission(`${origin}/layanan?${leadFormMarker}=toString`)).toBeNull();
    expect(leadFormSubmission(`${origin}/layanan?${leadFormMarker}=nope`)).toBeNull();
  });

  it('asks the network only for the page, never with the values', () => {
    expect(pageWithoutValues(submitted('contact', { name: 'Sri' }, '/'))).toBe(`${origin}/`);
  });

  it('says offline that the message will go once connected, online what is missing', () => {
    const sent = leadFormSubmission(submitted('consultation', { targetCountry: 'Taiwan' }))!;
    expect(sent.missing).toEqual(['originRegion']);
    expect(submissionNotice(sent, false)).toBe(
      'Anda sedang offline. Pesan akan bisa dikirim setelah tersambung.',
    );
    expect(submissionNotice(sent, true)).toBe(
      'Data Tidak Lengkap. Mohon isi negara tujuan dan daerah asal Anda.',
    );
  });

  it.each(Object.keys(leadForms) as LeadFormId[])(
    'puts every value of the %s form back in its field, and the notice above the island',
    (formId) => {
      const form = leadForms[formId];
      const values = Object.fromEntries(
        form.fields.map((field) => [
          field.name,
          field.options?.at(-1) ??
            (field.type === 'date' ? '2026-12-24' : `Isi <${field.name}> & "kutip"`),
        ]),
      );
      const sent = leadFormSubmission(submitted(formId, values))!;
      const html = withLeadFormValues(pageWith(formId), sent, 'Pesan belum terkirim.');
      expect(fieldsOf(html, formId)).toEqual(values);
      const doc = parseDocument(html);
      const alert = DomUtils.findOne((e) => e.attribs.role === 'alert', doc.children)!;
      expect(DomUtils.textContent(alert)).toBe('Pesan belum terkirim.');
      // Outside the island: hydrating it must find what it rendered.
      expect(DomUtils.findOne((e) => e.name === 'astro-island', [alert])).toBeNull();
      expect(alert.parent && (alert.parent as { name?: string }).name).toBe('main');
      expect(html).toContain('<footer>Kontak</footer>');
    },
  );
});
