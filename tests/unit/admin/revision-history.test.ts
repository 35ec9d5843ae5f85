import { describe, expect, it } from 'vitest';
import { articleFormOf, versionFormValues } from '../../../src/admin/editor/form-values';
import type { RevisionVersion } from '../../../src/lib/articles';
import {
  changedFieldsText,
  entryHeadline,
  fieldDifferences,
  formatRevisionTime,
  writtenByText,
} from '../../../src/admin/history/revision-history';

const version: RevisionVersion = {
  id: 7,
  event: 'edit',
  changed_at: '2026-11-24T03:15:00Z',
  changed_fields: ['content', 'title'],
  title: 'Biaya Penempatan',
  content: '<p>Biaya: Rp 1.000.000.</p>',
  thumbnail_url: null,
  alt_text: null,
  summary: 'Rincian biaya.',
  category: 'Biaya',
  author: null,
  written_by: 'Sari',
};

describe('revision history', () => {
  it('dates an entry in the site’s time zone, as Indonesians write it', () => {
    expect(formatRevisionTime('2026-11-24T03:15:00Z')).toBe('24 November 2026 pukul 10.15 WIB');
    // Past midnight in Jakarta while still the day before in UTC.
    expect(formatRevisionTime('2026-11-24T17:05:00Z')).toBe('25 November 2026 pukul 00.05 WIB');
  });

  it('names the changed fields in the form’s order, with the owner’s words', () => {
    expect(changedFieldsText(['content', 'title'])).toBe('Judul, Konten');
    expect(changedFieldsText(['author', 'thumbnail_url', 'summary'])).toBe(
      'Gambar Thumbnail, Ringkasan, Penulis',
    );
  });

  it('says whose each entry is, and nothing for versions kept before keys had names', () => {
    expect(writtenByText(version)).toBe('oleh Sari');
    expect(writtenByText({ written_by: 'Siti Rahmawati Putri' })).toBe('oleh Siti Rahmawati Putri');
    expect(writtenByText({ written_by: null })).toBeNull();
    expect(writtenByText({ written_by: '  ' })).toBeNull();
  });

  it('heads an entry with the version’s title, or with what happened', () => {
    expect(entryHeadline(version)).toBe('Biaya Penempatan');
    expect(entryHeadline({ event: 'withdraw', title: null })).toBe('Artikel ditarik dari situs');
    expect(entryHeadline({ event: 'restore', title: null })).toBe('Artikel diterbitkan lagi');
  });

  it('turns a version into the form’s values, keeping the article’s slug', () => {
    expect(versionFormValues(version, 'biaya-taiwan')).toEqual({
      title: 'Biaya Penempatan',
      slug: 'biaya-taiwan',
      thumbnail_url: '',
      alt_text: '',
      summary: 'Rincian biaya.',
      content: '<p>Biaya: Rp 1.000.000.</p>',
      author: '',
      category: 'Biaya',
    });
  });

  it('lists the short fields that differ from the article now, not the content', () => {
    const now = articleFormOf({
      title: 'Biaya Penempatan 2027',
      slug: 'biaya-taiwan',
      thumbnail_url: null,
      alt_text: null,
      summary: 'Rincian biaya.',
      content: '<p>Biaya: Rp 1.500.000.</p>',
      author: 'Pemilik',
      category: 'Biaya',
    });
    expect(fieldDifferences(version, now)).toEqual([
      { field: 'title', label: 'Judul', then: 'Biaya Penempatan', now: 'Biaya Penempatan 2027' },
      { field: 'author', label: 'Penulis', then: '', now: 'Pemilik' },
    ]);
  });
});
