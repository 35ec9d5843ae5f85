import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImageServer } from '../../scripts/fixtures/image-server.mjs';
import { imageFetch } from '../../src/config/images';
import {
  BudgetSpent,
  fetchImage,
  type FetchLimits,
} from '../../src/loaders/article-images/fetch-image';

let images: Awaited<ReturnType<typeof startImageServer>>;

beforeAll(async () => {
  images = await startImageServer();
});
afterAll(() => images.stop());

/** The local stack allows loopback; a deploy build does not. */
const local: FetchLimits = { ...imageFetch, allowLoopback: true };
const deploy: FetchLimits = { ...imageFetch, allowLoopback: false };

const requestsTo = (path: string) => images.requests.get(path) ?? 0;

/** Why fetching `url` fails, as the build log says it. */
const failure = (url: string, limits: FetchLimits, budget?: AbortSignal) =>
  fetchImage(url, limits, budget).then(
    () => 'fetched',
    (error: Error) => error.message,
  );

describe('fetchImage', () => {
  it('fetches from loopback only when the local stack allows it, whatever the name', async () => {
    const photo = images.photo('lokal');
    expect((await fetchImage(photo, local)).subarray(0, 3)).toEqual(
      Buffer.from([0xff, 0xd8, 0xff]),
    );
    const viaName = photo.replace('127.0.0.1', 'localhost');
    expect((await fetchImage(viaName, local)).length).toBeGreaterThan(1000);

    const before = requestsTo('/photo/deploy.jpg');
    const deployed = images.photo('deploy');
    expect(await failure(deployed, deploy)).toBe('refused: 127.0.0.1 is a loopback address');
    expect(await failure(deployed.replace('127.0.0.1', 'localhost'), deploy)).toMatch(
      /^refused: localhost resolves to (127\.0\.0\.1|::1), a loopback address$/,
    );
    expect(await failure(deployed.replace('127.0.0.1', '[::1]'), deploy)).toBe(
      'refused: ::1 is a loopback address',
    );
    expect(requestsTo('/photo/deploy.jpg')).toBe(before);
  });

  it('never connects to private or link-local addresses, loopback allowed or not', async () => {
    for (const limits of [local, deploy]) {
      expect(await failure('http://169.254.169.254/latest/meta-data/', limits)).toBe(
        'refused: 169.254.169.254 is a link-local address',
      );
      expect(await failure('http://[::ffff:10.0.0.8]:3000/a.jpg', limits)).toBe(
        'refused: ::ffff:a00:8 is a private address',
      );
    }
  });

  it('checks every redirect before following it', async () => {
    const target = 'http://10.1.2.3:5432/foto.jpg';
    expect(await failure(images.redirect(target), local)).toBe(
      'refused: 10.1.2.3 is a private address',
    );
    const toLocalhost = images.redirect(images.photo('lewat').replace('127.0.0.1', 'localhost'));
    expect(await failure(toLocalhost, local)).toBe('fetched');
    expect(await failure(images.redirect('file:///etc/passwd'), local)).toBe(
      'could not be fetched (not an http(s) address: file:)',
    );
    let chain = images.photo('jauh');
    for (let hop = 0; hop < 6; hop++) chain = images.redirect(chain);
    expect(await failure(chain, local)).toBe('could not be fetched (more than 5 redirects)');
    expect(await failure(chain, { ...local, maxRedirects: 6 })).toBe('fetched');
  });

  it('does not trust the Content-Type: the caller reads the bytes', async () => {
    const page = await fetchImage(images.hostile('page.jpg'), local);
    expect(page.toString()).toMatch(/^<!DOCTYPE html>/);
  });

  it('stops at the byte limit and at the time limit, however the bytes come', async () => {
    expect(await failure(images.photo('besar'), { ...local, maxBytes: 1000 })).toMatch(
      /^refused: \d+ bytes, over 1000$/,
    );
    const short = { ...local, timeoutMs: 1500 };
    expect(await failure(`${images.origin}/hang/a.jpg`, short)).toBe(
      'could not be fetched (no answer within 1.5 s)',
    );
    expect(await failure(`${images.origin}/trickle/b.jpg`, short)).toMatch(
      /^could not be fetched \(\d bytes in 1\.5 s, not complete\)$/,
    );
    expect(await failure(`${images.origin}/missing/c.jpg`, short)).toBe(
      'could not be fetched (HTTP 404)',
    );
  });

  it('gives up when the build’s budget runs out, saying so', async () => {
    const budget = new AbortController();
    setTimeout(() => budget.abort(), 200);
    await expect(fetchImage(`${images.origin}/hang/d.jpg`, local, budget.signal)).rejects.toThrow(
      BudgetSpent,
    );
  });
});
