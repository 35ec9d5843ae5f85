import { describe, expect, it } from 'vitest';
import { marker, publish } from './search-support';
import { database, publisher } from './support';

// Issue 37, the search within 50 ms: a query that comes down to one concept many articles have
// is counted and ranked from private.search_postings, which must follow every write.

const db = database();

interface Posting {
  lexeme: string;
  heading: string | null;
}

const idOf = async (slug: string) =>
  Number(
    (await db.query<{ id: string }>('select id from public.articles where slug = $1', [slug]))[0]
      ?.id,
  );

/** What the table holds for the article. */
const postingsOf = (id: number) =>
  db.query<Posting>(
    `select lexeme, heading from private.search_postings where article_id = $1
     order by lexeme collate "C"`,
    [id],
  );

/** What it should hold: each lexeme of the article's document, with its heading's entry. */
const expectedOf = (id: number) =>
  db.query<Posting>(
    `select p.lexeme, p.heading
     from public.articles as a
     cross join lateral private.search_postings_of(a.search_document, a.search_heading) as p
     where a.id = $1
     order by p.lexeme collate "C"`,
    [id],
  );

const posting = (postings: Posting[], lexeme: string) =>
  postings.find((row) => row.lexeme === lexeme);

describe('private.search_postings: the published articles, lexeme by lexeme', () => {
  it('follows an article written, edited, withdrawn, published again and deleted', async () => {
    const [tag, body, later] = [marker(), marker(), marker()];
    const slug = await publish({ title: `Artikel ${tag}`, content: `<p>Tentang ${body}.</p>` });
    const id = await idOf(slug);

    const written = await postingsOf(id);
    expect(written).toEqual(await expectedOf(id));
    // The title's word with its place and weight in the heading; a word the body says once is
    // not in the heading.
    expect(posting(written, tag)).toEqual({ lexeme: tag, heading: `'${tag}':2A` });
    expect(posting(written, body)).toEqual({ lexeme: body, heading: null });

    const edit = await publisher()
      .from('articles')
      .update({ content: `<p>Kini ${later}.</p>` })
      .eq('slug', slug);
    expect(edit.error).toBeNull();
    const edited = await postingsOf(id);
    expect(edited).toEqual(await expectedOf(id));
    expect(posting(edited, body)).toBeUndefined();
    expect(posting(edited, later)).toEqual({ lexeme: later, heading: null });

    const withdraw = (at: string | null) =>
      publisher().from('articles').update({ withdrawn_at: at }).eq('slug', slug);
    expect((await withdraw(new Date().toISOString())).error).toBeNull();
    expect(await postingsOf(id)).toEqual([]);

    expect((await withdraw(null)).error).toBeNull();
    expect(await postingsOf(id)).toEqual(edited);

    await db.query('delete from public.articles where id = $1', [id]);
    expect(await postingsOf(id)).toEqual([]);
  });

  it('is written for every article of a statement of many', async () => {
    const tag = marker();
    const rows = Array.from({ length: 3 }, (_, i) => ({ title: `Bagian ${i} ${tag}` }));
    const slugs = [];
    for (const row of rows) slugs.push(await publish(row));
    const ids = await Promise.all(slugs.map(idOf));
    await db.query(
      `update public.articles set title = title || ' diperbarui', withdrawn_at = case
         when id = $2 then now() else null end
       where id = any ($1)`,
      [ids, ids[1]],
    );
    for (const id of ids) {
      expect(await postingsOf(id)).toEqual(id === ids[1] ? [] : await expectedOf(id));
    }
    expect(posting(await postingsOf(ids[0] ?? 0), tag)).toEqual({
      lexeme: tag,
      heading: `'${tag}':3A`,
    });
  });
});

describe('private.search_ranked_postings: one concept from the postings', () => {
  it('answers what the scan of the documents answers: the same articles, order and count', async () => {
    const [word, first, second] = [marker(), marker(), marker()];
    const at = '2026-11-01T00:00:00Z';
    const slugs = {
      title: await publish({ title: `Tentang ${word}` }),
      summary: await publish({ summary: `Ringkasan ${word}.` }),
      bodyOften: await publish({ content: `<p>${word} ${word} ${word} lagi.</p>` }),
      bodyOnce: await publish({ content: `<p>Sekali ${word}.</p>` }),
      // Equal to bodyOnce but for the slug.
      bodyOnceToo: await publish({ content: `<p>Sekali ${word}.</p>` }),
      // The phrase 'first second' (both words, apart) and not the word.
      phrase: await publish({ content: `<p>${first} dan ${second}.</p>` }),
      // The phrase with one of its words in the title: ranked by that word.
      phraseInTitle: await publish({ title: `Soal ${first}`, content: `<p>${second}.</p>` }),
      halfPhrase: await publish({ content: `<p>${first} saja.</p>` }),
      withdrawn: await publish({ title: `Tentang ${word}` }),
    };
    await db.query('update public.articles set published_at = $1 where slug = any ($2)', [
      at,
      Object.values(slugs),
    ]);
    await db.query('update public.articles set withdrawn_at = now() where slug = $1', [
      slugs.withdrawn,
    ]);

    const concept = `'${word}' | '${first}' & '${second}'`;
    const answer = (fn: string, skip: number, take: number) =>
      db.query<{ slug: string; total: string }>(
        fn === 'scan'
          ? `select a.slug, r.total from private.search_ranked_scan(array[$1::tsquery], $2, $3)
               with ordinality as r(id, total, complete, n)
               join public.articles a on a.id = r.id order by r.n`
          : `select a.slug, r.total from private.search_ranked_postings($1::tsquery, $2, $3)
               with ordinality as r(id, total, n) join public.articles a on a.id = r.id order by r.n`,
        [concept, skip, take],
      );

    const all = await answer('postings', 0, 20);
    expect(all.map((row) => row.total)).toEqual(Array(7).fill('7'));
    // A word of the concept in the title first (the phrase's word as much as the word), then
    // the summary, the body about it, the body mentioning it once, the phrase only in the body.
    expect(
      all
        .slice(0, 2)
        .map((row) => row.slug)
        .sort(),
    ).toEqual([slugs.title, slugs.phraseInTitle].sort());
    expect(all.slice(2, 4).map((row) => row.slug)).toEqual([slugs.summary, slugs.bodyOften]);
    expect(all.map((row) => row.slug)).not.toContain(slugs.withdrawn);
    expect(all.map((row) => row.slug)).not.toContain(slugs.halfPhrase);
    for (const [skip, take] of [
      [0, 20],
      [0, 3],
      [2, 3],
      [5, 1],
      [7, 3],
    ] as const) {
      expect(await answer('postings', skip, take)).toEqual(await answer('scan', skip, take));
    }
  });
});

describe('private.search_ranked_scan: partial matches from the postings', () => {
  const answer = (concepts: string[], skip = 0, take = 20) =>
    db.query<{ slug: string; total: string }>(
      `select a.slug, r.total from private.search_ranked_scan($1::tsquery[], $2, $3)
         with ordinality as r(id, total, complete, n) join public.articles a on a.id = r.id
         order by r.n`,
      [concepts, skip, take],
    );

  it('counts and ranks the published articles by the concepts they have, a phrase too', async () => {
    const [word, other, single, first, second] = [marker(), marker(), marker(), marker(), marker()];
    const slugs = {
      // The phrase's words apart, and no single word of its concept.
      wordAndPhrase: await publish({ content: `<p>${word}, ${first} dan ${second}.</p>` }),
      wordAndOther: await publish({ content: `<p>${word} dan ${other}.</p>` }),
      other: await publish({ content: `<p>${other}.</p>` }),
      single: await publish({ content: `<p>${single}.</p>` }),
      wordAndHalfPhrase: await publish({ content: `<p>${word} dan ${first}.</p>` }),
      // Every concept, but withdrawn: neither found nor counted.
      withdrawn: await publish({ content: `<p>${word} ${single} ${other}.</p>` }),
    };
    await db.query('update public.articles set published_at = $1 where slug = any ($2)', [
      '2026-11-01T00:00:00Z',
      Object.values(slugs),
    ]);
    await db.query('update public.articles set withdrawn_at = now() where slug = $1', [
      slugs.withdrawn,
    ]);

    const concepts = [`'${word}'`, `'${single}' | '${first}' & '${second}'`, `'${other}'`];
    const all = await answer(concepts);
    // Of 5: the word (3 articles) weighs ln(1 + 5/3), each other concept (2) ln(1 + 5/2). Equal
    // scores, equal dates: by slug.
    expect(all.map((row) => row.total)).toEqual(Array(5).fill('5'));
    expect(all.map((row) => row.slug)).toEqual([
      ...[slugs.wordAndPhrase, slugs.wordAndOther].sort(),
      ...[slugs.other, slugs.single].sort(),
      slugs.wordAndHalfPhrase,
    ]);
    for (const [skip, take] of [
      [0, 2],
      [1, 3],
      [4, 2],
    ] as const) {
      expect(await answer(concepts, skip, take)).toEqual(all.slice(skip, skip + take));
    }
  });

  it('leaves out a concept no published article has, though each of its words is in one', async () => {
    const [word, first, second] = [marker(), marker(), marker()];
    const withWord = await publish({ title: `Tentang ${word}`, content: `<p>${first}.</p>` });
    const withWordToo = await publish({ content: `<p>${word} ${second}.</p>` });
    const answered = await answer([`'${word}'`, `'${first}' & '${second}'`]);
    expect(answered).toEqual([
      { slug: withWord, total: '2' },
      { slug: withWordToo, total: '2' },
    ]);
  });
});

describe('private.search_concept_parts: what the postings answer and what is left', () => {
  const parts = async (concept: string) =>
    (
      await db.query<{ enough: string[]; rest: string | null }>(
        `select array(select e from unnest(enough) as e order by e collate "C") as enough,
                rest::text
         from private.search_concept_parts($1::tsquery)`,
        [concept],
      )
    )[0];

  it('leaves to the GIN index only the alternatives without a word enough alone', async () => {
    expect(await parts(`'bpjs' | 'bpjs' & 'tk' | 'jamin' & 'sosial'`)).toEqual({
      enough: ['bpjs'],
      rest: `'jamin' & 'sosial' & !'bpjs'`,
    });
    expect(await parts(`'off' | 'day' & 'off' | 'libur'`)).toEqual({
      enough: ['libur', 'off'],
      rest: null,
    });
    expect(await parts(`( 'sehat' | 'kesehatan' ) & 'mental' | 'jiwa'`)).toEqual({
      enough: ['jiwa'],
      rest: `( 'sehat' | 'kesehatan' ) & 'mental' & !'jiwa'`,
    });
    expect(await parts(`'a' <-> 'b'`)).toEqual({ enough: [], rest: `'a' <-> 'b'` });
  });
});
