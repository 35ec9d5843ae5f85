import { describe, expect, it } from 'vitest';
import { uniqueSlug } from '../../scripts/fixtures/articles.mjs';
import {
  createArticle,
  createArticleAgain,
  getArticleBySlug,
  listArticlesForAdmin,
  listArticleWriters,
  setArticleWithdrawn,
  updateArticle,
} from '../../src/lib/articles';
import { backend, client, database, expectTableUnchanged, newArticle, publisher } from './support';

const db = database();

const swapCase = (text: string) =>
  [...text].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');

/** A fresh article, published through the API with the key; returns it as stored. */
async function published(overrides: Record<string, unknown> = {}) {
  const { data, error } = await publisher()
    .from('articles')
    .insert(newArticle(overrides))
    .select('*')
    .single();
  expect(error).toBeNull();
  return data as Record<string, unknown> & { slug: string; published_at: string; id: number };
}

const edit = {
  title: 'Judul yang Dibetulkan',
  content: '<p>Biaya yang benar: Rp 1.500.000.</p>',
  summary: '   ',
  thumbnail_url: null,
  alt_text: null,
  author: 'Pemilik',
  category: 'Tips',
};

async function stored(slug: string) {
  const [row] = await db.query<Record<string, unknown>>(
    'select * from public.articles where slug = $1',
    [slug],
  );
  return row;
}

describe('publishing again after an answer that never came', () => {
  it('is the success not told of when that article is there, a duplicate when another is', async () => {
    const draft = newArticle({ summary: '  Ringkasan  ' });
    const first = await createArticle(publisher(), draft);
    expect(first.ok).toBe(true);

    const again = await createArticleAgain(publisher(), draft);
    expect(again).toMatchObject({ ok: true, article: { slug: draft.slug, title: draft.title } });
    const [row] = await db.query<{ count: number }>(
      'select count(*)::integer as count from public.articles where slug = $1',
      [draft.slug],
    );
    expect(row?.count).toBe(1);

    const other = await createArticleAgain(publisher(), { ...draft, content: '<p>Lain.</p>' });
    expect(other).toMatchObject({ ok: false, reason: 'duplicate-slug' });
    expect(await createArticle(publisher(), draft)).toMatchObject({
      ok: false,
      reason: 'duplicate-slug',
    });
  });
});

describe('editing with the publishing key', () => {
  it('saves the editable fields and stamps updated_at, keeping slug and published date', async () => {
    const before = await published();
    expect(before.updated_at).toBeNull();

    const result = await updateArticle(publisher(), before.slug, edit);
    expect(result).toEqual({
      ok: true,
      article: { title: edit.title, slug: before.slug, withdrawn_at: null },
    });

    const after = await stored(before.slug);
    expect(Number(after?.id)).toBe(before.id);
    expect(after).toMatchObject({
      slug: before.slug,
      title: edit.title,
      content: edit.content,
      summary: null, // blank becomes null, as on insert
      author: 'Pemilik',
      category: 'Tips',
    });
    expect((after?.published_at as Date).toISOString()).toBe(
      new Date(before.published_at).toISOString(),
    );
    expect((after?.updated_at as Date).getTime()).toBeGreaterThan(
      new Date(before.published_at).getTime(),
    );
  });

  it('is held to the same rules as publishing', async () => {
    const { slug } = await published();
    const blank = await expectTableUnchanged(db, () =>
      updateArticle(publisher(), slug, { ...edit, title: '   ' }),
    );
    expect(blank).toMatchObject({ ok: false, reason: 'invalid' });
    expect(blank.ok || blank.error.message).toMatch(/articles_title_not_blank/);

    const notHttp = await expectTableUnchanged(db, () =>
      updateArticle(publisher(), slug, { ...edit, thumbnail_url: 'javascript:alert(1)' }),
    );
    expect(notHttp).toMatchObject({ ok: false, reason: 'invalid' });
  });

  it('does not stamp updated_at when nothing editable changed', async () => {
    const article = await published({ summary: null });
    const same = {
      title: article.title as string,
      content: article.content as string,
      summary: '',
      thumbnail_url: null,
      alt_text: null,
      author: article.author as string,
      category: article.category as string,
    };
    expect((await updateArticle(publisher(), article.slug, same)).ok).toBe(true);
    expect((await stored(article.slug))?.updated_at).toBeNull();
  });

  it('answers not-found for a slug that does not exist, changing nothing', async () => {
    const result = await expectTableUnchanged(db, () =>
      updateArticle(publisher(), uniqueSlug('tidak-ada'), edit),
    );
    expect(result).toMatchObject({ ok: false, reason: 'not-found' });
  });
});

describe('editing without the right key', () => {
  const attempts: Array<[string, Record<string, string>]> = [
    ['no key', {}],
    ['a wrong key', { 'x-publish-key': 'bukan-kunci-yang-benar-123456' }],
    ['the key in other letter case', { 'x-publish-key': swapCase(backend.publishKey) }],
  ];

  it.each(attempts)('is refused with %s', async (_name, headers) => {
    const { slug } = await published();
    const result = await expectTableUnchanged(db, () => updateArticle(client(headers), slug, edit));
    expect(result).toMatchObject({ ok: false, reason: 'not-authorized' });
    expect(result.ok || result.error.code).toBe('42501');
  });

  it.each(attempts)('cannot withdraw with %s', async (_name, headers) => {
    const { slug } = await published();
    const result = await expectTableUnchanged(db, () =>
      setArticleWithdrawn(client(headers), slug, true),
    );
    expect(result).toMatchObject({ ok: false, reason: 'not-authorized' });
  });
});

describe('what the key never allows', () => {
  it.each([
    ['the slug', { slug: 'alamat-baru' }, '42501'],
    ['the published date', { published_at: '2001-01-01T00:00:00Z' }, '42501'],
    ['updated_at', { updated_at: '2001-01-01T00:00:00Z' }, '42501'],
    // An identity column "generated always" refuses the change before privileges are checked.
    ['the id', { id: 999999 }, '428C9'],
  ])('refuses a change of %s', async (_name, change, code) => {
    const { slug } = await published();
    const { error } = await expectTableUnchanged(db, () =>
      publisher().from('articles').update(change).eq('slug', slug),
    );
    expect(error?.code).toBe(code);
  });

  it('refuses a delete, with the key or without', async () => {
    const { slug } = await published();
    for (const api of [publisher(), client()]) {
      const { error } = await expectTableUnchanged(db, () =>
        api.from('articles').delete().eq('slug', slug),
      );
      expect(error?.code).toBe('42501');
    }
  });
});

describe('withdrawing and restoring', () => {
  it('hides a withdrawn article from anyone without the key, and keeps it', async () => {
    const article = await published({ title: 'Artikel yang Ditarik' });
    const result = await setArticleWithdrawn(publisher(), article.slug, true);
    expect(result).toMatchObject({ ok: true, article: { slug: article.slug } });

    const anon = client();
    const bySlug = await anon.from('articles').select('*').eq('slug', article.slug).single();
    expect(bySlug.error?.code).toBe('PGRST116');
    expect(await getArticleBySlug(anon, article.slug)).toBeNull();
    const { data: list } = await anon.from('articles').select('slug').eq('slug', article.slug);
    expect(list).toEqual([]);
    const search = await listArticlesForAdmin(anon, {
      search: 'Artikel yang Ditarik',
      page: 1,
      pageSize: 50,
    });
    expect(search.rows.map((row) => row.slug)).not.toContain(article.slug);

    // With the key the owner still sees it, and the row is still in the table.
    expect((await getArticleBySlug(publisher(), article.slug))?.withdrawn_at).toEqual(
      expect.any(String),
    );
    const owner = await listArticlesForAdmin(publisher(), {
      search: 'Artikel yang Ditarik',
      page: 1,
      pageSize: 50,
    });
    expect(owner.rows.find((row) => row.slug === article.slug)).toMatchObject({
      withdrawn_at: expect.any(String),
    });
    expect(await stored(article.slug)).toBeDefined();
  });

  it("stamps the database's clock, not the client's, and does not count as an edit", async () => {
    const article = await published();
    const { error } = await publisher()
      .from('articles')
      .update({ withdrawn_at: '2001-01-01T00:00:00Z' })
      .eq('slug', article.slug);
    expect(error).toBeNull();
    const row = await stored(article.slug);
    expect((row?.withdrawn_at as Date).getTime()).toBeGreaterThanOrEqual(
      new Date(article.published_at).getTime(),
    );
    expect(row?.updated_at).toBeNull();
  });

  it('restores it with its original published date', async () => {
    const article = await published();
    expect((await setArticleWithdrawn(publisher(), article.slug, true)).ok).toBe(true);
    const restored = await setArticleWithdrawn(publisher(), article.slug, false);
    expect(restored).toEqual({
      ok: true,
      article: { title: article.title, slug: article.slug, withdrawn_at: null },
    });
    const visible = await getArticleBySlug(client(), article.slug);
    expect(visible?.withdrawn_at).toBeNull();
    expect(new Date(visible?.published_at ?? '').toISOString()).toBe(
      new Date(article.published_at).toISOString(),
    );
  });
});

describe("the admin's list", () => {
  it('pages newest first and counts, searching titles case-insensitively and literally', async () => {
    const tag = uniqueSlug('cari');
    for (const n of [1, 2, 3]) await published({ title: `Panduan ${tag} bagian ${n}` });
    await published({ title: `Panduan ${tag}_x 100% lain` });

    const first = await listArticlesForAdmin(publisher(), {
      search: `PANDUAN ${tag} BAGIAN`,
      page: 1,
      pageSize: 2,
    });
    expect(first.total).toBe(3);
    expect(first.rows.map((row) => row.title)).toEqual([
      `Panduan ${tag} bagian 3`,
      `Panduan ${tag} bagian 2`,
    ]);
    const second = await listArticlesForAdmin(publisher(), {
      search: `panduan ${tag} bagian`,
      page: 2,
      pageSize: 2,
    });
    expect(second.rows.map((row) => row.title)).toEqual([`Panduan ${tag} bagian 1`]);

    const literal = await listArticlesForAdmin(publisher(), {
      search: `${tag}_x 100%`,
      page: 1,
      pageSize: 10,
    });
    expect(literal.rows.map((row) => row.title)).toEqual([`Panduan ${tag}_x 100% lain`]);

    const beyond = await listArticlesForAdmin(publisher(), {
      search: `panduan ${tag} bagian`,
      page: 9,
      pageSize: 2,
    });
    expect(beyond).toEqual({ rows: [], total: 3 });
  });
  it('names who last wrote each listed article in one read, only with the key', async () => {
    const byKey = await published();
    const bySql = await published();
    // Changed by the owner's own SQL, without a key: whose it is now is not known.
    await db.query('update public.articles set title = $1 where id = $2', [
      'Dibetulkan lewat SQL',
      bySql.id,
    ]);

    const writers = await listArticleWriters(publisher(), [byKey.id, bySql.id]);
    expect([...writers]).toEqual([[byKey.id, 'Pemilik']]);
    expect(await listArticleWriters(publisher(), [])).toEqual(new Map());
    await expect(listArticleWriters(client(), [byKey.id])).rejects.toMatchObject({
      code: '42501',
    });
  });
});
