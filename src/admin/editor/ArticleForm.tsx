import {
  Fragment,
  useCallback,
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type SubmitEvent,
  type SyntheticEvent,
} from 'react';
import ArticleView from '../../components/blog/ArticleView';
import FormField from '../../components/FormField';
import Spinner from '../../components/Spinner';
import { useHydrated } from '../../hooks/use-browser-value';
import { articleHref } from '../../lib/article-path';
import type { RevisionVersion } from '../../lib/articles/revisions';
import { markArticleEdited } from '../../lib/fresh-article';
import { sanitizeArticleHtml } from '../../lib/sanitize';
import { slugify } from '../../lib/slugify';
import { toast, toastOnNextPage } from '../../stores/toast';
import RevisionHistory from '../history/RevisionHistory';
import { versionLoadedToast } from '../history/history-heading';
import { adminArticles, adminBackend } from '../shared/backend';
import type { EditorMessage } from '../shared/messages';
import KeyAccountName from '../shared/KeyAccountName';
import NotConfiguredAlert from '../shared/NotConfiguredAlert';
import {
  fillPublishKey,
  keyTypingPauseMs,
  rememberPublishKey,
  rememberedPublishKey,
} from '../shared/publish-key';
import { draftProblem, isThumbnailUrl } from './draft-checks';
import {
  editorMessages,
  failureMessage,
  resendTexts,
  submitLabels,
  successToast,
} from './editor-messages';
import { articleFields, editorFieldViews, type EditorField, type EditorMode } from './form-fields';
import {
  articleChanges,
  articleDraft,
  articleFormValues,
  hasArticleInput,
  missingArticleFields,
  versionFormValues,
  type ArticleFormValues,
} from './form-values';
import { slugAfterSlugInput, slugAfterTitleInput } from './slug-follows-title';
import FormatToolbar from './toolbar/FormatToolbar';
import { draftKey } from '../drafts/draft-store';
import DraftOffer, { DraftAnnouncement } from '../drafts/DraftOffer';
import { useDrafts } from '../drafts/use-drafts';
import { useKeepWhenHidden } from '../drafts/use-keep-when-hidden';
import OwnerForm from '../shared/OwnerForm';
import PhotoUpload from '../photos/PhotoUpload';
import SavedPhotos from '../photos/SavedPhotos';

/** How long after the last keystroke what is typed is kept in the browser. */
const DRAFT_DELAY_MS = 500;

export interface ArticleFormProps {
  mode: EditorMode;
  /** The values the form starts with: empty to create, the stored article to edit. */
  initial: ArticleFormValues;
  /** When editing: the stored article's id (its history), publication date and withdrawal. */
  stored?: { id: number; published_at: string; withdrawn_at: string | null };
  labelledBy?: string;
}

type Control = HTMLInputElement | HTMLTextAreaElement;
const control = (form: HTMLFormElement, name: EditorField) =>
  form.elements.namedItem(name) as Control | null;

/** Where the admin lands after a save: the article, or the list when it is withdrawn. */
const afterSaveHref = (slug: string, withdrawn: boolean) =>
  withdrawn ? '/admin' : articleHref(slug);

/**
 * The article form with a live preview, for writing a new article or correcting a stored one.
 * Inputs are uncontrolled (text typed before hydration stays, and nothing typed is lost on an
 * error); a snapshot of the values taken on every input drives the preview.
 */
export default function ArticleForm({ mode, initial, stored, labelledBy }: ArticleFormProps) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const slugFollows = useRef(mode === 'create');
  const busy = useRef(false);
  const leaving = useRef(false);
  const [values, setValues] = useState(initial);
  const [invalid, setInvalid] = useState<readonly EditorField[]>([]);
  const [submitting, setSubmitting] = useState(false);
  const [unsent, setUnsent] = useState(false);

  const fields = useMemo(() => editorFieldViews(mode), [mode]);
  const messages = editorMessages[mode];
  const preview = useDeferredValue(values);
  const previewHtml = useMemo(() => sanitizeArticleHtml(preview.content), [preview.content]);
  // The key's name put in 'Penulis' of a new article: the form starts from it (not typed, so
  // neither kept as a draft nor guarded against leaving). The ref is what the field still holds.
  const [prefill, setPrefill] = useState('');
  const prefilled = useRef('');
  const keyAsk = useRef(0);
  // Once the article was sent, what the form holds is what a resend must send again.
  const sent = useRef(false);
  const keyTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const dirty = hasArticleInput(values, { ...initial, author: prefill || initial.author });

  // Drafts kept in this browser (a discarded tab, a closed one): offered when they differ.
  const drafts = useDrafts(
    draftKey(mode === 'create' ? null : initial.slug),
    articleFields,
    initial,
  );
  const keepDraft = drafts.keep;
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [imageToInsert, setImageToInsert] = useState<{ src: string } | null>(null);

  /** Keeps what the form holds now (never the key) in the browser. */
  const keepNow = useCallback(() => {
    clearTimeout(draftTimer.current);
    const form = formRef.current;
    if (!form || leaving.current) return;
    const current = articleFormValues(new FormData(form));
    // Read from the ref: a new keepNow would cancel the draft's timer (the effect below).
    if (hasArticleInput(current, { ...initial, author: prefilled.current || initial.author })) {
      keepDraft(current);
    }
  }, [keepDraft, initial]);

  useEffect(() => {
    if (!adminBackend) {
      console.error(
        'AdminEditor: PUBLIC_SUPABASE_URL or PUBLIC_SUPABASE_ANON_KEY was not set when the site ' +
          'was built; articles cannot be saved from this page.',
      );
    }
    fillPublishKey(formRef.current && control(formRef.current, 'publishKey'));
    // Warm the backend client (supabase-js) so that saving does not wait for it.
    void import('../shared/articles-api');
  }, [mode]);

  /**
   * Puts the name of `key` in an empty 'Penulis' of a new article (or in one still holding an
   * earlier key's name). Only the answer for the key the field holds now counts, and none once
   * the article was sent (a resend must send what the first send did).
   */
  const nameAuthor = useCallback(
    (key: string) => {
      const ask = ++keyAsk.current;
      if (mode !== 'create' || !key || !adminBackend) return;
      import('./author-from-key')
        .then(async ({ keyName, authorPrefill }) => {
          const name = await keyName(key);
          const form = formRef.current;
          const author = form && control(form, 'author');
          if (!author || ask !== keyAsk.current || sent.current) return;
          const next = authorPrefill(author.value, prefilled.current, name);
          if (next === null) return;
          author.value = prefilled.current = next;
          setPrefill(next);
          setValues(articleFormValues(new FormData(form)));
        })
        .catch(console.error);
    },
    [mode],
  );

  useEffect(() => {
    // The key remembered in this session, or typed before the form woke.
    const form = formRef.current;
    nameAuthor((form && control(form, 'publishKey')?.value.trim()) || '');
    return () => clearTimeout(keyTimer.current);
  }, [nameAuthor]);

  useKeepWhenHidden(keepNow, draftTimer);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (leaving.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  useEffect(() => {
    // Links in the preview open in a new tab, so that clicking one does not leave the form.
    const element = previewRef.current;
    if (!element) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement)) return;
      event.preventDefault();
      window.open(link.href, '_blank', 'noopener,noreferrer');
    };
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, []);

  /** Before what was typed earlier is handed to the form (a title would fill the slug). */
  const onWake = (form: HTMLFormElement) => {
    if (mode !== 'create') return;
    // A slug typed before hydration that does not come from the title was typed by hand.
    const slug = control(form, 'slug')?.value ?? '';
    slugFollows.current = !slug || slug === slugify(control(form, 'title')?.value ?? '');
  };

  const report = (form: HTMLFormElement, message: EditorMessage, marked: EditorField[] = []) => {
    toast({
      title: message.title,
      description: message.description,
      variant: 'destructive',
      action: message.resend
        ? { label: resendTexts.action, run: () => form.requestSubmit() }
        : undefined,
    });
    setUnsent(Boolean(message.resend));
    const all = message.field ? [message.field, ...marked] : marked;
    setInvalid(all);
    if (all[0]) control(form, all[0])?.focus();
  };

  const onInput = (event: SyntheticEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const target = event.target as Control;
    const slug = control(form, 'slug');
    if (mode === 'create' && target.name === 'title' && slug) {
      slug.value = slugAfterTitleInput(
        { slug: slug.value, follows: slugFollows.current },
        target.value,
      ).slug;
    } else if (mode === 'create' && target.name === 'slug') {
      slugFollows.current = slugAfterSlugInput(target.value).follows;
    } else if (target.name === 'publishKey') {
      rememberPublishKey(target.value);
      keyAsk.current++;
      clearTimeout(keyTimer.current);
      keyTimer.current = setTimeout(() => nameAuthor(target.value.trim()), keyTypingPauseMs);
    }
    setInvalid((marked) =>
      marked.filter((name) => name !== target.name && !(name === 'slug' && slug?.value)),
    );
    setValues(articleFormValues(new FormData(form)));
    if (target.name !== 'publishKey' && target.type !== 'file') {
      clearTimeout(draftTimer.current);
      draftTimer.current = setTimeout(keepNow, DRAFT_DELAY_MS);
    }
  };

  /** Sets a field as if typed there: the preview and the kept draft follow. */
  const setField = (name: EditorField, value: string) => {
    const form = formRef.current;
    if (!form) return;
    const field = control(form, name);
    if (!field) return;
    field.value = value;
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };

  const useAsThumbnail = (url: string) => {
    setField('thumbnail_url', url);
    const alt = formRef.current && control(formRef.current, 'alt_text');
    (alt && !alt.value.trim()
      ? alt
      : formRef.current && control(formRef.current, 'thumbnail_url')
    )?.focus();
  };

  const keyProblem = (message: EditorMessage) => {
    if (formRef.current) report(formRef.current, message);
  };

  /**
   * Puts an offered draft in the form; what the form held is kept first as its own draft, and
   * offered in turn.
   */
  const restoreDraft = (id: string) => {
    const form = formRef.current;
    if (!form) return;
    keepNow();
    const restored = drafts.restore(id);
    if (!restored) return;
    prefilled.current = '';
    for (const name of articleFields) {
      const field = control(form, name);
      if (field && !field.readOnly) field.value = restored[name];
    }
    if (mode === 'create') slugFollows.current = restored.slug === slugify(restored.title);
    setInvalid([]);
    setValues(articleFormValues(new FormData(form)));
    control(form, 'title')?.focus();
  };

  const save = async (current: ArticleFormValues, publishKey: string, again: boolean) => {
    const { api, client } = await adminArticles(publishKey);
    if (mode === 'create') {
      const create = again ? api.createArticleAgain : api.createArticle;
      return create(client, articleDraft(current));
    }
    return api.updateArticle(client, initial.slug, articleChanges(current));
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const current = articleFormValues(data);
    setValues(current);
    const missing = missingArticleFields(current, mode);
    if (missing.length > 0) return report(form, messages.incomplete, missing);
    const publishKey = String(data.get('publishKey') ?? '').trim();
    if (!publishKey) return report(form, messages.keyMissing);
    const problem = draftProblem(current, mode);
    if (problem) return report(form, problem);
    if (!adminBackend) {
      console.error('AdminEditor: no backend configured (PUBLIC_SUPABASE_URL/ANON_KEY)');
      return report(form, messages.notConfigured);
    }
    setInvalid([]);
    const again = unsent;
    setUnsent(false);
    busy.current = sent.current = true;
    setSubmitting(true);
    try {
      rememberPublishKey(publishKey);
      const result = await save(current, publishKey, again);
      if (result.ok) {
        drafts.dropOwn();
        toastOnNextPage(successToast(result.article.title, mode));
        // Its page, built before the edit, then shows the new version to this browser at once.
        if (mode === 'edit') markArticleEdited(result.article.slug);
        leaving.current = true;
        const withdrawn = 'withdrawn_at' in result.article && !!result.article.withdrawn_at;
        window.location.assign(afterSaveHref(result.article.slug, withdrawn));
        return;
      }
      console.error(`AdminEditor: saving failed (${result.reason}):`, result.error.message);
      report(form, failureMessage(result, mode));
    } catch (error) {
      console.error('AdminEditor: saving failed:', error instanceof Error ? error.message : error);
      report(form, messages.failed);
    }
    busy.current = false;
    setSubmitting(false);
  };

  // Stable: the history reads its list again only when the owner asks it to.
  const publishKey = useCallback(() => {
    const typed = formRef.current ? control(formRef.current, 'publishKey')?.value.trim() : '';
    return typed || rememberedPublishKey();
  }, []);

  /** Puts an earlier version in the form; saving it is the owner's next step, not ours. */
  const restoreVersion = (version: RevisionVersion) => {
    const form = formRef.current;
    if (!form) return;
    const restored = versionFormValues(version, initial.slug);
    for (const name of articleFields) {
      const field = control(form, name);
      if (field && !field.readOnly) field.value = restored[name];
    }
    setInvalid([]);
    setValues(articleFormValues(new FormData(form)));
    toast(versionLoadedToast);
    control(form, 'title')?.focus();
  };

  const showPreview = preview.title.trim() !== '' || preview.content.trim() !== '';
  // The preview shows the article as it would be stored: trimmed, blank fields left out.
  const shown = articleChanges(preview);

  return (
    <>
      <div className="mt-8 grid gap-10 lg:grid-cols-2 lg:items-start">
        <OwnerForm
          formRef={formRef}
          onWake={onWake}
          noValidate={hydrated}
          onSubmit={onSubmit}
          onInput={onInput}
          aria-labelledby={labelledBy}
          className="min-w-0 space-y-5"
        >
          {!adminBackend && (
            <NotConfiguredAlert
              consequence={`artikel tidak dapat ${mode === 'create' ? 'diterbitkan' : 'disimpan'} dari halaman ini`}
            />
          )}
          <DraftOffer
            drafts={drafts.offered}
            typedToo={dirty}
            onRestore={restoreDraft}
            onDiscard={drafts.discard}
          />
          <KeyAccountName />
          {stored?.withdrawn_at && (
            <p className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900">
              Artikel ini sedang <strong>ditarik</strong> dan tidak tampil di situs. Perubahan tetap
              disimpan; terbitkan lagi dari halaman{' '}
              <a href="/admin" className="font-semibold text-brand-700 underline">
                Kelola Artikel
              </a>{' '}
              agar pembaca dapat melihatnya.
            </p>
          )}
          {fields.map(({ name, ...field }) => (
            <Fragment key={name}>
              <FormField
                {...field}
                id={`artikel-${name}`}
                name={name}
                defaultValue={name === 'publishKey' ? undefined : initial[name]}
                invalid={invalid.includes(name)}
                toolbar={
                  name === 'content' ? (
                    <FormatToolbar
                      fieldId={`artikel-${name}`}
                      imageToInsert={imageToInsert}
                      imageSource={(fill) => (
                        <PhotoUpload
                          id="artikel-gambar-unggah"
                          label="Unggah dari perangkat"
                          publishKey={publishKey}
                          onUploaded={(url) => fill('src', url)}
                          onKeyProblem={keyProblem}
                          onPick={keepNow}
                        />
                      )}
                    />
                  ) : undefined
                }
              />
              {name === 'thumbnail_url' && (
                <div className="space-y-3 rounded-md border border-slate-200 p-4">
                  <PhotoUpload
                    id="artikel-thumbnail-unggah"
                    label="Unggah gambar thumbnail"
                    publishKey={publishKey}
                    onUploaded={useAsThumbnail}
                    onKeyProblem={keyProblem}
                    onPick={keepNow}
                  />
                  <SavedPhotos
                    publishKey={publishKey}
                    onUseAsThumbnail={useAsThumbnail}
                    onInsert={(src) => setImageToInsert({ src })}
                  />
                </div>
              )}
            </Fragment>
          ))}
          <p className="text-sm text-slate-600">
            <span aria-hidden="true">*</span> wajib diisi.
          </p>
          {unsent && (
            <p
              role="status"
              className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900"
            >
              {resendTexts.notice}
            </p>
          )}
          <button
            type="submit"
            disabled={submitting}
            className="btn-primary w-full disabled:cursor-wait disabled:opacity-75 sm:w-auto"
          >
            {submitting ? (
              <>
                <Spinner />
                Menyimpan...
              </>
            ) : (
              submitLabels[mode]
            )}
          </button>
        </OwnerForm>
        <section aria-labelledby="pratinjau-heading" className="min-w-0">
          <h2 id="pratinjau-heading" className="text-xl font-bold text-slate-900">
            Pratinjau
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Tampilan artikel seperti yang akan dilihat pembaca, setelah HTML dibersihkan.
          </p>
          <div
            ref={previewRef}
            className="mt-4 rounded-xl border border-slate-200 p-5 sm:p-8"
            data-testid="article-preview"
          >
            {hydrated && showPreview ? (
              <ArticleView
                preview
                article={{
                  ...shown,
                  published_at: stored?.published_at ?? new Date(),
                  thumbnail_url:
                    shown.thumbnail_url && isThumbnailUrl(shown.thumbnail_url)
                      ? shown.thumbnail_url
                      : null,
                }}
                html={previewHtml}
              />
            ) : (
              <p className="text-slate-600">
                Pratinjau muncul di sini saat Anda mengisi judul atau konten.
              </p>
            )}
          </div>
        </section>
      </div>
      <DraftAnnouncement offering={drafts.offered.length > 0} />
      {mode === 'edit' && stored && (
        <RevisionHistory
          articleId={stored.id}
          current={initial}
          published_at={stored.published_at}
          publishKey={publishKey}
          onRestore={restoreVersion}
        />
      )}
    </>
  );
}
