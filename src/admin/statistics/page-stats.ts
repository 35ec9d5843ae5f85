/**
 * 'Statistik Pembaca' from the counters `page_stats` returns: the period's totals and their
 * change, the visits and chats of each day (a day with no counter is 0), the most read articles,
 * the pages that led to chats, and where visitors came from. Pure, so it can be tested.
 */
import { articleHref } from '../../lib/article-path';
import {
  addCount,
  articleSlugOf,
  formatCount,
  type Counts,
  type PageCount,
} from './article-counts';
import { addDays, daysOf, lastDays, type DayRange } from './stats-days';

/** The periods the owner can choose, in days; 30 until another is chosen. */
export const periods = [7, 30, 90] as const;
export type Period = (typeof periods)[number];
export const defaultPeriod: Period = 30;

export const periodLabel = (days: Period) => `${days} hari`;

/** The period ending today, and the one of the same length just before it. */
export function periodRanges(
  today: string,
  days: Period,
): { current: DayRange; previous: DayRange } {
  const current = lastDays(today, days);
  return { current, previous: lastDays(addDays(current.from, -1), days) };
}

/** What one request reads: both periods, so the change needs no second request. */
export function requestRange(today: string, days: Period): DayRange {
  const { current, previous } = periodRanges(today, days);
  return { from: previous.from, to: current.to };
}

/** The sources a visit is counted under, as the owner reads them, in this order. */
export const sourceLabels = {
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  google: 'Google',
  lainnya: 'Lainnya',
  langsung: 'Langsung',
} as const;
export type Source = keyof typeof sourceLabels;

/** The site's pages that are not articles, by the name the owner knows them by. */
const pageNames: Record<string, string> = {
  '/': 'Beranda',
  '/konsultasi-migran': 'Konsultasi Migran',
  '/pesan-tiket': 'Pesan Tiket',
  '/pengurusan-dokumen': 'Pengurusan Dokumen',
  '/layanan-perlindungan': 'Layanan Perlindungan',
  '/blog': 'Blog',
  '/privasi': 'Privasi',
};

export interface DayCounts extends Counts {
  day: string;
}

export interface ArticleCounts extends Counts {
  slug: string;
  title: string;
  href: string;
}

export interface PageChats {
  path: string;
  name: string;
  chats: number;
}

export interface SourceVisits {
  source: Source;
  label: string;
  visits: number;
}

export interface StatsSummary {
  days: Period;
  totals: Counts;
  /** The same counts over the period before. */
  before: Counts;
  /** Every day of the period, oldest first. */
  perDay: DayCounts[];
  /** Articles visited or chatted from, most visits first. */
  articles: ArticleCounts[];
  /** Pages that led to a chat, most chats first. */
  chatPages: PageChats[];
  /** Every source, most visits first (ties in the order of `sourceLabels`). */
  sources: SourceVisits[];
}

const noCounts = (): Counts => ({ visits: 0, chats: 0 });

const byName = (a: string, b: string) => a.localeCompare(b, 'id');

/** The summary of `rows` (read with `requestRange(today, days)`) for the period ending today. */
export function summarize(rows: readonly PageCount[], today: string, days: Period): StatsSummary {
  const { current, previous } = periodRanges(today, days);
  const totals = noCounts();
  const before = noCounts();
  const perDay = new Map(daysOf(current).map((day) => [day, { day, ...noCounts() }]));
  const articles = new Map<string, ArticleCounts>();
  const pages = new Map<string, PageChats>();
  const sources = new Map(
    (Object.keys(sourceLabels) as Source[]).map((source) => [
      source,
      { source, label: sourceLabels[source], visits: 0 },
    ]),
  );

  for (const row of rows) {
    if (row.day >= previous.from && row.day <= previous.to) addCount(before, row);
    const day = perDay.get(row.day);
    if (!day) continue;
    addCount(totals, row);
    addCount(day, row);
    const slug = articleSlugOf(row);
    if (slug !== null) {
      let article = articles.get(slug);
      if (!article) {
        article = { slug, title: row.title!, href: articleHref(slug), ...noCounts() };
        articles.set(slug, article);
      }
      addCount(article, row);
    }
    if (row.kind === 'chat') {
      let page = pages.get(row.path);
      if (!page) {
        page = { path: row.path, name: row.title ?? pageNames[row.path] ?? row.path, chats: 0 };
        pages.set(row.path, page);
      }
      page.chats += Number(row.count);
    }
    const source = sources.get(row.source as Source);
    if (source && row.kind === 'visit') source.visits += Number(row.count);
  }

  return {
    days,
    totals,
    before,
    perDay: [...perDay.values()],
    articles: [...articles.values()].sort(
      (a, b) => b.visits - a.visits || b.chats - a.chats || byName(a.title, b.title),
    ),
    chatPages: [...pages.values()]
      .filter((page) => page.chats > 0)
      .sort((a, b) => b.chats - a.chats || byName(a.name, b.name)),
    // Stable: equal counts keep the order of sourceLabels.
    sources: [...sources.values()].sort((a, b) => b.visits - a.visits),
  };
}

/** Whether the period has no visit and no chat at all. */
export const isEmpty = (summary: Pick<StatsSummary, 'totals'>) =>
  summary.totals.visits === 0 && summary.totals.chats === 0;

/**
 * How a total compares with the period before: '+12% dibanding 30 hari sebelumnya',
 * '-40% …', 'Sama dengan …' (or 'Hampir sama …' under half a percent); from nothing, a percentage would mean nothing: 'Naik dari 0 …'.
 */
export function changeText(now: number, before: number, days: Period): string {
  const than = `${days} hari sebelumnya`;
  if (now === before) return `Sama dengan ${than}`;
  if (before === 0) return `Naik dari 0 pada ${than}`;
  const percent = Math.round(((now - before) / before) * 100);
  if (percent === 0) return `Hampir sama dengan ${than}`;
  return `${percent > 0 ? '+' : ''}${formatCount(percent)}% dibanding ${than}`;
}

/** What the page says when the period has nothing counted. */
export const emptyPeriodText = (days: Period) =>
  `Belum ada kunjungan atau chat WhatsApp yang tercatat dalam ${days} hari terakhir.`;

/** A day as the chart's table and axis name it: '27 Nov'. */
export function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('id-ID', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}
