import { useEffect, useRef, useState } from 'react';
import type { SubmitEvent, SyntheticEvent } from 'react';
import SearchForm from '../components/blog/SearchForm';
import { formatArticleDate } from '../lib/article-date';
import { articleHref } from '../lib/article-path';
import { queryOfAddress, searchArticles, searchHref, type SearchHit } from '../lib/site-search';

const pageSize = 10;

type State =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'failed'; query: string }
  | { status: 'done'; query: string; total: number; hits: SearchHit[]; more: () => void };

/**
 * The search page: results as the visitor types, from the index built with the site. Hydrates
 * on the first focus of the field (`client:interaction="q"`), or at once for an address with `?q=`.
 */
export default function ArticleSearch() {
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
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
        const results = await searchArticles(query);
        const show = async (hits: SearchHit[]) => {
          const next = await results.load(hits.length, hits.length + pageSize);
          if (cancelled) return;
          const shown = [...hits, ...next];
          setState({
            status: 'done',
            query,
            total: results.total,
            hits: shown,
            more: () => void show(shown),
          });
        };
        if (!cancelled) await show([]);
      } catch (error) {
        console.error(`search: "${query}" failed:`, error);
        if (!cancelled) setState({ status: 'failed', query });
      }
    }, 150);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [query]);

  // A cleared field shows nothing, whatever the last search left.
  const shown: State = query ? state : { status: 'idle' };

  const onInput = (event: SyntheticEvent<HTMLFormElement>) => {
    const field = event.target as HTMLInputElement;
    if (field.name === 'q') setQuery(field.value.trim());
  };
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(inputRef.current?.value.trim() ?? '');
  };

  return (
    <div>
      <SearchForm inputRef={inputRef} onInput={onInput} onSubmit={onSubmit} />
      <div role="status" aria-live="polite" className="mt-6 text-slate-700">
        {shown.status === 'searching' && <p>Mencari…</p>}
        {shown.status === 'failed' && (
          <p className="text-red-700">
            Pencarian belum bisa dimuat. Periksa koneksi internet Anda, lalu coba lagi.
          </p>
        )}
        {shown.status === 'done' &&
          (shown.total === 0 ? (
            <p>Tidak ada artikel yang cocok dengan "{shown.query}".</p>
          ) : (
            <p>
              {shown.total} artikel cocok dengan "{shown.query}".
            </p>
          ))}
      </div>
      {shown.status === 'done' && shown.hits.length > 0 && (
        <>
          <ul aria-label="Hasil pencarian" className="mt-4 grid gap-4">
            {shown.hits.map((hit) => (
              <li key={hit.slug} className="rounded-xl border border-slate-200 p-5">
                <h2 className="text-lg font-semibold leading-snug text-slate-900">
                  <a href={articleHref(hit.slug)} className="hover:text-brand-700">
                    {hit.title}
                  </a>
                </h2>
                {hit.summary && <p className="mt-2 line-clamp-3 text-slate-700">{hit.summary}</p>}
                {hit.date && (
                  <p className="mt-2 text-sm text-slate-600">
                    <time dateTime={hit.date.toISOString()}>{formatArticleDate(hit.date)}</time>
                  </p>
                )}
              </li>
            ))}
          </ul>
          {shown.hits.length < shown.total && (
            <button type="button" className="btn-outline mt-6 text-brand-700" onClick={shown.more}>
              Tampilkan lebih banyak
            </button>
          )}
        </>
      )}
    </div>
  );
}
