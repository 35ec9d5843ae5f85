/**
 * 'Riwayat Perubahan' once opened: its texts, how an entry is described, and what differs between
 * an earlier version and the article now. Kept out of the components so it can be tested; loaded
 * with the panel.
 */
import { editableFields, type EditableField } from '../../lib/article-fields';
import type { RevisionEntry, RevisionVersion } from '../../lib/articles/revisions';
import type { ArticleFormValues } from '../editor/form-values';

export const historyTexts = {
  empty: 'Belum ada perubahan sebelumnya.',
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

/** What the owner calls each field in the history: the form's label, or its short form. */
const historyLabel = (name: EditableField) => {
  const field = editableFields.find((editable) => editable.name === name)!;
  return 'shortLabel' in field ? field.shortLabel : field.label;
};

/**
 * Whose an entry is: 'oleh Sari' (the key that wrote the replaced version, or withdrew or
 * restored the article); null when that is not known (versions kept before keys had names).
 */
export function writtenByText(entry: Pick<RevisionEntry, 'written_by'>): string | null {
  const name = entry.written_by?.trim();
  return name ? `oleh ${name}` : null;
}

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

export interface FieldDifference {
  field: EditableField;
  label: string;
  /** In the earlier version, and in the article now ('' when empty). */
  then: string;
  now: string;
}

/** The short fields (all but the content) that differ between a version and the article now. */
export function fieldDifferences(
  version: RevisionVersion,
  current: ArticleFormValues,
): FieldDifference[] {
  const then = (name: EditableField) => (version[name] ?? '').trim();
  return editableFields
    .filter(({ name }) => name !== 'content' && then(name) !== current[name].trim())
    .map(({ name }) => ({
      field: name,
      label: historyLabel(name),
      then: then(name),
      now: current[name].trim(),
    }));
}
