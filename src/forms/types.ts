export type FieldType = 'text' | 'tel' | 'date' | 'select' | 'textarea';

export interface FieldDef<Name extends string = string> {
  name: Name;
  label: string;
  type: FieldType;
  required: boolean;
  placeholder?: string;
  /** Select options; the first is the default unless `defaultValue` says otherwise. */
  options?: readonly string[];
  defaultValue?: string;
  rows?: number;
  autoComplete?: string;
  /** Shown under the field. */
  hint?: string;
}

export interface ToastText {
  title: string;
  description: string;
}

/** One lead form: its fields, its messages, and the WhatsApp text it composes. */
export interface LeadFormDef<Name extends string = string> {
  id: string;
  /** First line of the WhatsApp message; names the service. */
  intro: string;
  fields: readonly FieldDef<Name>[];
  submitLabel: string;
  missing: ToastText;
}

export type FormValues = Record<string, string>;
