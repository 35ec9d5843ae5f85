import { readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueSlug } from '../../scripts/fixtures/articles.mjs';
import { repoRoot } from '../../scripts/lib/repo-root.mjs';
import { articlesPerPage } from '../../src/config/blog';
import { categorySlug } from '../../src/lib/categories';
import { backend, client, database, publisher } from './support';

// Issue 34: visits and chats counted per day and page, through public.count_page as a visitor's
// browser calls it, and read by the owner through public.page_stats with the publishing key.

const db = database();

type Kind = 'visit' | 'chat';
const SOURCES = ['whatsapp', 'facebook', 'google', 'lainnya', 'langsung'] as const;

/** What the visitor's browser sends: POST /rest/v1/rpc/count_page as anon, no key. */
async function countPage(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const response = await fetch(`${backend.url}/rest/v1/rpc/count_page`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      'content-type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.text() };
}

/** Counts and expects the answer every call gets, counted or not: 204 and nothing. */
async function count(path: unknown, kind: unknown, source: unknown, day?: unknown) {
  const answer = await countPage({ path, kind, source, ...(day === undefined ? {} : { day }) });
  expect(answer).toEqual({ status: 204, body: '' });
}

/** Today in Asia/Jakarta, as the database has it, moved by `days`: 'YYYY-MM-DD'. */
async function jakartaDay(days = 0) {
  const [row] = await db.query<{ day: string }>(
    `select ((now() at time zone 'Asia/Jakarta')::date + $1::integer)::text as day`,
    [days],
  );
  return row!.day;
}

/** A counter as stored (0 when there is no row). */
async function counter(day: string, path: string, kind: Kind, source: string) {
  const [row] = await db.query<{ count: string }>(
    `select count::text from private.page_counts
     where day = $1 and path = $2 and kind = $3 and source = $4`,
    [day, path, kind, source],
  );
  return Number(row?.count ?? 0);
}

/** Every counter of a path, on any day. */
const rowsOf = (path: string) =>
  db.query<{ day: string; kind: string; source: string; count: string }>(
    `select day::text, kind, source, count::text from private.page_counts
     where path = $1 order by day, kind, source`,
    [path],
  );

/** All the counters, fingerprinted: equal fingerprints mean nothing was counted. */
async function countsFingerprint() {
  const [row] = await db.query<{ digest: string | null }>(
    `select md5(string_agg(to_jsonb(c)::text, ',' order by day, path, kind, source)) as digest
     from private.page_counts c`,
  );
  return row?.digest ?? null;
}

/** Articles inserted as the owner (published now), removed after the file. */
const inserted: string[] = [];
async function insertArticles(
  count: number,
  fields: { category?: string | null; title?: string; withdrawn?: boolean } = {},
) {
  const slugs = Array.from({ length: count }, () => uniqueSlug('hitung'));
  await db.query(
    `insert into public.articles (slug, title, content, category, withdrawn_at)
     select s, $2, '<p>Isi.</p>', $3, case when $4 then now() end from unnest($1::text[]) s`,
    [slugs, fields.title ?? 'Artikel Hitung', fields.category ?? null, fields.withdrawn ?? false],
  );
  inserted.push(...slugs);
  return slugs;
}
afterAll(async () => {
  await db.query('delete from public.articles where slug = any($1)', [inserted]);
  await db.query(
    `delete from private.page_counts where path like '/blog/%hitung-%' or path like '/blog/kategori/%'`,
  );
});

describe('count_page: what is counted', () => {
  let article: string;
  beforeAll(async () => {
    [article] = (await insertArticles(1)) as [string];
  });

  it('counts a visit and a chat from each source on the day, one row each, never one per visit', async () => {
    const path = `/blog/${article}`;
    const day = await jakartaDay(-1);
    for (const kind of ['visit', 'chat'] as const) {
      for (const source of SOURCES) await count(path, kind, source, day);
    }
    await count(path, 'visit', 'google', day);
    await count(path, 'visit', 'google', day);

    expect(await rowsOf(path)).toEqual([
      ...SOURCES.map((source) => ({ day, kind: 'chat', source, count: '1' })).sort((a, b) =>
        a.source.localeCompare(b.source),
      ),
      ...SOURCES.map((source) => ({
        day,
        kind: 'visit',
        source,
        count: source === 'google' ? '3' : '1',
      })).sort((a, b) => a.source.localeCompare(b.source)),
    ]);
  });

  it('counts on today in Asia/Jakarta when no day is sent', async () => {
    const path = `/blog/${article}`;
    const before = await jakartaDay();
    const was = await counter(before, path, 'visit', 'langsung');
    await count(path, 'visit', 'langsung');
    const after = await jakartaDay();
    // Both the same day but at Jakarta's midnight, when the visit is on one of them.
    const now =
      (await counter(before, path, 'visit', 'langsung')) +
      (before === after ? 0 : await counter(after, path, 'visit', 'langsung'));
    expect(now).toBe(was + 1);
  });

  it('counts a day queued offline up to 7 days back on that day, and ignores older or future days', async () => {
    const path = `/blog/${article}`;
    const weekAgo = await jakartaDay(-7);
    const tooOld = await jakartaDay(-8);
    const tomorrow = await jakartaDay(1);
    await count(path, 'chat', 'whatsapp', weekAgo);
    await count(path, 'chat', 'whatsapp', tooOld);
    await count(path, 'chat', 'whatsapp', tomorrow);
    await count(path, 'chat', 'whatsapp', 'infinity');
    await count(path, 'chat', 'whatsapp', '-infinity');
    await count(path, 'chat', 'whatsapp', '1970-01-01');
    expect(await counter(weekAgo, path, 'chat', 'whatsapp')).toBe(1);
    expect((await rowsOf(path)).filter((row) => row.day < weekAgo || row.day > tomorrow)).toEqual(
      [],
    );
    expect(await counter(tooOld, path, 'chat', 'whatsapp')).toBe(0);
    expect(await counter(tomorrow, path, 'chat', 'whatsapp')).toBe(0);
  });

  it("counts the site's fixed pages", async () => {
    const day = await jakartaDay(-2);
    const pages = [
      '/',
      '/konsultasi-migran',
      '/pesan-tiket',
      '/pengurusan-dokumen',
      '/layanan-perlindungan',
      '/blog',
      '/privasi',
    ];
    const counters = async () => {
      const values = [];
      for (const page of pages) values.push(await counter(day, page, 'visit', 'facebook'));
      return values;
    };
    const before = await counters();
    for (const page of pages) await count(page, 'visit', 'facebook', day);
    expect(await counters()).toEqual(before.map((n) => n + 1));
  });

  it('counts through supabase-js as the site calls it, and with the key too', async () => {
    const path = `/blog/${article}`;
    const day = await jakartaDay(-3);
    const { error, status } = await client().rpc('count_page', {
      path,
      kind: 'visit',
      source: 'whatsapp',
      day,
    });
    expect({ error, status }).toEqual({ error: null, status: 204 });
    const keyed = await publisher().rpc('count_page', {
      path,
      kind: 'visit',
      source: 'whatsapp',
      day,
    });
    expect(keyed.error).toBeNull();
    expect(await counter(day, path, 'visit', 'whatsapp')).toBe(2);
  });
});

describe('count_page: only pages the site has', () => {
  let published: string;
  let withdrawn: string;
  beforeAll(async () => {
    [published] = (await insertArticles(1)) as [string];
    [withdrawn] = (await insertArticles(1, { withdrawn: true })) as [string];
  });

  it('does nothing, with the same answer, for any other path', async () => {
    const day = await jakartaDay();
    const before = await countsFingerprint();
    const paths = [
      `/blog/${withdrawn}`,
      '/blog/artikel-yang-tidak-ada',
      '/admin',
      '/admin/statistik',
      '/admin/create-article',
      '/blog/cari',
      '/offline',
      '/404',
      '/kategori',
      '/blog/kategori',
      '/blog/kategori/',
      // Not as the site links it: a trailing slash, '.html', a query, a fragment, other case.
      `/blog/${published}/`,
      `/blog/${published}.html`,
      `/blog/${published}?utm_source=wa`,
      `/blog/${published}#bagian`,
      `/blog/${published.toUpperCase()}`,
      `//blog/${published}`,
      `blog/${published}`,
      `https://sahabatmigran.id/blog/${published}`,
      '/konsultasi-migran/',
      '/konsultasi-migran.html',
      '/index.html',
      '/?q=1',
      '/blog/',
      '/blog.html',
      // List pages: the first is /blog; none past the last.
      '/blog/1',
      '/blog/0',
      '/blog/02',
      '/blog/999999',
      '/blog/9999999999',
      '',
      ' ',
      '/ ',
      '/blog/%2e%2e',
      "/'; drop table private.page_counts; --",
    ];
    for (const path of paths) await count(path, 'visit', 'langsung', day);
    expect(await countsFingerprint()).toBe(before);
  });

  it('does nothing for a bad kind, source, path or day, and answers the same', async () => {
    const path = `/blog/${published}`;
    const before = await countsFingerprint();
    for (const [kind, source] of [
      ['share', 'google'],
      ['VISIT', 'google'],
      ['visit', 'Google'],
      ['visit', 'bing'],
      ['visit', ''],
      [null, 'google'],
      ['visit', null],
      ['visit', 'x'.repeat(100_000)],
    ]) {
      await count(path, kind, source);
    }
    await count(null, 'visit', 'google');
    await count(`/blog/${'a'.repeat(300)}`, 'visit', 'google');
    await count(`/blog/${published}${'x'.repeat(2_000_000)}`, 'visit', 'google');
    await count(path, 'visit', 'google', null);
    expect(await countsFingerprint()).not.toBe(before);
    // Only the last call (a null day: today) counted.
    const [row] = await rowsOf(path);
    expect(await rowsOf(path)).toHaveLength(1);
    expect(row).toMatchObject({ kind: 'visit', source: 'google', count: '1' });
  });

  it("answers what is no call at all with PostgREST's errors, whatever the path", async () => {
    const before = await countsFingerprint();
    for (const path of [`/blog/${published}`, '/blog/tidak-ada']) {
      const notADate = await countPage({ path, kind: 'visit', source: 'google', day: 'kemarin' });
      expect(notADate.status).toBe(400);
      expect(JSON.parse(notADate.body)).toMatchObject({ code: '22007' });
      const noSource = await countPage({ path, kind: 'visit' });
      expect(noSource.status).toBe(404);
      expect(JSON.parse(noSource.body)).toMatchObject({ code: 'PGRST202' });
    }
    expect(await countsFingerprint()).toBe(before);
  });

  it('stops counting an article once it is withdrawn, and counts it again once restored', async () => {
    const [slug] = (await insertArticles(1)) as [string];
    const path = `/blog/${slug}`;
    const day = await jakartaDay(-1);
    await count(path, 'visit', 'google', day);
    await db.query('update public.articles set withdrawn_at = now() where slug = $1', [slug]);
    await count(path, 'visit', 'google', day);
    expect(await counter(day, path, 'visit', 'google')).toBe(1);
    await db.query('update public.articles set withdrawn_at = null where slug = $1', [slug]);
    await count(path, 'visit', 'google', day);
    expect(await counter(day, path, 'visit', 'google')).toBe(2);
  });
});

describe('count_page: list and category pages, up to the last one filled', () => {
  it('counts /blog/{n} from 2 to the last page of the published articles', async () => {
    const [row] = await db.query<{ n: number }>(
      'select count(*)::int as n from public.articles where withdrawn_at is null',
    );
    // At least two pages, whatever the other tests left.
    if (row!.n <= articlesPerPage) await insertArticles(articlesPerPage + 1 - row!.n);
    const [after] = await db.query<{ n: number }>(
      'select count(*)::int as n from public.articles where withdrawn_at is null',
    );
    const last = Math.ceil(after!.n / articlesPerPage);
    const day = await jakartaDay(-4);
    const before = await counter(day, `/blog/${last}`, 'visit', 'lainnya');
    await count(`/blog/${last}`, 'visit', 'lainnya', day);
    await count(`/blog/${last + 1}`, 'visit', 'lainnya', day);
    await count('/blog/2', 'chat', 'lainnya', day);
    expect(await counter(day, `/blog/${last}`, 'visit', 'lainnya')).toBe(before + 1);
    expect(await counter(day, `/blog/${last + 1}`, 'visit', 'lainnya')).toBe(0);
    expect(await counter(day, '/blog/2', 'chat', 'lainnya')).toBeGreaterThan(0);
  });

  it("counts a category's pages as the site makes them, from its published articles", async () => {
    const tag = uniqueSlug('kat').slice(4);
    // As articles write it: accents, other case, spaces around; one page on the site.
    const category = `  Késehatan   Uji ${tag.toUpperCase()} `;
    const slug = `kesehatan-uji-${tag}`;
    expect(categorySlug(category)).toBe(slug);
    const articles = await insertArticles(articlesPerPage + 1, { category });
    await insertArticles(3, { category: `kesehatan uji ${tag}`, withdrawn: true });
    const day = await jakartaDay(-5);
    const pages = [
      `/blog/kategori/${slug}`,
      `/blog/kategori/${slug}/2`,
      `/blog/kategori/${slug}/3`,
      `/blog/kategori/${slug}/1`,
      `/blog/kategori/${slug}/`,
      `/blog/kategori/kesehatan-uji-${tag}x`,
      `/blog/kategori/Kesehatan-Uji-${tag}`,
    ];
    const counted = [];
    for (const page of pages) {
      await count(page, 'visit', 'google', day);
      counted.push(await counter(day, page, 'visit', 'google'));
    }
    expect(counted).toEqual([1, 1, 0, 0, 0, 0, 0]);

    // One withdrawn: 24 left, one page.
    await db.query('update public.articles set withdrawn_at = now() where slug = $1', [
      articles[0],
    ]);
    await count(`/blog/kategori/${slug}/2`, 'visit', 'google', day);
    expect(await counter(day, `/blog/kategori/${slug}/2`, 'visit', 'google')).toBe(1);
  });

  it('has no page for a category of withdrawn articles only, or one whose name leaves no slug', async () => {
    const tag = uniqueSlug('kat').slice(4);
    await insertArticles(1, { category: `Ditarik ${tag}`, withdrawn: true });
    await insertArticles(1, { category: '!!!' });
    const before = await countsFingerprint();
    await count(`/blog/kategori/ditarik-${tag}`, 'visit', 'google');
    await count('/blog/kategori/', 'visit', 'google');
    expect(await countsFingerprint()).toBe(before);
  });
});

describe('the category slug, in the database as on the site', () => {
  const names = [
    'Késehatan ',
    'Tips & Trik',
    '  TIPS  ',
    'Tips\t\n  Trik',
    'Visa & Paspor 2026',
    'Café—Au Lait',
    'naïve - Ünïcödé',
    'a--b -- c',
    '-Awal Akhir-',
    ' - ',
    '!!!',
    '日本 Jepang',
    'Taiwan 🇹🇼',
    'Ｆｕｌｌ　Ｗｉｄｔｈ',
    'İstanbul',
    'ﬁnansial ½',
    'Straße Ø Œuvre',
    'Kelvin \u212a',
    'x\u00a0y\u2003z\u3000w',
    'ogham\u1680space\ufeffbom\u2028line',
    '\u00a8umlaut \u00b4akut',
    'tab\u000bvt',
    'Ǆemal',
  ];

  it.each(names)('of %j is what categorySlug makes', async (name) => {
    const [row] = await db.query<{ slug: string | null }>(
      'select private.category_slug($1) as slug',
      [name],
    );
    expect(row?.slug).toBe(categorySlug(name));
  });

  it('is null for no category', async () => {
    const [row] = await db.query('select private.category_slug(null) as slug');
    expect(row?.slug).toBeNull();
  });
});

describe('the pages the database knows, and the site', () => {
  it('uses the same page size as the site', async () => {
    const [row] = await db.query<{ n: number }>('select private.articles_per_page() as n');
    expect(row?.n).toBe(articlesPerPage);
  });

  it("counts each of the site's own pages that is not the owner's, the search or the offline page", async () => {
    const pagesDir = join(repoRoot, 'src', 'pages');
    const files = (await readdir(pagesDir, { recursive: true }))
      .map((file) => relative(pagesDir, join(pagesDir, file)).split('\\').join('/'))
      .filter((file) => file.endsWith('.astro') && !file.includes('['));
    const notCounted = /^(admin\/|404\.astro$|offline\.astro$|blog\/cari\.astro$)/;
    const sitePages = files
      .filter((file) => !notCounted.test(file))
      .map((file) => `/${file.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`);
    const [row] = await db.query<{ pages: string[] }>('select private.fixed_pages() as pages');
    expect(sitePages.length).toBeGreaterThan(4);
    expect(row?.pages).toEqual(expect.arrayContaining([...sitePages, '/blog']));
  });
});

describe('page_stats: the owner reads the counters with the key', () => {
  let slug: string;
  const title = 'Cara Aman Bekerja di Taiwan';
  let day: string;
  beforeAll(async () => {
    [slug] = (await insertArticles(1, { title })) as [string];
    day = await jakartaDay(-6);
    await count(`/blog/${slug}`, 'visit', 'whatsapp', day);
    await count(`/blog/${slug}`, 'visit', 'whatsapp', day);
    await count(`/blog/${slug}`, 'chat', 'whatsapp', day);
    await count('/pesan-tiket', 'chat', 'google', day);
  });

  it.each([
    ['no key', {}],
    ['a wrong key', { 'x-publish-key': 'bukan-kunci-yang-benar-123456' }],
    ['the key cut short', { 'x-publish-key': backend.publishKey.slice(0, -1) }],
  ])('refuses %s with 42501', async (_name, headers) => {
    const { data, error, status } = await client(headers).rpc('page_stats', {
      from_day: day,
      to_day: day,
    });
    expect(data).toBeNull();
    expect({ status, code: error?.code, message: error?.message }).toEqual({
      status: 401,
      code: '42501',
      message: 'the publishing key is missing or wrong',
    });
  });

  it("answers the days' counters with the article's title", async () => {
    const { data, error } = await publisher().rpc('page_stats', { from_day: day, to_day: day });
    expect(error).toBeNull();
    const rows = (data ?? []).filter((row) => [`/blog/${slug}`, '/pesan-tiket'].includes(row.path));
    expect(rows.filter((row) => row.path === `/blog/${slug}`)).toEqual([
      { day, path: `/blog/${slug}`, kind: 'chat', source: 'whatsapp', count: 1, title },
      { day, path: `/blog/${slug}`, kind: 'visit', source: 'whatsapp', count: 2, title },
    ]);
    expect(rows.find((row) => row.path === '/pesan-tiket')).toMatchObject({
      kind: 'chat',
      source: 'google',
      title: null,
    });
    expect((data ?? []).every((row) => row.day === day)).toBe(true);
  });

  it('keeps the title of an article withdrawn since', async () => {
    await db.query('update public.articles set withdrawn_at = now() where slug = $1', [slug]);
    const { data } = await publisher().rpc('page_stats', { from_day: day, to_day: day });
    expect(data?.find((row) => row.path === `/blog/${slug}`)?.title).toBe(title);
  });

  it('reads 400 days at most, in order', async () => {
    const to = await jakartaDay();
    const [row] = await db.query<{ from: string; tooFar: string }>(
      `select ($1::date - 399)::text as from, ($1::date - 400)::text as "tooFar"`,
      [to],
    );
    const ok = await publisher().rpc('page_stats', { from_day: row!.from, to_day: to });
    expect(ok.error).toBeNull();
    expect(ok.data?.length).toBeGreaterThan(0);
    for (const [from_day, to_day] of [
      [row!.tooFar, to],
      [to, row!.from],
      ['1970-01-01', '9999-12-31'],
    ]) {
      const { error, status } = await publisher().rpc('page_stats', { from_day, to_day });
      expect({ status, code: error?.code }).toEqual({ status: 400, code: '22023' });
    }
  });

  it('answers more than 1,000 rows a page at a time, as PostgREST limits each answer', async () => {
    const far = await jakartaDay(-300);
    await db.query(
      `insert into private.page_counts (day, path, kind, source, count)
       select $1::date, '/blog/hitung-banyak-' || n, 'visit', 'google', n
       from generate_series(1, 1100) n`,
      [far],
    );
    const unranged = await publisher().rpc('page_stats', { from_day: far, to_day: far });
    expect(unranged.data).toHaveLength(1000);
    const first = await publisher().rpc('page_stats', { from_day: far, to_day: far }).range(0, 999);
    const second = await publisher()
      .rpc('page_stats', { from_day: far, to_day: far })
      .range(1000, 1999);
    expect(first.data).toHaveLength(1000);
    expect(second.data).toHaveLength(100);
    const counts = [...(first.data ?? []), ...(second.data ?? [])].map((row) => row.count);
    expect(counts.sort((a, b) => a - b)).toEqual(Array.from({ length: 1100 }, (_, i) => i + 1));
  });
});

describe('the counters through the API', () => {
  it('cannot be read or written but through the two functions, key or not', async () => {
    for (const api of [client(), publisher()]) {
      const hidden = await api.schema('private').from('page_counts').select('*');
      expect(hidden.error?.code).toBe('PGRST106');
      const missing = await api.from('page_counts').select('*');
      expect(missing.data).toBeNull();
      expect(missing.error).not.toBeNull();
      const write = await api
        .from('page_counts')
        .insert({ day: '2026-11-27', path: '/', kind: 'visit', source: 'google', count: 1e9 });
      expect(write.error).not.toBeNull();
      for (const fn of ['is_counted_page', 'category_slug', 'fixed_pages', 'articles_per_page']) {
        const { error } = await api.rpc(fn, { path: '/' });
        expect(error?.code).toBe('PGRST202');
      }
    }
  });

  it("keeps the caller's statement timeout: no setting of their own but the search path", async () => {
    const settings = await db.query(
      `select p.oid::regprocedure::text as name, p.prosecdef as definer, p.proconfig as config
       from pg_proc p
       where p.oid in ('public.count_page(text,text,text,date)'::regprocedure,
                       'public.page_stats(date,date)'::regprocedure)
       order by 1`,
    );
    expect(settings).toEqual([
      { name: 'count_page(text,text,text,date)', definer: true, config: ['search_path=""'] },
      { name: 'page_stats(date,date)', definer: true, config: ['search_path=""'] },
    ]);
  });
});

describe('a burst of visits to one article', () => {
  it('answers every call and counts each exactly once', async () => {
    const [slug] = (await insertArticles(1)) as [string];
    const path = `/blog/${slug}`;
    const day = await jakartaDay(-1);
    const calls = 200;
    const answers = await Promise.all(
      Array.from({ length: calls }, () =>
        countPage({ path, kind: 'visit', source: 'google', day }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 204)).toHaveLength(calls);
    expect(await counter(day, path, 'visit', 'google')).toBe(calls);
  });
});
