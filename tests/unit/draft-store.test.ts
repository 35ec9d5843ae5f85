import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  draftDiffers,
  draftGist,
  draftIdsAtOpen,
  draftKey,
  draftNotice,
  dropDraft,
  keepDraft,
  readDrafts,
} from '../../src/admin/drafts/draft-store';

/** The browser's localStorage, as far as the store uses it (Node has none). */
class MemoryStorage {
  items = new Map<string, string>();
  full = false;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.full) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const fields = ['title', 'slug', 'content'] as const;
let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
  vi.stubGlobal('localStorage', storage);
});
afterEach(() => vi.unstubAllGlobals());

describe('the drafts kept in the browser', () => {
  it('have one place for a new article and one per article edited', () => {
    expect(draftKey(null)).toBe('admin:draft:new');
    expect(draftKey('tips-aman-di-taiwan')).toBe('admin:draft:edit:tips-aman-di-taiwan');
  });

  it('come back as they were kept, with when, newest first', () => {
    const first = { title: 'Judul', slug: 'judul', content: '<p>Isi</p>' };
    const second = { title: 'Judul lain', slug: 'lain', content: '<p>Baru</p>' };
    keepDraft(draftKey(null), 'a', first, 1_764_000_000_000);
    keepDraft(draftKey(null), 'b', second, 1_764_000_060_000);
    expect(readDrafts(draftKey(null), fields)).toEqual([
      { id: 'b', savedAt: 1_764_000_060_000, values: second },
      { id: 'a', savedAt: 1_764_000_000_000, values: first },
    ]);
    expect(readDrafts(draftKey('lain'), fields)).toEqual([]);
  });

  it('are each written by their own form only: keeping one never replaces another', () => {
    const key = draftKey(null);
    keepDraft(
      key,
      'jam-kerja',
      { title: 'Satu jam menulis', slug: 's', content: '<p>Panjang</p>' },
      1,
    );
    keepDraft(key, 'baru', { title: '', slug: '', content: 'satu baris' }, 2);
    keepDraft(key, 'baru', { title: '', slug: '', content: 'satu baris lagi' }, 3);
    expect(readDrafts(key, fields).map((draft) => [draft.id, draft.values.content])).toEqual([
      ['baru', 'satu baris lagi'],
      ['jam-kerja', '<p>Panjang</p>'],
    ]);
  });

  it('read a draft kept before they were a list as one of them', () => {
    storage.setItem(
      'admin:draft:new',
      JSON.stringify({ savedAt: 5, values: { title: 'Lama', slug: 'lama', content: 'c' } }),
    );
    expect(readDrafts('admin:draft:new', fields)).toEqual([
      { id: 'sebelumnya', savedAt: 5, values: { title: 'Lama', slug: 'lama', content: 'c' } },
    ]);
    keepDraft('admin:draft:new', 'baru', { title: 'Baru', slug: '', content: '' }, 6);
    expect(readDrafts('admin:draft:new', fields).map((draft) => draft.id)).toEqual([
      'baru',
      'sebelumnya',
    ]);
  });

  it('hold only the form fields asked for: a stray key in storage is not read back', () => {
    storage.setItem(
      'admin:draft:new',
      JSON.stringify({
        drafts: [
          { id: 'x', savedAt: 1, values: { title: 'T', publishKey: 'rahasia', content: 5 } },
        ],
      }),
    );
    expect(readDrafts('admin:draft:new', fields)).toEqual([
      { id: 'x', savedAt: 1, values: { title: 'T', slug: '', content: '' } },
    ]);
  });

  it('leave out what is not a draft', () => {
    for (const stored of ['{', 'null', '"teks"', '{"values":{}}', '{"drafts":[1,{"id":"a"}]}']) {
      storage.setItem('admin:draft:new', stored);
      expect(readDrafts('admin:draft:new', fields)).toEqual([]);
    }
  });

  it('are simply not kept when the storage is full, and nothing throws', () => {
    storage.full = true;
    expect(() =>
      keepDraft('admin:draft:new', 'a', { title: 'x', slug: '', content: '' }),
    ).not.toThrow();
    expect(readDrafts('admin:draft:new', fields)).toEqual([]);
  });

  it('lose only the one dropped (discarded, published or saved)', () => {
    keepDraft('admin:draft:new', 'a', { title: 'x', slug: '', content: '' });
    keepDraft('admin:draft:new', 'b', { title: 'y', slug: '', content: '' });
    dropDraft('admin:draft:new', 'a');
    expect(readDrafts('admin:draft:new', fields).map((draft) => draft.id)).toEqual(['b']);
    dropDraft('admin:draft:new', 'b');
    expect(storage.items.size).toBe(0);
  });

  it('offered by a page are those kept when it opened, not what its form keeps since', () => {
    const key = draftKey('dibuka-sekali');
    keepDraft(key, 'lalu', { title: 'Dari kunjungan lalu', slug: 'a', content: '<p>Lama</p>' });
    const atOpen = draftIdsAtOpen(key);
    keepDraft(key, 'kini', { title: 'Sedang diketik', slug: 'a', content: '<p>Baru</p>' });
    expect(draftIdsAtOpen(key)).toBe(atOpen);
    expect(atOpen).toBe('lalu');
    expect(draftIdsAtOpen(draftKey('belum-pernah'))).toBe('');
  });

  it('are offered only when they differ from what the form shows', () => {
    const draft = { values: { title: 'Baru', slug: 's', content: 'c' } };
    expect(draftDiffers(draft, { title: 'Baru', slug: 's', content: 'c' })).toBe(false);
    expect(draftDiffers(draft, { title: 'Lama', slug: 's', content: 'c' })).toBe(true);
  });

  it('are announced with the day and time each was kept, in WIB, and what it is about', () => {
    expect(draftNotice(Date.parse('2026-11-26T10:40:00Z'))).toBe(
      'Ada draf yang belum disimpan dari 26 November 2026 pukul 17.40 WIB.',
    );
    expect(draftGist({ title: '  Tips  aman ', content: '<p>x</p>' })).toBe('Tips aman');
    expect(draftGist({ title: '', content: '<p>Satu <b>baris</b></p>' })).toBe('Satu baris');
    expect(draftGist({ title: '', content: '' })).toBe('(tanpa judul)');
    expect(draftGist({ title: 'a'.repeat(80) })).toBe(`${'a'.repeat(59)}…`);
  });
});
