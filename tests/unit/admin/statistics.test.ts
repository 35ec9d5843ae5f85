import { describe, expect, it } from 'vitest';
import {
  countsByArticle,
  countsLine,
  type PageCount,
} from '../../../src/admin/statistics/article-counts';
import {
  changeText,
  emptyPeriodText,
  isEmpty,
  periodRanges,
  requestRange,
  shortDay,
  summarize,
} from '../../../src/admin/statistics/page-stats';
import { addDays, daysOf, jakartaDay, lastDays } from '../../../src/admin/statistics/stats-days';

const row = (
  day: string,
  path: string,
  kind: 'visit' | 'chat',
  count: number,
  { source = 'langsung', title = null as string | null } = {},
): PageCount => ({ day, path, kind, source, count, title });

describe('the days statistics are counted in', () => {
  it('are Asia/Jakarta days (UTC+7)', () => {
    expect(jakartaDay(new Date('2026-11-27T16:59:59Z'))).toBe('2026-11-27');
    expect(jakartaDay(new Date('2026-11-27T17:00:00Z'))).toBe('2026-11-28');
  });

  it('are counted across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(lastDays('2026-11-27', 7)).toEqual({ from: '2026-11-21', to: '2026-11-27' });
    expect(daysOf({ from: '2026-11-29', to: '2026-12-02' })).toEqual([
      '2026-11-29',
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
    ]);
  });

  it('compare a period with the one of the same length before it, read in one request', () => {
    expect(periodRanges('2026-11-27', 30)).toEqual({
      current: { from: '2026-10-29', to: '2026-11-27' },
      previous: { from: '2026-09-29', to: '2026-10-28' },
    });
    expect(requestRange('2026-11-27', 7)).toEqual({ from: '2026-11-14', to: '2026-11-27' });
    expect(daysOf(requestRange('2026-11-27', 90))).toHaveLength(180);
  });
});

describe("an article's line in 'Kelola Artikel'", () => {
  it("adds up each article's visits and chats of every day and source", () => {
    const counts = countsByArticle([
      row('2026-11-20', '/blog/tips-aman', 'visit', 3, { source: 'google', title: 'Tips Aman' }),
      row('2026-11-21', '/blog/tips-aman', 'visit', 2, { source: 'whatsapp', title: 'Tips Aman' }),
      row('2026-11-21', '/blog/tips-aman', 'chat', 1, { title: 'Tips Aman' }),
      row('2026-11-21', '/blog/2', 'visit', 9),
      row('2026-11-21', '/blog/kategori/tips', 'visit', 4),
      row('2026-11-21', '/', 'chat', 5),
    ]);
    expect([...counts]).toEqual([['tips-aman', { visits: 5, chats: 1 }]]);
  });

  it('reads as the owner says it, with thousands separated', () => {
    expect(countsLine({ visits: 12, chats: 3 })).toBe('12 kunjungan · 3 chat');
    expect(countsLine({ visits: 1234, chats: 0 })).toBe('1.234 kunjungan · 0 chat');
  });
});

describe("'Statistik Pembaca'", () => {
  const today = '2026-11-27';
  const rows = [
    // The period before (7 days: 2026-11-14 to 2026-11-20).
    row('2026-11-14', '/', 'visit', 10),
    row('2026-11-20', '/blog/tips-aman', 'chat', 2, { title: 'Tips Aman' }),
    // The period (2026-11-21 to 2026-11-27).
    row('2026-11-21', '/', 'visit', 4, { source: 'google' }),
    row('2026-11-21', '/', 'visit', 1, { source: 'whatsapp' }),
    row('2026-11-21', '/', 'chat', 2),
    row('2026-11-23', '/blog/tips-aman', 'visit', 6, { source: 'facebook', title: 'Tips Aman' }),
    row('2026-11-23', '/blog/tips-aman', 'chat', 1, { title: 'Tips Aman' }),
    row('2026-11-27', '/blog/visa-taiwan', 'visit', 6, { source: 'google', title: 'Visa Taiwan' }),
    row('2026-11-27', '/konsultasi-migran', 'chat', 3),
    row('2026-11-27', '/blog/kategori/tips', 'visit', 2, { source: 'lainnya' }),
  ];
  const summary = summarize(rows, today, 7);

  it('totals the period and the one before it', () => {
    expect(summary.totals).toEqual({ visits: 19, chats: 6 });
    expect(summary.before).toEqual({ visits: 10, chats: 2 });
    expect(isEmpty(summary)).toBe(false);
  });

  it('counts every day of the period, a day with nothing as 0', () => {
    expect(summary.perDay).toEqual([
      { day: '2026-11-21', visits: 5, chats: 2 },
      { day: '2026-11-22', visits: 0, chats: 0 },
      { day: '2026-11-23', visits: 6, chats: 1 },
      { day: '2026-11-24', visits: 0, chats: 0 },
      { day: '2026-11-25', visits: 0, chats: 0 },
      { day: '2026-11-26', visits: 0, chats: 0 },
      { day: '2026-11-27', visits: 8, chats: 3 },
    ]);
  });

  it('lists articles by visits (then chats, then title), linking to each', () => {
    expect(summary.articles).toEqual([
      { slug: 'tips-aman', title: 'Tips Aman', href: '/blog/tips-aman', visits: 6, chats: 1 },
      { slug: 'visa-taiwan', title: 'Visa Taiwan', href: '/blog/visa-taiwan', visits: 6, chats: 0 },
    ]);
  });

  it('lists the pages that led to chats by name, most chats first', () => {
    expect(summary.chatPages).toEqual([
      { path: '/konsultasi-migran', name: 'Konsultasi Migran', chats: 3 },
      { path: '/', name: 'Beranda', chats: 2 },
      { path: '/blog/tips-aman', name: 'Tips Aman', chats: 1 },
    ]);
  });

  it('names every source, most visits first', () => {
    expect(summary.sources).toEqual([
      { source: 'google', label: 'Google', visits: 10 },
      { source: 'facebook', label: 'Facebook', visits: 6 },
      { source: 'lainnya', label: 'Lainnya', visits: 2 },
      { source: 'whatsapp', label: 'WhatsApp', visits: 1 },
      { source: 'langsung', label: 'Langsung', visits: 0 },
    ]);
  });

  it('has an empty period with every day at 0', () => {
    const empty = summarize([row('2026-10-10', '/', 'visit', 3)], today, 30);
    expect(isEmpty(empty)).toBe(true);
    expect(empty.perDay).toHaveLength(30);
    expect(empty.perDay.every((day) => day.visits === 0 && day.chats === 0)).toBe(true);
    expect(empty.before).toEqual({ visits: 3, chats: 0 });
    expect(emptyPeriodText(30)).toBe(
      'Belum ada kunjungan atau chat WhatsApp yang tercatat dalam 30 hari terakhir.',
    );
  });

  it('says the change against the period before, also from nothing', () => {
    expect(changeText(112, 100, 30)).toBe('+12% dibanding 30 hari sebelumnya');
    expect(changeText(60, 100, 7)).toBe('-40% dibanding 7 hari sebelumnya');
    expect(changeText(2500, 100, 90)).toBe('+2.400% dibanding 90 hari sebelumnya');
    expect(changeText(1001, 1000, 30)).toBe('Hampir sama dengan 30 hari sebelumnya');
    expect(changeText(5, 5, 30)).toBe('Sama dengan 30 hari sebelumnya');
    expect(changeText(0, 0, 30)).toBe('Sama dengan 30 hari sebelumnya');
    expect(changeText(7, 0, 30)).toBe('Naik dari 0 pada 30 hari sebelumnya');
    expect(changeText(0, 4, 30)).toBe('-100% dibanding 30 hari sebelumnya');
  });

  it('names a day short, in Indonesian', () => {
    expect(shortDay('2026-08-17')).toBe('17 Agu');
  });
});
