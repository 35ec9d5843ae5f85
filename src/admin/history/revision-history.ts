/**
 * 'Riwayat Perubahan' on the edit page: its texts, how an entry is described, and an earlier
 * version as the form's values. Kept out of the components so it can be tested.
 */
import { editableFields, type EditableField } from '../../lib/article-fields';
import type { RevisionEntry, RevisionVersion } from '../../lib/articles/revisions';
import { articleFormOf, type ArticleFormValues } from '../editor/form-values';

export const historyTexts = {
  heading: 'Riwayat Perubahan',
  intro: 'Setiap kali perubahan disimpan, versi sebelumnya disimpan di sini dan dapat dipulihkan.',
  empty: 'Belum ada perubahan sebelumnya.',
  loading: 'Memuat riwayat perubahan…',
  view: 'Lihat',
  hide: 'Tutup',
  restore: 'Pulihkan Versi Ini',
  more: 'Tampilkan perubahan yang lebih lama',
  retry: 'Coba Lagi',
  keyNeeded: 'Masukkan Kunci Publikasi di formulir di atas untuk melihat riwayat perubahan.',
  wrongKey: 'Kunci publikasi tidak dikenali. Periksa kembali kunci Anda di formulir di atas.',
  failed: 'Riwayat perubahan belum dapat dimuat. Periksa koneksi internet Anda, lalu coba lagi.',
  versionFailed: 'Versi ini belum dapat dimuat. Periksa koneksi internet Anda, lalu coba lagi.',
  withdrawn: 'Artikel ditarik dari situs',
  restored: 'Artikel diterbitkan lagi',
} as const;

/** The toast after 'Pulihkan Versi Ini' has put a version in the form (nothing saved yet). */
export const versionLoadedToast = {
  title: 'Versi Dimuat',
  description: 'Periksa isinya, lalu tekan Simpan Perubahan untuk memulihkannya.',
} as const;

/** What the owner calls each field in the history: the form's label, or its short form. */
const historyLabel = (name: EditableField) => {
  const field = editableFields.find((editable) => editable.name === name)!;
  return 'shortLabel' in field ? field.shortLabel : field.label;
};

/** The fields an edit changed, in the form's order: 'Judul, Konten'. */
export function changedFieldsText(fields: readonly string[]): string {
  return editableFields
    .filter((field) => fields.includes(field.name))
    .map((field) => historyLabel(field.name))
    .join(', ');
}

/** When a version was replaced, as the owner reads it (in WIB). */
export { formatDateTime as formatRevisionTime } from '../../lib/article-date';

/** How an entry of the list names itself: the version's title, or what happened. */
export function entryHeadline(entry: Pick<RevisionEntry, 'event' | 'title'>): string {
  if (entry.event === 'withdraw') return historyTexts.withdrawn;
  if (entry.event === 'restore') return historyTexts.restored;
  return entry.title ?? '';
}

/** An earlier version as the edit form's values; the slug stays the article's. */
export function versionFormValues(version: RevisionVersion, slug: string): ArticleFormValues {
  return articleFormOf({ ...version, slug });
}

export interface FieldDifference {
  field: EditableField;
  label: string;
  /** In the earlier version, and in the article now ('' when empty). */
  then: string;
  now: string;
}

/** The short fields (all but the content) that differ between a version and the article now. */
export function fieldDifferences(
  version: ArticleFormValues,
  current: ArticleFormValues,
): FieldDifference[] {
  return editableFields
    .filter(({ name }) => name !== 'content' && version[name].trim() !== current[name].trim())
    .map(({ name }) => ({
      field: name,
      label: historyLabel(name),
      then: version[name].trim(),
      now: current[name].trim(),
    }));
}
