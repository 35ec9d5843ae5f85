import { describe, expect, it } from 'vitest';
import { found, marker, publish, search } from './search-support';
import { database, publisher } from './support';

// Issue 37: a search that understands how migrant workers type.

const db = database();

/** The article a change of one letter in the middle of `word` makes: a slip inside the word. */
function slipOf(word: string) {
  const at = Math.floor(word.length / 2);
  const other = word[at] === 'x' ? 'w' : 'x';
  return `${word.slice(0, at)}${other}${word.slice(at + 1)}`;
}

describe('search_articles: every word counts, not every word is required', () => {
  it('answers the articles with all the words when there are any, and only those', async () => {
    const [tag, word] = [marker(), marker()];
    const both = await publish({ title: `Artikel ${tag}`, content: `<p>${word}</p>` });
    await publish({ title: `Artikel ${tag}` });
    const { rows } = await search(`${tag} ${word}`);
    expect(rows.map((row) => [row.slug, row.total, row.suggestion])).toEqual([[both, 1, false]]);
  });

  it('answers the best partial matches, by how many of the words they have', async () => {
    const [tag, first, second, nowhere] = [marker(), marker(), marker(), marker()];
    const three = await publish({ content: `<p>${tag} ${first} ${second}</p>` });
    const one = await publish({ content: `<p>${tag}</p>` });
    const two = await publish({ content: `<p>${tag} ${first}</p>` });
    // No article has `nowhere`: before, that emptied the result.
    expect(await found(`${tag} ${first} ${second} ${nowhere}`)).toEqual([three, two, one]);
  });

  it('weighs a rarer word more than a common one', async () => {
    const [common, rare] = [marker(), marker()];
    const withRare = await publish({ content: `<p>${rare}</p>`, published_at: '2020-01-01' });
    const withCommon = [];
    for (let i = 0; i < 3; i += 1) withCommon.push(await publish({ content: `<p>${common}</p>` }));
    const results = await found(`${common} ${rare}`);
    expect(results[0]).toBe(withRare);
    expect(results.slice(1).sort()).toEqual([...withCommon].sort());
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
  ])("'%s' finds an article that says it with or without the nasal prefix", async (word, body) => {
    const tag = marker();
    const slug = await publish({ title: `Artikel ${tag}`, content: `<p>${body}</p>` });
    expect(await found(`${word} ${tag}`)).toEqual([slug]);
  });
});

describe('search_articles: the body in the ranking, ties by slug', () => {
  it('puts an article whose body is about the words before one that mentions them once', async () => {
    const [tag, word] = [marker(), marker()];
    const about = await publish({
      content: `<p>${tag} ${word}. Lagi ${word}, dan ${word} sekali lagi.</p>`,
      published_at: '2020-01-01',
    });
    const once = await publish({ content: `<p>${tag} ${word}.</p>` });
    expect(await found(`${tag} ${word}`)).toEqual([about, once]);
  });

  it('orders equal articles of the same date by slug, whatever the order they came in', async () => {
    const tag = marker();
    const date = '2021-06-01T00:00:00Z';
    const later = await publish({ slug: `zz-${tag}`, content: `<p>${tag}</p>`, published_at: date });
    const earlier = await publish({ slug: `aa-${tag}`, content: `<p>${tag}</p>`, published_at: date });
    expect(await found(tag)).toEqual([earlier, later]);
  });
});
