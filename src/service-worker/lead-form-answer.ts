/**
 * A lead form sent before its island's script is on the device (offline, or on a connection so
 * slow that the tap came first) is submitted by the browser itself; where this worker controls
 * the page, `client:interaction` sends it to the page itself (src/forms/native-submission.ts):
 * GET, the values in the query string, and the hidden field `leadFormMarker` naming the form. The
 * worker answers that request on the device, so the values reach no server: online, it opens the
 * WhatsApp chat the island would have opened; otherwise it shows the page again with every
 * value back in its field and says why nothing was sent.
 */
import { offlineTexts } from '../config/offline';
import { leadForms, leadFormMarker, type LeadFormId } from '../forms';
import { composeMessage, missingFields, normalizeValues } from '../forms/compose';
import type { FormValues, LeadFormDef } from '../forms/types';
import { escapeHtmlAttribute, escapeHtmlText } from '../lib/html-escape';
import { readTags } from '../lib/html/read-tags';
import { whatsappUrl } from '../lib/links';

export interface LeadFormSubmission {
  form: LeadFormDef;
  values: FormValues;
  /** Required fields left empty, in the form's order. */
  missing: string[];
}

/** The lead form a navigation submits, with its values; null for any other request. */
export function leadFormSubmission(url: string): LeadFormSubmission | null {
  const { searchParams } = new URL(url);
  const id = searchParams.get(leadFormMarker);
  if (!id || !Object.hasOwn(leadForms, id)) return null;
  const form: LeadFormDef = leadForms[id as LeadFormId];
  const values = normalizeValues(form, Object.fromEntries(searchParams));
  return { form, values, missing: missingFields(form, values) };
}

/** The chat the island opens for these values. */
export const chatUrl = ({ form, values }: LeadFormSubmission) =>
  whatsappUrl(composeMessage(form, values));

/** The page's own address, without the values: all the worker asks the network for. */
export function pageWithoutValues(url: string): string {
  const page = new URL(url);
  page.search = '';
  return page.href;
}

/** What the page says above the form when it comes back with the values. */
export function submissionNotice({ form }: LeadFormSubmission, online: boolean) {
  if (!online) return offlineTexts.leadForm;
  return `${form.missing.title}. ${form.missing.description}`;
}

const notice = (text: string) =>
  `<p role="alert" data-lead-form-notice class="mb-4 rounded-md border border-amber-300 ` +
  `bg-amber-50 p-4 text-slate-900">${escapeHtmlText(text)}</p>`;

/**
 * The page's HTML with the form's fields holding `values` and `message` said just above the
 * form's island (outside it: what the island renders itself must stay as it rendered it, or
 * hydrating it would start it over, empty).
 */
export function withLeadFormValues(
  html: string,
  { form, values }: LeadFormSubmission,
  message: string,
): string {
  const edits: { at: number; end: number; text: string }[] = [];
  let island = -1;
  let inForm = false;
  let select: string | null = null;
  readTags(html, {
    onopentag(name, attrs, start, end) {
      if (name === 'astro-island') island = start;
      if (name === 'form' && attrs['data-form'] === form.id) {
        inForm = true;
        edits.push({
          at: island >= 0 ? island : start,
          end: island >= 0 ? island : start,
          text: notice(message),
        });
        return;
      }
      if (!inForm) return;
      const field = attrs.name;
      if (name === 'select') select = field ?? null;
      if (name === 'option' && select !== null && field === undefined) {
        const chosen = (attrs.value ?? '') === values[select];
        const rest = Object.fromEntries(
          Object.entries(attrs).filter(([key]) => key !== 'selected'),
        );
        edits.push({
          at: start,
          end,
          text: tag('option', chosen ? { ...rest, selected: '' } : rest),
        });
      }
      if (field === undefined || !(field in values)) return;
      if (name === 'input' && attrs.type !== 'hidden') {
        edits.push({
          at: start,
          end,
          text: tag('input', { ...attrs, value: values[field] ?? '' }),
        });
      }
      if (name === 'textarea') {
        edits.push({ at: end, end, text: escapeHtmlText(values[field] ?? '') });
      }
    },
    onclosetag(name) {
      if (name === 'form') inForm = false;
      if (name === 'select') select = null;
    },
  });
  let out = '';
  let at = 0;
  for (const edit of edits.sort((a, b) => a.at - b.at)) {
    out += html.slice(at, edit.at) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}

function tag(name: string, attrs: Record<string, string>) {
  const written = Object.entries(attrs).map(([key, value]) =>
    value === '' && key !== 'value' ? ` ${key}` : ` ${key}="${escapeHtmlAttribute(value)}"`,
  );
  return `<${name}${written.join('')}>`;
}
