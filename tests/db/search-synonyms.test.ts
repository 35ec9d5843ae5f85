import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { found, marker, publish } from './search-support';
import { backend, database } from './support';

// Issue 37: 'Sinonim Pencarian', the owner's synonyms, as /work/wt/CONTRACT37.md defines them:
// read and saved only with a publishing key, applied to the next search.

const db = database();

interface Answer {
  status: number;
  body: unknown;
}

/** An RPC as the owner's page calls it: POST with the anon key, and `key` as x-publish-key. */
async function rpc(fn: string, args: Record<string, unknown>, key?: string): Promise<Answer> {
  const response = await fetch(`${backend.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: {
      apikey: backend.anonKey,
      authorization: `Bearer ${backend.anonKey}`,
      'content-type': 'application/json',
      ...(key === undefined ? {} : { 'x-publish-key': key }),
    },
    body: JSON.stringify(args),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

interface List {
  lines: string;
  version: number;
}

async function read(): Promise<List> {
  const answer = await rpc('search_synonyms', {}, backend.publishKey);
  expect(answer.status).toBe(200);
  const [list] = answer.body as List[];
  return list!;
}

/** Saves as the owner's page does; `key` is the owner's unless given (undefined: none). */
const save = (lines: string, since: number, ...key: [string?]) =>
  rpc('save_search_synonyms', { lines, since }, key.length ? key[0] : backend.publishKey);

let shipped: List;

beforeAll(async () => {
  shipped = await read();
});

// The list is the database's, shared with every other test: put back as it was.
afterAll(async () => {
  const now = await read();
  expect((await save(shipped.lines, now.version)).status).toBe(200);
});

describe('search synonyms: who may read and change them', () => {
  it.each([
    ['no key', undefined],
    ['a wrong key', 'not-the-key'],
    ['the key in another case', backend.publishKey.toUpperCase()],
  ])('refuses %s, to read and to save, and saves nothing', async (_label, key) => {
    const before = await read();
    const refused = { status: 401, body: expect.objectContaining({ code: '42501' }) };
    expect(await rpc('search_synonyms', {}, key)).toEqual(refused);
    expect(await save('aa, bb', before.version, key)).toEqual(refused);
    expect(await read()).toEqual(before);
  });

  it("takes a writer's key as the owner's, and refuses it once revoked", async () => {
    const name = `Penulis sinonim ${marker()}`;
    const made = await rpc('add_team_key', { key_name: name }, backend.publishKey);
    expect(made.status).toBe(200);
    const writerKey = made.body as string;
    const before = await read();
    const saved = await save(before.lines, before.version, writerKey);
    expect(saved).toEqual({ status: 200, body: [{ ...before, version: before.version + 1 }] });

    const [row] = await db.query<{ id: string }>(
      'select id::text from private.publish_keys where name = $1',
      [name],
    );
    const revoked = await rpc('revoke_team_key', { key_id: Number(row?.id) }, backend.publishKey);
    expect(revoked.status).toBe(204);
    const refused = { status: 401, body: expect.objectContaining({ code: '42501' }) };
    expect(await rpc('search_synonyms', {}, writerKey)).toEqual(refused);
    expect(await save(before.lines, before.version + 1, writerKey)).toEqual(refused);
  });

  it('has no other route: the tables are not in the API, and anon may not touch them', async () => {
    for (const path of ['search_synonyms', 'search_synonyms_version', 'search_words']) {
      const response = await fetch(`${backend.url}/rest/v1/${path}`, {
        headers: { apikey: backend.anonKey, 'x-publish-key': backend.publishKey },
      });
      expect(response.status, path).toBe(404);
    }
    const [privileges] = await db.query<{ any: boolean }>(
      `select bool_or(has_table_privilege(r, t, p)) as any
       from unnest(array['anon', 'authenticated', 'service_role']) as r,
            unnest(array['private.search_synonyms', 'private.search_synonyms_version',
                         'private.search_words']) as t,
            unnest(array['select', 'insert', 'update', 'delete']) as p`,
    );
    expect(privileges?.any).toBe(false);
  });
});

describe('search synonyms: the starting list', () => {
  it('ships the names this audience uses, one group a line', async () => {
    expect(shipped.version).toEqual(expect.any(Number));
    const lines = shipped.lines.split('\n');
    expect(lines).toContain(
      'pmi, tki, tkw, bmi, buruh migran, pekerja migran, pahlawan devisa, migrant worker',
    );
    expect(lines).toContain('hong kong, hongkong, hk, hkg');
    expect(lines).toContain('uang, duit, duwit, fulus, doku, money');
    expect(lines).toContain('arc, ktp taiwan, kartu arc, juliuzheng');
  });

  it("finds what the articles say with the words readers type: 'gaji tkw hongkong'", async () => {
    const tag = marker();
    const slug = await publish({
      title: `Gaji PMI di Hong Kong ${tag}`,
      content: '<p>Upah minimum naik tahun ini.</p>',
    });
    expect(await found(`gaji tkw hongkong ${tag}`)).toEqual([slug]);
    expect(await found(`upah bmi hk ${tag}`)).toEqual([slug]);
  });
});

describe('search synonyms: saving', () => {
  it('applies a saved group to the next search, both ways, and stores it normalised', async () => {
    const [said, typed, phrase] = [marker(), marker(), `${marker()} ${marker()}`];
    const says = await publish({ content: `<p>${said}</p>` });
    const saysPhrase = await publish({ content: `<p>${phrase}</p>` });
    expect(await found(typed)).toEqual([]);

    const before = await read();
    const saved = await save(
      `${before.lines}\n\n  ${typed.toUpperCase()} ,  ${said}= ${phrase.replace(' ', '   ')}  \n`,
      before.version,
    );
    expect(saved.status).toBe(200);
    const expected = {
      lines: `${before.lines}\n${typed}, ${said}, ${phrase}`,
      version: before.version + 1,
    };
    expect(saved.body).toEqual([expected]);
    expect(await read()).toEqual(expected);

    expect((await found(typed)).sort()).toEqual([says, saysPhrase].sort());
    expect((await found(said)).sort()).toEqual([says, saysPhrase].sort());

    const removed = await save(before.lines, expected.version);
    expect(removed.status).toBe(200);
    expect(await found(typed)).toEqual([]);
  });

  it('refuses a save made from an old version with 409, and saves nothing', async () => {
    const before = await read();
    const answer = await save(`${before.lines}\n${marker()}, ${marker()}`, before.version - 1);
    expect(answer).toEqual({
      status: 409,
      body: expect.objectContaining({ code: 'PT409' }),
    });
    expect(await read()).toEqual(before);
  });

  const long = 'a'.repeat(41);
  it.each([
    ['too_long', `aa, ${long}`, 1, long],
    ['bad_characters', 'aa, b<b>', 1, 'b<b>'],
    ['too_many_words', 'aa bb cc dd, ee', 1, 'aa bb cc dd'],
    ['single_word', 'aa, bb\ncc', 2, 'cc'],
    ['too_many_in_group', Array.from({ length: 13 }, (_, i) => `w${i}`).join(', '), 1, null],
    ['word_repeated', 'aa, bb\ncc, dd\nee, bb', 3, 'bb'],
    [
      'too_many_groups',
      Array.from({ length: 201 }, (_, i) => `g${i}a, g${i}b`).join('\n'),
      201,
      null,
    ],
  ])(
    'refuses %s with 400, the line and the word, and saves nothing',
    async (reason, lines, line, word) => {
      const before = await read();
      const answer = await save(lines, before.version);
      expect(answer.status).toBe(400);
      const body = answer.body as { code: string; message: string; details: string };
      expect(body.code).toBe('22023');
      expect(body.message).toEqual(expect.any(String));
      expect(JSON.parse(body.details)).toEqual({ line, reason, word });
      expect(await read()).toEqual(before);
    },
  );

  it('accepts an empty list, and 200 groups of 12 words of up to 40 characters', async () => {
    const before = await read();
    const cleared = await save('', before.version);
    expect(cleared).toEqual({ status: 200, body: [{ lines: '', version: before.version + 1 }] });
    const most = Array.from({ length: 200 }, (_, g) =>
      Array.from({ length: 12 }, (_, w) => `${'k'.repeat(36)}${g}-${w}`.slice(-40)).join(', '),
    ).join('\n');
    const full = await save(most, before.version + 1);
    expect(full.status).toBe(200);
    expect((full.body as List[])[0]?.lines).toBe(most);
    expect((await save(before.lines, before.version + 2)).status).toBe(200);
  });
});
