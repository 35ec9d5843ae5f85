import { describe, expect, it } from 'vitest';
import { MARK, found, foundAny, marker, publish, search, slugsOf } from './search-support';
import { database, onPglite, publisher, rolledBack } from './support';

const db = database();

describe('search_articles: any form of a word', () => {
  it.each([
    ['syarat', 'Dokumen ini bagian dari persyaratan kerja.'],
    ['persyaratan', 'Periksa setiap syarat sebelum berangkat.'],
    ['melindungi', 'Asuransi memberi perlindungan selama kontrak.'],
    ['perlindungan', 'Aturan ini melindungi pekerja rumah tangga.'],
    ['bekerja', 'Pekerjaan di pabrik butuh sertifikat.'],
    ['dipekerjakan', 'Para pekerja mendapat hari libur.'],
    ['kesehatan', 'Hasil pemeriksaan Késehatan harus asli.'],
    ['késehatan', 'Hasil pemeriksaan kesehatan harus asli.'],
  ])("'%s' finds an article that only says it another way", async (word, body) => {
    const tag = marker();
    const slug = await publish({ title: `Artikel ${tag}`, content: `<p>${body}</p>` });
    // The word first: as the last word it would also match as a prefix.
    expect(await found(`${word} ${tag}`)).toEqual([slug]);
  });
});

describe('search_articles: all the words, any order, the last one as a prefix', () => {
  it('puts the article with every word first, in any order', async () => {
    const tag = marker();
    const both = await publish({
      title: `Klaim BPJS ${tag}`,
      content: '<p>Cara mengajukan klaim.</p>',
    });
    // Newer, and its title has two of the words as well.
    const two = await publish({ title: `Klaim asuransi ${tag}`, content: '<p>Tanpa kartu.</p>' });
    expect(await found(`${tag} bpjs klaim`)).toEqual([both]);
    expect((await foundAny(`${tag} bpjs klaim`)).slice(0, 2)).toEqual([both, two]);
    expect(await found(`klaim bpjs ${tag}`)).toEqual([both]);
    expect((await foundAny(`klaim bpjs ${tag}`)).slice(0, 2)).toEqual([both, two]);
    expect(await found(`${tag} klaim bpjs`)).toEqual([both]);
    expect((await foundAny(`${tag} klaim bpjs`)).slice(0, 2)).toEqual([both, two]);
  });

  it('matches the word being typed as the start of the words the articles contain', async () => {
    const tag = marker();
    const slug = await publish({
      title: `Keadaan darurat ${tag}`,
      content: '<p>Hubungi ambulans bila terjadi kecelakaan kerja.</p>',
    });
    expect(await found(`${tag} ambul`)).toEqual([slug]);
  });
});

/** The first two letters of `word` and a third that is not its own: close to its title. */
const nearStart = (word: string) => `${word.slice(0, 2)}${word[2] === 'a' ? 'e' : 'a'}`;

describe('search_articles: a slip of one letter', () => {
  it("offers titles close to the words under 'Mungkin maksud Anda' when nothing matched", async () => {
    const tag = marker();
    const slug = await publish({ title: `Cara Mengurus Paspor ${tag}` });
    // Three letters, finished: too short to be read as a slip (issue 37), and no word.
    const { rows, error } = await search(`${nearStart(tag)} `);
    expect(error).toBeNull();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(10);
    expect(rows.every((row) => row.suggestion && !row.has_more)).toBe(true);
    // Equally close titles: the newest first.
    expect(slugsOf(rows)[0]).toBe(slug);
  });

  it('tells suggestions from results, and offers none when something matched', async () => {
    const tag = marker();
    const slug = await publish({ title: `Panduan ${tag}` });
    const typo = await search(`${nearStart(tag)} `);
    expect(typo.rows.filter((row) => row.slug === slug)).toMatchObject([
      { suggestion: true, complete: false },
    ]);
    const exact = await search(tag);
    expect(exact.rows.map(({ slug: s, suggestion }) => ({ slug: s, suggestion }))).toEqual([
      { slug, suggestion: false },
    ]);
  });
});

describe('search_articles: ranking', () => {
  it('puts a word in the title before the summary or category, before the body, then newest', async () => {
    const tag = marker();
    const word = marker();
    const inTitle = await publish({ title: `Judul ${word}`, content: `<p>${tag}</p>` });
    const inSummary = await publish({ summary: `Ringkasan ${word}`, content: `<p>${tag}</p>` });
    const inCategory = await publish({ category: word, content: `<p>${tag}</p>` });
    const inBodyOlder = await publish({ content: `<p>${tag} isi ${word}</p>` });
    const inBodyNewer = await publish({ content: `<p>${tag} isi ${word} ${word} ${word}</p>` });
    expect(await found(`${tag} ${word}`)).toEqual([
      inTitle,
      inCategory,
      inSummary,
      inBodyNewer,
      inBodyOlder,
    ]);
  });
});

describe('search_articles: what a result shows', () => {
  it('gives title, category, date and a plain-text excerpt with the words marked', async () => {
    const tag = marker();
    const slug = await publish({
      title: `Biaya Penempatan ${tag}`,
      category: 'Keuangan',
      content:
        '<p>Pendahuluan.</p><script>alert("x")</script><!-- catatan -->' +
        `<p>Biaya <b>resmi</b> &amp; wajar &lt; 5 juta: ${tag} tidak boleh melebihi batas.</p>` +
        `<p>${'Kalimat pengisi yang panjang. '.repeat(40)}</p>`,
    });
    const { rows, error } = await search(`${tag} biaya`);
    expect(error).toBeNull();
    // The others say 'biaya' alone: partial matches after it.
    expect(rows.filter((row) => row.complete)).toHaveLength(1);
    const [row] = rows;
    expect(Object.keys(row!).sort()).toEqual(
      [
        'category',
        'complete',
        'excerpt',
        'has_more',
        'published_at',
        'slug',
        'suggestion',
        'title',
        'total',
      ].sort(),
    );
    expect(row).toMatchObject({
      slug,
      title: `Biaya Penempatan ${tag}`,
      category: 'Keuangan',
      complete: true,
      suggestion: false,
    });
    expect(Date.parse(row!.published_at)).not.toBeNaN();
    const excerpt = row!.excerpt;
    expect(excerpt).toContain(
      `${MARK.start}Biaya${MARK.end} resmi & wajar < 5 juta: ${MARK.start}${tag}${MARK.end} tidak`,
    );
    expect(excerpt).not.toMatch(/alert|catatan|&amp;|&lt;|<\/?p>/);
    expect(excerpt.length).toBeLessThanOrEqual(250);
    expect(excerpt.endsWith('…')).toBe(true);
  });

  it('takes the excerpt from the summary when the body lacks the words', async () => {
    const tag = marker();
    await publish({
      title: `Judul ${tag}`,
      summary: `Ringkasan yang menyebut ${tag}.`,
      content: '<p>Isi tanpa kata itu.</p>',
    });
    const [row] = (await search(tag)).rows;
    expect(row?.excerpt).toBe(`Ringkasan yang menyebut ${MARK.start}${tag}${MARK.end}.`);
  });
});

describe('search_articles: fresh, and withdrawn articles are never found', () => {
  it('finds an article at once, follows an edit, and loses it when withdrawn', async () => {
    const tag = marker();
    const [before, after] = [marker(), marker()];
    const slug = await publish({ title: `Artikel ${tag} ${before}` });
    expect(await found(`${tag} ${before}`)).toEqual([slug]);

    const edit = await publisher()
      .from('articles')
      .update({ title: `Artikel ${tag} ${after}` })
      .eq('slug', slug);
    expect(edit.error).toBeNull();
    expect(await found(`${tag} ${after}`)).toEqual([slug]);
    expect(await found(before)).toEqual([]);

    const withdraw = await publisher()
      .from('articles')
      .update({ withdrawn_at: new Date().toISOString() })
      .eq('slug', slug);
    expect(withdraw.error).toBeNull();
    expect(await found(tag)).toEqual([]);
    // Not offered as a suggestion either, and not with the key: a result links to a page that
    // a withdrawn article does not have.
    expect(slugsOf((await search(`${tag} ${after}x`)).rows)).not.toContain(slug);
    expect(await found(tag, publisher())).toEqual([]);

    const restore = await publisher()
      .from('articles')
      .update({ withdrawn_at: null })
      .eq('slug', slug);
    expect(restore.error).toBeNull();
    expect(await found(tag)).toEqual([slug]);
  });

  it('reads the rows as its caller, under row-level security', async () => {
    const [fn] = await db.query<{ security_definer: boolean; volatility: string }>(
      `select prosecdef as security_definer, provolatile as volatility
       from pg_proc where oid = 'public.search_articles(text, integer)'::regprocedure`,
    );
    expect(fn).toEqual({ security_definer: false, volatility: 's' });
  });
});

describe('search_articles: limits', () => {
  it('answers ten a page, says whether there are more, and stops after page 100', async () => {
    const tag = marker();
    const slugs: string[] = [];
    for (let i = 0; i < 12; i += 1) slugs.push(await publish({ title: `Seri ${tag} ${i}` }));
    const newestFirst = [...slugs].reverse();

    const first = await search(tag, 1);
    expect(slugsOf(first.rows)).toEqual(newestFirst.slice(0, 10));
    expect(first.rows.every((row) => row.has_more && row.total === 12)).toBe(true);
    expect(JSON.stringify(first.rows).length).toBeLessThan(8_000);

    const second = await search(tag, 2);
    expect(slugsOf(second.rows)).toEqual(newestFirst.slice(10));
    expect(second.rows.every((row) => !row.has_more && row.total === 12)).toBe(true);

    expect((await search(tag, 3)).rows).toEqual([]);
    expect(slugsOf((await search(tag)).rows)).toEqual(newestFirst.slice(0, 10));
    for (const page of [0, -5, null]) {
      expect(slugsOf((await search(tag, page)).rows)).toEqual(newestFirst.slice(0, 10));
    }
    expect(await search(tag, 101)).toMatchObject({ rows: [], error: null });
  });

  it('reads only the first 200 characters of the query', async () => {
    const tag = marker();
    const slug = await publish({ title: `Artikel ${tag}` });
    expect(await found(`${tag}${' '.repeat(200)}katayangtidakada`)).toEqual([slug]);
  });
});

describe('search_articles: whatever the input', () => {
  const hostile = [
    '',
    '   ',
    "'",
    '"',
    '\\',
    '&|!:*()<>',
    "paspor:* & !gaji | (klaim <-> 'bpjs')",
    "'; drop table public.articles; --",
    "x' or '1'='1",
    '<script>alert(1)</script>',
    '%_*',
    'bpjs OR klaim -gaji "kerja luar"',
    '🛂🙂 paspor 👍',
    'ٱلْعَرَبِيَّة 中文 日本語',
    'a'.repeat(10_000),
    'paspor '.repeat(2_000),
    'yang dan di ke',
    '\u200b\u00a0\ufeff',
    '\uE000paspor\uE001',
  ];

  it.each(hostile.map((q) => [JSON.stringify(q).slice(0, 60), q]))(
    'answers %s with rows or nothing, never an error',
    async (_label, q) => {
      const { rows, error, status } = await search(q);
      expect(error).toBeNull();
      expect(status).toBe(200);
      expect(Array.isArray(rows)).toBe(true);
      expect(rows.length).toBeLessThanOrEqual(10);
    },
  );

  it('answers a null query with nothing', async () => {
    expect(await search(null)).toMatchObject({ rows: [], error: null });
  });

  it.each([
    ['an object', { $ne: 1 }],
    ['an array', ['paspor', 'gaji']],
    ['a number', 42],
  ])('reads a query that is %s as its JSON text', async (_label, q) => {
    const { rows, error } = await search(q);
    expect(error).toBeNull();
    expect(rows.length).toBeLessThanOrEqual(10);
  });

  it.each([
    ['a NUL character', '\u0000', 1],
    ['no query at all', undefined, undefined],
    ['a page beyond an integer', 'paspor', 2 ** 31],
    ['a page that is no number', 'paspor', 'dua'],
  ])('refuses %s with a clear error, not a 500', async (_label, q, page) => {
    const { error, status } = await search(q, page);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(error?.message).toEqual(expect.any(String));
  });
});

describe('search_articles, whatever the articles hold (issue 29)', () => {
  it('takes an article of 500,000 characters of references, and finds its word at once', async () => {
    const tag = marker();
    // Each '&nbsp;' is a character reference to decode: 83,000 of them.
    const content = `<p>${tag} ${'&nbsp;'.repeat(83_000)}</p>`;
    expect(content.length).toBeLessThanOrEqual(500_000);
    const slug = await publish({ title: 'Artikel panjang', content });
    const { rows, error } = await search(tag);
    expect(error).toBeNull();
    expect(rows.map((row) => [row.slug, row.excerpt.startsWith(`${MARK.start}${tag}`)])).toEqual([
      [slug, true],
    ]);
  });

  it('keeps the plain text an excerpt needs when the article is written, at most 30,000 characters', async () => {
    const tag = marker();
    const slug = await publish({
      content: `<p>Kata &amp; <strong>makna</strong> ${tag}</p><p>${'isi '.repeat(10_000)}</p>`,
    });
    const [row] = await db.query<{ text: string }>(
      'select search_text as text from public.articles where slug = $1',
      [slug],
    );
    // Tags become spaces; excerpts collapse runs of them.
    expect(row?.text.replace(/\s+/g, ' ').startsWith(`Kata & makna ${tag}`)).toBe(true);
    expect(row?.text.length).toBe(30_000);
  });

  it("makes the body's text once a write, and not at all when the body and heading are unchanged", async () => {
    const tag = marker();
    const slug = await publish({ content: `<p>${tag} awal</p>` });
    // What this session has counted and not yet reported goes on counting across transactions:
    // the calls are the difference.
    const callsSoFar = async () => {
      const [row] = await db.query<{ calls: number }>(
        `select coalesce(sum(calls), 0)::integer as calls from pg_stat_xact_user_functions
         where schemaname = 'private' and funcname = 'html_to_text'`,
      );
      return row?.calls ?? 0;
    };
    const htmlToTextCalls = (write: string) =>
      rolledBack(db, async () => {
        // PGlite's superuser sets it here; the PostgreSQL leg's cluster runs with it.
        if (onPglite) await db.query(`set local track_functions = 'pl'`);
        const before = await callsSoFar();
        await db.query(write, [slug]);
        return (await callsSoFar()) - before;
      });
    // Before (two generated columns, made again on every update): 2 and 2.
    expect(
      await htmlToTextCalls(
        `update public.articles set content = '<p>' || $1 || ' baru</p>' where slug = $1`,
      ),
    ).toBe(1);
    expect(
      await htmlToTextCalls(`update public.articles set withdrawn_at = now() where slug = $1`),
    ).toBe(0);
  });

  it("keeps every article's search columns as the expressions make them, whatever is written", async () => {
    const tag = marker();
    const slug = await publish({ content: `<p>${tag} isi</p>` });
    for (const changes of [{ title: `Judul ${tag}` }, { content: `<p>${tag} &amp; lain</p>` }]) {
      const edit = await publisher().from('articles').update(changes).eq('slug', slug);
      expect(edit.error).toBeNull();
    }
    const forged = await publisher()
      .from('articles')
      .update({ search_text: 'palsu' } as never)
      .eq('slug', slug);
    expect(forged.error?.code).toBe('42501');

    const [row] = await db.query<{ articles: number; differ: string[] }>(
      `select count(*)::integer as articles,
              coalesce(array_agg(slug) filter (where
                search_text is distinct from left(private.html_to_text(content), 30000)
                or search_document is distinct from private.search_document(
                  title, summary, category, private.html_to_text(content))
                or search_heading is distinct from private.search_heading(search_document)
              ), '{}') as differ
       from public.articles`,
    );
    expect(row?.articles).toBeGreaterThan(1);
    expect(row?.differ).toEqual([]);
    expect(await found(`${tag} lain`)).toEqual([slug]);
  });

  it('reads a word of one or two letters as a word, not as the start of every word', async () => {
    const tag = marker();
    const slug = await publish({
      title: `Servis ${tag}`,
      content: '<p>Bawa hp dan charger ke tempat kerja.</p>',
    });
    expect(await found(`${tag} hp`)).toEqual([slug]);
    expect(await found(`ch`)).not.toContain(slug);
    expect(await found(`${tag} cha`)).toEqual([slug]);
    expect(await found(tag.slice(0, 2))).not.toContain(slug);
  });
});
