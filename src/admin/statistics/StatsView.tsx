import type { ReactNode } from 'react';
import { formatCount } from './article-counts';
import DailyChart from './DailyChart';
import { changeText, emptyPeriodText, isEmpty, type StatsSummary } from './page-stats';

/** Rows of 'Artikel Terpopuler': the most read, enough to act on, a short table on a phone. */
const shownArticles = 20;

const cell = 'px-3 py-2';
const numberCell = `${cell} text-right tabular-nums`;
// A title or an address with a long unbroken run (a URL, code the owner pasted) wraps anywhere
// rather than widening the table past a 390 px screen.
const nameCell = `${cell} [overflow-wrap:anywhere]`;

/** A table of the page, with its caption as its title; `empty` is its one row when it has none. */
function StatsTable({
  caption,
  headers,
  empty,
  children,
}: {
  caption: string;
  headers: readonly string[];
  empty?: string;
  children: ReactNode[];
}) {
  return (
    <table className="w-full border-collapse text-left">
      <caption className="mb-2 text-left text-xl font-bold text-slate-900">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-slate-300 text-sm text-slate-700">
          {headers.map((header, index) => (
            <th key={header} scope="col" className={index === 0 ? cell : numberCell}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-200">
        {children.length > 0 ? (
          children
        ) : (
          <tr>
            <td colSpan={headers.length} className={`${cell} text-slate-700`}>
              {empty}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}

function Total({
  label,
  now,
  before,
  days,
}: { label: string; now: number; before: number } & Pick<StatsSummary, 'days'>) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold tabular-nums text-slate-900">{formatCount(now)}</dd>
      <dd className="mt-1 text-sm text-slate-700">{changeText(now, before, days)}</dd>
    </div>
  );
}

/** The statistics of a period: its totals, the chart of its days, and the three tables. */
export default function StatsView({ summary }: { summary: StatsSummary }) {
  const { days, totals, before } = summary;
  const articles = summary.articles.slice(0, shownArticles);
  return (
    <div className="space-y-10">
      <dl className="grid grid-cols-2 gap-3 sm:max-w-xl">
        <Total label="Kunjungan" now={totals.visits} before={before.visits} days={days} />
        <Total label="Chat WhatsApp" now={totals.chats} before={before.chats} days={days} />
      </dl>

      {isEmpty(summary) ? (
        <p className="rounded-md bg-slate-100 p-4 text-slate-900">{emptyPeriodText(days)}</p>
      ) : (
        <>
          <DailyChart days={summary.perDay} />

          <div>
            <StatsTable
              caption="Artikel Terpopuler"
              headers={['Artikel', 'Kunjungan', 'Chat WhatsApp']}
              empty="Belum ada artikel yang dibaca dalam periode ini."
            >
              {articles.map((article) => (
                <tr key={article.slug}>
                  <td className={nameCell}>
                    <a href={article.href} className="text-brand-700 hover:underline">
                      {article.title}
                    </a>
                  </td>
                  <td className={numberCell}>{formatCount(article.visits)}</td>
                  <td className={numberCell}>{formatCount(article.chats)}</td>
                </tr>
              ))}
            </StatsTable>
            {summary.articles.length > articles.length && (
              <p className="mt-2 text-sm text-slate-700">
                {shownArticles} dari {formatCount(summary.articles.length)} artikel yang dibaca.
              </p>
            )}
          </div>

          <StatsTable
            caption="Halaman yang Mendatangkan Chat"
            headers={['Halaman', 'Chat WhatsApp']}
            empty="Belum ada chat WhatsApp dalam periode ini."
          >
            {summary.chatPages.map((page) => (
              <tr key={page.path}>
                <td className={nameCell}>
                  <a href={page.path} className="text-brand-700 hover:underline">
                    {page.name}
                  </a>
                </td>
                <td className={numberCell}>{formatCount(page.chats)}</td>
              </tr>
            ))}
          </StatsTable>

          <StatsTable caption="Sumber Pengunjung" headers={['Sumber', 'Kunjungan']}>
            {summary.sources.map((source) => (
              <tr key={source.source}>
                <td className={cell}>{source.label}</td>
                <td className={numberCell}>{formatCount(source.visits)}</td>
              </tr>
            ))}
          </StatsTable>
        </>
      )}
    </div>
  );
}
