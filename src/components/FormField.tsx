import type { ReactNode, Ref } from 'react';

export type FormFieldType =
  'text' | 'tel' | 'date' | 'url' | 'password' | 'search' | 'textarea' | 'select';

export interface FormFieldProps {
  /** The control's id; the hint's id is derived from it. */
  id: string;
  name: string;
  label: string;
  type?: FormFieldType;
  required?: boolean;
  invalid?: boolean;
  /** Shown under the field and read with it (aria-describedby). */
  hint?: string;
  /** What is wrong with the value: shown in the hint's place, in red, and announced. */
  error?: string;
  /** Controls for the field, between its label and itself (the content's format toolbar). */
  toolbar?: ReactNode;
  placeholder?: string;
  defaultValue?: string;
  /** Select options; the first is the default unless `defaultValue` says otherwise. */
  options?: readonly string[];
  rows?: number;
  maxLength?: number;
  autoComplete?: string;
  spellCheck?: boolean;
  readOnly?: boolean;
  /** Code-like values (slugs, HTML): a monospaced, smaller font. */
  mono?: boolean;
  /** The `<input>` itself (not set for textareas and selects). */
  inputRef?: Ref<HTMLInputElement>;
  /** The `<textarea>` itself, for a textarea. */
  textareaRef?: Ref<HTMLTextAreaElement>;
}

const inputClass =
  'block w-full rounded-md border px-3 py-2.5 text-base placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600';

/**
 * One labelled form control (input, textarea or select) with its required mark and hint: the
 * markup every form of the site uses, so labels, error marking and hints look and read the same.
 * Uncontrolled: the form reads its values on submit.
 */
export default function FormField({
  id,
  name,
  label,
  type = 'text',
  required,
  invalid = false,
  hint,
  error,
  toolbar,
  options,
  defaultValue,
  rows,
  mono,
  readOnly,
  inputRef,
  textareaRef,
  ...rest
}: FormFieldProps) {
  const note = error ?? hint;
  const hintId = note ? `${id}-hint` : undefined;
  const marked = invalid || error !== undefined;
  const look = marked ? 'border-red-700' : 'border-slate-400';
  const common = {
    id,
    name,
    required,
    readOnly,
    'aria-invalid': marked || undefined,
    'aria-describedby': hintId,
    className: [
      inputClass,
      look,
      // Read-only looks set apart, so nobody tries to type into it.
      readOnly ? 'bg-slate-100 text-slate-700' : 'bg-white text-slate-900',
      mono ? 'font-mono text-sm' : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium text-slate-800">
        {label}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {toolbar}
      {type === 'select' ? (
        <select {...common} defaultValue={defaultValue ?? options?.[0]}>
          {options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : type === 'textarea' ? (
        <textarea
          {...common}
          ref={textareaRef}
          rows={rows}
          defaultValue={defaultValue}
          placeholder={rest.placeholder}
          maxLength={rest.maxLength}
          spellCheck={rest.spellCheck}
        />
      ) : (
        <input
          {...common}
          ref={inputRef}
          type={type}
          defaultValue={defaultValue}
          placeholder={rest.placeholder}
          maxLength={rest.maxLength}
          autoComplete={rest.autoComplete}
          spellCheck={rest.spellCheck}
          inputMode={type === 'tel' ? 'tel' : undefined}
        />
      )}
      {note && (
        <p
          id={hintId}
          role={error ? 'alert' : undefined}
          className={`mt-1 text-sm ${error ? 'text-red-700' : 'text-slate-600'}`}
        >
          {note}
        </p>
      )}
    </div>
  );
}
