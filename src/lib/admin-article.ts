/**
 * The admin editor's logic, kept out of the island so it can be tested: the form's fields and
 * limits, form values → draft, what is missing or malformed, and every toast text it shows.
 */
import type { ArticleDraft, CreateResult } from './articles';
import { slugify } from './slugify';
import { slugPattern } from './article-path';

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

export const requiredArticleFields: readonly ArticleField[] = ['title', 'slug', 'content'];

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

/** The database's rules (`articles_slug_format`, `articles_thumbnail_url_http`). */
const thumbnailPattern = /^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i;

/** Whether the database would take this as a thumbnail URL (http or https, with a host). */
export function isThumbnailUrl(url: string): boolean {
  return thumbnailPattern.test(url.trim());
}

export const publishKeyStorageKey = 'admin:publish-key';

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

/** Required fields that are blank, in form order. */
export function missingArticleFields(values: ArticleFormValues): ArticleField[] {
  return articleFields.filter(
    (name) => requiredArticleFields.includes(name) && !values[name].trim(),
  );
}

/** Whether anything worth keeping has been typed (guards against leaving the page). */
export function hasArticleInput(values: ArticleFormValues): boolean {
  return articleFields.some((name) => values[name].trim() !== '');
}

export function articleDraft(values: ArticleFormValues): ArticleDraft {
  const optional = (value: string) => value.trim() || null;
  return {
    title: values.title.trim(),
    slug: values.slug.trim(),
    content: values.content,
    thumbnail_url: optional(values.thumbnail_url),
    alt_text: optional(values.alt_text),
    summary: optional(values.summary),
    author: optional(values.author),
    category: optional(values.category),
  };
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

const failedTitle = 'Gagal Membuat Artikel';

export const editorMessages = {
  incomplete: {
    title: 'Data Tidak Lengkap',
    description: 'Judul, slug, dan konten artikel wajib diisi.',
  },
  keyMissing: {
    title: 'Kunci Publikasi Diperlukan',
    description: 'Masukkan kunci publikasi untuk menerbitkan artikel.',
    field: 'publishKey',
  },
  duplicateSlug: {
    title: failedTitle,
    description: 'Slug artikel sudah ada. Harap gunakan slug yang unik.',
    field: 'slug',
  },
  notAuthorized: {
    title: 'Kunci Publikasi Salah',
    description: 'Kunci publikasi tidak dikenali. Periksa kembali kunci Anda.',
    field: 'publishKey',
  },
  failed: {
    title: failedTitle,
    description: 'Terjadi kesalahan saat menyimpan artikel.',
  },
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
      'PUBLIC_SUPABASE_ANON_KEY), sehingga artikel tidak dapat diterbitkan.',
  },
} satisfies Record<string, EditorMessage>;

export function successToast(title: string): { title: string; description: string } {
  return {
    title: 'Artikel Berhasil Dibuat!',
    description: `Artikel "${title}" telah ditambahkan.`,
  };
}

const slugRule =
  'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung (-), tanpa tanda hubung di awal ' +
  'atau akhir, dan tidak boleh hanya angka.';
const thumbnailRule = 'URL gambar thumbnail harus diawali http:// atau https://.';

function tooLong(field: ArticleField): EditorMessage {
  const max = articleLimits[field].toLocaleString('id-ID');
  return {
    title: failedTitle,
    description: `${articleFieldLabels[field]} terlalu panjang (maksimal ${max} karakter).`,
    field,
  };
}

/** What the editor can tell before sending: a malformed slug or thumbnail URL, or too long. */
export function draftProblem(values: ArticleFormValues): EditorMessage | null {
  const slug = values.slug.trim();
  if (!slugPattern.test(slug)) return { title: failedTitle, description: slugRule, field: 'slug' };
  const thumbnail = values.thumbnail_url.trim();
  if (thumbnail && !isThumbnailUrl(thumbnail)) {
    return { title: failedTitle, description: thumbnailRule, field: 'thumbnail_url' };
  }
  // As the database counts: code points, of the value as sent (trimmed, except the content).
  const sent = (name: ArticleField) => (name === 'content' ? values.content : values[name].trim());
  const long = articleFields.find((name) => [...sent(name)].length > articleLimits[name]);
  return long ? tooLong(long) : null;
}

/** The message for a constraint the database named in its error (`articles_slug_format`...). */
function constraintMessage(errorMessage: string): EditorMessage {
  const match = /articles_([a-z_]+?)_(format|length|http|not_blank)\b/.exec(errorMessage);
  const field = articleFields.find((name) => name === match?.[1]);
  if (!match || !field) return editorMessages.invalid;
  switch (match[2]) {
    case 'format':
      return { title: failedTitle, description: slugRule, field };
    case 'http':
      return { title: failedTitle, description: thumbnailRule, field };
    case 'length':
      return tooLong(field);
    default:
      return { ...editorMessages.incomplete, field };
  }
}

/** The toast for a refused or failed publish. */
export function failureMessage(result: Extract<CreateResult, { ok: false }>): EditorMessage {
  switch (result.reason) {
    case 'duplicate-slug':
      return editorMessages.duplicateSlug;
    case 'not-authorized':
      return editorMessages.notAuthorized;
    case 'invalid':
      return constraintMessage(result.error.message);
    default:
      return editorMessages.failed;
  }
}
