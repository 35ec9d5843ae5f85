export interface ListPagerProps {
  page: number;
  pages: number;
  /** A page is being read: both buttons wait. */
  loading: boolean;
  onPage: (page: number) => void;
}

/** 'Sebelumnya' and 'Berikutnya' under the list, with where the owner is: '2 / 5'. */
export default function ListPager({ page, pages, loading, onPage }: ListPagerProps) {
  return (
    <nav aria-label="Halaman daftar artikel" className="flex items-center gap-3">
      <button
        type="button"
        className="btn-outline py-2 text-brand-700 disabled:opacity-50"
        disabled={page <= 1 || loading}
        onClick={() => onPage(page - 1)}
      >
        Sebelumnya
      </button>
      <span className="text-slate-700">
        {page} / {pages}
      </span>
      <button
        type="button"
        className="btn-outline py-2 text-brand-700 disabled:opacity-50"
        disabled={page >= pages || loading}
        onClick={() => onPage(page + 1)}
      >
        Berikutnya
      </button>
    </nav>
  );
}
