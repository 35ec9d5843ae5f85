import Spinner from '../../components/Spinner';
import { useBrowserValue } from '../../hooks/use-browser-value';
import { slugOfEditAddress } from '../shared/edit-address';
import { articleNotFoundText } from '../shared/messages';
import ArticleForm from './ArticleForm';
import type { EditorMode } from './form-fields';
import { articleFormOf, emptyArticleForm } from './form-values';
import { useStoredArticle } from './use-stored-article';

const slugOfAddress = () => slugOfEditAddress(window.location.search);

/** The stored article at the page's `?slug=`, in the editor; or why it cannot be edited. */
function EditArticle({ labelledBy }: { labelledBy?: string }) {
  const slug = useBrowserValue<string | null | undefined>(slugOfAddress, undefined);
  const { result, retry } = useStoredArticle(slug);

  switch (result.status) {
    case 'loading':
      return (
        <p role="status" className="mt-8 flex items-center gap-3 text-slate-700">
          <Spinner />
          Memuat artikel…
        </p>
      );
    case 'not-found':
      return (
        <div className="mt-8 rounded-xl border border-slate-200 p-6">
          <p className="text-lg font-semibold text-slate-900">{articleNotFoundText}</p>
          <p className="mt-2 text-slate-700">
            Periksa alamatnya, atau pilih artikel dari daftar di{' '}
            <a href="/admin" className="font-semibold text-brand-700 underline">
              Kelola Artikel
            </a>
            .
          </p>
        </div>
      );
    case 'failed':
      return (
        <div className="mt-8 rounded-xl border border-slate-200 p-6">
          <p className="text-lg font-semibold text-slate-900">Artikel belum dapat dimuat.</p>
          <p className="mt-2 text-slate-700">Periksa koneksi internet Anda, lalu coba lagi.</p>
          <button type="button" className="btn-primary mt-4" onClick={retry}>
            Coba Lagi
          </button>
        </div>
      );
    default: {
      const { article } = result;
      return (
        <ArticleForm
          key={`${article.slug}:${article.updated_at ?? ''}`}
          mode="edit"
          initial={articleFormOf(article)}
          stored={article}
          labelledBy={labelledBy}
        />
      );
    }
  }
}

/**
 * The admin's article editor: writing a new article (`create`), or correcting the one named by
 * the page's `?slug=` (`edit`), whose slug stays as it is.
 */
export default function AdminEditor({
  labelledBy,
  mode = 'create',
}: {
  labelledBy?: string;
  mode?: EditorMode;
}) {
  return mode === 'edit' ? (
    <EditArticle labelledBy={labelledBy} />
  ) : (
    <ArticleForm mode="create" initial={emptyArticleForm} labelledBy={labelledBy} />
  );
}
