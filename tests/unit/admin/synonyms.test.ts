import { describe, expect, it } from 'vitest';
import { readSynonyms, saveSynonyms } from '../../../src/admin/synonyms/synonyms-api';
import { lineRange, listProblem, problemText } from '../../../src/admin/synonyms/synonym-problems';
import { groupCount } from '../../../src/admin/synonyms/synonyms-texts';
import type { ArticlesClient } from '../../../src/lib/articles/client';

describe("the database's reason for refusing a list", () => {
  it('is read from the JSON text in `details`', () => {
    expect(listProblem('{"line" : 3, "reason" : "word_repeated", "word" : "hongkong"}')).toEqual({
      line: 3,
      reason: 'word_repeated',
      word: 'hongkong',
    });
    expect(listProblem('{"line": null, "reason": "too_many_groups", "word": null}')).toEqual({
      line: null,
      reason: 'too_many_groups',
      word: null,
    });
  });

  it('is a problem of no line when `details` does not explain it', () => {
    const unknown = { line: null, reason: 'unknown', word: null };
    expect(listProblem(null)).toEqual(unknown);
    expect(listProblem(undefined)).toEqual(unknown);
    expect(listProblem('not json')).toEqual(unknown);
    expect(listProblem('"a string"')).toEqual(unknown);
    expect(listProblem('{"line": 0, "reason": 7, "word": ""}')).toEqual(unknown);
    expect(listProblem('{"line": 2.5, "reason": "single_word", "word": 3}')).toEqual({
      line: null,
      reason: 'single_word',
      word: null,
    });
  });
});

describe('what the owner is told, naming the line and the word', () => {
  const at = (reason: string, word: string | null = null, line: number | null = 3) =>
    problemText({ line, reason, word });

  it('says each reason of the contract in Indonesian', () => {
    expect(at('word_repeated', 'hongkong')).toBe('Baris 3: "hongkong" sudah ada di kelompok lain.');
    expect(at('too_long', 'a'.repeat(41))).toBe(
      `Baris 3: "${'a'.repeat(41)}" terlalu panjang: paling banyak 40 karakter.`,
    );
    expect(at('bad_characters', 'tkw!')).toBe(
      'Baris 3: "tkw!" memuat tanda yang tidak dapat dipakai. Pakai huruf, angka, spasi, ' +
        "tanda hubung (-) atau petik (') saja, dan pisahkan kata dengan koma.",
    );
    expect(at('too_many_words', 'kantor dinas tenaga kerja')).toBe(
      'Baris 3: "kantor dinas tenaga kerja" terlalu panjang: satu sinonim paling banyak 3 kata.',
    );
    expect(at('single_word', 'duit')).toBe(
      'Baris 3: "duit" belum punya pasangan. Tulis paling sedikit dua kata yang sama artinya ' +
        'dalam satu baris, dipisahkan koma.',
    );
    expect(at('too_many_in_group')).toBe(
      'Baris 3: Satu kelompok paling banyak 12 kata. Bagi kelompok ini menjadi dua baris.',
    );
    expect(at('too_many_groups', null, 201)).toBe(
      'Baris 201: Daftar paling banyak 200 kelompok (baris).',
    );
  });

  it('leaves out the line or the word the database did not name', () => {
    expect(at('too_many_groups', null, null)).toBe('Daftar paling banyak 200 kelompok (baris).');
    expect(at('word_repeated', null)).toBe('Baris 3: Satu kata sudah ada di kelompok lain.');
    expect(at('single_word', null)).toBe(
      'Baris 3: Baris ini belum punya pasangan. Tulis paling sedikit dua kata yang sama ' +
        'artinya dalam satu baris, dipisahkan koma.',
    );
  });

  it('still says something for a reason it does not know', () => {
    expect(at('unknown')).toBe('Baris 3: Daftar ini tidak dapat disimpan.');
    expect(at('new_rule', 'kata')).toBe('Baris 3: "kata" tidak dapat disimpan.');
  });
});

describe('the line the message names, selected in the field', () => {
  const text = 'tkw, pmi\n\nhongkong, hong kong\r\nduit, uang';

  it('is found by its 1-based number, counting empty lines, without its line break', () => {
    expect(lineRange(text, 1)).toEqual({ start: 0, end: 8 });
    expect(lineRange(text, 2)).toEqual({ start: 9, end: 9 });
    expect(text.slice(lineRange(text, 3)!.start, lineRange(text, 3)!.end)).toBe(
      'hongkong, hong kong',
    );
    expect(text.slice(lineRange(text, 4)!.start, lineRange(text, 4)!.end)).toBe('duit, uang');
  });

  it('is null past the end or for no line', () => {
    expect(lineRange(text, 5)).toBeNull();
    expect(lineRange(text, 0)).toBeNull();
    expect(lineRange('', 1)).toEqual({ start: 0, end: 0 });
  });
});

describe('the status line', () => {
  it('counts the lines that hold a group', () => {
    expect(groupCount('tkw, pmi\n\n  \nduit, uang')).toBe(2);
    expect(groupCount('')).toBe(0);
  });
});

/** A client whose one RPC answers `answer`, recording what it was asked. */
function clientAnswering(answer: { data: unknown; error: unknown; status: number }) {
  const calls: [string, unknown][] = [];
  const client = {
    rpc: (name: string, args?: unknown) => {
      calls.push([name, args]);
      return Promise.resolve(answer);
    },
  } as unknown as ArticlesClient;
  return { client, calls };
}

describe('the calls of CONTRACT37', () => {
  const list = { lines: 'tkw, pmi', version: 4 };

  it('read and save the list, taking the one row as a set or a single row', async () => {
    const read = clientAnswering({ data: [list], error: null, status: 200 });
    expect(await readSynonyms(read.client)).toEqual({ ok: true, value: list });
    expect(read.calls).toEqual([['search_synonyms', undefined]]);

    const save = clientAnswering({ data: list, error: null, status: 200 });
    expect(await saveSynonyms(save.client, 'TKW,pmi', 3)).toEqual({ ok: true, value: list });
    expect(save.calls).toEqual([['save_search_synonyms', { lines: 'TKW,pmi', since: 3 }]]);
  });

  it('name each refusal', async () => {
    const refusal = (status: number, code: string, details: string | null = null) =>
      saveSynonyms(
        clientAnswering({ data: null, error: { message: 'x', code, details }, status }).client,
        'a, b',
        1,
      );
    expect(await refusal(409, 'PT409')).toMatchObject({ ok: false, reason: 'conflict' });
    expect(await refusal(401, '42501')).toMatchObject({ ok: false, reason: 'wrong-key' });
    expect(await refusal(403, '')).toMatchObject({ ok: false, reason: 'wrong-key' });
    expect(
      await refusal(400, '22023', '{"line": 2, "reason": "single_word", "word": "duit"}'),
    ).toMatchObject({
      ok: false,
      reason: 'invalid',
      problem: { line: 2, reason: 'single_word', word: 'duit' },
    });
    expect(await refusal(409, '23505')).toMatchObject({ ok: false, reason: 'failed' });
    expect(await refusal(500, 'XX000')).toMatchObject({ ok: false, reason: 'failed' });
    expect(await refusal(0, '')).toMatchObject({ ok: false, reason: 'failed' });
  });

  it('take an answer without the list as a failure', async () => {
    const odd = clientAnswering({ data: [], error: null, status: 200 });
    expect(await readSynonyms(odd.client)).toMatchObject({ ok: false, reason: 'failed' });
  });
});
