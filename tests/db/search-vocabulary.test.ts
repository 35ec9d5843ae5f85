import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { applyMigrations, installLocalShims } from '../../scripts/backend/migrate.mjs';
import { migrationsDir, shimsDir } from '../../scripts/backend/paths.mjs';
import { pgliteExtensions } from '../../scripts/backend/pglite-extensions.mjs';
import { found, marker, publish } from './search-support';

// Issue 37: the readers' vocabulary (20261128000300_search_vocabulary.sql and its second part,
// 20261128000600_search_vocabulary_second.sql).

const vocabularyMigration = '20261128000300_search_vocabulary.sql';
const secondVocabularyMigration = '20261128000600_search_vocabulary_second.sql';

describe("search_articles: the readers' words", () => {
  it.each([
    ['laoban', '<p>Majikan tidak mau tanda tangan.</p>'],
    ['ktp taiwan', '<p>ARC yang rusak harus diganti.</p>'],
    ['phk', '<p>Kontrak diputus sebelum waktunya.</p>'],
    ['flek paru', '<p>Hasil rontgen menunjukkan TBC.</p>'],
    ['transferan', '<p>Remitansi lewat bank resmi.</p>'],
    ['pulkam', '<p>Pulang kampung sebelum lebaran.</p>'],
    ['bikin', '<p>Membuat surat di kantor desa.</p>'],
  ])(
    "finds the article that says it otherwise through a shipped synonym: '%s'",
    async (typed, content) => {
      const tag = marker();
      const says = await publish({ content: `<p>${tag}</p>${content}` });
      await publish({ content: `<p>${tag}</p>` });
      // Before, a word no article has was left out, and both articles answered.
      expect(await found(`${typed} ${tag}`)).toEqual([says]);
    },
  );

  it('does not search for the spoken, Javanese and Sundanese question and filler words', async () => {
    const tag = marker();
    const answer = await publish({ content: `<p>${tag} majikan</p>` });
    // An article with the fillers themselves, which would have the most of the query's words.
    await publish({ content: `<p>${tag} kumaha piye kak tanya gmna</p>` });
    expect(await found(`min mau tanya gmna ${tag} majikan kumaha piye kak`)).toEqual([answer]);
  });
});

/** A PGlite database with the migrations before `migration`, as a site that has not upgraded. */
async function databaseBefore(migration = vocabularyMigration) {
  const before = await mkdtemp(join(tmpdir(), 'migran-vocabulary-upgrade-'));
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const sql = {
    query: async (text: string, params?: unknown[]) =>
      (await pglite.query<Record<string, unknown>>(text, params)).rows,
    exec: async (script: string) => {
      await pglite.exec(script);
    },
    close: async () => {
      await pglite.close();
      await rm(before, { recursive: true, force: true });
    },
  };
  for (const file of await readdir(migrationsDir)) {
    if (file.endsWith('.sql') && file < migration) {
      await cp(join(migrationsDir, file), join(before, file));
    }
  }
  await installLocalShims(sql, shimsDir, { adoptRoles: true });
  await applyMigrations(sql, before);
  return sql;
}

type Sql = Awaited<ReturnType<typeof databaseBefore>>;

/** Applies the migrations not yet applied up to `migration` included; their names, in order. */
async function upgradeThrough(sql: Sql, migration: string) {
  const upTo = await mkdtemp(join(tmpdir(), 'migran-vocabulary-upgrade-'));
  try {
    for (const file of await readdir(migrationsDir)) {
      if (file.endsWith('.sql') && file <= migration) {
        await cp(join(migrationsDir, file), join(upTo, file));
      }
    }
    return (await applyMigrations(sql, upTo)).applied;
  } finally {
    await rm(upTo, { recursive: true, force: true });
  }
}

/** Saves `lines` as save_search_synonyms does (the publishing key aside). */
async function ownerSaves(sql: Sql, lines: string) {
  await sql.query(`delete from private.search_synonyms where true`);
  await sql.query(
    `insert into private.search_synonyms (word, group_no, word_no, folded)
     select p.word, p.group_no, p.word_no, private.fold(p.word)
     from private.parse_search_synonyms($1) as p`,
    [lines],
  );
  await sql.query(`update private.search_synonyms_version set version = version + 1`);
}

const stored = async (sql: Sql) =>
  (
    await sql.query(
      `select private.search_synonyms_text() as lines, v.version
       from private.search_synonyms_version as v`,
    )
  )[0] as { lines: string; version: number };

describe('upgrading a database whose owner changed the synonyms', () => {
  it("keeps the owner's list as it is and adds only the groups that are new to it", async () => {
    const sql = await databaseBefore();
    try {
      const shipped = await stored(sql);
      expect(shipped.lines.split('\n')).toContain('calo, sponsor');
      // The owner deleted a group, added a word to another, and wrote one of their own.
      const theirs = shipped.lines
        .split('\n')
        .filter((line) => line !== 'calo, sponsor')
        .map((line) => (line === 'rindu, kangen' ? 'rindu, kangen, homesick' : line))
        .concat('ktp, kartu identitas')
        .join('\n');
      await ownerSaves(sql, theirs);
      const saved = await stored(sql);

      expect((await upgradeThrough(sql, vocabularyMigration)).at(-1)).toBe(vocabularyMigration);

      const upgraded = await stored(sql);
      expect(upgraded.version).toBe(saved.version + 1);
      expect(upgraded.lines.startsWith(`${theirs}\n`)).toBe(true);
      const added = upgraded.lines.slice(theirs.length + 1).split('\n');
      expect(added).toContain('pulang kampung, pulkam, mudik, balik kampung, pulang indo');
      expect(added).toContain('tbc, tb, tuberkulosis, tuberculosis, flek paru, flek');
      // Not the groups with a word of theirs ('ktp'), nor those the first list had: the group
      // they deleted stays deleted, the one they changed stays as they made it.
      const addedWords = added.flatMap((line) => line.split(', '));
      for (const word of ['ktp', 'calo', 'sponsor', 'perekrut', 'rindu', 'majikan', 'laoban']) {
        expect(addedWords).not.toContain(word);
      }
      expect(upgraded.lines.split('\n').length).toBeLessThanOrEqual(200);
    } finally {
      await sql.close();
    }
  });

  it('leaves a list the owner emptied empty', async () => {
    const sql = await databaseBefore();
    try {
      await ownerSaves(sql, '');
      const saved = await stored(sql);
      expect((await upgradeThrough(sql, vocabularyMigration)).at(-1)).toBe(vocabularyMigration);
      expect(await stored(sql)).toEqual(saved);
    } finally {
      await sql.close();
    }
  });

  it('replaces the first list, if unchanged, with the new one', async () => {
    const sql = await databaseBefore();
    try {
      // Saved again unchanged: still the list the site shipped.
      await ownerSaves(sql, (await stored(sql)).lines);
      const saved = await stored(sql);
      expect((await upgradeThrough(sql, vocabularyMigration)).at(-1)).toBe(vocabularyMigration);
      const upgraded = await stored(sql);
      expect(upgraded.version).toBe(saved.version + 1);
      const lines = upgraded.lines.split('\n');
      expect(lines[0]).toBe(
        'pmi, tki, tkw, bmi, buruh migran, pekerja migran, pahlawan devisa, migrant worker',
      );
      expect(lines).toContain('rindu, kangen');
      expect(lines).toContain('calo, sponsor, perekrut, makelar, tekong, petugas lapangan');
      expect(lines.length).toBe(152);
    } finally {
      await sql.close();
    }
  });
});

describe("search_articles: the readers' words, second part", () => {
  it.each([
    ['patah', '<p>Kartu yang rusak harus diganti.</p>'],
    ['expired', '<p>Masa berlaku paspor habis bulan depan.</p>'],
    ['suami', '<p>Bicarakan rencana dengan pasangan di rumah.</p>'],
    ['marah marah', '<p>Pekerja dimaki setiap hari.</p>'],
    ['sebulan', '<p>Libur hanya satu bulan sekali.</p>'],
    ['pajak', '<p>Barang baru dikenai bea masuk.</p>'],
    ['lanjut', '<p>Majikan menawarkan perpanjangan.</p>'],
    ['disentuh', '<p>Pelecehan oleh anak majikan.</p>'],
  ])(
    "finds the article that says it otherwise through a shipped synonym: '%s'",
    async (typed, content) => {
      const tag = marker();
      const says = await publish({ content: `<p>${tag}</p>${content}` });
      await publish({ content: `<p>${tag}</p>` });
      // Before, a word no article has was left out, and both articles answered.
      expect(await found(`${typed} ${tag}`)).toEqual([says]);
    },
  );

  it('does not search for words that are never the topic: tiap, banyak, suka, sering, sekarang', async () => {
    const tag = marker();
    const answer = await publish({ content: `<p>${tag} majikan</p>` });
    // An article with those words, which would have the most of the query's words.
    await publish({ content: `<p>${tag} tiap banyak suka sering sekarang skrg</p>` });
    expect(await found(`${tag} majikan suka sering banyak tiap sekarang skrg`)).toEqual([answer]);
  });

  it("does not make 'pelecehan' find a holder ('pemegang') of a card", async () => {
    const tag = marker();
    const answer = await publish({ content: `<p>${tag} Pelecehan oleh majikan.</p>` });
    await publish({ content: `<p>${tag} Pemegang kartu dari majikan.</p>` });
    expect(await found(`pelecehan ${tag}`)).toEqual([answer]);
  });
});

describe('upgrading to the second part of the vocabulary', () => {
  it('makes again the postings of the articles whose heading the new stop words change', async () => {
    const sql = await databaseBefore(secondVocabularyMigration);
    try {
      const slug = `uji-${marker()}`;
      await sql.query(
        `insert into public.articles (title, slug, summary, content, author, category)
         values ('Artikel Uji', $1, 'Ringkasan.', $2, 'Penguji', 'Uji')`,
        [slug, `<p>${'banyak sekarang sering '.repeat(12)} gaji majikan</p>`],
      );
      const postings = async () =>
        (
          await sql.query(
            `select a.search_heading::text as heading,
               array(select p.lexeme || ' ' || coalesce(p.heading, '') from private.search_postings
                     as p where p.article_id = a.id order by 1) as kept,
               array(select x.lexeme || ' ' || coalesce(x.heading, '')
                     from private.search_postings_of(a.search_document, a.search_heading) as x
                     order by 1) as fresh
             from public.articles as a where a.slug = $1`,
            [slug],
          )
        )[0] as { heading: string; kept: string[]; fresh: string[] };
      const before = await postings();
      expect(before.kept).toEqual(before.fresh);

      await upgradeThrough(sql, secondVocabularyMigration);

      const after = await postings();
      // The heading lost the words that became stop words, and the postings followed it.
      expect(after.heading).not.toBe(before.heading);
      expect(after.kept).toEqual(after.fresh);
      expect(after.kept).not.toEqual(before.kept);
    } finally {
      await sql.close();
    }
  });

  it("keeps the owner's list as it is and adds only the groups new to every shipped list", async () => {
    const sql = await databaseBefore(secondVocabularyMigration);
    try {
      const shipped = await stored(sql);
      expect(shipped.lines.split('\n')).toContain('pajak, tax');
      // The owner deleted a group and wrote one of their own with a word of a new group.
      const theirs = shipped.lines
        .split('\n')
        .filter((line) => line !== 'rindu, kangen')
        .concat('istri, bini')
        .join('\n');
      await ownerSaves(sql, theirs);
      const saved = await stored(sql);

      expect(await upgradeThrough(sql, secondVocabularyMigration)).toEqual([
        secondVocabularyMigration,
      ]);

      const upgraded = await stored(sql);
      expect(upgraded.version).toBe(saved.version + 1);
      expect(upgraded.lines.startsWith(`${theirs}\n`)).toBe(true);
      const added = upgraded.lines.slice(theirs.length + 1).split('\n');
      expect(added).toContain('rusak, broken, patah, retak');
      expect(added).toContain('sebulan, satu bulan, 1 bulan');
      // Not the group with a word of theirs ('istri'), nor the shipped groups this part
      // extends ('pajak, tax, bea masuk'), nor the one they deleted.
      const addedWords = added.flatMap((line) => line.split(', '));
      for (const word of ['istri', 'pasangan', 'pajak', 'bea masuk', 'rindu', 'lanjut']) {
        expect(addedWords).not.toContain(word);
      }
      expect(upgraded.lines.split('\n').length).toBeLessThanOrEqual(200);
    } finally {
      await sql.close();
    }
  });

  it('leaves a list the owner emptied empty', async () => {
    const sql = await databaseBefore(secondVocabularyMigration);
    try {
      await ownerSaves(sql, '');
      const saved = await stored(sql);
      await upgradeThrough(sql, secondVocabularyMigration);
      expect(await stored(sql)).toEqual(saved);
    } finally {
      await sql.close();
    }
  });

  it('replaces the list the first part shipped, if unchanged, with the new one', async () => {
    const sql = await databaseBefore(secondVocabularyMigration);
    try {
      await ownerSaves(sql, (await stored(sql)).lines);
      const saved = await stored(sql);
      await upgradeThrough(sql, secondVocabularyMigration);
      const upgraded = await stored(sql);
      expect(upgraded.version).toBe(saved.version + 1);
      const lines = upgraded.lines.split('\n');
      expect(lines).toContain('pajak, tax, bea masuk');
      expect(lines).toContain('rindu, kangen');
      expect(lines.at(-1)).toBe('sehari, satu hari, 1 hari');
      expect(lines.length).toBe(160);
    } finally {
      await sql.close();
    }
  });
});
