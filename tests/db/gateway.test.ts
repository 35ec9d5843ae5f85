import { request as httpRequest } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_BODY_BYTES } from '../../scripts/backend/body-limit.mjs';
import { MAX_TARGET_BYTES } from '../../scripts/backend/gateway.mjs';
import { sendRaw } from '../unit/support/raw-http';
import { backend, client, database, expectTableUnchanged, newArticle, publisher } from './support';

const db = database();
const published: string[] = [];
afterAll(() => db.query('delete from public.articles where slug = any($1)', [published]));

describe('request bodies at the gateway', () => {
  it('let the heaviest legal article through: 500,000 characters of 6 bytes each as JSON', async () => {
    // U+0007 is written \u0007 by JSON.stringify: no character costs more in the request.
    const article = newArticle({ content: '\u0007'.repeat(500_000) });
    expect(Buffer.byteLength(JSON.stringify(article))).toBeGreaterThan(3_000_000);
    published.push(article.slug);

    const { data, error } = await publisher().from('articles').insert(article).select('slug');
    expect(error).toBeNull();
    expect(data).toEqual([{ slug: article.slug }]);
    const [row] = await db.query<{ length: number }>(
      'select char_length(content) as length from public.articles where slug = $1',
      [article.slug],
    );
    expect(row?.length).toBe(500_000);
  });

  it('refuse a larger body with 413 in PostgREST’s error shape, without reaching it', async () => {
    const { error, status } = await expectTableUnchanged(db, () =>
      publisher()
        .from('articles')
        .insert(newArticle({ content: 'a'.repeat(MAX_BODY_BYTES) })),
    );
    expect({ status, error }).toMatchObject({
      status: 413,
      error: {
        code: 'request_body_too_large',
        message: 'Request body too large',
      },
    });
  });

  it('refuse a chunked body over the limit, and reads go on being answered', async () => {
    const status = await expectTableUnchanged(
      db,
      () =>
        new Promise<number>((resolve, reject) => {
          const req = httpRequest(
            `${backend.url}/rest/v1/articles`,
            {
              method: 'POST',
              headers: {
                apikey: backend.anonKey,
                'content-type': 'application/json',
                'x-publish-key': backend.publishKey,
              },
            },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            },
          );
          req.on('error', reject);
          const chunk = Buffer.alloc(256 * 1024, 0x20);
          req.write('[');
          let sent = 0;
          const pump = () => {
            while (sent <= MAX_BODY_BYTES) {
              sent += chunk.length;
              if (!req.write(chunk)) return void req.once('drain', pump);
            }
            req.end(']');
          };
          pump();
        }),
    );
    expect(status).toBe(413);

    const { error, count } = await client()
      .from('articles')
      .select('slug', { count: 'exact', head: true });
    expect(error).toBeNull();
    expect(count).toBeGreaterThan(0);
  });
});

describe('request targets at the gateway', () => {
  const articles = `/rest/v1/articles?select=slug&title=eq.`;

  it('over 8 KiB get 414, not "502 PostgREST is not reachable"', async () => {
    const response = await fetch(`${backend.url}${articles}${'a'.repeat(20_000)}`, {
      headers: { apikey: backend.anonKey },
    });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 414,
      body: { message: 'URI Too Long: the API takes request targets of up to 8 KiB' },
    });
  });

  it('up to 8 KiB are answered by PostgREST, which repeats them escaped in a longer header', async () => {
    // PostgREST's Content-Location writes each "(" as "%28": about 24 KiB here.
    const target = `${articles}${'('.repeat(MAX_TARGET_BYTES - articles.length)}`;
    const port = Number(new URL(backend.url).port);
    const answer = await sendRaw(
      port,
      `GET ${target} HTTP/1.1\r\nHost: x\r\napikey: ${backend.anonKey}\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.statuses).toEqual([200]);
    expect(answer.heads[0]).toContain('content-location: /articles?select=slug&title=eq.%28%28');
  });
});

describe('Expect: 100-continue at the gateway', () => {
  const port = Number(new URL(backend.url).port);
  const read = `/rest/v1/articles?select=slug&limit=1`;

  /** A request as curl sends one with a body over 1 MiB: the body only after 100 Continue. */
  function request(
    path: string,
    { expect: expectation = '100-continue', body }: { expect?: string; body?: string } = {},
  ) {
    return new Promise<{ status: number; continued: boolean; text: string }>((resolve, reject) => {
      let continued = false;
      const req = httpRequest(
        `${backend.url}${path}`,
        {
          method: body === undefined ? 'GET' : 'POST',
          headers: {
            apikey: backend.anonKey,
            'x-publish-key': backend.publishKey,
            'content-type': 'application/json',
            prefer: 'return=minimal',
            ...(expectation ? { expect: expectation } : {}),
          },
        },
        (res) => {
          let text = '';
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, continued, text }));
        },
      );
      req.on('error', reject);
      req.on('continue', () => {
        continued = true;
        req.end(body);
      });
      if (body === undefined) req.end();
    });
  }

  it('is answered for a read, with its rows', async () => {
    const answer = await request(read);
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toHaveLength(1);
  });

  it('twenty at once hold no connection to PostgREST: more reads than it has sockets follow', async () => {
    const expecting = await Promise.all(Array.from({ length: 20 }, () => request(read)));
    expect(expecting.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    // The gateway keeps 16 sockets to PostgREST: each held one would leave a read waiting.
    const reads = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${backend.url}${read}`, { headers: { apikey: backend.anonKey } }),
      ),
    );
    expect(reads.map((answer) => answer.status)).toEqual(Array(20).fill(200));
  });

  it('lets a 2 MB article through once the gateway says continue, as curl sends it', async () => {
    // 350,000 characters, each written as a 6-byte JSON escape: 2.1 MB on the wire.
    const article = newArticle({ content: '\u0007'.repeat(350_000) });
    expect(Buffer.byteLength(JSON.stringify(article))).toBeGreaterThan(2_000_000);
    published.push(article.slug);
    const answer = await request('/rest/v1/articles', { body: JSON.stringify(article) });
    expect({ status: answer.status, continued: answer.continued }).toEqual({
      status: 201,
      continued: true,
    });
  });

  it('refuses a body announced over the limit before the client sends it', async () => {
    const answer = await sendRaw(
      port,
      `POST /rest/v1/articles HTTP/1.1\r\nHost: x\r\napikey: ${backend.anonKey}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${MAX_BODY_BYTES + 1}\r\n` +
        `Expect: 100-continue\r\nConnection: close\r\n\r\n`,
    );
    expect(answer.statuses).toEqual([413]);
  });

  it('answers an expectation it cannot meet with 417', async () => {
    const answer = await request(read, { expect: 'something-else' });
    expect(answer.status).toBe(417);
  });
});
