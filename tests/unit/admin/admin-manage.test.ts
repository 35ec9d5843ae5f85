import { describe, expect, it } from 'vitest';
import {
  actionKeyMissing,
  adminPageSize,
  articleStatus,
  listSummary,
  pageCount,
  statusChangeFailure,
  statusChangedToast,
} from '../../../src/admin/articles/article-list';
import { editArticleHref, slugOfEditAddress } from '../../../src/admin/shared/edit-address';

describe("the admin's list of articles", () => {
  it('calls an article Terbit until it is withdrawn', () => {
    expect(articleStatus({ withdrawn_at: null })).toBe('Terbit');
    expect(articleStatus({ withdrawn_at: '2026-11-22T08:00:00Z' })).toBe('Ditarik');
  });

  it('pages by twenty, with at least one page', () => {
    expect(adminPageSize).toBe(20);
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(1234)).toBe(62);
  });

  it('says how many articles there are, on which page, or that none matched', () => {
    expect(listSummary(0, 1, '')).toBe('Belum ada artikel.');
    expect(listSummary(0, 1, ' visa ')).toBe('Tidak ada artikel dengan judul yang memuat "visa".');
    expect(listSummary(7, 1, '')).toBe('7 artikel · halaman 1 dari 1');
    expect(listSummary(1234, 3, 'taiwan')).toBe(
      '1.234 artikel cocok dengan "taiwan" · halaman 3 dari 62',
    );
  });

  it('links to the edit page with the slug in its query, and reads it back', () => {
    expect(editArticleHref('tips-aman')).toBe('/admin/edit-article?slug=tips-aman');
    expect(slugOfEditAddress('?slug=tips-aman')).toBe('tips-aman');
    expect(slugOfEditAddress(new URL(editArticleHref('a&b c'), 'http://x').search)).toBe('a&b c');
    expect(slugOfEditAddress('')).toBeNull();
    expect(slugOfEditAddress('?slug=')).toBeNull();
    expect(slugOfEditAddress('?slug=%20')).toBeNull();
  });
});

describe('withdraw and restore', () => {
  it('says what happened, with the exact texts', () => {
    expect(statusChangedToast('Tips Aman', true)).toEqual({
      title: 'Artikel Ditarik',
      description: '"Tips Aman" tidak lagi tampil di situs.',
    });
    expect(statusChangedToast('Tips Aman', false)).toEqual({
      title: 'Artikel Diterbitkan Lagi',
      description: '"Tips Aman" tampil lagi di situs.',
    });
  });

  it('asks for the key before acting, pointing to its field', () => {
    expect(actionKeyMissing).toEqual({
      title: 'Kunci Publikasi Diperlukan',
      description: 'Masukkan kunci publikasi untuk menarik atau menerbitkan lagi artikel.',
      field: 'publishKey',
    });
  });

  it('says plainly why it was refused: the same wrong-key message as the editor', () => {
    for (const withdrawn of [true, false]) {
      expect(statusChangeFailure('not-authorized', withdrawn)).toEqual({
        title: 'Kunci Publikasi Salah',
        description: 'Kunci publikasi tidak dikenali. Periksa kembali kunci Anda.',
        field: 'publishKey',
      });
    }
    expect(statusChangeFailure('not-found', true)).toEqual({
      title: 'Gagal Menarik Artikel',
      description: 'Artikel tidak ditemukan.',
    });
    expect(statusChangeFailure('failed', true)).toEqual({
      title: 'Gagal Menarik Artikel',
      description: 'Terjadi kesalahan saat menyimpan artikel.',
    });
    expect(statusChangeFailure('invalid', false)).toEqual({
      title: 'Gagal Menerbitkan Lagi',
      description: 'Terjadi kesalahan saat menyimpan artikel.',
    });
  });
});
