/**
 * Counts made offline (issue 34): a page read from the worker's kept copy counts for the day it
 * was read, once the phone is online again. The page's count request that cannot reach the
 * database is queued by the worker with its day, and sent when the worker next sees the
 * network work. The decisions, apart from the worker's storage so they can be tested.
 */
import { countPagePath } from '../config/analytics';
import { visitSources } from '../lib/visit-source';

/** A full queue drops its oldest count: a phone offline for weeks must not fill its storage. */
export const countQueueLimit = 100;

/** The database ignores a day more than this many days back (count_page). */
export const countQueueDays = 7;

export interface PageCount {
  path: string;
  kind: 'visit' | 'chat';
  source: (typeof visitSources)[number];
}

/** A count waiting for the network: where it goes, with which key, and its day. */
export interface QueuedCount extends PageCount {
  url: string;
  apikey: string;
  /** YYYY-MM-DD in Asia/Jakarta. */
  day: string;
}

/** The page's request to count a visit or chat (src/visits/counter.ts), whoever controls it. */
export const isCountRequest = ({ url, method }: { url: string; method: string }) =>
  method === 'POST' && new URL(url).pathname === countPagePath;

const kinds: readonly string[] = ['visit', 'chat'];
const sources: readonly string[] = visitSources;

/** The count a request body asks for; null for anything the page would not send. */
export function pageCount(body: string): PageCount | null {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    return null;
  }
  const { path, kind, source } = (value ?? {}) as Record<string, unknown>;
  if (typeof path !== 'string' || !path.startsWith('/') || path.length > 300) return null;
  if (typeof kind !== 'string' || !kinds.includes(kind)) return null;
  if (typeof source !== 'string' || !sources.includes(source)) return null;
  return { path, kind, source } as PageCount;
}

/** The Asia/Jakarta date (UTC+7 all year) of `time`, ms since the epoch: `2026-11-25`. */
export const jakartaDay = (time: number) =>
  new Date(time + 7 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** The queue with `count` last, its oldest dropped past `limit`. */
export const enqueue = (
  queue: readonly QueuedCount[],
  count: QueuedCount,
  limit: number = countQueueLimit,
): QueuedCount[] => [...queue, count].slice(-limit);

/** What is still worth sending on `today`: not older than the database accepts. */
export function stillCountable(queue: readonly QueuedCount[], today: string): QueuedCount[] {
  const oldest = new Date(`${today}T00:00:00Z`);
  oldest.setUTCDate(oldest.getUTCDate() - countQueueDays);
  const first = oldest.toISOString().slice(0, 10);
  return queue.filter((count) => count.day >= first && count.day <= today);
}

/** A stored queue read back; anything that is not a queued count is left out. */
export function readQueue(value: unknown): QueuedCount[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is QueuedCount =>
      typeof entry?.url === 'string' &&
      typeof entry.apikey === 'string' &&
      /^\d{4}-\d{2}-\d{2}$/.test(String(entry.day)) &&
      pageCount(JSON.stringify(entry)) !== null,
  );
}

/** The body a queued count is sent with: the page's, with its day. */
export const queuedBody = ({ path, kind, source, day }: QueuedCount) =>
  JSON.stringify({ path, kind, source, day });
