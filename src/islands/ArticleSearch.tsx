import { useEffect, useRef, useState } from 'react';
import type { SubmitEvent, SyntheticEvent } from 'react';
import CategoryBadge from '../components/blog/CategoryBadge';
import SearchForm from '../components/blog/SearchForm';
import { formatArticleDate } from '../lib/article-date';
import { articleHref } from '../lib/article-path';
import {
  queryOfAddress,
  resultGroups,
  searchArticles,
  searchHref,
  type SearchHit,
  type SearchPage,
} from '../lib/site-search';

type Results = SearchPage & { query: string; page: number };

type State =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'failed'; query: string }
  | { status: 'done'; results: Results; loadingMore: boolean; moreFailed: boolean };

const partialHeading = 'Artikel lain yang memuat sebagian kata';

const failureText = 'Pencarian belum bisa dimuat. Periksa koneksi internet Anda, lalu coba lagi.';

/**
 * The search page: results from the database as the visitor types. Hydrates on the first focus
 * of the field (`client:interaction="q"`), or at once for an address with `?q=`.
 */
export default function ArticleSearch() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  // Each press of 'Cari' searches again, the same words too: after 'coba lagi', that is the retry.
  const [submits, setSubmits] = useState(0);
  const [state, setState] = useState<State>({ status: 'idle' });

  useEffect(() => {
    const input = inputRef.current;
    const fromAddress = queryOfAddress(window.location.search);
    if (input && !input.value.trim() && fromAddress) input.value = fromAddress;
    setQuery(input?.value.trim() ?? fromAddress);
  }, []);

  useEffect(() => {
    window.history.replaceState(window.history.state, '', searchHref(query));
    if (!query) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      setState({ status: 'searching', query });
      try {
        const page = await searchArticles(query, 1);
        if (!cancelled) {
          setState({
            status: 'done',
            results: { ...page, query, page: 1 },
            loadingMore: false,
            moreFailed: false,
          });
        }
      } catch (error) {
        console.error(`search: "${query}" failed:`, error);
        if (!cancelled) setState({ status: 'failed', query });
      }
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [query, submits]);

  const showMore = async (results: Results) => {
    setState({ status: 'done', results, loadingMore: true, moreFailed: false });
    try {
      const next = await searchArticles(results.query, results.page + 1);
      setState((current) =>
        current.status === 'done' && current.results === results
          ? {
              status: 'done',
              results: {
                ...results,
                hits: [...results.hits, ...next.hits],
                hasMore: next.hasMore,
                page: results.page + 1,
              },
              loadingMore: false,
              moreFailed: false,
            }
          : current,
      );
    } catch (error) {
      console.error(`search: page ${results.page + 1} of "${results.query}" failed:`, error);
      setState((current) =>
        current.status === 'done' && current.results === results
          ? { ...current, loadingMore: false, moreFailed: true }
          : current,
      );
    }
  };

  // A cleared field shows nothing, whatever the last search left.
  const shown: State = query ? state : { status: 'idle' };
  const groups = shown.status === 'done' ? resultGroups(shown.results) : undefined;

  const onInput = (event: SyntheticEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement;
    if (field.name === 'q') setQuery(field.value.trim());
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(inputRef.current?.value.trim() ?? '');
    setSubmits((count) => count + 1);
  };

  return (
    <div>
      <SearchForm inputRef={inputRef} onInput={onInput} onSubmit={onSubmit} />
      <div role="status" aria-live="polite" className="mt-6 text-slate-700">
        {shown.status === 'searching' && <p>Mencari…</p>}
        {shown.status === 'failed' && <p className="text-red-700">{failureText}</p>}
        {shown.status === 'done' && groups && (
          <Summary results={shown.results} count={groups.count} />
        )}
      </div>
      {shown.status === 'done' && groups && shown.results.hits.length > 0 && (
        <>
          {shown.results.suggestion && (
            <h2 className="mt-4 font-semibold text-slate-900">Mungkin maksud Anda:</h2>
          )}
          <ResultList label="Hasil pencarian" hits={groups.hits} />
          {groups.partial.length > 0 && (
            <>
              <h2 className="mt-8 font-semibold text-slate-900">{partialHeading}:</h2>
              <ResultList label={partialHeading} hits={groups.partial} />
            </>
          )}
          {shown.moreFailed && <p className="mt-4 text-red-700">{failureText}</p>}
          {shown.results.hasMore && (
            <button
              type="button"
              className="btn-outline mt-6 text-brand-700"
              disabled={shown.loadingMore}
              onClick={() => void showMore(shown.results)}
            >
              Tampilkan lebih banyak
            </button>
          )}
        </>
      )}
    </div>
  );
}

function Summary({ results, count }: { results: Results; count: number }) {
  if (results.suggestion || results.total === 0) {
    return <p>Tidak ada artikel yang cocok dengan "{results.query}".</p>;
  }
  return (
    <p>
      {count} artikel cocok dengan "{results.query}".
    </p>
  );
}

function ResultList({ label, hits }: { label: string; hits: SearchHit[] }) {
  return (
    <ul aria-label={label} className="mt-4 grid gap-4">
      {hits.map((hit) => (
        <Result key={hit.slug} hit={hit} />
      ))}
    </ul>
  );
}

function Result({ hit }: { hit: SearchHit }) {
  return (
    <li className="rounded-xl border border-slate-200 p-5">
      <h2 className="text-lg font-semibold leading-snug text-slate-900">
        <a href={articleHref(hit.slug)} className="hover:text-brand-700">
          {hit.title}
        </a>
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-3 text-sm text-slate-600">
        {hit.category && <CategoryBadge category={hit.category} />}
        {hit.date && <time dateTime={hit.date.toISOString()}>{formatArticleDate(hit.date)}</time>}
      </div>
      {hit.excerpt.length > 0 && (
        <p className="mt-2 text-slate-700">
          {hit.excerpt.map((part, n) =>
            part.marked ? (
              <mark key={n} className="rounded bg-amber-100 px-0.5 text-slate-900">
                {part.text}
              </mark>
            ) : (
              part.text
            ),
          )}
        </p>
      )}
    </li>
  );
}
