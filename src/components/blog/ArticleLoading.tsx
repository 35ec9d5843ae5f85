import Spinner from '../Spinner';

/** What an article shows while the fallback fetches it. */
export default function ArticleLoading() {
  return (
    <div className="flex flex-col items-center py-24 text-slate-700" role="status">
      <Spinner size={40} className="text-brand-700" />
      <p className="mt-4">Memuat artikel…</p>
    </div>
  );
}
