import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { applyMigrations, installLocalShims } from '../../scripts/backend/migrate.mjs';
import { migrationsDir, shimsDir } from '../../scripts/backend/paths.mjs';
import { pgliteExtensions } from '../../scripts/backend/pglite-extensions.mjs';
import { found, foundAny, marker, publish, search, slugsOf } from './search-support';
import { database, newArticle, publisher } from './support';

// Issue 37: a search that understands how migrant workers type.

const db = database();

/** The article a change of one letter in the middle of `word` makes: a slip inside the word. */
function slipOf(word: string) {
  const at = Math.floor(word.length / 2);
  const other = word[at] === 'x' ? 'w' : 'x';
  return `${word.slice(0, at)}${other}${word.slice(at + 1)}`;
}

describe('search_articles: every word counts, not every word is required', () => {
  it('answers those with every word first, then the partial matches, when fewer than a page', async () => {
    const [tag, word] = [marker(), marker()];
    // The partial match is the newest: without the rule it would come first.
    const both = await publish({ title: `Artikel ${tag}`, content: `<p>${word}</p>` });
    const one = await publish({ title: `Artikel ${tag}` });
    const { rows } = await search(`${tag} ${word}`);
    expect(rows.map((row) => [row.slug, row.complete, row.total, row.suggestion])).toEqual([
      [both, true, 2, false],
      [one, false, 2, false],
    ]);
  });

  it('answers only those with every word when a page or more has them all', async () => {
    const [tag, word] = [marker(), marker()];
    const one = await publish({ title: `Artikel ${tag} ${tag}` });
    const all = [];
    for (let i = 0; i < 10; i += 1) all.push(await publish({ content: `<p>${tag} ${word}</p>` }));
    const { rows } = await search(`${tag} ${word}`);
    expect(rows.map((row) => [row.complete, row.total])).toEqual(Array(10).fill([true, 10]));
    expect(slugsOf(rows).sort()).toEqual([...all].sort());
    expect(slugsOf(rows)).not.toContain(one);
    expect((await search(`${tag} ${word}`, 2)).rows).toEqual([]);
  });

  it('pages on from those with every word to the partial matches', async () => {
    const [tag, word] = [marker(), marker()];
    const partial = [];
    for (let i = 0; i < 5; i += 1) partial.push(await publish({ content: `<p>${tag}</p>` }));
    const complete = [];
    for (let i = 0; i < 7; i += 1)
      complete.push(await publish({ content: `<p>${tag} ${word}</p>` }));
    const [newestComplete, newestPartial] = [complete.reverse(), partial.reverse()];
    const first = await search(`${tag} ${word}`, 1);
    expect(slugsOf(first.rows)).toEqual([...newestComplete, ...newestPartial.slice(0, 3)]);
    expect(first.rows.map((row) => row.complete)).toEqual([
      ...Array(7).fill(true),
      false,
      false,
      false,
    ]);
    expect(first.rows.every((row) => row.has_more && row.total === 12)).toBe(true);
    const second = await search(`${tag} ${word}`, 2);
    expect(slugsOf(second.rows)).toEqual(newestPartial.slice(3));
    expect(second.rows.every((row) => !row.has_more && row.total === 12)).toBe(true);
  });

  it('answers the best partial matches when no article has them all, by the words they have', async () => {
    const [tag, first, second] = [marker(), marker(), marker()];
    const two = await publish({ content: `<p>${tag} ${first}</p>` });
    const one = await publish({ content: `<p>${tag}</p>` });
    const twoWithRarest = await publish({ content: `<p>${first} ${second}</p>` });
    expect(await foundAny(`${tag} ${first} ${second}`)).toEqual([twoWithRarest, two, one]);
  });

  it('leaves out a word no article has: the others answer', async () => {
    const [tag, first, nowhere] = [marker(), marker(), marker()];
    const both = await publish({ content: `<p>${tag} ${first}</p>` });
    const one = await publish({ content: `<p>${tag}</p>` });
    // Before, one word no article has emptied the result.
    expect(await foundAny(`${tag} ${nowhere} ${first}`)).toEqual([both, one]);
    expect(await found(`${tag} ${nowhere} ${first}`)).toEqual([both]);
  });

  it('weighs a rarer word more than a common one', async () => {
    const [common, rare] = [marker(), marker()];
    // Published first: the oldest, last of equals.
    const withRare = await publish({ content: `<p>${rare}</p>` });
    const withCommon = [];
    for (let i = 0; i < 3; i += 1) withCommon.push(await publish({ content: `<p>${common}</p>` }));
    const results = await foundAny(`${common} ${rare}`);
    expect(results[0]).toBe(withRare);
    expect(results.slice(1).sort()).toEqual([...withCommon].sort());
  });

  it('counts a word in the title twice in a partial match', async () => {
    const [common, titled, rare] = [marker(), marker(), marker()];
    // Of 4 with a word: the common one (3) weighs ln(1 + 4/3), the titled one (2) ln(3), the
    // rare one (1) ln(5). In the body, 'common rare' outweighs 'titled common'; in the title,
    // 'titled common' counts twice.
    const inTitle = await publish({ title: `Tentang ${titled} ${common}` });
    const inBody = await publish({ content: `<p>${common} dan ${rare}.</p>` });
    const commonOnly = await publish({ content: `<p>${common}.</p>` });
    const titledOnly = await publish({ content: `<p>${titled}.</p>` });
    const results = await foundAny(`${common} ${titled} ${rare}`);
    expect(results.slice(0, 2)).toEqual([inTitle, inBody]);
    expect(results.slice(2).sort()).toEqual([commonOnly, titledOnly].sort());
  });
});

describe('search_articles: stop words and question words', () => {
  it('does not search for them', async () => {
    const tag = marker();
    const slug = await publish({
      title: `Dipukul majikan ${tag}`,
      content: '<p>Segera hubungi konsulat.</p>',
    });
    expect(await found(`${tag} dipukul majikan harus bagaimana`)).toEqual([slug]);
    expect(await found(`siapa yang bisa kalau ${tag} kenapa`)).toEqual([slug]);
    // Words of time that join a sentence; the stemmer makes 'setelah' 'sete'.
    expect(await found(`${tag} setelah sebelum selama ketika saat sejak sesudah`)).toEqual([slug]);
  });

  it('answers a query of stop and question words alone with nothing', async () => {
    for (const q of ['yang di dan', 'bagaimana', 'apa yang harus dari untuk dengan ini itu']) {
      expect(await search(q)).toMatchObject({ rows: [], error: null });
    }
  });
});

describe('search_articles: a slip inside a word', () => {
  it('reads a word no article has as the closest words the articles have', async () => {
    const [tag, word] = [marker(), marker()];
    const slug = await publish({ title: `Artikel ${tag}`, content: `<p>${word} di sini</p>` });
    const slip = slipOf(word);
    expect(await found(`${slip} ${tag}`)).toEqual([slug]);
    expect(await found(slip)).toEqual([slug]);
  });

  it('does not read as a slip another form of a word an article has', async () => {
    const tag = marker();
    // 'diganti' is as like 'diganggu' as 'mengganggu' is (word similarity 0.56).
    const otherForm = await publish({ content: `<p>${tag}: majikan mengganggu.</p>` });
    await publish({ content: `<p>${tag}: kartu diganti.</p>` });
    expect(await found(`diganggu ${tag}`)).toEqual([otherForm]);
  });

  it("compares with the published articles' words only, kept as articles change", async () => {
    const word = marker();
    const slug = await publish({ content: `<p>${word}</p>` });
    const counted = async () =>
      (
        await db.query<{ articles: number }>(
          'select articles from private.search_words where word = $1',
          [word],
        )
      )[0]?.articles ?? 0;
    expect(await counted()).toBe(1);
    const second = await publish({ summary: `Juga ${word}.` });
    expect(await counted()).toBe(2);

    const withdraw = (which: string, at: string | null) =>
      publisher().from('articles').update({ withdrawn_at: at }).eq('slug', which);
    expect((await withdraw(slug, new Date().toISOString())).error).toBeNull();
    expect((await withdraw(second, new Date().toISOString())).error).toBeNull();
    // Withdrawn: the word is nobody's, and no slip is read as it.
    expect(await counted()).toBe(0);
    expect((await search(slipOf(word))).rows).toEqual([]);

    expect((await withdraw(slug, null)).error).toBeNull();
    expect(await counted()).toBe(1);
    const edit = await publisher()
      .from('articles')
      .update({ content: '<p>Isi lain.</p>' })
      .eq('slug', slug);
    expect(edit.error).toBeNull();
    expect(await counted()).toBe(0);
  });
});

describe('search_articles: the word being typed', () => {
  it.each([
    ['kesehata', 'kesehatan', 'Pemeriksaan kesehatan sebelum berangkat.'],
    ['majika', 'majikan', 'Hak Anda bila majikan menahan gaji.'],
    ['perpanjanga', 'perpanjangan', 'Syarat perpanjangan kontrak kerja.'],
    ['pengadua', 'pengaduan', 'Ke mana menyampaikan pengaduan.'],
  ])("'%s' finds what '%s' finds", async (typing, whole, body) => {
    const tag = marker();
    const slug = await publish({ title: `Artikel ${tag}`, content: `<p>${body}</p>` });
    expect(await found(`${tag} ${whole}`)).toEqual([slug]);
    expect(await found(`${tag} ${typing}`)).toEqual([slug]);
  });
});

describe('search_articles: related forms', () => {
  it.each([
    ['kirim', 'Cara mengirim uang dengan aman.'],
    ['mengirim', 'Biaya kirim uang ke kampung.'],
    ['menabung', 'Buka tabungan di bank.'],
    ['tabungan', 'Tips menabung dari gaji.'],
    ['tulis', 'Penulis artikel ini.'],
    ['rekrut', 'Kenali perekrut resmi.'],
    ['minta', 'Agensi meminta uang tunai.'],
    ['masuk', 'Sebelum memasuki bandara.'],
  ])("'%s' finds an article that says it with or without the nasal prefix", async (word, body) => {
    const tag = marker();
    const slug = await publish({ title: `Artikel ${tag}`, content: `<p>${body}</p>` });
    expect(await found(`${word} ${tag}`)).toEqual([slug]);
  });
});

describe('search_articles: the body in the ranking, ties by slug', () => {
  it('puts an article whose body is about the words before one that mentions them once', async () => {
    const [tag, word] = [marker(), marker()];
    // Published first, so older: before, newest first put it last.
    const about = await publish({
      content: `<p>${tag} ${word}. Lagi ${word}, dan ${word} sekali lagi.</p>`,
    });
    const once = await publish({ content: `<p>${tag} ${word}.</p>` });
    expect(await found(`${tag} ${word}`)).toEqual([about, once]);
  });

  it('orders equal articles of the same date by slug, whatever the order they came in', async () => {
    const tag = marker();
    const date = '2021-06-01T00:00:00Z';
    // Inserted first, so the older id: ids put it last, slugs first.
    const first = await publish({
      slug: `aa-${tag}`,
      content: `<p>${tag}</p>`,
    });
    const second = await publish({
      slug: `zz-${tag}`,
      content: `<p>${tag}</p>`,
    });
    // The database dates an article when it is published: the owner's SQL gives both one date.
    await db.query(`update public.articles set published_at = $1 where slug = any($2)`, [
      date,
      [first, second],
    ]);
    expect(await found(tag)).toEqual([first, second]);
  });
});

describe('upgrading a database that has articles', () => {
  it('searches the articles already there the new way, without a revision or a new date', async () => {
    const searchMigration = '20261128000200_search_understands.sql';
    const before = await mkdtemp(join(tmpdir(), 'migran-search-upgrade-'));
    const pglite = await PGlite.create({ extensions: pgliteExtensions });
    const sql = {
      query: async (text: string, params?: unknown[]) =>
        (await pglite.query<Record<string, unknown>>(text, params)).rows,
      exec: async (script: string) => {
        await pglite.exec(script);
      },
      close: () => pglite.close(),
    };
    try {
      for (const file of await readdir(migrationsDir)) {
        if (file.endsWith('.sql') && file < searchMigration) {
          await cp(join(migrationsDir, file), join(before, file));
        }
      }
      await installLocalShims(sql, shimsDir, { adoptRoles: true });
      await applyMigrations(sql, before);
      const published = newArticle({
        content: '<p>Cara mengirim uang ke kampung bila agensi meminta biaya.</p>',
      });
      const withdrawn = newArticle({ content: '<p>Artikel ditarik tentang zqwthdrwn.</p>' });
      for (const article of [published, withdrawn]) {
        await sql.query(
          `insert into public.articles (title, slug, summary, content, author, category, published_at)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [
            article.title,
            article.slug,
            article.summary,
            article.content,
            article.author,
            article.category,
            article.published_at,
          ],
        );
      }
      await sql.query(`update public.articles set withdrawn_at = now() where slug = $1`, [
        withdrawn.slug,
      ]);
      const stamp = `select slug, updated_at from public.articles order by slug`;
      const stamps = await sql.query(stamp);
      const revisions = await sql.query(
        `select count(*)::integer as n from public.article_revisions`,
      );

      expect((await applyMigrations(sql, migrationsDir)).applied[0]).toBe(searchMigration);

      expect(await sql.query(stamp)).toEqual(stamps);
      expect(
        await sql.query(`select count(*)::integer as n from public.article_revisions`),
      ).toEqual(revisions);
      expect(
        await sql.query(
          `select word, articles from private.search_words
           where word in ('mengirim', 'kampung', 'zqwthdrwn') order by word`,
        ),
      ).toEqual([
        { word: 'kampung', articles: 1 },
        { word: 'mengirim', articles: 1 },
      ]);
      // 'kirim' is a related form since 20261128000200, 'minta' since 20261128001000.
      for (const word of ['kirim', 'minta']) {
        expect(
          await sql.query(`select slug from public.search_articles($1) where not suggestion`, [
            word,
          ]),
        ).toEqual([{ slug: published.slug }]);
      }
    } finally {
      await sql.close();
      await rm(before, { recursive: true, force: true });
    }
  });
});
