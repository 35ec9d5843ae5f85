import { failure, refusedForKey, type ArticlesClient } from '../../lib/articles/client';
import type { PageCount } from './article-counts';
import type { DayRange } from './stats-days';

export type StatsResult =
  | { ok: true; rows: PageCount[] }
  | { ok: false; reason: 'not-authorized' | 'failed'; error: Error };

/** PostgREST answers at most this many rows (here and on Supabase): the rest come in pages. */
const rowsPerAnswer = 1000;

/**
 * The counters of every page from `from` to `to` (Asia/Jakarta days, both included), all of
 * them, a thousand an answer. The database answers only a request with the publishing key
 * ('not-authorized' otherwise, as for a write). Never throws: the network failing is 'failed'.
 */
export async function readPageStats(
  client: ArticlesClient,
  { from, to }: DayRange,
): Promise<StatsResult> {
  const rows: PageCount[] = [];
  for (;;) {
    const { data, error, status } = await client
      .rpc('page_stats', { from_day: from, to_day: to })
      .range(rows.length, rows.length + rowsPerAnswer - 1);
    if (error) {
      const problem = failure(`Reading the statistics of ${from} to ${to}`, status, error);
      const refused = refusedForKey({ status, code: error.code });
      return { ok: false, reason: refused ? 'not-authorized' : 'failed', error: problem };
    }
    rows.push(...(data ?? []));
    if ((data?.length ?? 0) < rowsPerAnswer) return { ok: true, rows };
  }
}
