import { describe, expect, it } from 'vitest';
import { authorPrefill } from '../../../src/admin/editor/author-from-key';
import { draftProblem } from '../../../src/admin/editor/draft-checks';
import {
  editorMessages,
  failureMessage,
  submitLabels,
  successToast,
  type WriteFailure,
} from '../../../src/admin/editor/editor-messages';
import { articleFieldLabels, editorFieldViews } from '../../../src/admin/editor/form-fields';
import {
  articleChanges,
  articleDraft,
  articleFormOf,
  articleFormValues,
  emptyArticleForm,
  hasArticleInput,
  missingArticleFields,
  type ArticleFormValues,
} from '../../../src/admin/editor/form-values';
import {
  slugAfterSlugInput,
  slugAfterTitleInput,
  type SlugState,
} from '../../../src/admin/editor/slug-follows-title';
import { ArticlesError, type Article } from '../../../src/lib/articles';

/** Where a new article's slug starts: empty, following the title. */
const initialSlugState: SlugState = { slug: '', follows: true };

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

function refused<Reason extends WriteFailure['reason']>(
  reason: Reason,
  detail: string,
  code = '',
): WriteFailure & { reason: Reason } {
  const error = new ArticlesError('Saving the article', 400, code, detail);
  return { ok: false, reason, error } as WriteFailure & { reason: Reason };
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
    expect(missingArticleFields(filled, 'create')).toEqual([]);
    expect(missingArticleFields(emptyArticleForm, 'create')).toEqual(['title', 'slug', 'content']);
    expect(missingArticleFields({ ...filled, content: ' \n ', slug: '' }, 'create')).toEqual([
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
    expect(draftProblem(filled, 'create')).toBeNull();
    expect(draftProblem({ ...filled, thumbnail_url: '' }, 'create')).toBeNull();
  });

  it('refuses a slug the database would refuse', () => {
    const refused = ['Huruf-Besar', 'ada spasi', '-awal', 'akhir-', 'dua--hubung', 'é', '2'];
    for (const slug of [...refused, 'cari', 'kategori']) {
      expect(draftProblem({ ...filled, slug }, 'create')).toEqual({
        title: 'Gagal Membuat Artikel',
        description:
          'Slug hanya boleh berisi huruf kecil, angka, dan tanda hubung (-), tanpa tanda hubung di awal atau akhir, tidak boleh hanya angka, dan bukan "cari" atau "kategori".',
        field: 'slug',
      });
    }
  });

  it('refuses a thumbnail URL that is not http(s)', () => {
    for (const url of ['javascript:alert(1)', 'ftp://x.example/a.jpg', 'gambar.jpg', 'https://']) {
      expect(draftProblem({ ...filled, thumbnail_url: url }, 'create')).toEqual({
        title: 'Gagal Membuat Artikel',
        description: 'URL gambar thumbnail harus diawali http:// atau https://.',
        field: 'thumbnail_url',
      });
    }
  });

  it('refuses values longer than the database keeps', () => {
    expect(draftProblem({ ...filled, category: 'k'.repeat(81) }, 'create')).toEqual({
      title: 'Gagal Membuat Artikel',
      description: 'Kategori terlalu panjang (maksimal 80 karakter).',
      field: 'category',
    });
    expect(draftProblem({ ...filled, category: 'é'.repeat(80) }, 'create')).toBeNull();
    expect(draftProblem({ ...filled, content: 'x'.repeat(500_001) }, 'create')?.description).toBe(
      'Konten (HTML) terlalu panjang (maksimal 500.000 karakter).',
    );
  });
});

describe('toast texts', () => {
  it('uses the exact texts of the spec', () => {
    expect(editorMessages.create.incomplete).toEqual({
      title: 'Data Tidak Lengkap',
      description: 'Judul, slug, dan konten artikel wajib diisi.',
    });
    expect(editorMessages.create.keyMissing).toEqual({
      title: 'Kunci Publikasi Diperlukan',
      description: 'Masukkan kunci publikasi untuk menerbitkan artikel.',
      field: 'publishKey',
    });
    expect(successToast('Tips Aman', 'create')).toEqual({
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
    expect(failureMessage(result, 'create')).toEqual({
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
    expect(failureMessage(result, 'create')).toEqual({
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
        'create',
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
    expect(check('something_else')).toEqual(editorMessages.create.invalid);
    expect(editorMessages.create.invalid.title).toBe('Gagal Membuat Artikel');
  });

  it('says anything else failed to save, and that it can be sent again', () => {
    expect(failureMessage(refused('failed', 'TypeError: Failed to fetch'), 'create')).toEqual({
      title: 'Gagal Membuat Artikel',
      description: 'Terjadi kesalahan saat menyimpan artikel.',
      resend: true,
    });
    // A refusal is not sent again as it is: the owner changes something first.
    expect(failureMessage(refused('duplicate-slug', '23505'), 'create').resend).toBeUndefined();
  });
});

describe('the form as each mode shows it', () => {
  it('lists every field with its label and limit, the key last', () => {
    const views = editorFieldViews('create');
    expect(views.map((view) => view.name)).toEqual([
      'title',
      'slug',
      'thumbnail_url',
      'alt_text',
      'summary',
      'content',
      'author',
      'category',
      'publishKey',
    ]);
    for (const view of views) expect(view.label).toBe(articleFieldLabels[view.name]);
    expect(views.find((view) => view.name === 'title')).toMatchObject({
      required: true,
      maxLength: 300,
      type: 'text',
    });
    expect(views.find((view) => view.name === 'summary')).toMatchObject({
      type: 'textarea',
      rows: 3,
      required: false,
    });
    expect(views.find((view) => view.name === 'content')).toMatchObject({
      type: 'textarea',
      rows: 10,
      required: true,
      spellCheck: false,
    });
    expect(views.find((view) => view.name === 'publishKey')).toMatchObject({
      type: 'password',
      required: true,
      maxLength: undefined,
      autoComplete: 'current-password',
    });
  });

  it('shows the slug read-only when editing, and does not ask for it', () => {
    const create = editorFieldViews('create').find((view) => view.name === 'slug');
    const edit = editorFieldViews('edit').find((view) => view.name === 'slug');
    expect(create).toMatchObject({ required: true, maxLength: 200 });
    expect(create?.readOnly).toBeFalsy();
    expect(edit).toMatchObject({ label: 'Slug', readOnly: true, required: false });
    expect(edit?.hint).toMatch(/tidak dapat diubah/);
    const others = (mode: 'create' | 'edit') =>
      editorFieldViews(mode).filter((view) => view.name !== 'slug');
    expect(others('edit')).toEqual(others('create'));
  });

  it('names the submit button per mode', () => {
    expect(submitLabels).toEqual({
      create: 'Publikasikan Artikel',
      edit: 'Simpan Perubahan',
    });
  });
});

describe('editing a stored article', () => {
  const stored: Pick<Article, keyof ArticleFormValues> = {
    title: 'Tips Aman',
    slug: 'tips-aman',
    thumbnail_url: null,
    alt_text: null,
    summary: 'Ringkasan.',
    content: '<p>Isi.</p>',
    author: null,
    category: 'Tips',
  };

  it('fills the form with the stored values, absent ones as blank', () => {
    expect(articleFormOf(stored)).toEqual({
      ...emptyArticleForm,
      title: 'Tips Aman',
      slug: 'tips-aman',
      summary: 'Ringkasan.',
      content: '<p>Isi.</p>',
      category: 'Tips',
    });
  });

  it('counts only what changed since the form was filled as unsaved', () => {
    const initial = articleFormOf(stored);
    expect(hasArticleInput(initial, initial)).toBe(false);
    expect(hasArticleInput({ ...initial, category: 'Tips ' }, initial)).toBe(false);
    expect(hasArticleInput({ ...initial, content: '<p>Baru.</p>' }, initial)).toBe(true);
    expect(hasArticleInput({ ...initial, author: 'Admin' }, initial)).toBe(true);
  });

  it('saves every editable field, never the slug', () => {
    const changes = articleChanges({ ...filled, slug: 'lain' });
    expect(changes).toEqual({
      title: 'Tips Aman Bekerja di Taiwan',
      content: '<p>Isi artikel.</p>',
      thumbnail_url: 'https://example.com/taiwan.jpg',
      alt_text: 'Pemandangan Taipei',
      summary: 'Ringkasan singkat.',
      author: 'Tim Redaksi',
      category: 'Tips',
    });
    expect('slug' in changes).toBe(false);
    expect(articleChanges({ ...filled, summary: ' ', category: '' })).toMatchObject({
      summary: null,
      category: null,
    });
  });

  it('asks for the title and the content only', () => {
    expect(missingArticleFields({ ...filled, slug: '' }, 'edit')).toEqual([]);
    expect(missingArticleFields(emptyArticleForm, 'edit')).toEqual(['title', 'content']);
    expect(editorMessages.edit.incomplete).toEqual({
      title: 'Data Tidak Lengkap',
      description: 'Judul dan konten artikel wajib diisi.',
    });
  });

  it('judges what is sent, not the stored slug', () => {
    expect(draftProblem({ ...filled, slug: 'Slug Lama' }, 'edit')).toBeNull();
    expect(draftProblem({ ...filled, slug: 'x'.repeat(300) }, 'edit')).toBeNull();
    expect(draftProblem({ ...filled, thumbnail_url: 'gambar.jpg' }, 'edit')).toEqual({
      title: 'Gagal Menyimpan Perubahan',
      description: 'URL gambar thumbnail harus diawali http:// atau https://.',
      field: 'thumbnail_url',
    });
    expect(draftProblem({ ...filled, title: 'j'.repeat(301) }, 'edit')).toEqual({
      title: 'Gagal Menyimpan Perubahan',
      description: 'Judul terlalu panjang (maksimal 300 karakter).',
      field: 'title',
    });
  });

  it('says the edit was saved', () => {
    expect(successToast('Tips Aman', 'edit')).toEqual({
      title: 'Artikel Berhasil Diperbarui!',
      description: 'Perubahan pada "Tips Aman" telah disimpan.',
    });
  });

  it('maps a refused or failed save to the same plain messages as create', () => {
    expect(failureMessage(refused('not-authorized', 'denied', '42501'), 'edit')).toEqual(
      failureMessage(refused('not-authorized', 'denied', '42501'), 'create'),
    );
    expect(failureMessage(refused('not-authorized', 'denied', '42501'), 'edit')).toEqual({
      title: 'Kunci Publikasi Salah',
      description: 'Kunci publikasi tidak dikenali. Periksa kembali kunci Anda.',
      field: 'publishKey',
    });
    expect(failureMessage(refused('failed', 'TypeError: Failed to fetch'), 'edit')).toEqual({
      title: 'Gagal Menyimpan Perubahan',
      description: 'Terjadi kesalahan saat menyimpan artikel.',
      resend: true,
    });
    expect(failureMessage(refused('not-found', 'no rows', 'PGRST116'), 'edit')).toEqual({
      title: 'Gagal Menyimpan Perubahan',
      description: 'Artikel tidak ditemukan.',
    });
    expect(
      failureMessage(
        refused('invalid', 'violates check constraint "articles_content_not_blank"', '23514'),
        'edit',
      ),
    ).toEqual({
      title: 'Data Tidak Lengkap',
      description: 'Judul dan konten artikel wajib diisi.',
      field: 'content',
    });
    expect(editorMessages.edit.keyMissing).toEqual({
      title: 'Kunci Publikasi Diperlukan',
      description: 'Masukkan kunci publikasi untuk menyimpan perubahan.',
      field: 'publishKey',
    });
  });
});

describe("'Penulis' of a new article, from the key's name", () => {
  it('fills an empty field with the name', () => {
    expect(authorPrefill('', '', 'Sari')).toBe('Sari');
    expect(authorPrefill('   ', '', 'Sari')).toBe('Sari');
  });

  it('follows another key while the field still holds the name put there before', () => {
    expect(authorPrefill('Sari', 'Sari', 'Budi')).toBe('Budi');
    expect(authorPrefill('Sari', 'Sari', 'Sari')).toBeNull();
  });

  it('never overwrites what the owner (or a restored draft) wrote there', () => {
    expect(authorPrefill('Tim Redaksi', '', 'Sari')).toBeNull();
    expect(authorPrefill('Tim Redaksi', 'Sari', 'Budi')).toBeNull();
    // A draft holding the earlier name: the form forgets that it put the name there.
    expect(authorPrefill('Sari', '', 'Budi')).toBeNull();
  });

  it('leaves the field as it is when the key has no name (a wrong key, no answer)', () => {
    expect(authorPrefill('', '', null)).toBeNull();
    expect(authorPrefill('Sari', 'Sari', null)).toBeNull();
  });
});
