import { describe, expect, it } from 'vitest';
import { uniqueSlug } from '../../scripts/fixtures/articles.mjs';
import { setArticleWithdrawn, updateArticle } from '../../src/lib/articles';
import { backend, client, database, expectTableUnchanged, newArticle, publisher } from './support';

const db = database();

/** A fresh article, published through the API with the key; its id and slug. */
async function published(overrides: Record<string, unknown> = {}) {
  const { data, error } = await publisher()
    .from('articles')
    .insert(newArticle(overrides))
    .select('id, slug')
    .single();
  expect(error).toBeNull();
  return data as { id: number; slug: string };
}

interface RevisionRow {
  event: string;
  changed_fields: string[];
  title: string | null;
  thumbnail_url: string | null;
  alt_text: string | null;
  summary: string | null;
  content: string | null;
  category: string | null;
  author: string | null;
}

/** An article's revisions as stored, oldest first. */
const revisionsOf = (articleId: number) =>
  db.query<RevisionRow & { changed_at: Date }>(
    `select event, changed_at, changed_fields, title, thumbnail_url, alt_text, summary, content,
            category, author
     from public.article_revisions where article_id = $1 order by changed_at, id`,
    [articleId],
  );

const revisionCount = async () =>
  Number(
    (await db.query<{ n: string }>('select count(*) as n from public.article_revisions'))[0]?.n,
  );

/** A request to the REST API as a browser sends it, with or without the publishing key. */
async function rest(path: string, init: RequestInit & { key?: string } = {}) {
  const { key, ...rest } = init;
  const response = await fetch(`${backend.url}/rest/v1/${path}`, {
    ...rest,
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      'content-type': 'application/json',
      ...(key ? { 'x-publish-key': key } : {}),
      ...rest.headers,
    },
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

const original = {
  title: 'Biaya Penempatan ke Taiwan',
  thumbnail_url: 'https://example.com/sampul.jpg',
  alt_text: 'Paspor di atas meja',
  summary: 'Rincian biaya resmi.',
  content: '<p>Biaya resmi: Rp 1.000.000.</p>',
  category: 'Biaya',
  author: 'Pemilik',
};

describe('revisions: what an edit keeps', () => {
  it('stores exactly the version an edit replaced, and which fields changed', async () => {
    const { id, slug } = await published(original);
    const result = await updateArticle(publisher(), slug, {
      ...original,
      title: 'Biaya Penempatan ke Taiwan 2027',
      content: '<p>Biaya resmi: Rp 1.500.000.</p>',
    });
    expect(result.ok).toBe(true);

    const revisions = await revisionsOf(id);
    expect(revisions).toEqual([
      {
        event: 'edit',
        changed_at: expect.any(Date),
        changed_fields: ['title', 'content'],
        ...original,
      },
    ]);
    const [stored] = await db.query<{ updated_at: Date }>(
      'select updated_at from public.articles where id = $1',
      [id],
    );
    expect(revisions[0]?.changed_at.getTime()).toBe(stored?.updated_at.getTime());
  });

  it('keeps every version, so the first one can always be brought back', async () => {
    const { id, slug } = await published(original);
    await updateArticle(publisher(), slug, { ...original, summary: 'Ringkasan kedua.' });
    await updateArticle(publisher(), slug, { ...original, summary: null, category: 'Tips' });
    expect(
      (await revisionsOf(id)).map(({ changed_fields, summary, category }) => ({
        changed_fields,
        summary,
        category,
      })),
    ).toEqual([
      { changed_fields: ['summary'], summary: original.summary, category: 'Biaya' },
      { changed_fields: ['summary', 'category'], summary: 'Ringkasan kedua.', category: 'Biaya' },
    ]);
  });

  it('stores nothing for an update that changes nothing (a blank sent for an empty field too)', async () => {
    const { id, slug } = await published({ ...original, summary: null });
    const before = await revisionCount();
    const same = await updateArticle(publisher(), slug, { ...original, summary: '   ' });
    expect(same.ok).toBe(true);
    expect(await revisionsOf(id)).toEqual([]);
    expect(await revisionCount()).toBe(before);
  });

  it('records withdrawing and restoring as events with their time, and no version', async () => {
    const { id, slug } = await published(original);
    expect((await setArticleWithdrawn(publisher(), slug, true)).ok).toBe(true);
    // Withdrawing again changes nothing: no second event.
    expect((await setArticleWithdrawn(publisher(), slug, true)).ok).toBe(true);
    expect((await setArticleWithdrawn(publisher(), slug, false)).ok).toBe(true);
    const events = await revisionsOf(id);
    expect(
      events.map(({ event, changed_fields, title, content }) => [
        event,
        changed_fields,
        title,
        content,
      ]),
    ).toEqual([
      ['withdraw', [], null, null],
      ['restore', [], null, null],
    ]);
    const [withdrawn] = await db.query<{ at: Date }>(
      `select changed_at as at from public.article_revisions where article_id = $1 and event = 'withdraw'`,
      [id],
    );
    expect(Math.abs(withdrawn!.at.getTime() - Date.now())).toBeLessThan(60_000);
  });
});

describe('revisions: who may read and write them', () => {
  it('are read with the publishing key, newest first', async () => {
    const { id, slug } = await published(original);
    await updateArticle(publisher(), slug, { ...original, title: 'Judul Kedua' });
    await updateArticle(publisher(), slug, { ...original, title: 'Judul Ketiga' });
    const { data, error } = await publisher()
      .from('article_revisions')
      .select('event, changed_fields, title')
      .eq('article_id', id)
      .order('changed_at', { ascending: false })
      .order('id', { ascending: false });
    expect(error).toBeNull();
    expect(data).toEqual([
      { event: 'edit', changed_fields: ['title'], title: 'Judul Kedua' },
      { event: 'edit', changed_fields: ['title'], title: original.title },
    ]);
  });

  it('are refused without the key, or with a wrong one, whether the article has any or not', async () => {
    const { id, slug } = await published(original);
    await updateArticle(publisher(), slug, { ...original, title: 'Judul Kedua' });
    const { id: untouched } = await published(original);
    for (const articleId of [id, untouched, 0]) {
      for (const key of [undefined, 'kunci-yang-salah']) {
        const answer = await rest(`article_revisions?article_id=eq.${articleId}&select=*`, { key });
        expect(answer).toEqual({
          status: 401,
          body: expect.objectContaining({
            code: '42501',
            message: 'the publishing key is missing or wrong',
          }),
        });
      }
    }
    const { data, error } = await client()
      .from('article_revisions')
      .select('title')
      .eq('article_id', id);
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
  });

  it('cannot be inserted, changed, deleted or upserted through the API, even with the key', async () => {
    const { id, slug } = await published(original);
    await updateArticle(publisher(), slug, { ...original, title: 'Judul Kedua' });
    const key = backend.publishKey;
    const snapshot = () =>
      db.query('select * from public.article_revisions where article_id = $1 order by id', [id]);
    const before = await snapshot();
    const fake = {
      article_id: id,
      event: 'edit',
      changed_fields: ['title'],
      title: 'Palsu',
      content: '<p>Palsu</p>',
    };
    const attempts = [
      rest('article_revisions', { method: 'POST', key, body: JSON.stringify(fake) }),
      rest(`article_revisions?article_id=eq.${id}`, {
        method: 'PATCH',
        key,
        body: JSON.stringify({ title: 'Palsu' }),
      }),
      rest(`article_revisions?article_id=eq.${id}`, { method: 'DELETE', key }),
      rest('article_revisions?on_conflict=id', {
        method: 'POST',
        key,
        headers: { prefer: 'resolution=merge-duplicates' },
        body: JSON.stringify(fake),
      }),
    ];
    for (const answer of await Promise.all(attempts)) {
      expect(answer).toEqual({
        status: 401,
        body: expect.objectContaining({ code: '42501' }),
      });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('one article per write', () => {
  const refusal = {
    status: 400,
    body: expect.objectContaining({
      message: 'one article per write: this request would change more than one article',
      hint: 'Name exactly one article, e.g. with slug=eq.<slug>.',
    }),
  };

  it('refuses a PATCH with no filter as a whole, even with the key, and says why', async () => {
    await published(original);
    await published(original);
    const answer = await expectTableUnchanged(db, () =>
      rest('articles', {
        method: 'PATCH',
        key: backend.publishKey,
        body: JSON.stringify({ content: '<p>Semua artikel ditimpa.</p>' }),
      }),
    );
    // Hosted Supabase loads pg-safeupdate for authenticator, which refuses an UPDATE without a
    // WHERE clause before our trigger sees a row (docs/backend.md); elsewhere the trigger does.
    const safeupdate = {
      status: 400,
      body: expect.objectContaining({ code: '21000', message: 'UPDATE requires a WHERE clause' }),
    };
    const [{ loaded } = { loaded: false }] = await db.query<{ loaded: boolean }>(
      `select exists (
         select from pg_db_role_setting s, unnest(s.setconfig) as setting
         where s.setrole = (select oid from pg_roles where rolname = 'authenticator')
           and setting like 'session_preload_libraries=%safeupdate%') as loaded`,
    );
    expect(answer).toEqual(loaded ? safeupdate : refusal);
  });

  it('refuses a PATCH that would restore every withdrawn article', async () => {
    for (let i = 0; i < 2; i++) {
      const { slug } = await published(original);
      expect((await setArticleWithdrawn(publisher(), slug, true)).ok).toBe(true);
    }
    const before = await revisionCount();
    const answer = await expectTableUnchanged(db, () =>
      rest('articles?withdrawn_at=not.is.null', {
        method: 'PATCH',
        key: backend.publishKey,
        body: JSON.stringify({ withdrawn_at: null }),
      }),
    );
    expect(answer).toEqual(refusal);
    expect(await revisionCount()).toBe(before);
  });

  it('lets a PATCH that names one article through', async () => {
    const { slug } = await published(original);
    const answer = await rest(`articles?slug=eq.${slug}`, {
      method: 'PATCH',
      key: backend.publishKey,
      body: JSON.stringify({ title: 'Satu Artikel Saja' }),
    });
    expect(answer).toEqual({ status: 204, body: null });
  });
});

describe('a write without the key learns nothing', () => {
  it('answers a keyless PATCH the same for an existing, a withdrawn and a missing slug', async () => {
    const { slug: existing } = await published(original);
    const { slug: withdrawn } = await published(original);
    expect((await setArticleWithdrawn(publisher(), withdrawn, true)).ok).toBe(true);
    const missing = uniqueSlug();
    for (const key of [undefined, 'kunci-yang-salah']) {
      const answers = await expectTableUnchanged(db, () =>
        Promise.all(
          [existing, withdrawn, missing].map((slug) =>
            rest(`articles?slug=eq.${slug}`, {
              method: 'PATCH',
              key,
              body: JSON.stringify({ title: 'Diambil Alih' }),
            }),
          ),
        ),
      );
      expect(answers).toEqual([answers[0], answers[0], answers[0]]);
      expect(answers[0]).toEqual({
        status: 401,
        body: {
          code: '42501',
          details: null,
          hint: 'Send the x-publish-key header.',
          message: 'the publishing key is missing or wrong',
        },
      });
    }
  });

  it('answers a keyless insert or DELETE the same way', async () => {
    const { slug } = await published(original);
    const answers = await expectTableUnchanged(db, () =>
      Promise.all([
        rest(`articles?slug=eq.${slug}`, { method: 'DELETE' }),
        rest(`articles?slug=eq.${uniqueSlug()}`, { method: 'DELETE' }),
        rest('articles', { method: 'POST', body: JSON.stringify(newArticle()) }),
      ]),
    );
    for (const answer of answers) {
      expect(answer).toEqual({
        status: 401,
        body: expect.objectContaining({ message: 'the publishing key is missing or wrong' }),
      });
    }
  });

  it('still lets anyone read articles and search', async () => {
    const { slug } = await published(original);
    expect(await rest(`articles?slug=eq.${slug}&select=slug`)).toEqual({
      status: 200,
      body: [{ slug }],
    });
    const search = await rest('rpc/search_articles', {
      method: 'POST',
      body: JSON.stringify({ q: 'biaya' }),
    });
    expect(search.status).toBe(200);
  });
});
