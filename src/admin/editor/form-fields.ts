/**
 * The editor's form: its fields, labels, limits and required ones (from src/lib/article-fields.js),
 * and how each field looks, in each mode.
 */
import { formFields, type FormField } from '../../lib/article-fields';
import { publishKeyHint, publishKeyLabel } from '../shared/publish-key';
import type { EditorField } from '../shared/messages';

export type { EditorField } from '../shared/messages';

/** A field of the article the form writes. */
export type ArticleField = FormField['name'];

/** Writing a new article, or correcting a published one (whose slug never changes). */
export type EditorMode = 'create' | 'edit';

/** The article's fields in the form's order. */
export const articleFields: readonly ArticleField[] = formFields.map((field) => field.name);

const fieldNamed = (name: ArticleField) => formFields.find((field) => field.name === name)!;

/** What the form calls each field, the publishing key included. */
export const articleFieldLabels = Object.fromEntries([
  ...formFields.map((field) => [field.name, field.label]),
  ['publishKey', publishKeyLabel],
]) as Record<EditorField, string>;

/** In edit mode the slug is shown read-only and never sent, so it is not asked for. */
export const requiredArticleFields: Record<EditorMode, readonly ArticleField[]> = {
  create: articleFields.filter((name) => fieldNamed(name).required),
  edit: articleFields.filter((name) => fieldNamed(name).required && fieldNamed(name).editable),
};

/** The database's length limit of a field (characters), also the input's maxLength. */
export const articleLimit = (name: ArticleField): number => fieldNamed(name).max;

// --- How each field is shown --------------------------------------------------------------

export interface EditorFieldView {
  name: EditorField;
  label: string;
  type: 'text' | 'url' | 'password' | 'textarea';
  required: boolean;
  readOnly?: boolean;
  rows?: number;
  maxLength?: number;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  spellCheck?: boolean;
  mono?: boolean;
}

/** What an image's alternative text is for: the thumbnail's, and one inserted in the content. */
export const altTextHint = 'Jelaskan isi gambar untuk pembaca yang tidak dapat melihatnya.';

type FieldLook = Omit<EditorFieldView, 'name' | 'label' | 'required' | 'maxLength'>;

const fieldLooks: Record<EditorField, FieldLook> = {
  title: { type: 'text' },
  slug: {
    type: 'text',
    placeholder: 'contoh-judul-artikel',
    hint: 'Hanya huruf kecil, angka, dan tanda hubung (-). Terisi otomatis dari judul sampai Anda mengubahnya sendiri.',
    mono: true,
  },
  thumbnail_url: {
    type: 'url',
    placeholder: 'https://',
    hint: 'Opsional. Alamat gambar yang diawali http:// atau https://.',
  },
  alt_text: { type: 'text', hint: altTextHint },
  summary: {
    type: 'textarea',
    rows: 3,
    placeholder: 'Ringkasan singkat artikel, cukup 2–3 kalimat saja.',
  },
  content: {
    type: 'textarea',
    rows: 10,
    placeholder: '<p>Tulis isi artikel di sini…</p>',
    hint: 'Tulis dalam HTML, misalnya <h2>, <p>, <ul>, <a>, <img>. Skrip dan kode berbahaya dibuang saat diterbitkan; lihat hasilnya di Pratinjau.',
    mono: true,
  },
  author: { type: 'text', autoComplete: 'name' },
  category: { type: 'text', placeholder: 'Tips' },
  publishKey: { type: 'password', autoComplete: 'current-password', hint: publishKeyHint },
};

/** What the edit form says instead: the slug is fixed once published. */
const editSlugLook: FieldLook = {
  type: 'text',
  readOnly: true,
  hint: 'Slug tidak dapat diubah, agar tautan yang sudah dibagikan (misalnya lewat WhatsApp) tetap berfungsi.',
  mono: true,
};

/** The editor's fields in form order (the publishing key last), as the given mode shows them. */
export function editorFieldViews(mode: EditorMode): EditorFieldView[] {
  const names: readonly EditorField[] = [...articleFields, 'publishKey'];
  return names.map((name) => {
    const look = mode === 'edit' && name === 'slug' ? editSlugLook : fieldLooks[name];
    const isArticleField = name !== 'publishKey';
    return {
      name,
      label: articleFieldLabels[name],
      required: isArticleField ? requiredArticleFields[mode].includes(name) : true,
      maxLength: isArticleField && !look.readOnly ? articleLimit(name) : undefined,
      // Prose gets the spelling check; slugs, URLs, HTML and the key do not.
      spellCheck: (look.type === 'text' || look.type === 'textarea') && !look.mono,
      autoComplete: look.type === 'textarea' ? undefined : 'off',
      ...look,
    };
  });
}
