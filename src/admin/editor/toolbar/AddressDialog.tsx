import { useEffect, useEffectEvent, useId, useRef, useState, type ReactNode } from 'react';
import FormField from '../../../components/FormField';
import { addressDialogs, dialogButtons, type AddressKind } from './format-commands';

export type AddressValues = Record<string, string>;

export interface AddressDialogProps {
  kind: AddressKind;
  /** It has closed: with the values to insert, or null when cancelled ('Batal', Escape). */
  onClose: (values: AddressValues | null) => void;
  /** What the fields start with (an image chosen from 'Gambar Tersimpan'). */
  initial?: AddressValues;
  /**
   * Shown above the fields: a way to get an address other than typing it (an upload), given
   * how to fill a field and focus the next empty one.
   */
  source?: (fill: (name: string, value: string) => void) => ReactNode;
}

/**
 * Asks for a link's or an image's address in a modal `<dialog>`, opened as it mounts: focus moves
 * into it and stays there, Escape cancels. An address it refuses stays typed, with the reason.
 * It sits in the article's form (forms cannot nest), so Enter inserts here instead of starting
 * that form's submission, and its typing does not reach the form's preview.
 */
export default function AddressDialog({ kind, onClose, initial, source }: AddressDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const chosen = useRef<AddressValues | null>(null);
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const id = useId();
  const { title, fields } = addressDialogs[kind];
  const inputId = (name: string) => `${id}-${name}`;

  const insert = () => {
    const dialog = ref.current;
    if (!dialog) return;
    const input = (name: string) =>
      document.getElementById(inputId(name)) as HTMLInputElement | null;
    const values: AddressValues = {};
    for (const field of fields) values[field.name] = input(field.name)?.value.trim() ?? '';
    for (const field of fields) {
      const message = field.problem?.(values[field.name] ?? '');
      if (message) {
        setProblem({ field: field.name, message });
        input(field.name)?.focus();
        return;
      }
    }
    chosen.current = values;
    dialog.close();
  };

  const onEnter = useEffectEvent(insert);

  const fill = (name: string, value: string) => {
    const input = document.getElementById(inputId(name)) as HTMLInputElement | null;
    if (input) input.value = value;
    setProblem((current) => (current?.field === name ? null : current));
    const empty = fields
      .map((field) => document.getElementById(inputId(field.name)) as HTMLInputElement | null)
      .find((field) => field && !field.value.trim());
    empty?.focus();
  };

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
      event.preventDefault();
      onEnter();
    };
    const onInput = (event: Event) => event.stopPropagation();
    dialog.addEventListener('keydown', onKeyDown);
    dialog.addEventListener('input', onInput);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
      dialog.removeEventListener('input', onInput);
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-judul`}
      onClose={() => onClose(chosen.current)}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-xl bg-white p-6 text-slate-800 shadow-xl backdrop:bg-slate-900/60"
    >
      <h2 id={`${id}-judul`} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4">
        {source?.(fill)}
        {fields.map((field) => (
          <FormField
            key={field.name}
            id={inputId(field.name)}
            name={field.name}
            label={field.label}
            type={field.type}
            required={field.required}
            hint={field.hint}
            placeholder={field.placeholder}
            autoComplete="off"
            defaultValue={initial?.[field.name]}
            spellCheck={field.type === 'text'}
            error={problem?.field === field.name ? problem.message : undefined}
          />
        ))}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className="btn-outline text-brand-700"
          onClick={() => ref.current?.close()}
        >
          {dialogButtons.cancel}
        </button>
        <button type="button" className="btn-primary" onClick={insert}>
          {dialogButtons.insert}
        </button>
      </div>
    </dialog>
  );
}
