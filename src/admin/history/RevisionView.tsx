import { useMemo, type MouseEvent } from 'react';
import ArticleView from '../../components/blog/ArticleView';
import type { ArticleFormValues } from '../editor/form-values';
import type { RevisionVersion } from '../../lib/articles/revisions';
import { fieldDifferences, formatRevisionTime, historyTexts } from './revision-history';
import { sanitizeArticleHtml } from '../../lib/sanitize';
import { contentDifferences, type DiffPiece } from './text-diff';

export interface RevisionViewProps {
  version: RevisionVersion;
  /** The article as stored now. */
  current: ArticleFormValues;
  published_at: string;
  onRestore: () => void;
}

/** The history's buttons: 'Lihat', 'Pulihkan Versi Ini', more entries. */
export const entryButton =
  'inline-flex min-h-11 items-center gap-2 rounded-md border border-brand-700 px-4 py-2 text-sm ' +
  'font-semibold text-brand-700 hover:bg-brand-50 disabled:cursor-wait disabled:opacity-75';

const marks = {
  removed: { Tag: 'del', className: 'bg-red-100 text-red-900', said: 'hanya di versi ini' },
  added: { Tag: 'ins', className: 'bg-green-100 text-green-900', said: 'hanya di versi sekarang' },
} as const;

/** A run of words: as it is, or struck (only in this version) or underlined (only now). */
function Piece({ piece }: { piece: DiffPiece }) {
  if (piece.type === 'same') return <>{piece.text}</>;
  const { Tag, className, said } = marks[piece.type];
  return (
    <Tag className={`rounded px-0.5 decoration-2 ${className}`}>
      <span className="sr-only">[{said}: </span>
      {piece.text}
      <span className="sr-only">]</span>
    </Tag>
  );
}

const empty = <span className="italic text-slate-500">(kosong)</span>;

/** Links in a shown version open in a new tab, so that following one keeps the form. */
function openLinksInNewTab(event: MouseEvent<HTMLElement>) {
  const link = (event.target as Element | null)?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return;
  event.preventDefault();
  window.open(link.href, '_blank', 'noopener,noreferrer');
}

/**
 * An earlier version, read-only: first what differs from the article now (the short fields side
 * by side, the content word by word, unchanged paragraphs folded), then the version as readers
 * saw it, sanitized by the site's one policy.
 */
export default function RevisionView({
  version,
  current,
  published_at,
  onRestore,
}: RevisionViewProps) {
  const html = useMemo(() => sanitizeArticleHtml(version.content), [version.content]);
  const fields = useMemo(() => fieldDifferences(version, current), [version, current]);
  const content = useMemo(
    () => contentDifferences(html, sanitizeArticleHtml(current.content)),
    [html, current.content],
  );
  const same = fields.length === 0 && content.length === 0;

  return (
    <div className="mt-5 space-y-6">
      <h3 className="text-lg font-bold text-slate-900">
        Versi sebelum perubahan {formatRevisionTime(version.changed_at)}
      </h3>

      <section className="space-y-3">
        <h4 className="font-semibold text-slate-900">Perbedaan dengan versi sekarang</h4>
        {same ? (
          <p className="text-slate-700">Versi ini sama dengan versi sekarang.</p>
        ) : (
          <p className="text-sm text-slate-700">
            <del className="rounded bg-red-100 px-0.5 text-red-900">Dicoret merah</del>: hanya ada
            di versi ini.{' '}
            <ins className="rounded bg-green-100 px-0.5 text-green-900">Bergaris bawah hijau</ins>:
            ada di versi sekarang.
          </p>
        )}
        {fields.length > 0 && (
          <dl className="divide-y divide-slate-200 rounded-xl border border-slate-200">
            {fields.map((difference) => (
              <div
                key={difference.field}
                className="p-3 text-sm sm:grid sm:grid-cols-[10rem_1fr_1fr] sm:gap-4"
              >
                <dt className="font-semibold text-slate-900">{difference.label}</dt>
                <dd className="mt-1 break-words sm:mt-0">
                  <span className="block text-xs font-semibold uppercase text-slate-600">
                    Versi ini
                  </span>
                  {difference.then ? (
                    <del className="text-red-900 decoration-2">{difference.then}</del>
                  ) : (
                    empty
                  )}
                </dd>
                <dd className="mt-1 break-words sm:mt-0">
                  <span className="block text-xs font-semibold uppercase text-slate-600">
                    Sekarang
                  </span>
                  {difference.now ? (
                    <ins className="text-green-900 decoration-2">{difference.now}</ins>
                  ) : (
                    empty
                  )}
                </dd>
              </div>
            ))}
          </dl>
        )}
        {content.length > 0 && (
          <div className="space-y-3 rounded-xl border border-slate-200 p-4 leading-relaxed text-slate-800">
            <p className="text-xs font-semibold uppercase text-slate-600">Konten</p>
            {content.map((block, index) =>
              block.kind === 'folded' ? (
                <p key={index} className="text-sm italic text-slate-500">
                  … {block.count} paragraf tidak berubah …
                </p>
              ) : (
                <p key={index} className="whitespace-pre-line break-words">
                  {block.kind === 'same'
                    ? block.text
                    : block.pieces.map((piece, at) => <Piece key={at} piece={piece} />)}
                </p>
              ),
            )}
          </div>
        )}
      </section>

      <section className="space-y-3">
        <h4 className="font-semibold text-slate-900">Tampilan versi ini</h4>
        <div
          className="rounded-xl border border-slate-200 p-5 sm:p-8"
          onClickCapture={openLinksInNewTab}
        >
          <ArticleView
            preview
            article={{
              title: version.title,
              summary: version.summary,
              category: version.category,
              author: version.author,
              published_at,
              thumbnail_url: version.thumbnail_url,
              alt_text: version.alt_text,
            }}
            html={html}
          />
        </div>
      </section>

      <button type="button" onClick={onRestore} className={entryButton}>
        {historyTexts.restore}
      </button>
    </div>
  );
}
