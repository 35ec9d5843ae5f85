/**
 * The admin editor's logic, shared by creating and editing an article and kept out of the island
 * so it can be tested: the form's fields and limits, form values → draft, what is missing or
 * malformed, and every toast text it shows.
 */
import type { Article, ArticleDraft, CreateResult, SaveResult } from '../../lib/articles';
import { slugify } from '../../lib/slugify';
import { slugPattern } from '../../lib/article-path';

export const articleFields = [
  'title',
  'slug',
  'thumbnail_url',
  'alt_text',
  'summary',
  'content',
  'author',
  'category',
] as const;

export type ArticleField = (typeof articleFields)[number];
export type ArticleFormValues = Record<ArticleField, string>;
/** A field the editor can point the admin to: an article field or the publishing key. */
export type EditorField = ArticleField | 'publishKey';
/** Writing a new article, or correcting a published one (whose slug never changes). */
export type EditorMode = 'create' | 'edit';

export const articleFieldLabels: Record<EditorField, string> = {
  title: 'Judul',
  slug: 'Slug',
  thumbnail_url: 'URL Gambar Thumbnail',
  alt_text: 'Teks Alternatif Gambar',
  summary: 'Ringkasan',
  content: 'Konten (HTML)',
  author: 'Penulis',
  category: 'Kategori',
  publishKey: 'Kunci Publikasi',
};

/** In edit mode the slug is shown read-only and never sent, so it is not asked for. */
export const requiredArticleFields: Record<EditorMode, readonly ArticleField[]> = {
  create: ['title', 'slug', 'content'],
  edit: ['title', 'content'],
};

/** The database's length limits (characters), also used as the inputs' maxLength. */
export const articleLimits: Record<ArticleField, number> = {
  title: 300,
  slug: 200,
  thumbnail_url: 2048,
  alt_text: 500,
  summary: 1000,
  content: 500_000,
  author: 120,
  category: 80,
};

/**
 * An http(s) address with a host: the database's rule for thumbnails
 * (`articles_thumbnail_url_http`), and what the editor's dialogs ask of a web address.
 */
export const webAddressPattern = /^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i;

/** Whether the database would take this as a thumbnail URL (http or https, with a host). */
export function isThumbnailUrl(url: string): boolean {
  return webAddressPattern.test(url.trim());
}

export const publishKeyStorageKey = 'admin:publish-key';

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

export const publishKeyHint =
  'Diingat hanya selama sesi browser ini (hilang saat browser ditutup).';

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
      maxLength: isArticleField && !look.readOnly ? articleLimits[name] : undefined,
      // Prose gets the spelling check; slugs, URLs, HTML and the key do not.
      spellCheck: (look.type === 'text' || look.type === 'textarea') && !look.mono,
      autoComplete: look.type === 'textarea' ? undefined : 'off',
      ...look,
    };
  });
}

export const emptyArticleForm: ArticleFormValues = Object.fromEntries(
  articleFields.map((name) => [name, '']),
) as ArticleFormValues;

/** The article fields of a form's data (the publishing key is left out). */
export function articleFormValues(data: FormData): ArticleFormValues {
  const values = { ...emptyArticleForm };
  for (const name of articleFields) {
    const value = data.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The form's values for an article as stored (absent optional fields as ''). */
export function articleFormOf(article: Pick<Article, ArticleField>): ArticleFormValues {
  const values = { ...emptyArticleForm };
  for (const name of articleFields) values[name] = article[name] ?? '';
  return values;
}

/** Required fields that are blank, in form order. */
export function missingArticleFields(values: ArticleFormValues, mode: EditorMode): ArticleField[] {
  return articleFields.filter(
    (name) => requiredArticleFields[mode].includes(name) && !values[name].trim(),
  );
}

/**
 * Whether anything worth keeping has been typed since the form was filled with `initial` (the
 * empty form, or the article being edited): guards against leaving the page.
 */
export function hasArticleInput(
  values: ArticleFormValues,
  initial: ArticleFormValues = emptyArticleForm,
): boolean {
  return articleFields.some((name) => values[name].trim() !== initial[name].trim());
}

/** What an edit saves: every editable field, never the slug (links already shared keep working). */
export function articleChanges(values: ArticleFormValues): Omit<ArticleDraft, 'slug'> {
  const optional = (value: string) => value.trim() || null;
  return {
    title: values.title.trim(),
    content: values.content,
    thumbnail_url: optional(values.thumbnail_url),
    alt_text: optional(values.alt_text),
    summary: optional(values.summary),
    author: optional(values.author),
    category: optional(values.category),
  };
}

/** What publishing a new article sends. */
export function articleDraft(values: ArticleFormValues): ArticleDraft {
  const { title, ...rest } = articleChanges(values);
  return { title, slug: values.slug.trim(), ...rest };
}

// --- Slug following the title -----------------------------------------------------------

export interface SlugState {
  slug: string;
  /** True until the admin edits the slug by hand; again true when they clear it. */
  follows: boolean;
}

export const initialSlugState: SlugState = { slug: '', follows: true };

export function slugAfterTitleInput(state: SlugState, title: string): SlugState {
  return state.follows ? { slug: slugify(title), follows: true } : state;
}

export function slugAfterSlugInput(slug: string): SlugState {
  return { slug, follows: slug === '' };
}

// --- Toast texts ----------------------------------------------------------------------------

export interface EditorMessage {
  title: string;
  description: string;
  /** The field to focus (and mark invalid) so the admin can fix it. */
  field?: EditorField;
}

export interface ToastText {
  title: string;
  description: string;
}

/** What the form's button says, per mode. */
export const submitLabels: Record<EditorMode, string> = {
  create: 'Publikasikan Artikel',
  edit: 'Simpan Perubahan',
};

const failedTitles: Record<EditorMode, string> = {
  create: 'Gagal Membuat Artikel',
  edit: 'Gagal Menyimpan Perubahan',
};

/** Said wherever a write is refused for the key: the editor and the list of articles. */
export const wrongKeyMessage: EditorMessage = {
  title: 'Kunci Publikasi Salah',
  description: 'Kunci publikasi tidak dikenali. Periksa kembali kunci Anda.',
  field: 'publishKey',
};

export const keyMissingTitle = 'Kunci Publikasi Diperlukan';

/** The text of the page, and of the save refused, when there is no article at that slug. */
export const articleNotFoundText = 'Artikel tidak ditemukan.';

// Shared with the public article fallback, which must not load the admin's model.
export { articlesLoadFailed } from '../../lib/article-messages';

/** A write failed for a reason the admin cannot fix (the network, the server). */
export const saveFailedDescription = 'Terjadi kesalahan saat menyimpan artikel.';

function messagesFor(mode: EditorMode) {
  const failedTitle = failedTitles[mode];
  return {
    incomplete: {
      title: 'Data Tidak Lengkap',
      description:
        mode === 'create'
          ? 'Judul, slug, dan konten artikel wajib diisi.'
          : 'Judul dan konten artikel wajib diisi.',
    },
    keyMissing: {
      title: keyMissingTitle,
      description:
        mode === 'create'
          ? 'Masukkan kunci publikasi untuk menerbitkan artikel.'
          : 'Masukkan kunci publikasi untuk menyimpan perubahan.',
      field: 'publishKey',
    },
    duplicateSlug: {
      title: failedTitle,
      description: 'Slug artikel sudah ada. Harap gunakan slug yang unik.',
      field: 'slug',
    },
    notAuthorized: wrongKeyMessage,
    notFound: { title: failedTitle, description: articleNotFoundText },
    failed: { title: failedTitle, description: saveFailedDescription },
    invalid: {
      title: failedTitle,
      description:
        'Data artikel tidak memenuhi aturan. Periksa slug (hanya huruf kecil, angka, dan tanda ' +
        'hubung) dan URL gambar thumbnail (harus diawali http:// atau https://).',
    },
    notConfigured: {
      title: failedTitle,
      description:
        'Alamat server artikel belum diatur di situs ini (PUBLIC_SUPABASE_URL dan ' +
        'PUBLIC_SUPABASE_ANON_KEY), sehingga artikel tidak dapat ' +
        (mode === 'create' ? 'diterbitkan.' : 'disimpan.'),
    },
  } satisfies Record<string, EditorMessage>;
}

export const editorMessages = { create: messagesFor('create'), edit: messagesFor('edit') };

export function successToast(title: string, mode: EditorMode): ToastText {
  return mode === 'create'
    ? { title: 'Artikel Berhasil Dibuat!', description: `Artikel "${title}" telah ditambahkan.` }
    : {
        title: 'Artikel Berhasil Diperbarui!',
        description: `Perubahan pada "${title}" telah disimpan.`,
      };
}

const slugRule =
  'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung (-), tanpa tanda hubung di awal ' +
  'atau akhir, tidak boleh hanya angka, dan bukan "cari" atau "kategori".';
const thumbnailRule = 'URL gambar thumbnail harus diawali http:// atau https://.';

function tooLong(field: ArticleField, mode: EditorMode): EditorMessage {
  const max = articleLimits[field].toLocaleString('id-ID');
  return {
    title: failedTitles[mode],
    description: `${articleFieldLabels[field]} terlalu panjang (maksimal ${max} karakter).`,
    field,
  };
}

/** What the editor can tell before sending: a malformed slug or thumbnail URL, or too long. */
export function draftProblem(values: ArticleFormValues, mode: EditorMode): EditorMessage | null {
  const failedTitle = failedTitles[mode];
  // An edit never sends the slug, so the stored one is not judged again.
  const sentFields = articleFields.filter((name) => mode === 'create' || name !== 'slug');
  if (mode === 'create' && !slugPattern.test(values.slug.trim())) {
    return { title: failedTitle, description: slugRule, field: 'slug' };
  }
  const thumbnail = values.thumbnail_url.trim();
  if (thumbnail && !isThumbnailUrl(thumbnail)) {
    return { title: failedTitle, description: thumbnailRule, field: 'thumbnail_url' };
  }
  // As the database counts: code points, of the value as sent (trimmed, except the content).
  const sent = (name: ArticleField) => (name === 'content' ? values.content : values[name].trim());
  const long = sentFields.find((name) => [...sent(name)].length > articleLimits[name]);
  return long ? tooLong(long, mode) : null;
}

/** The message for a constraint the database named in its error (`articles_slug_format`...). */
function constraintMessage(errorMessage: string, mode: EditorMode): EditorMessage {
  const failedTitle = failedTitles[mode];
  const match = /articles_([a-z_]+?)_(format|length|http|not_blank)\b/.exec(errorMessage);
  const field = articleFields.find((name) => name === match?.[1]);
  if (!match || !field) return editorMessages[mode].invalid;
  switch (match[2]) {
    case 'format':
      return { title: failedTitle, description: slugRule, field };
    case 'http':
      return { title: failedTitle, description: thumbnailRule, field };
    case 'length':
      return tooLong(field, mode);
    default:
      return { ...editorMessages[mode].incomplete, field };
  }
}

export type WriteFailure =
  Extract<CreateResult, { ok: false }> | Extract<SaveResult, { ok: false }>;

/** The toast for a refused or failed publish (create) or save (edit). */
export function failureMessage(result: WriteFailure, mode: EditorMode): EditorMessage {
  const messages = editorMessages[mode];
  switch (result.reason) {
    case 'duplicate-slug':
      return messages.duplicateSlug;
    case 'not-authorized':
      return messages.notAuthorized;
    case 'not-found':
      return messages.notFound;
    case 'invalid':
      return constraintMessage(result.error.message, mode);
    default:
      return messages.failed;
  }
}
