import Spinner from '../../components/Spinner';
import { formatArticleDate } from '../../lib/article-date';
import { articleHref } from '../../lib/article-path';
import type { AdminArticleRow } from '../../lib/articles/admin-list';
import { editArticleHref } from '../shared/edit-address';
import { articleCountDays, countsLine, type Counts } from '../statistics/article-counts';
import { articleStatus } from './article-list';

function ArticleDate({ at }: { at: string }) {
  return <time dateTime={at}>{formatArticleDate(at)}</time>;
}

export interface ArticleRowProps {
  row: AdminArticleRow;
  /** Its visits and chats of the last 30 days; not shown when unknown (no key, or not read). */
  counts?: Counts;
  /** The name of the key that last wrote it; not shown when unknown (no key, or not read). */
  writer?: string;
  /** Its withdraw or restore is being saved. */
  busy: boolean;
  /** 'Tarik' (withdraw) or 'Terbitkan Lagi' (restore) was pressed. */
  onAction: (row: AdminArticleRow) => void;
  /** Where focus goes back to after the withdraw dialog: this row's action button. */
  actionRef: (element: HTMLButtonElement | null) => void;
}

/**
 * One article of the list: its title, dates, visits and chats of the last 30 days and who last
 * changed it (when known), its status, 'Edit', and 'Tarik' or 'Terbitkan Lagi'.
 */
export default function ArticleRow({
  row,
  counts,
  writer,
  busy,
  onAction,
  actionRef,
}: ArticleRowProps) {
  const status = articleStatus(row);
  return (
    <li
      data-slug={row.slug}
      className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:gap-6"
    >
      <div className="min-w-0 flex-1">
        <h2 className="font-semibold text-slate-900">
          {row.withdrawn_at ? (
            row.title
          ) : (
            <a href={articleHref(row.slug)} className="text-brand-700 hover:underline">
              {row.title}
            </a>
          )}
        </h2>
        <dl className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          <div className="flex gap-1">
            <dt>Diterbitkan</dt>
            <dd>
              <ArticleDate at={row.published_at} />
            </dd>
          </div>
          {row.updated_at && (
            <div className="flex gap-1">
              <dt>Diperbarui</dt>
              <dd>
                <ArticleDate at={row.updated_at} />
              </dd>
            </div>
          )}
          {counts && (
            <div className="flex gap-1">
              <dt>{articleCountDays} hari terakhir</dt>
              <dd>{countsLine(counts)}</dd>
            </div>
          )}
          {writer && (
            // A name of 60 letters without a space still wraps on a phone.
            <div className="min-w-0 [overflow-wrap:anywhere]">
              <dt className="inline">Terakhir diubah oleh</dt> <dd className="inline">{writer}</dd>
            </div>
          )}
          <div>
            <dt className="sr-only">Status</dt>
            <dd
              className={`rounded-full px-2.5 py-0.5 font-semibold ${
                status === 'Terbit'
                  ? 'bg-emerald-100 text-emerald-900'
                  : 'bg-slate-200 text-slate-900'
              }`}
            >
              {status}
            </dd>
          </div>
        </dl>
      </div>
      <div className="flex shrink-0 items-center gap-2">
        <a
          href={editArticleHref(row.slug)}
          className="rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          Edit<span className="sr-only"> {row.title}</span>
        </a>
        <button
          type="button"
          ref={actionRef}
          aria-disabled={busy || undefined}
          onClick={() => onAction(row)}
          className="inline-flex items-center gap-2 rounded-md border border-slate-400 px-3 py-1.5 text-sm font-semibold text-slate-900 hover:bg-slate-100 aria-disabled:cursor-wait"
        >
          {busy ? (
            <>
              <Spinner size={16} />
              Menyimpan...
            </>
          ) : (
            <>
              {row.withdrawn_at ? 'Terbitkan Lagi' : 'Tarik'}
              <span className="sr-only"> {row.title}</span>
            </>
          )}
        </button>
      </div>
    </li>
  );
}
