import { describe, expect, it } from 'vitest';
import { readPageStats } from '../../src/admin/statistics/read-page-stats';
import { articlesClient } from '../../src/lib/articles';
import { backend, database } from './support';

// Issue 34: what 'Statistik Pembaca' and 'Kelola Artikel' read, through the owner pages' own
// query, against the real database and PostgREST.

const db = database();

const owner = (publishKey?: string) =>
  articlesClient({ url: backend.url, anonKey: backend.anonKey, publishKey });

/** A day far from today, so that other files' counters are not in it. */
const farDay = '2025-01-15';

describe("the owner's read of the counters (readPageStats)", () => {
  it('reads every counter of the days asked, past PostgREST’s 1,000 rows an answer', async () => {
    await db.query(
      `insert into private.page_counts (day, path, kind, source, count)
       select $1::date + (n % 2), '/blog/statistik-banyak-' || n, 'visit', 'google', n
       from generate_series(1, 2100) n`,
      [farDay],
    );
    const result = await readPageStats(owner(backend.publishKey), { from: farDay, to: farDay });
    expect(result.ok).toBe(true);
    const rows = result.ok ? result.rows : [];
    // Half of them are on the day after.
    expect(rows).toHaveLength(1050);
    expect(rows.every((row) => row.day === farDay && row.kind === 'visit')).toBe(true);
    expect(rows.map((row) => row.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 1050 }, (_, i) => 2 * (i + 1)),
    );
  });

  it('is refused without the key, and with a wrong one, as not authorized', async () => {
    for (const key of [undefined, 'kunci-yang-salah-sekali-123']) {
      const result = await readPageStats(owner(key), { from: farDay, to: farDay });
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.reason).toBe('not-authorized');
    }
  });

  it('says failed, not a wrong key, when the range is refused', async () => {
    const result = await readPageStats(owner(backend.publishKey), {
      from: '2024-01-01',
      to: '2025-12-31',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toBe('failed');
  });
});
