import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import FormField from '../../components/FormField';
import Spinner from '../../components/Spinner';
import { useDebounced } from '../../hooks/use-debounced';
import { useLatestRequest } from '../../hooks/use-latest-request';
import { articlesLoadFailed } from '../../lib/article-messages';
import type { AdminArticleRow } from '../../lib/articles/admin-list';
import { adminArticles, adminBackend } from '../shared/backend';
import type { EditorMessage, ToastText } from '../shared/messages';
import KeyAccountName from '../shared/KeyAccountName';
import NotConfiguredAlert from '../shared/NotConfiguredAlert';
import OwnerForm from '../shared/OwnerForm';
import { keyTypingPauseMs, publishKeyHint, publishKeyLabel } from '../shared/publish-key';
import { useKeyField } from '../shared/use-key-field';
import { useArticleCounts } from '../statistics/use-article-counts';
import ArticleRow from './ArticleRow';
import { useArticleWriters } from './use-article-writers';
import {
  actionKeyMissing,
  adminPageSize,
  listSummary,
  pageCount,
  statusChangeFailure,
  statusChangedToast,
} from './article-list';
import ListPager from './ListPager';
import WithdrawDialog from './WithdrawDialog';
import { toast } from '../../stores/toast';

type Answer =
  | { request: string; status: 'loaded'; rows: AdminArticleRow[]; total: number }
  | { request: string; status: 'failed' };

/** Typing in the search pauses this long before the list is asked again. */
const typingPauseMs = 300;

/**
 * 'Kelola Artikel': every article, newest first, searchable by title and paged, with its status
 * and the actions Edit, Tarik (withdraw, after a confirmation) and Terbitkan Lagi (restore).
 * Without the publishing key the backend lists published articles only and refuses the actions.
 */
export default function AdminArticles() {
  const publishKey = useKeyField();
  const actionButtons = useRef(new Map<string, HTMLButtonElement>());
  /** The row whose withdrawal is being confirmed, and where focus goes when the dialog closes. */
  const dialogFor = useRef<{
    row: AdminArticleRow;
    focusAfter?: HTMLElement | null;
    afterClose?: () => void;
  } | null>(null);
  const [search, setSearch] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  /** The list shown, and the key it was read with. */
  const [shown, setShown] = useState<{
    rows: AdminArticleRow[];
    total: number;
    key: string;
  } | null>(null);
  const [pending, setPending] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<AdminArticleRow | null>(null);
  const requests = useLatestRequest();

  const listKey = useDebounced(publishKey.key, keyTypingPauseMs);
  const listSearch = useDebounced(search, typingPauseMs);
  const countsOf = useArticleCounts(listKey);
  const rows = shown?.rows ?? [];
  // Asked once the list read with this key is shown: not for the rows read before it was typed.
  const writers = useArticleWriters(
    listKey,
    shown?.key === listKey ? rows.map((row) => row.id) : [],
  );
  // A new key or search starts again at page 1.
  const query = `${listKey}\n${listSearch}`;
  const [paging, setPaging] = useState({ query, page: 1 });
  const page = paging.query === query ? paging.page : 1;
  const request = `${attempt}\n${query}\n${page}`;

  useEffect(() => {
    if (!adminBackend) return;
    const isLatest = requests.begin();
    adminArticles(listKey)
      .then(({ api, client }) =>
        api.listArticlesForAdmin(client, { search: listSearch, page, pageSize: adminPageSize }),
      )
      .then(
        ({ rows, total }) => {
          if (!isLatest()) return;
          if (rows.length === 0 && page > pageCount(total)) {
            // The list shrank since the page was chosen: show its last page instead.
            setPaging({ query, page: pageCount(total) });
            return;
          }
          setAnswer({ request, status: 'loaded', rows, total });
          setShown({ rows, total, key: listKey });
        },
        (error: unknown) => {
          if (!isLatest()) return;
          console.error('AdminArticles: loading the list failed:', error);
          toast({ ...articlesLoadFailed, variant: 'destructive' });
          setAnswer({ request, status: 'failed' });
          setShown(null);
        },
      );
    return requests.end;
  }, [listKey, listSearch, page, query, request, requests]);

  const loading = adminBackend !== null && answer?.request !== request;
  const failed = !loading && answer?.status === 'failed';

  const onFiltersInput = (event: SyntheticEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (target.name === 'publishKey') publishKey.onInput(target.value);
    else if (target.name === 'search') setSearch(target.value.trim());
  };

  const warn = (message: EditorMessage) => {
    toast({ title: message.title, description: message.description, variant: 'destructive' });
    if (message.field === 'publishKey') publishKey.refused();
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
    key: string,
  ): Promise<{ ok: boolean; outcome: ToastText | EditorMessage }> => {
    setPending(row.slug);
    try {
      publishKey.used(key);
      const { api, client } = await adminArticles(key);
      const result = await api.setArticleWithdrawn(client, row.slug, withdrawn);
      if (result.ok) {
        replaceRow(row.slug, {
          title: result.article.title,
          withdrawn_at: result.article.withdrawn_at,
        });
        writers.reread();
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
    const key = publishKey.current();
    if (pending) return;
    if (!key) return warn(actionKeyMissing);
    if (!row.withdrawn_at) {
      dialogFor.current = { row };
      setConfirming(row);
      return;
    }
    const { ok, outcome } = await changeStatus(row, false, key);
    tell(outcome, ok);
  };

  const onConfirmWithdraw = async (row: AdminArticleRow) => {
    const { ok, outcome } = await changeStatus(row, true, publishKey.current());
    const open = dialogFor.current;
    if (!open) return;
    // Told once the dialog has closed: while it is open the rest of the page, the toasts'
    // live regions included, is inert. A refused key is then fixed in its field.
    open.afterClose = () => tell(outcome, ok);
    if (!ok) open.focusAfter = publishKey.inputRef.current;
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

  const total = shown?.total ?? 0;
  const pages = pageCount(total);

  return (
    <div className="mt-8 space-y-6">
      {!adminBackend && <NotConfiguredAlert consequence="daftar artikel tidak dapat dimuat" />}
      <div className="grid gap-4 md:grid-cols-2">
        <OwnerForm onInput={onFiltersInput} onSubmit={(event) => event.preventDefault()}>
          <KeyAccountName />
          <FormField
            id="kelola-publishKey"
            name="publishKey"
            label={publishKeyLabel}
            type="password"
            autoComplete="current-password"
            invalid={publishKey.invalid}
            hint={publishKeyHint}
            inputRef={publishKey.inputRef}
          />
          {!publishKey.key && (
            <p className="mt-2 rounded-md bg-amber-50 p-3 text-sm text-slate-900">
              Tanpa kunci, hanya artikel yang terbit yang tampil di sini. Masukkan kunci publikasi
              untuk melihat artikel yang ditarik, serta untuk menarik atau menerbitkan lagi artikel.
            </p>
          )}
        </OwnerForm>
        <OwnerForm
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
        </OwnerForm>
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
          {rows.map((row) => (
            <ArticleRow
              key={row.slug}
              row={row}
              counts={countsOf(row.slug)}
              writer={writers.writerOf(row.id)}
              busy={pending === row.slug}
              onAction={(pressed) => void onAction(pressed)}
              actionRef={(element) => {
                if (element) actionButtons.current.set(row.slug, element);
                else actionButtons.current.delete(row.slug);
              }}
            />
          ))}
        </ul>
      )}

      {pages > 1 && (
        <ListPager
          page={page}
          pages={pages}
          loading={loading}
          onPage={(next) => setPaging({ query, page: next })}
        />
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
