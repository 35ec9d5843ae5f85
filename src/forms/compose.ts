import { formatInputDate } from '../lib/format-date';
import type { FormValues, LeadFormDef } from './types';

/** Trims every field's value; absent fields become ''. */
export function normalizeValues(form: LeadFormDef, raw: FormValues): FormValues {
  return Object.fromEntries(form.fields.map((f) => [f.name, (raw[f.name] ?? '').trim()]));
}

/** Names of required fields left empty, in the order they appear. */
export function missingFields(form: LeadFormDef, values: FormValues): string[] {
  return form.fields.filter((f) => f.required && !values[f.name]?.trim()).map((f) => f.name);
}

/**
 * The WhatsApp text of a lead form: its greeting naming the service, then one line per filled
 * field as 'Label: value' (dates in Indonesian; long text on its own lines).
 */
export function composeMessage(form: LeadFormDef, values: FormValues): string {
  const lines = form.fields.flatMap((field) => {
    const value = values[field.name]?.trim() ?? '';
    if (!value) return [];
    if (field.type === 'date') return [`${field.label}: ${formatInputDate(value)}`];
    if (field.type === 'textarea') return [`${field.label}:`, value];
    return [`${field.label}: ${value}`];
  });
  return [form.intro, '', ...lines].join('\n');
}
