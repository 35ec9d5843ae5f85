import { describe, expect, it } from 'vitest';
import {
  articleDraft,
  articleFieldLabels,
  articleFormValues,
  draftProblem,
  editorMessages,
  emptyArticleForm,
  failureMessage,
  hasArticleInput,
  initialSlugState,
  missingArticleFields,
  slugAfterSlugInput,
  slugAfterTitleInput,
  successToast,
  type ArticleFormValues,
} from '../../src/lib/admin-article';
import { ArticlesError, type CreateResult } from '../../src/lib/articles';

const filled: ArticleFormValues = {
  title: '  Tips Aman Bekerja di Taiwan ',
  slug: ' tips-aman-bekerja-di-taiwan ',
  thumbnail_url: 'https://example.com/taiwan.jpg',
  alt_text: 'Pemandangan Taipei',
  summary: 'Ringkasan singkat.',
  content: '<p>Isi artikel.</p>',
  author: 'Tim Redaksi',
  category: 'Tips',
};

function refused(
  reason: Extract<CreateResult, { ok: false }>['reason'],
  detail: string,
  code = '',
): Extract<CreateResult, { ok: false }> {
  return { ok: false, reason, error: new ArticlesError('Creating the article', 400, code, detail) };
}

describe('admin form values', () => {
  it('reads every article field from the form data, never the publishing key', () => {
    const data = new FormData();
    for (const [name, value] of Object.entries(filled)) data.set(name, value);
    data.set('publishKey', 'rahasia-sekali-1234');
    expect(articleFormValues(data)).toEqual(filled);
    expect(articleFormValues(new FormData())).toEqual(emptyArticleForm);
  });

  it('turns the values into a draft: trimmed, blank optional fields as null', () => {
    expect(articleDraft(filled)).toEqual({
      title: 'Tips Aman Bekerja di Taiwan',
      slug: 'tips-aman-bekerja-di-taiwan',
      content: '<p>Isi artikel.</p>',
      thumbnail_url: 'https://example.com/taiwan.jpg',
      alt_text: 'Pemandangan Taipei',
      summary: 'Ringkasan singkat.',
      author: 'Tim Redaksi',
      category: 'Tips',
    });
    const minimal = { ...emptyArticleForm, title: 'A', slug: 'a', content: 'x' };
    expect(articleDraft({ ...minimal, author: '   ' })).toEqual({
      title: 'A',
      slug: 'a',
      content: 'x',
      thumbnail_url: null,
      alt_text: null,
      summary: null,
      author: null,
      category: null,
    });
  });

  it('lists the blank required fields in form order', () => {
    expect(missingArticleFields(filled)).toEqual([]);
    expect(missingArticleFields(emptyArticleForm)).toEqual(['title', 'slug', 'content']);
    expect(missingArticleFields({ ...filled, content: ' \n ', slug: '' })).toEqual([
      'slug',
      'content',
    ]);
  });

  it('knows when something was typed', () => {
    expect(hasArticleInput(emptyArticleForm)).toBe(false);
    expect(hasArticleInput({ ...emptyArticleForm, summary: 'x' })).toBe(true);
  });

  it('has the Indonesian labels', () => {
    expect(articleFieldLabels).toEqual({
      title: 'Judul',
      slug: 'Slug',
      thumbnail_url: 'URL Gambar Thumbnail',
      alt_text: 'Teks Alternatif Gambar',
      summary: 'Ringkasan',
      content: 'Konten (HTML)',
      author: 'Penulis',
      category: 'Kategori',
      publishKey: 'Kunci Publikasi',
    });
  });
});

describe('slug following the title', () => {
  it('follows the title as typed', () => {
    let state = initialSlugState;
    for (const title of ['T', 'Ti', 'Tips Café', 'Tips Café & Kopi!']) {
      state = slugAfterTitleInput(state, title);
    }
    expect(state).toEqual({ slug: 'tips-cafe-kopi', follows: true });
  });

  it('stops following once the slug is edited by hand, and resumes when it is cleared', () => {
    let state = slugAfterTitleInput(initialSlugState, 'Judul Pertama');
    state = slugAfterSlugInput('slug-saya');
    state = slugAfterTitleInput(state, 'Judul Kedua');
    expect(state).toEqual({ slug: 'slug-saya', follows: false });
    state = slugAfterSlugInput('');
    expect(state).toEqual({ slug: '', follows: true });
    expect(slugAfterTitleInput(state, 'Judul Ketiga')).toEqual({
      slug: 'judul-ketiga',
      follows: true,
    });
  });
});

describe('checks before sending', () => {
  it('accepts a well-formed draft', () => {
    expect(draftProblem(filled)).toBeNull();
    expect(draftProblem({ ...filled, thumbnail_url: '' })).toBeNull();
  });

  it('refuses a slug the database would refuse', () => {
    for (const slug of ['Huruf-Besar', 'ada spasi', '-awal', 'akhir-', 'dua--hubung', 'é', '2']) {
      expect(draftProblem({ ...filled, slug })).toEqual({
        title: 'Gagal Membuat Artikel',
        description:
          'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung (-), tanpa tanda hubung di awal atau akhir, dan tidak boleh hanya angka.',
        field: 'slug',
      });
    }
  });

  it('refuses a thumbnail URL that is not http(s)', () => {
    for (const url of ['javascript:alert(1)', 'ftp://x.example/a.jpg', 'gambar.jpg', 'https://']) {
      expect(draftProblem({ ...filled, thumbnail_url: url })).toEqual({
        title: 'Gagal Membuat Artikel',
        description: 'URL gambar thumbnail harus diawali http:// atau https://.',
        field: 'thumbnail_url',
      });
    }
  });

  it('refuses values longer than the database keeps', () => {
    expect(draftProblem({ ...filled, category: 'k'.repeat(81) })).toEqual({
      title: 'Gagal Membuat Artikel',
      description: 'Kategori terlalu panjang (maksimal 80 karakter).',
      field: 'category',
    });
    expect(draftProblem({ ...filled, category: 'é'.repeat(80) })).toBeNull();
    expect(draftProblem({ ...filled, content: 'x'.repeat(500_001) })?.description).toBe(
      'Konten (HTML) terlalu panjang (maksimal 500.000 karakter).',
    );
  });
});

describe('toast texts', () => {
  it('uses the exact texts of the spec', () => {
    expect(editorMessages.incomplete).toEqual({
      title: 'Data Tidak Lengkap',
      description: 'Judul, slug, dan konten artikel wajib diisi.',
    });
    expect(editorMessages.keyMissing).toEqual({
      title: 'Kunci Publikasi Diperlukan',
      description: 'Masukkan kunci publikasi untuk menerbitkan artikel.',
      field: 'publishKey',
    });
    expect(successToast('Tips Aman')).toEqual({
      title: 'Artikel Berhasil Dibuat!',
      description: 'Artikel "Tips Aman" telah ditambahkan.',
    });
  });

  it('says a duplicate slug is taken and points to the slug', () => {
    const result = refused(
      'duplicate-slug',
      'duplicate key value violates unique constraint "articles_slug_key"',
      '23505',
    );
    expect(failureMessage(result)).toEqual({
      title: 'Gagal Membuat Artikel',
      description: 'Slug artikel sudah ada. Harap gunakan slug yang unik.',
      field: 'slug',
    });
  });

  it('says plainly that the key is wrong', () => {
    const result = refused(
      'not-authorized',
      'new row violates row-level security policy for table "articles"',
      '42501',
    );
    expect(failureMessage(result)).toEqual({
      title: 'Kunci Publikasi Salah',
      description: 'Kunci publikasi tidak dikenali. Periksa kembali kunci Anda.',
      field: 'publishKey',
    });
  });

  it('explains the constraint the database named', () => {
    const check = (constraint: string) =>
      failureMessage(
        refused(
          'invalid',
          `new row for relation "articles" violates check constraint "${constraint}"`,
          '23514',
        ),
      );
    expect(check('articles_slug_format')).toMatchObject({ field: 'slug' });
    expect(check('articles_thumbnail_url_http')).toEqual({
      title: 'Gagal Membuat Artikel',
      description: 'URL gambar thumbnail harus diawali http:// atau https://.',
      field: 'thumbnail_url',
    });
    expect(check('articles_thumbnail_url_length')).toEqual({
      title: 'Gagal Membuat Artikel',
      description: 'URL Gambar Thumbnail terlalu panjang (maksimal 2.048 karakter).',
      field: 'thumbnail_url',
    });
    expect(check('articles_alt_text_length').field).toBe('alt_text');
    expect(check('articles_content_not_blank')).toEqual({
      title: 'Data Tidak Lengkap',
      description: 'Judul, slug, dan konten artikel wajib diisi.',
      field: 'content',
    });
    expect(check('something_else')).toEqual(editorMessages.invalid);
    expect(editorMessages.invalid.title).toBe('Gagal Membuat Artikel');
  });

  it('says anything else failed to save', () => {
    expect(failureMessage(refused('failed', 'TypeError: Failed to fetch'))).toEqual({
      title: 'Gagal Membuat Artikel',
      description: 'Terjadi kesalahan saat menyimpan artikel.',
    });
  });
});
