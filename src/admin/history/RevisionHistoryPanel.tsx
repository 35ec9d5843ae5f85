import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import Spinner from '../../components/Spinner';
import { useLatestRequest } from '../../hooks/use-latest-request';
import { ArticlesError, refusedForKey } from '../../lib/articles/client';
import type { RevisionEntry, RevisionVersion } from '../../lib/articles/revisions';
import type { ArticleFormValues } from '../editor/form-values';
import { adminArticles } from '../shared/backend';
import RevisionView, { entryButton } from './RevisionView';
import {
  changedFieldsText,
  entryHeadline,
  formatRevisionTime,
  historyTexts,
  writtenByText,
} from './revision-history';

export interface RevisionHistoryProps {
  articleId: number;
  /** The article as stored now, as the form's values: what a version is compared with. */
  current: ArticleFormValues;
  published_at: string;
  /** The publishing key as typed in the form (or remembered): reading the history needs it. */
  publishKey: () => string;
  /** Puts an earlier version in the form; nothing is saved until 'Simpan Perubahan'. */
  onRestore: (version: RevisionVersion) => void;
  /** What is shown while the list is read: the line the disclosure shows while this loads. */
  loading: ReactNode;
}

type ListState =
  | { status: 'loading' }
  | { status: 'key-needed' | 'wrong-key' | 'failed' }
  | { status: 'loaded'; entries: RevisionEntry[]; more: boolean; loadingMore: boolean };

type VersionState =
  { status: 'loading' | 'failed' } | { status: 'loaded'; version: RevisionVersion };

const pageSize = 20;

/** The history's list, loaded with the form's publishing key when the owner opens it. */
export default function RevisionHistoryPanel({
  articleId,
  current,
  published_at,
  publishKey,
  onRestore,
  loading,
}: RevisionHistoryProps) {
  const id = useId();
  const [list, setList] = useState<ListState>({ status: 'loading' });
  const [versions, setVersions] = useState<Record<number, VersionState>>({});
  const [viewing, setViewing] = useState<number | null>(null);
  const requests = useLatestRequest();

  const load = useCallback(
    (offset: number, shown: RevisionEntry[]) => {
      const isLatest = requests.begin();
      const key = publishKey();
      return adminArticles(key)
        .then(({ api, client }) =>
          key ? api.listArticleRevisions(client, articleId, { offset, limit: pageSize }) : null,
        )
        .then(
          (page) => {
            if (!isLatest()) return;
            if (!page) return setList({ status: 'key-needed' });
            setList({
              status: 'loaded',
              entries: [...shown, ...page.entries],
              more: page.more,
              loadingMore: false,
            });
          },
          (error: unknown) => {
            if (!isLatest()) return;
            console.error('RevisionHistory: reading the history failed:', error);
            const keyRefused = error instanceof ArticlesError && refusedForKey(error);
            setList({ status: keyRefused ? 'wrong-key' : 'failed' });
          },
        );
    },
    [articleId, publishKey, requests],
  );

  useEffect(() => {
    void load(0, []);
    return requests.end;
  }, [load, requests]);

  const retry = () => {
    setList({ status: 'loading' });
    void load(0, []);
  };

  const loadMore = () => {
    if (list.status !== 'loaded') return;
    setList({ ...list, loadingMore: true });
    void load(list.entries.length, list.entries);
  };

  /** The version with this id, read once and kept. */
  const versionOf = async (revisionId: number): Promise<RevisionVersion | null> => {
    const known = versions[revisionId];
    if (known?.status === 'loaded') return known.version;
    setVersions((all) => ({ ...all, [revisionId]: { status: 'loading' } }));
    try {
      const { api, client } = await adminArticles(publishKey());
      const version = await api.getArticleRevision(client, revisionId);
      if (!version) throw new Error(`revision ${revisionId} is not an edit, or is gone`);
      setVersions((all) => ({ ...all, [revisionId]: { status: 'loaded', version } }));
      return version;
    } catch (error) {
      console.error(`RevisionHistory: reading revision ${revisionId} failed:`, error);
      setVersions((all) => ({ ...all, [revisionId]: { status: 'failed' } }));
      return null;
    }
  };

  const toggleView = (revisionId: number) => {
    if (viewing === revisionId) return setViewing(null);
    setViewing(revisionId);
    void versionOf(revisionId);
  };

  const restore = async (revisionId: number) => {
    const version = await versionOf(revisionId);
    if (version) onRestore(version);
  };

  if (list.status === 'loading') return loading;
  if (list.status !== 'loaded') {
    const text = {
      'key-needed': historyTexts.keyNeeded,
      'wrong-key': historyTexts.wrongKey,
      failed: historyTexts.failed,
    }[list.status];
    return (
      <div
        role="alert"
        className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900"
      >
        <p>{text}</p>
        <button type="button" className="btn-primary mt-3" onClick={retry}>
          {historyTexts.retry}
        </button>
      </div>
    );
  }
  if (list.entries.length === 0) {
    return <p className="mt-4 text-slate-700">{historyTexts.empty}</p>;
  }

  return (
    <>
      <ol aria-label="Versi sebelumnya" className="mt-6 space-y-4">
        {list.entries.map((entry) => {
          const about = `${id}-about-${entry.id}`;
          const view = `${id}-view-${entry.id}`;
          const open = viewing === entry.id;
          const state = versions[entry.id];
          const writer = writtenByText(entry);
          return (
            <li key={entry.id} className="rounded-xl border border-slate-200 p-4 sm:p-5">
              <div id={about}>
                <p className="break-words text-sm text-slate-600">
                  <time dateTime={entry.changed_at}>{formatRevisionTime(entry.changed_at)}</time>
                  {writer && (
                    <>
                      {' · '}
                      <span>{writer}</span>
                    </>
                  )}
                </p>
                <p className="mt-1 break-words font-semibold text-slate-900">
                  {entryHeadline(entry)}
                </p>
                {entry.event === 'edit' && (
                  <p className="mt-1 text-sm text-slate-700">
                    Diubah: {changedFieldsText(entry.changed_fields)}
                  </p>
                )}
              </div>
              {entry.event === 'edit' && (
                <>
                  <div className="mt-3 flex flex-wrap gap-2">
                    <button
                      type="button"
                      aria-expanded={open}
                      aria-controls={view}
                      aria-describedby={about}
                      onClick={() => toggleView(entry.id)}
                      className={entryButton}
                    >
                      {open ? historyTexts.hide : historyTexts.view}
                    </button>
                    <button
                      type="button"
                      aria-describedby={about}
                      disabled={state?.status === 'loading'}
                      onClick={() => void restore(entry.id)}
                      className={entryButton}
                    >
                      {historyTexts.restore}
                    </button>
                  </div>
                  <div id={view} hidden={!open}>
                    {open && state?.status === 'loading' && (
                      <p role="status" className="mt-4 flex items-center gap-3 text-slate-700">
                        <Spinner />
                        Memuat versi…
                      </p>
                    )}
                    {state?.status === 'failed' && (
                      <p role="alert" className="mt-4 text-red-800">
                        {historyTexts.versionFailed}
                      </p>
                    )}
                    {open && state?.status === 'loaded' && (
                      <RevisionView
                        version={state.version}
                        current={current}
                        published_at={published_at}
                        onRestore={() => void restore(entry.id)}
                      />
                    )}
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ol>
      {list.more && (
        <button
          type="button"
          onClick={loadMore}
          disabled={list.loadingMore}
          className={`${entryButton} mt-4`}
        >
          {list.loadingMore ? <Spinner /> : null}
          {historyTexts.more}
        </button>
      )}
    </>
  );
}
