import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import AddressDialog, { type AddressValues } from './AddressDialog';
import {
  formatCommands,
  isPlainPaste,
  shortcutCommand,
  toolbarLabel,
  type AddressKind,
  type FormatCommand,
} from './format-commands';
import { pastedHtml } from './paste-content';
import { imageEdit, insertEdit, linkEdit, type FieldSelection } from './text-format';
import { applyFieldEdit } from './textarea-edit';

const selectionOf = (
  field: HTMLTextAreaElement,
  [start, end] = [field.selectionStart, field.selectionEnd],
): FieldSelection => ({ value: field.value, start, end });

/** Where each key moves the focus in the toolbar (roving tabindex: Tab leaves it). */
const moves: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index + count - 1) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * The formatting toolbar over the article's HTML field, with its shortcuts (Ctrl/⌘+B, I, K)
 * and its paste: clipboard HTML cleaned, WhatsApp text turned into HTML, Ctrl/⌘+Shift+V as is.
 * Every change goes through the browser's editing commands, so Ctrl/⌘+Z undoes it.
 */
export interface FormatToolbarProps {
  fieldId: string;
  /** The 'Gambar' dialog's other way to an address: the upload (see AddressDialog). */
  imageSource?: (fill: (name: string, value: string) => void) => ReactNode;
  /** An image to insert, asked for from outside ('Gambar Tersimpan'): opens 'Gambar' with it. */
  imageToInsert?: { src: string } | null;
}

export default function FormatToolbar({ fieldId, imageSource, imageToInsert }: FormatToolbarProps) {
  const [current, setCurrent] = useState(0);
  /** The dialog open, and where the field's selection was then (null: as the field has it). */
  const [asking, setAsking] = useState<{
    kind: AddressKind;
    at: [number, number] | null;
    initial?: AddressValues;
  } | null>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const field = useCallback(
    () => document.getElementById(fieldId) as HTMLTextAreaElement | null,
    [fieldId],
  );

  const run = useCallback(
    (command: FormatCommand) => {
      const textarea = field();
      if (!textarea) return;
      if ('asks' in command) {
        setAsking({ kind: command.asks, at: [textarea.selectionStart, textarea.selectionEnd] });
      } else {
        applyFieldEdit(textarea, command.edit(selectionOf(textarea)));
      }
    },
    [field],
  );

  useEffect(() => {
    const textarea = field();
    if (!textarea) return;
    // Ctrl/⌘+Shift+V fires the same paste event as Ctrl/⌘+V: its keydown says which it was.
    let asTyped = false;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      asTyped = isPlainPaste(event);
      const command = shortcutCommand(event);
      if (!command) return;
      event.preventDefault();
      run(command);
    };
    const onKeyUp = () => {
      asTyped = false;
    };
    const onPaste = (event: ClipboardEvent) => {
      const plain = asTyped;
      asTyped = false;
      const data = event.clipboardData;
      if (plain || !data) return;
      let pasted;
      try {
        pasted = pastedHtml({ html: data.getData('text/html'), text: data.getData('text/plain') });
      } catch (error) {
        console.error('FormatToolbar: cleaning the pasted HTML failed; pasting its text:', error);
        return;
      }
      if (!pasted) return;
      event.preventDefault();
      applyFieldEdit(textarea, insertEdit(selectionOf(textarea), pasted.html, pasted.block));
    };
    textarea.addEventListener('keydown', onKeyDown);
    textarea.addEventListener('keyup', onKeyUp);
    textarea.addEventListener('paste', onPaste);
    return () => {
      textarea.removeEventListener('keydown', onKeyDown);
      textarea.removeEventListener('keyup', onKeyUp);
      textarea.removeEventListener('paste', onPaste);
    };
  }, [field, run]);

  // An image asked for from outside opens 'Gambar' with it, once per request.
  const [request, setRequest] = useState(imageToInsert);
  if (imageToInsert !== request) {
    setRequest(imageToInsert);
    if (imageToInsert) setAsking({ kind: 'image', at: null, initial: { src: imageToInsert.src } });
  }

  /** Back to the field, its selection as it was; with the address given, inserted there. */
  const closeDialog = (values: AddressValues | null) => {
    const kind = asking?.kind;
    const at = asking?.at ?? undefined;
    setAsking(null);
    const textarea = field();
    if (!textarea) return;
    const selection = selectionOf(textarea, at);
    if (!values) {
      textarea.focus();
      textarea.setSelectionRange(selection.start, selection.end);
      return;
    }
    const edit =
      kind === 'image'
        ? imageEdit(selection, values.src ?? '', values.alt ?? '')
        : linkEdit(selection, values.href ?? '');
    applyFieldEdit(textarea, edit);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(current, formatCommands.length);
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <>
      <div
        role="toolbar"
        aria-label={toolbarLabel}
        aria-controls={fieldId}
        onKeyDown={onKeyDown}
        className="-mx-1.5 mb-1 flex gap-1.5 overflow-x-auto p-1.5 sm:flex-wrap"
      >
        {formatCommands.map((command, index) => {
          const key = command.shortcut?.toUpperCase();
          return (
            <button
              key={command.name}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              tabIndex={index === current ? 0 : -1}
              aria-keyshortcuts={key && `Control+${key} Meta+${key}`}
              title={key && `Ctrl/⌘+${key}`}
              // Keeps the field focused, its selection shown and a phone's keyboard open.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setCurrent(index)}
              onClick={() => {
                setCurrent(index);
                run(command);
              }}
              className={`min-h-11 min-w-11 shrink-0 whitespace-nowrap rounded-md border border-slate-400 bg-white px-2.5 text-sm text-slate-800 hover:bg-slate-100 ${command.look ?? 'font-medium'}`}
            >
              {command.name}
            </button>
          );
        })}
      </div>
      {asking && (
        <AddressDialog
          kind={asking.kind}
          onClose={closeDialog}
          initial={asking.initial}
          source={asking.kind === 'image' ? imageSource : undefined}
        />
      )}
    </>
  );
}
