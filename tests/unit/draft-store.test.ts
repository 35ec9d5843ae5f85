import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  draftDiffers,
  draftKey,
  draftNotice,
  draftTextAtOpen,
  dropDraft,
  keepDraft,
  readDraft,
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

describe('a draft kept in the browser', () => {
  it('has one place for a new article and one per article edited', () => {
    expect(draftKey(null)).toBe('admin:draft:new');
    expect(draftKey('tips-aman-di-taiwan')).toBe('admin:draft:edit:tips-aman-di-taiwan');
  });

  it('comes back as it was kept, with when', () => {
    const values = { title: 'Judul', slug: 'judul', content: '<p>Isi</p>' };
    keepDraft(draftKey(null), values, 1_764_000_000_000);
    expect(readDraft(draftKey(null), fields)).toEqual({ savedAt: 1_764_000_000_000, values });
    expect(readDraft(draftKey('lain'), fields)).toBeNull();
  });

  it('holds only the form fields asked for: a stray key in storage is not read back', () => {
    storage.setItem(
      'admin:draft:new',
      JSON.stringify({ savedAt: 1, values: { title: 'T', publishKey: 'rahasia', content: 5 } }),
    );
    expect(readDraft('admin:draft:new', fields)).toEqual({
      savedAt: 1,
      values: { title: 'T', slug: '', content: '' },
    });
  });

  it('reads something that is not a draft as none', () => {
    for (const stored of ['{', 'null', '"teks"', '{"values":{}}', '{"savedAt":1}']) {
      storage.setItem('admin:draft:new', stored);
      expect(readDraft('admin:draft:new', fields)).toBeNull();
    }
  });

  it('is simply not kept when the storage is full, and nothing throws', () => {
    storage.full = true;
    expect(() => keepDraft('admin:draft:new', { title: 'x', slug: '', content: '' })).not.toThrow();
    expect(readDraft('admin:draft:new', fields)).toBeNull();
  });

  it('is gone once dropped (after a publish or a save)', () => {
    keepDraft('admin:draft:new', { title: 'x', slug: '', content: '' });
    dropDraft('admin:draft:new');
    expect(storage.items.size).toBe(0);
  });

  it('is what was kept when the page opened, not what the open form keeps since', () => {
    const key = draftKey('dibuka-sekali');
    keepDraft(key, { title: 'Dari kunjungan lalu', slug: 'a', content: '<p>Lama</p>' });
    const atOpen = draftTextAtOpen(key);
    keepDraft(key, { title: 'Sedang diketik', slug: 'a', content: '<p>Baru</p>' });
    expect(draftTextAtOpen(key)).toBe(atOpen);
    expect(atOpen).toContain('Dari kunjungan lalu');
    expect(draftTextAtOpen(draftKey('belum-pernah'))).toBeNull();
  });

  it('is offered only when it differs from what the form shows', () => {
    const draft = { savedAt: 1, values: { title: 'Baru', slug: 's', content: 'c' } };
    expect(draftDiffers(draft, { title: 'Baru', slug: 's', content: 'c' })).toBe(false);
    expect(draftDiffers(draft, { title: 'Lama', slug: 's', content: 'c' })).toBe(true);
  });

  it('is announced with the day and time it was kept, in WIB', () => {
    expect(draftNotice(Date.parse('2026-11-26T10:40:00Z'))).toBe(
      'Ada draf yang belum disimpan dari 26 November 2026 pukul 17.40 WIB.',
    );
  });
});
