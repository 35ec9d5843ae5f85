import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createClient } from '@supabase/supabase-js';
import { afterAll, describe, expect, it } from 'vitest';
import { startBackend } from '../../scripts/backend/index.mjs';
import { migrationsDir } from '../../scripts/backend/paths.mjs';
import { backend, newArticle, onPglite } from './support';

const run = promisify(execFile);

describe('the gateway', () => {
  it('answers CORS preflights like Supabase, allowing the publishing key header', async () => {
    const response = await fetch(`${backend.url}/rest/v1/articles`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://situs.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers':
          'apikey, authorization, content-type, prefer, x-client-info, x-publish-key',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-publish-key');
  });

  it('adds CORS headers to API answers, errors included', async () => {
    const response = await fetch(`${backend.url}/rest/v1/articles?select=slug&limit=1`, {
      headers: { apikey: backend.anonKey, origin: 'https://situs.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');

    const refused = await fetch(`${backend.url}/rest/v1/articles`, {
      headers: { apikey: 'not-a-key' },
    });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('accepts the API key as a query parameter and routes nothing outside /rest/v1', async () => {
    const viaQuery = await fetch(
      `${backend.url}/rest/v1/articles?select=slug&limit=1&apikey=${backend.anonKey}`,
    );
    expect(viaQuery.status).toBe(200);
    expect((await fetch(`${backend.url}/auth/v1/user`)).status).toBe(404);
  });
});

describe('starting', () => {
  it('refuses clearly when the port is taken', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'migran-db-port-'));
    try {
      const port = Number(new URL(backend.url).port);
      await expect(startBackend({ dataDir, port, quiet: true })).rejects.toThrow(
        new RegExp(`^Port ${port} on 127\\.0\\.0\\.1 \\(API gateway\\) is already in use`),
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses a data directory another backend is using', async () => {
    await expect(startBackend({ dataDir: backend.dataDir, port: 0, quiet: true })).rejects.toThrow(
      /Another local backend \(pid \d+\) is using/,
    );
  });
});

// These start backends of their own, always on PGlite: the PGlite run of tests/db covers them.
// Each test starts two or three (migrations and seed on PGlite each time): on CI's two cores,
// beside the PostgreSQL 15 run, that can pass the file's 20 s.
describe.skipIf(!onPglite)('lifecycle of a data directory', { timeout: 90_000 }, () => {
  const publishKey = 'Lifecycle-Key-0123456789';
  let dataDir = '';
  afterAll(() => (dataDir ? rm(dataDir, { recursive: true, force: true }) : undefined));

  const publishScript = (env: Record<string, string>, args: string[] = []) =>
    run(process.execPath, ['scripts/publish-key.mjs', ...args], {
      env: { PATH: process.env.PATH, BACKEND_DATA_DIR: dataDir, ...env },
    });

  const canPublish = async (url: string, anonKey: string, key: string) => {
    const supabase = createClient(url, anonKey, {
      auth: { persistSession: false },
      global: { headers: { 'x-publish-key': key } },
    });
    return (await supabase.from('articles').insert(newArticle())).error === null;
  };

  it('seeds on first start, keeps data on the next, and starts over with reset', async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'migran-db-life-'));
    const envFile = join(dataDir, '.env.local');
    await writeFile(envFile, 'PUBLIC_BLOG_URL=https://blog.example\nPUBLIC_SUPABASE_URL=old\n');

    const first = await startBackend({ dataDir, port: 0, publishKey, envFile, quiet: true });
    const article = newArticle();
    try {
      expect(first.seeded).toBe(true);
      expect(first.migrationsApplied).toEqual(
        (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort(),
      );
      expect(await readFile(envFile, 'utf8')).toBe(
        `PUBLIC_BLOG_URL=https://blog.example\nPUBLIC_SUPABASE_URL=${first.url}\n` +
          `PUBLIC_SUPABASE_ANON_KEY=${first.anonKey}\n`,
      );
      const supabase = createClient(first.url, first.anonKey, {
        auth: { persistSession: false },
        global: { headers: { 'x-publish-key': publishKey } },
      });
      expect((await supabase.from('articles').insert(article)).error).toBeNull();
    } finally {
      await first.stop();
    }

    const second = await startBackend({ dataDir, port: 0, quiet: true });
    try {
      expect(second.seeded).toBe(false);
      expect(second.migrationsApplied).toEqual([]);
      expect(second.anonKey).toBe(first.anonKey);
      expect(second.publishKeyGenerated).toBe(false);
      const { data } = await createClient(second.url, second.anonKey)
        .from('articles')
        .select('slug')
        .eq('slug', article.slug);
      expect(data).toEqual([{ slug: article.slug }]);
      expect(await canPublish(second.url, second.anonKey, publishKey)).toBe(true);
    } finally {
      await second.stop();
    }

    const third = await startBackend({ dataDir, port: 0, reset: true, quiet: true });
    try {
      expect(third.seeded).toBe(true);
      expect(third.publishKeyGenerated).toBe(true);
      expect(third.anonKey).not.toBe(first.anonKey);
      const { data } = await createClient(third.url, third.anonKey)
        .from('articles')
        .select('slug')
        .eq('slug', article.slug);
      expect(data).toEqual([]);
      expect(await canPublish(third.url, third.anonKey, third.publishKey ?? '')).toBe(true);
    } finally {
      await third.stop();
    }
  });

  it('rotates the publishing key with npm run publish-key, running or stopped', async () => {
    const running = await startBackend({ dataDir, port: 0, publishKey, quiet: true });
    try {
      const { stdout } = await publishScript({});
      const key = /shown once[^:]*: (\S+)/.exec(stdout)?.[1] ?? '';
      expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(stdout).toContain('running local backend');
      expect(await canPublish(running.url, running.anonKey, key)).toBe(true);
      expect(await canPublish(running.url, running.anonKey, publishKey)).toBe(false);
    } finally {
      await running.stop();
    }

    const { stdout } = await publishScript({ PUBLISH_KEY: publishKey });
    expect(stdout).toContain(`the local database in ${dataDir}`);
    expect(stdout).not.toContain(publishKey);

    const restarted = await startBackend({ dataDir, port: 0, quiet: true });
    try {
      expect(await canPublish(restarted.url, restarted.anonKey, publishKey)).toBe(true);
    } finally {
      await restarted.stop();
    }
  });

  it('adds, lists and revokes the keys of a team, never the last owner key', async () => {
    const { stdout: added } = await publishScript({}, [
      '--name',
      ' Sari Penulis ',
      '--role',
      'penulis',
    ]);
    expect(added).toContain('Publishing key of Sari Penulis (penulis) stored in');
    const sariKey = /shown once[^:]*: (\S+)/.exec(added)?.[1] ?? '';
    expect(sariKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await expect(publishScript({}, ['--name', 'sari penulis'])).rejects.toMatchObject({
      stderr: expect.stringContaining('An active key already has that name'),
    });
    await expect(publishScript({}, ['--name', 'Tono', '--role', 'admin'])).rejects.toMatchObject({
      stderr: expect.stringContaining('--role is penulis or pemilik'),
    });

    const running = await startBackend({ dataDir, port: 0, quiet: true });
    try {
      expect(await canPublish(running.url, running.anonKey, sariKey)).toBe(true);
      const { stdout: revoked } = await publishScript({}, ['--revoke', 'SARI PENULIS']);
      expect(revoked).toContain('Key of SARI PENULIS revoked in the running local backend');
      expect(await canPublish(running.url, running.anonKey, sariKey)).toBe(false);
      expect(await canPublish(running.url, running.anonKey, publishKey)).toBe(true);
    } finally {
      await running.stop();
    }

    const { stdout: list } = await publishScript({}, ['--list']);
    const lines = list.trim().split('\n');
    expect(lines[0]).toMatch(/^NAME\s+ROLE\s+MADE\s+LAST USED\s+REVOKED$/);
    expect(lines[1]).toMatch(/^Pemilik\s+pemilik\s+\d{4}-\d{2}-\d{2}\s+\S+\s+-$/);
    expect(lines.at(-1)).toMatch(
      /^Sari Penulis\s+penulis\s+\d{4}-\d{2}-\d{2}\s+\S+\s+\d{4}-\d{2}-\d{2}$/,
    );
    expect(list).not.toContain(sariKey);

    await expect(publishScript({}, ['--revoke', 'Pemilik'])).rejects.toMatchObject({
      stderr: expect.stringContaining('That is the last active owner key'),
    });
    await expect(publishScript({}, ['--revoke', 'Nobody'])).rejects.toMatchObject({
      stderr: expect.stringContaining('No active key named Nobody'),
    });
    await expect(publishScript({}, ['--list', '--revoke', 'Pemilik'])).rejects.toMatchObject({
      stderr: expect.stringContaining('Use one of --list, --revoke, not several.'),
    });
  });

  it('refuses a weak key and prints SQL for the Supabase SQL editor', async () => {
    await expect(publishScript({ PUBLISH_KEY: 'pendek' })).rejects.toMatchObject({
      stderr: expect.stringContaining('at least 16 characters'),
    });
    const { stdout } = await publishScript({ PUBLISH_KEY: publishKey }, ['--sql']);
    expect(stdout).toMatch(/^with replaced as \(\s+update private\.publish_keys\s.*'Pemilik'/s);
    expect(stdout).not.toContain('$1');
    expect(stdout.match(/decode\('[0-9a-f]{64}', 'hex'\)/g)).toHaveLength(2);
  });
});
