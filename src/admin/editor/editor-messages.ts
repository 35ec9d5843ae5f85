/**
 * Every toast the editor shows, per mode: what is missing, what the database refused and why,
 * and what was saved.
 */
import type { WriteFailure } from '../../lib/articles/write-article';
import {
  articleNotFoundText,
  keyMissingTitle,
  saveFailedDescription,
  wrongKeyMessage,
  type EditorMessage,
  type ToastText,
} from '../shared/messages';
import {
  articleFieldLabels,
  articleFields,
  articleLimit,
  type ArticleField,
  type EditorMode,
} from './form-fields';

export type { WriteFailure } from '../../lib/articles/write-article';

/** What the form's button says, per mode. */
export const submitLabels: Record<EditorMode, string> = {
  create: 'Publikasikan Artikel',
  edit: 'Simpan Perubahan',
};

/**
 * After a save that failed on the way (the network, a server error, a timeout): the toast's
 * button that sends the form again, and what stays said beside the form's own button.
 */
export const resendTexts = {
  action: 'Kirim Lagi',
  notice:
    'Artikel belum tersimpan, tetapi semua isian masih ada di sini. Periksa koneksi Anda, ' +
    'lalu kirim lagi.',
} as const;

const failedTitles: Record<EditorMode, string> = {
  create: 'Gagal Membuat Artikel',
  edit: 'Gagal Menyimpan Perubahan',
};

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
    failed: { title: failedTitle, description: saveFailedDescription, resend: true },
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

/** A slug the database would refuse. */
export function slugRefused(mode: EditorMode): EditorMessage {
  return {
    title: failedTitles[mode],
    description:
      'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung (-), tanpa tanda hubung di ' +
      'awal atau akhir, tidak boleh hanya angka, dan bukan "cari" atau "kategori".',
    field: 'slug',
  };
}

/** A thumbnail address that is not http(s). */
export function thumbnailRefused(mode: EditorMode): EditorMessage {
  return {
    title: failedTitles[mode],
    description: 'URL gambar thumbnail harus diawali http:// atau https://.',
    field: 'thumbnail_url',
  };
}

/** A value longer than the database keeps. */
export function tooLong(field: ArticleField, mode: EditorMode): EditorMessage {
  const max = articleLimit(field).toLocaleString('id-ID');
  return {
    title: failedTitles[mode],
    description: `${articleFieldLabels[field]} terlalu panjang (maksimal ${max} karakter).`,
    field,
  };
}

/** The message for a constraint the database named in its error (`articles_slug_format`...). */
function constraintMessage(errorMessage: string, mode: EditorMode): EditorMessage {
  const match = /articles_([a-z_]+?)_(format|length|http|not_blank)\b/.exec(errorMessage);
  const field = articleFields.find((name) => name === match?.[1]);
  if (!match || !field) return editorMessages[mode].invalid;
  switch (match[2]) {
    case 'format':
      return { ...slugRefused(mode), field };
    case 'http':
      return { ...thumbnailRefused(mode), field };
    case 'length':
      return tooLong(field, mode);
    default:
      return { ...editorMessages[mode].incomplete, field };
  }
}

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
