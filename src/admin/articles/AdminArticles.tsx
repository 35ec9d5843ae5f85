import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import FormField from '../../components/FormField';
import Spinner from '../../components/Spinner';
import WithdrawDialog from './WithdrawDialog';
import { useBrowserValue } from '../../hooks/use-browser-value';
import { useDebounced } from '../../hooks/use-debounced';
import {
  articleFieldLabels,
  articlesLoadFailed,
  publishKeyHint,
  publishKeyStorageKey,
  type EditorMessage,
  type ToastText,
} from '../editor/article-form';
import { adminArticles, adminBackend } from '../shared/backend';
import {
  actionKeyMissing,
  adminPageSize,
  articleStatus,
  editArticleHref,
  listSummary,
  pageCount,
  statusChangeFailure,
  statusChangedToast,
} from './manage';
import { formatArticleDate } from '../../lib/article-date';
import { articleHref } from '../../lib/article-path';
import type { AdminArticleRow } from '../../lib/articles';
import { readSession, writeSession } from '../../lib/session-store';
import { toast } from '../../stores/toast';

type Answer =
  | { request: string; status: 'loaded'; rows: AdminArticleRow[]; total: number }
  | { request: string; status: 'failed' };

/** Typing pauses this long before the list is asked again. */
const typingPauseMs = 300;

const rememberedKey = () => readSession(publishKeyStorageKey)?.trim() ?? '';

function ArticleDate({ at }: { at: string }) {
  return <time dateTime={at}>{formatArticleDate(at)}</time>;
}

/**
 * 'Kelola Artikel': every article, newest first, searchable by title and paged, with its status
 * and the actions Edit, Tarik (withdraw, after a confirmation) and Terbitkan Lagi (restore).
 * Without the publishing key the backend lists published articles only and refuses the actions.
 */
export default function AdminArticles() {
  const keyRef = useRef<HTMLInputElement>(null);
  const actionButtons = useRef(new Map<string, HTMLButtonElement>());
  /** The row whose withdrawal is being confirmed, and where focus goes when the dialog closes. */
  const dialogFor = useRef<{
    row: AdminArticleRow;
    focusAfter?: HTMLElement | null;
    afterClose?: () => void;
  } | null>(null);
  const remembered = useBrowserValue(rememberedKey, '');
  const [typedKey, setTypedKey] = useState<string | null>(null);
  const publishKey = typedKey ?? remembered;
  const [search, setSearch] = useState('');
  const [keyInvalid, setKeyInvalid] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [shown, setShown] = useState<{ rows: AdminArticleRow[]; total: number } | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<AdminArticleRow | null>(null);

  const listKey = useDebounced(publishKey, typingPauseMs);
  const listSearch = useDebounced(search, typingPauseMs);
  // A new key or search starts again at page 1.
  const query = `${listKey}\n${listSearch}`;
  const [paging, setPaging] = useState({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const request = `${attempt}\n${query}\n${page}`;

  useEffect(() => {
    const input = keyRef.current;
    if (input && !input.value) input.value = readSession(publishKeyStorageKey) ?? '';
  }, []);

  useEffect(() => {
    if (!adminBackend) return;
    let cancelled = false;
    adminArticles(listKey)
      .then(({ api, client }) =>
        api.listArticlesForAdmin(client, { search: listSearch, page, pageSize: adminPageSize }),
      )
      .then(
        ({ rows, total }) => {
          if (cancelled) return;
          if (rows.length === 0 && page > pageCount(total)) {
            // The list shrank since the page was chosen: show its last page instead.
            setPaging({ query, page: pageCount(total) });
            return;
          }
          setAnswer({ request, status: 'loaded', rows, total });
          setShown({ rows, total });
        },
        (error: unknown) => {
          if (cancelled) return;
          console.error('AdminArticles: loading the list failed:', error);
          toast({ ...articlesLoadFailed, variant: 'destructive' });
          setAnswer({ request, status: 'failed' });
          setShown(null);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [listKey, listSearch, page, query, request]);

  const loading = adminBackend !== null && answer?.request !== request;
  const failed = !loading && answer?.status === 'failed';

  const onFiltersInput = (event: SyntheticEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'publishKey') {
      writeSession(publishKeyStorageKey, target.value);
      setTypedKey(target.value.trim());
      setKeyInvalid(false);
    } else if (target.name === 'search') {
      setSearch(target.value.trim());
    }
  };

  const warn = (message: EditorMessage) => {
    toast({ title: message.title, description: message.description, variant: 'destructive' });
    if (message.field === 'publishKey') {
      setKeyInvalid(true);
      keyRef.current?.focus();
    }
  };

  const replaceRow = (slug: string, changes: Partial<AdminArticleRow>) =>
    setShown(
      (list) =>
        list && {
          ...list,
          rows: list.rows.map((r) => (r.slug === slug ? { ...r, ...changes } : r)),
        },
    );

  /** Shows what became of a withdraw or restore: a toast, or a warning pointing to the key. */
  const tell = (outcome: ToastText | EditorMessage, ok: boolean) =>
    ok ? toast(outcome) : warn(outcome);

  /** Withdraws or restores `row`: the toast to show when done, or the warning why not. */
  const changeStatus = async (
    row: AdminArticleRow,
    withdrawn: boolean,
    publishKey: string,
  ): Promise<{ ok: boolean; outcome: ToastText | EditorMessage }> => {
    setPending(row.slug);
    try {
      writeSession(publishKeyStorageKey, publishKey);
      const { api, client } = await adminArticles(publishKey);
      const result = await api.setArticleWithdrawn(client, row.slug, withdrawn);
      if (result.ok) {
        replaceRow(row.slug, {
          title: result.article.title,
          withdrawn_at: result.article.withdrawn_at,
        });
        return { ok: true, outcome: statusChangedToast(result.article.title, withdrawn) };
      }
      console.error(`AdminArticles: ${result.reason}:`, result.error.message);
      return { ok: false, outcome: statusChangeFailure(result.reason, withdrawn) };
    } catch (error) {
      console.error('AdminArticles: changing the status failed:', error);
      return { ok: false, outcome: statusChangeFailure('failed', withdrawn) };
    } finally {
      setPending(null);
    }
  };

  const onAction = async (row: AdminArticleRow) => {
    const publishKey = keyRef.current?.value.trim() ?? '';
    if (pending) return;
    if (!publishKey) return warn(actionKeyMissing);
    if (!row.withdrawn_at) {
      dialogFor.current = { row };
      setConfirming(row);
      return;
    }
    const { ok, outcome } = await changeStatus(row, false, publishKey);
    tell(outcome, ok);
  };

  const onConfirmWithdraw = async (row: AdminArticleRow) => {
    const { ok, outcome } = await changeStatus(row, true, keyRef.current?.value.trim() ?? '');
    const open = dialogFor.current;
    if (!open) return;
    // Told once the dialog has closed: while it is open the rest of the page, the toasts'
    // live regions included, is inert. A refused key is then fixed in its field.
    open.afterClose = () => tell(outcome, ok);
    if (!ok) open.focusAfter = keyRef.current;
    setConfirming(null);
  };

  const onDialogClose = () => {
    const closed = dialogFor.current;
    dialogFor.current = null;
    setConfirming(null);
    if (!closed) return;
    (closed.focusAfter ?? actionButtons.current.get(closed.row.slug))?.focus();
    closed.afterClose?.();
  };

  const rows = shown?.rows ?? [];
  const total = shown?.total ?? 0;
  const pages = pageCount(total);

  return (
    <div className="mt-8 space-y-6">
      {!adminBackend && (
        <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
          <p className="font-semibold">Server artikel belum diatur.</p>
          <p className="mt-1 text-sm">
            Situs ini dibangun tanpa PUBLIC_SUPABASE_URL dan PUBLIC_SUPABASE_ANON_KEY, sehingga
            daftar artikel tidak dapat dimuat. Atur keduanya, lalu bangun ulang situs.
          </p>
        </div>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <form onInput={onFiltersInput} onSubmit={(event) => event.preventDefault()}>
          <FormField
            id="kelola-publishKey"
            name="publishKey"
            label={articleFieldLabels.publishKey}
            type="password"
            autoComplete="current-password"
            invalid={keyInvalid}
            hint={publishKeyHint}
            inputRef={keyRef}
          />
          {!publishKey && (
            <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-slate-900">
              Tanpa kunci, hanya artikel yang terbit yang tampil di sini. Masukkan kunci publikasi
              untuk melihat artikel yang ditarik, serta untuk menarik atau menerbitkan lagi artikel.
            </p>
          )}
        </form>
        <form
          role="search"
          onInput={onFiltersInput}
          onSubmit={(event) => event.preventDefault()}
          aria-label="Cari artikel"
        >
          <FormField
            id="kelola-cari"
            name="search"
            label="Cari judul"
            type="search"
            placeholder="Misalnya: Taiwan"
            autoComplete="off"
          />
        </form>
      </div>

      <p role="status" className="flex min-h-6 items-center gap-2 text-slate-700">
        {loading ? (
          <>
            <Spinner />
            Memuat artikel…
          </>
        ) : failed ? (
          'Daftar artikel belum dapat dimuat.'
        ) : (
          shown && listSummary(total, page, listSearch)
        )}
      </p>
      {failed && (
        <button type="button" className="btn-primary" onClick={() => setAttempt((n) => n + 1)}>
          Coba Lagi
        </button>
      )}

      {rows.length > 0 && (
        <ul
          aria-label="Daftar artikel"
          aria-busy={loading || undefined}
          className="divide-y divide-slate-200 rounded-xl border border-slate-200"
        >
          {rows.map((row) => {
            const busy = pending === row.slug;
            const status = articleStatus(row);
            return (
              <li
                key={row.slug}
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
                    ref={(element) => {
                      if (element) actionButtons.current.set(row.slug, element);
                      else actionButtons.current.delete(row.slug);
                    }}
                    aria-disabled={busy || undefined}
                    onClick={() => void onAction(row)}
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
          })}
        </ul>
      )}

      {pages > 1 && (
        <nav aria-label="Halaman daftar artikel" className="flex items-center gap-3">
          <button
            type="button"
            className="btn-outline py-2 text-brand-700 disabled:opacity-50"
            disabled={page <= 1 || loading}
            onClick={() => setPaging({ query, page: page - 1 })}
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
            onClick={() => setPaging({ query, page: page + 1 })}
          >
            Berikutnya
          </button>
        </nav>
      )}

      <WithdrawDialog
        article={confirming}
        busy={confirming !== null && pending === confirming.slug}
        onConfirm={(row) => void onConfirmWithdraw(row)}
        onClose={onDialogClose}
      />
    </div>
  );
}
