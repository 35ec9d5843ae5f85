import { useEffect, useRef, type ComponentProps, type RefObject } from 'react';

/**
 * Whether the owner changed `field` before the island's script ran: its value (or checked
 * state, or selection) is no longer the one in the page's HTML.
 */
function changedBeforeHydration(field: Element): boolean {
  if (field instanceof HTMLInputElement) {
    if (field.type === 'file' || field.type === 'hidden') return false;
    return field.type === 'checkbox' || field.type === 'radio'
      ? field.checked !== field.defaultChecked
      : field.value !== field.defaultValue;
  }
  if (field instanceof HTMLTextAreaElement) return field.value !== field.defaultValue;
  if (field instanceof HTMLSelectElement) {
    return [...field.options].some((option) => option.selected !== option.defaultSelected);
  }
  return false;
}

/**
 * Hands the island what the owner typed or chose before it woke: each field changed since the
 * HTML was served gets the `input` and `change` events it would have had, so the island's own
 * handlers take it as if typed now (as `client:interaction` replays a visitor's first tap).
 */
export function replayTypedBeforeHydration(form: HTMLFormElement): void {
  for (const field of [...form.elements]) {
    if (!changedBeforeHydration(field)) continue;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

export type OwnerFormProps = Omit<ComponentProps<'form'>, 'method' | 'action' | 'ref'> & {
  formRef?: RefObject<HTMLFormElement | null>;
  /** Runs once the island has woken, before what was typed earlier is handed to it. */
  onWake?: (form: HTMLFormElement) => void;
};

/**
 * Every form of the owner's pages (the editor, 'Kelola Artikel', and those to come). It can
 * never be sent by the browser itself: `method="dialog"` outside a `<dialog>` makes a native
 * submission (Enter in a field, a tap on its button before the script has run, a script that
 * never comes) do nothing, so the publishing key and the article never reach an address, a
 * history entry or a server log, and nothing typed leaves the page. Only the island's
 * `onSubmit` acts. What was typed before the island woke is handed to it when it does.
 */
export default function OwnerForm({ formRef, onWake, children, ...props }: OwnerFormProps) {
  const ownRef = useRef<HTMLFormElement>(null);
  const ref = formRef ?? ownRef;
  const wake = useRef(onWake);

  useEffect(() => {
    const form = ref.current;
    if (!form) return;
    wake.current?.(form);
    replayTypedBeforeHydration(form);
  }, [ref]);

  return (
    <form ref={ref} method="dialog" {...props}>
      {children}
    </form>
  );
}
