import { failure, refusedForKey, type ArticlesClient } from '../../lib/articles/client';
import type { PageCount } from './article-counts';
import type { DayRange } from './stats-days';

export type StatsResult =
  | { ok: true; rows: PageCount[] }
  | { ok: false; reason: 'not-authorized' | 'failed'; error: Error };

/**
 * The counters of every page from `from` to `to` (Asia/Jakarta days, both included). The
 * database answers only a request with the publishing key ('not-authorized' otherwise, as for a
 * write). Never throws: the network failing is 'failed' too.
 */
export async function readPageStats(
  client: ArticlesClient,
  { from, to }: DayRange,
): Promise<StatsResult> {
  const { data, error, status } = await client.rpc('page_stats', { from_day: from, to_day: to });
  if (!error) return { ok: true, rows: data ?? [] };
  const problem = failure(`Reading the statistics of ${from} to ${to}`, status, error);
  const refused = refusedForKey({ status, code: error.code });
  return { ok: false, reason: refused ? 'not-authorized' : 'failed', error: problem };
}
