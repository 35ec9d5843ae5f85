import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { generateArticles, uniqueSlug } from '../../scripts/fixtures/articles.mjs';
import { deadUrl, HOOK_PATH, startReceiver } from './hook-receiver';
import { lastRequestId, responseFor } from './pg-net';
import { database, newArticle, publisher } from './support';

const db = database();

async function setHookUrl(url: string | null) {
  await db.query(`delete from vault.secrets where name = 'rebuild_hook_url'`);
  if (url) await db.query(`select vault.create_secret($1, 'rebuild_hook_url')`, [url]);
}

const publishedArticle = async () => {
  const started = performance.now();
  const { data, error } = await publisher()
    .from('articles')
    .insert(newArticle())
    .select('slug, title, published_at')
    .single();
  return { data, error, ms: performance.now() - started };
};

afterAll(() => setHookUrl(null));

describe('rebuild webhook', () => {
  beforeEach(() => setHookUrl(null));

  it('posts the inserted article to the hook URL', async () => {
    const receiver = await startReceiver();
    try {
      await setHookUrl(receiver.url);
      const { data, error } = await publishedArticle();
      expect(error).toBeNull();

      const [request] = await receiver.requests();
      expect(request?.method).toBe('POST');
      expect(request?.url).toBe(HOOK_PATH);
      expect(request?.headers['content-type']).toBe('application/json');
      const body = JSON.parse(request?.body ?? '');
      expect(body).toEqual({
        type: 'INSERT',
        table: 'articles',
        count: 1,
        records: [
          {
            slug: data?.slug,
            title: data?.title,
            published_at: expect.any(String),
            updated_at: null,
            withdrawn: false,
          },
        ],
      });
      expect(Date.parse(body.records[0].published_at)).toBe(Date.parse(data?.published_at ?? ''));

      const recorded = await responseFor(db, await lastRequestId(db));
      expect(recorded).toMatchObject({
        status_code: 201,
        content: 'build queued',
        error_msg: null,
      });
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('asks once for a statement of many rows, not once per row', async () => {
    const receiver = await startReceiver();
    try {
      await setHookUrl(receiver.url);
      const rows = generateArticles(25).map((article) => ({
        ...article,
        slug: uniqueSlug(article.slug),
      }));
      const { error } = await publisher().from('articles').insert(rows);
      expect(error).toBeNull();

      const [request] = await receiver.requests();
      const body = JSON.parse(request?.body ?? '');
      expect(body).toMatchObject({ type: 'INSERT', table: 'articles', count: 25 });
      expect(body.records.map((record: { slug: string }) => record.slug)).toEqual(
        rows.map((row) => row.slug),
      );
      // Nothing more arrives for the same statement.
      await responseFor(db, await lastRequestId(db));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(receiver.received).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('asks after an edit and after a withdrawal, saying which', async () => {
    const { data: article } = await publishedArticle();
    const receiver = await startReceiver();
    try {
      await setHookUrl(receiver.url);
      const slug = article?.slug ?? '';
      const edited = await publisher()
        .from('articles')
        .update({ title: 'Judul Baru' })
        .eq('slug', slug);
      expect(edited.error).toBeNull();
      const [edit] = await receiver.requests();
      expect(JSON.parse(edit?.body ?? '')).toEqual({
        type: 'UPDATE',
        table: 'articles',
        count: 1,
        records: [
          {
            slug,
            title: 'Judul Baru',
            published_at: expect.any(String),
            updated_at: expect.any(String),
            withdrawn: false,
          },
        ],
      });

      const withdrawn = await publisher()
        .from('articles')
        .update({ withdrawn_at: new Date().toISOString() })
        .eq('slug', slug);
      expect(withdrawn.error).toBeNull();
      const second = await receiver.requests(2);
      expect(JSON.parse(second[1]?.body ?? '')).toMatchObject({
        type: 'UPDATE',
        records: [{ slug, withdrawn: true }],
      });
    } finally {
      await receiver.close();
    }
  });

  it('makes no request for an update that matched nothing', async () => {
    const receiver = await startReceiver();
    try {
      await setHookUrl(receiver.url);
      const before = await lastRequestId(db);
      const { error } = await publisher()
        .from('articles')
        .update({ title: 'Tidak ada' })
        .eq('slug', 'slug-yang-tidak-ada');
      expect(error).toBeNull();
      expect(await lastRequestId(db)).toBe(before);
    } finally {
      await receiver.close();
    }
  });

  it('makes no request for an update that changes nothing: the same text saved again', async () => {
    const { data: article } = await publishedArticle();
    const receiver = await startReceiver();
    try {
      await setHookUrl(receiver.url);
      const before = await lastRequestId(db);
      const slug = article?.slug ?? '';
      const same = await publisher()
        .from('articles')
        .update({ title: article?.title })
        .eq('slug', slug);
      expect(same.error).toBeNull();
      // Restoring an article that is not withdrawn changes nothing either.
      const shown = await publisher()
        .from('articles')
        .update({ withdrawn_at: null })
        .eq('slug', slug);
      expect(shown.error).toBeNull();
      expect(await lastRequestId(db)).toBe(before);

      // And a real change after them still asks, once.
      await publisher().from('articles').update({ title: 'Judul Berubah' }).eq('slug', slug);
      const [request] = await receiver.requests();
      expect(JSON.parse(request?.body ?? '')).toMatchObject({
        type: 'UPDATE',
        count: 1,
        records: [{ slug, title: 'Judul Berubah' }],
      });
    } finally {
      await receiver.close();
    }
  });

  // A refused connection fails at once: that the insert does not wait for the hook is proved
  // with a receiver that never answers, below.
  it('does not fail the insert when the receiver is down, and records the failure', async () => {
    await setHookUrl(await deadUrl());
    const { error } = await publishedArticle();
    expect(error).toBeNull();

    const recorded = await responseFor(db, await lastRequestId(db));
    expect(recorded.status_code).toBeNull();
    // pg_net records libcurl's text; the stand-in translates Node's error codes it knows.
    expect(recorded.error_msg).toMatch(/Couldn't connect to server|ECONNREFUSED/);
  });

  it('does not wait for a receiver that never answers', async () => {
    const receiver = await startReceiver(false);
    try {
      await setHookUrl(receiver.url);
      const { error, ms } = await publishedArticle();
      expect(error).toBeNull();
      // Had it waited for the receiver, it would have taken the hook's timeout, 5000 ms.
      expect(ms).toBeLessThan(2000);
      await receiver.requests();
    } finally {
      await receiver.close();
    }
  });

  it('records a timeout as pg_net does', async () => {
    const receiver = await startReceiver(false);
    try {
      const [queued] = await db.query<{ id: string }>(
        `select net.http_post(url := $1, body := '{}'::jsonb, timeout_milliseconds := 300)::text as id`,
        [receiver.url],
      );
      const recorded = await responseFor(db, queued?.id ?? '');
      expect(recorded).toMatchObject({ status_code: null, timed_out: true });
    } finally {
      await receiver.close();
    }
  });

  it('makes no request when no hook URL is set', async () => {
    const before = await lastRequestId(db);
    const { error } = await publishedArticle();
    expect(error).toBeNull();
    expect(await lastRequestId(db)).toBe(before);
  });

  it('sends nothing, as pg_net, when rebuild_hook_headers sets another Content-Type', async () => {
    const receiver = await startReceiver();
    await setHookUrl(receiver.url);
    await db.query(
      `select vault.create_secret('{"Content-Type": "application/json; charset=utf-8"}',
                                  'rebuild_hook_headers')`,
    );
    try {
      const before = await lastRequestId(db);
      const { error } = await publishedArticle();
      expect(error).toBeNull();
      expect(await lastRequestId(db)).toBe(before);
    } finally {
      await db.query(`delete from vault.secrets where name = 'rebuild_hook_headers'`);
      await receiver.close();
    }
  });

  it('still publishes when the hook secret is malformed', async () => {
    await setHookUrl('http://127.0.0.1:9/');
    await db.query(`select vault.create_secret('{not json', 'rebuild_hook_headers')`);
    try {
      const before = await lastRequestId(db);
      const { error } = await publishedArticle();
      expect(error).toBeNull();
      expect(await lastRequestId(db)).toBe(before);
    } finally {
      await db.query(`delete from vault.secrets where name = 'rebuild_hook_headers'`);
    }
  });
});
