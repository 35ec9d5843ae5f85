import { describe, expect, it } from 'vitest';
import {
  countQueueLimit,
  enqueue,
  isCountRequest,
  jakartaDay,
  pageCount,
  queuedBody,
  readQueue,
  stillCountable,
  type QueuedCount,
} from '../../src/service-worker/count-queue';

const url = 'https://abc.supabase.co/rest/v1/rpc/count_page';
const count = (n: number, day = '2026-11-25'): QueuedCount => ({
  url,
  apikey: 'anon',
  path: `/blog/a-${n}`,
  kind: 'visit',
  source: 'langsung',
  day,
});

describe('the offline queue of counts', () => {
  it('keeps counts in the order they were read', () => {
    expect(enqueue(enqueue([], count(1)), count(2))).toEqual([count(1), count(2)]);
  });

  it('is bounded: a full queue drops the oldest', () => {
    let queue: QueuedCount[] = [];
    for (let n = 1; n <= countQueueLimit + 5; n += 1) queue = enqueue(queue, count(n));
    expect(countQueueLimit).toBe(100);
    expect(queue).toHaveLength(100);
    expect(queue[0]).toEqual(count(6));
    expect(queue.at(-1)).toEqual(count(105));
  });

  it('sends only what the database still counts: the last 7 days, none in the future', () => {
    const queue = [
      count(1, '2026-11-17'),
      count(2, '2026-11-18'),
      count(3, '2026-11-25'),
      count(4, '2026-11-26'),
    ];
    expect(stillCountable(queue, '2026-11-25')).toEqual([
      count(2, '2026-11-18'),
      count(3, '2026-11-25'),
    ]);
  });

  it('sends a queued count with its day and nothing else', () => {
    expect(JSON.parse(queuedBody(count(1)))).toEqual({
      path: '/blog/a-1',
      kind: 'visit',
      source: 'langsung',
      day: '2026-11-25',
    });
  });

  it('reads back only well-formed counts from storage', () => {
    expect(readQueue(null)).toEqual([]);
    expect(readQueue({})).toEqual([]);
    expect(
      readQueue([count(1), { ...count(2), kind: 'click' }, { ...count(3), day: 'x' }, 5]),
    ).toEqual([count(1)]);
  });
});

describe('the day a count is for', () => {
  it('is the date in Jakarta (UTC+7)', () => {
    expect(jakartaDay(Date.parse('2026-11-25T16:59:59Z'))).toBe('2026-11-25');
    expect(jakartaDay(Date.parse('2026-11-25T17:00:00Z'))).toBe('2026-11-26');
    expect(jakartaDay(Date.parse('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });
});

describe('what the worker takes for a count request', () => {
  it('a POST to the count_page RPC, on any backend', () => {
    expect(isCountRequest({ url, method: 'POST' })).toBe(true);
    expect(
      isCountRequest({ url: 'http://127.0.0.1:25500/rest/v1/rpc/count_page', method: 'POST' }),
    ).toBe(true);
    expect(isCountRequest({ url, method: 'GET' })).toBe(false);
    expect(isCountRequest({ url: `${url}s`, method: 'POST' })).toBe(false);
    expect(
      isCountRequest({ url: 'https://abc.supabase.co/rest/v1/rpc/page_stats', method: 'POST' }),
    ).toBe(false);
  });

  it('queues only a body the page sends', () => {
    expect(pageCount('{"path":"/blog/x","kind":"chat","source":"google"}')).toEqual({
      path: '/blog/x',
      kind: 'chat',
      source: 'google',
    });
    expect(pageCount('{"path":"/blog/x","kind":"visit","source":"twitter"}')).toBe(null);
    expect(pageCount('{"path":"blog/x","kind":"visit","source":"google"}')).toBe(null);
    expect(pageCount(`{"path":"/${'a'.repeat(400)}","kind":"visit","source":"google"}`)).toBe(null);
    expect(pageCount('null')).toBe(null);
    expect(pageCount('{')).toBe(null);
  });
});
