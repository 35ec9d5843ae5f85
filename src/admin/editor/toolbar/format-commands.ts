/**
 * The content field's toolbar: its buttons (names exact, as the owner sees them), the keyboard
 * shortcuts, and the dialogs that ask for an address.
 */
import { altTextHint } from '../form-fields';
import { imageAddressProblem, linkAddressProblem } from './address-check';
import { listFromLines, wrapSelection, type FieldEdit, type FieldSelection } from './text-format';

export type AddressKind = 'link' | 'image';

export type FormatCommand = {
  name: string;
  /** Ctrl (⌘ on a Mac) and this key. */
  shortcut?: string;
  /** How the button's name is written: what it does, shown. */
  look?: 'font-bold' | 'italic';
} & ({ edit: (selection: FieldSelection) => FieldEdit } | { asks: AddressKind });

export const toolbarLabel = 'Format konten';

export const formatCommands: readonly FormatCommand[] = [
  { name: 'Tebal', shortcut: 'b', look: 'font-bold', edit: (s) => wrapSelection(s, 'strong') },
  { name: 'Miring', shortcut: 'i', look: 'italic', edit: (s) => wrapSelection(s, 'em') },
  { name: 'Judul Bagian', edit: (s) => wrapSelection(s, 'h2') },
  { name: 'Subjudul', edit: (s) => wrapSelection(s, 'h3') },
  { name: 'Daftar', edit: (s) => listFromLines(s, 'ul') },
  { name: 'Daftar Bernomor', edit: (s) => listFromLines(s, 'ol') },
  { name: 'Kutipan', edit: (s) => wrapSelection(s, 'blockquote') },
  { name: 'Tautan', shortcut: 'k', asks: 'link' },
  { name: 'Gambar', asks: 'image' },
];

type Keys = Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>;

/** The command a key press in the field runs, if it is one of the shortcuts. */
export function shortcutCommand(keys: Keys): FormatCommand | undefined {
  if (!(keys.ctrlKey || keys.metaKey) || keys.shiftKey || keys.altKey) return undefined;
  const key = keys.key.toLowerCase();
  return formatCommands.find((command) => command.shortcut === key);
}

/** Ctrl/⌘+Shift+V: paste the text as it is. Browsers fire the same paste event for it. */
export const isPlainPaste = (keys: Keys) =>
  (keys.ctrlKey || keys.metaKey) && keys.shiftKey && keys.key.toLowerCase() === 'v';

export interface AddressField {
  name: string;
  label: string;
  type: 'url' | 'text';
  required: boolean;
  hint?: string;
  placeholder?: string;
  problem?: (value: string) => string | null;
}

export const addressDialogs: Record<AddressKind, { title: string; fields: AddressField[] }> = {
  link: {
    title: 'Sisipkan Tautan',
    fields: [
      {
        name: 'href',
        label: 'Alamat tautan',
        type: 'url',
        required: true,
        placeholder: 'https://',
        problem: linkAddressProblem,
      },
    ],
  },
  image: {
    title: 'Sisipkan Gambar',
    fields: [
      {
        name: 'src',
        label: 'Alamat gambar',
        type: 'url',
        required: true,
        placeholder: 'https://',
        problem: imageAddressProblem,
      },
      {
        name: 'alt',
        label: 'Teks alternatif',
        type: 'text',
        // Read aloud to readers who cannot see the image, and shown when it cannot load.
        required: true,
        hint: altTextHint,
        problem: (alt) => (alt ? null : altTextMissing),
      },
    ],
  },
};

export const dialogButtons = { insert: 'Sisipkan', cancel: 'Batal' };

export const altTextMissing =
  'Isi teks alternatif dulu: jelaskan isi gambar untuk pembaca yang tidak dapat melihatnya.';
