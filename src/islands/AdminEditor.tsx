import type { SupabaseClient } from '@supabase/supabase-js';
import {
  useDeferredValue,
  useEffect,
  useMemo,
  useRef,
  useState,
  type SubmitEvent,
  type SyntheticEvent,
} from 'react';
import ArticleView from '../components/blog/ArticleView';
import Spinner from '../components/Spinner';
import { browserBackendConfig } from '../config/backend';
import { useHydrated } from '../hooks/use-browser-value';
import {
  articleDraft,
  articleFieldLabels,
  articleFormValues,
  articleLimits,
  draftProblem,
  editorMessages,
  emptyArticleForm,
  failureMessage,
  hasArticleInput,
  isThumbnailUrl,
  missingArticleFields,
  publishKeyStorageKey,
  slugAfterSlugInput,
  slugAfterTitleInput,
  successToast,
  type ArticleField,
  type EditorField,
  type EditorMessage,
} from '../lib/admin-article';
import { articleHref } from '../lib/article-path';
import { sanitizeArticleHtml } from '../lib/sanitize';
import { readSession, writeSession } from '../lib/session-store';
import { slugify } from '../lib/slugify';
import { toast, toastOnNextPage } from '../stores/toast';

const config = browserBackendConfig();

/** One client per key: each new supabase-js client warns about another GoTrueClient. */
let cachedClient: { publishKey: string; client: SupabaseClient } | null = null;

const inputClass =
  'block w-full rounded-md border bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600';

interface FieldProps {
  name: EditorField;
  invalid: boolean;
  type?: 'text' | 'url' | 'password' | 'textarea';
  rows?: number;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  autoComplete?: string;
  mono?: boolean;
}

function Field({ name, invalid, type = 'text', rows, required, hint, ...rest }: FieldProps) {
  const id = `artikel-${name}`;
  const hintId = hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name,
    required,
    maxLength: name === 'publishKey' ? undefined : articleLimits[name as ArticleField],
    placeholder: rest.placeholder,
    'aria-invalid': invalid || undefined,
    'aria-describedby': hintId,
    className: `${inputClass} ${invalid ? 'border-red-700' : 'border-slate-400'} ${rest.mono ? 'font-mono text-sm' : ''}`,
  };
  return (
    <div>
      <label htmlFor={id} className="mb-1 block font-medium text-slate-800">
        {articleFieldLabels[name]}
        {required && (
          <span className="text-red-700" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {type === 'textarea' ? (
        <textarea {...common} rows={rows} spellCheck={!rest.mono} />
      ) : (
        <input
          {...common}
          type={type}
          autoComplete={rest.autoComplete ?? 'off'}
          spellCheck={type === 'text'}
        />
      )}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

type Control = HTMLInputElement | HTMLTextAreaElement;
const control = (form: HTMLFormElement, name: EditorField) =>
  form.elements.namedItem(name) as Control | null;

/**
 * The create-article form with a live preview. Inputs are uncontrolled (text typed before
 * hydration stays, and nothing typed is lost on an error); a snapshot of the values taken on
 * every input drives the preview.
 */
export default function AdminEditor({ labelledBy }: { labelledBy?: string }) {
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const slugFollows = useRef(true);
  const busy = useRef(false);
  const leaving = useRef(false);
  const [values, setValues] = useState(emptyArticleForm);
  const [invalid, setInvalid] = useState<readonly EditorField[]>([]);
  const [submitting, setSubmitting] = useState(false);

  const preview = useDeferredValue(values);
  const previewHtml = useMemo(() => sanitizeArticleHtml(preview.content), [preview.content]);
  const dirty = hasArticleInput(values);

  useEffect(() => {
    if (!config) {
      console.error(
        'AdminEditor: PUBLIC_SUPABASE_URL or PUBLIC_SUPABASE_ANON_KEY was not set when the site ' +
          'was built; articles cannot be published from this page.',
      );
    }
    const form = formRef.current;
    if (!form) return;
    const key = control(form, 'publishKey');
    const stored = readSession(publishKeyStorageKey);
    if (key && !key.value && stored) key.value = stored;
    // A slug typed before hydration that does not come from the title was typed by hand.
    const slug = control(form, 'slug')?.value ?? '';
    slugFollows.current = !slug || slug === slugify(control(form, 'title')?.value ?? '');
    // Warm the backend client (supabase-js) so that publishing does not wait for it.
    void import('../lib/articles');
  }, []);

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

  const report = (form: HTMLFormElement, message: EditorMessage, fields: EditorField[] = []) => {
    toast({ title: message.title, description: message.description, variant: 'destructive' });
    const marked = message.field ? [message.field, ...fields] : fields;
    setInvalid(marked);
    if (marked[0]) control(form, marked[0])?.focus();
  };

  const onInput = (event: SyntheticEvent<HTMLFormElement>) => {
    const form = event.currentTarget;
    const target = event.target as Control;
    const slug = control(form, 'slug');
    if (target.name === 'title' && slug) {
      slug.value = slugAfterTitleInput(
        { slug: slug.value, follows: slugFollows.current },
        target.value,
      ).slug;
    } else if (target.name === 'slug') {
      slugFollows.current = slugAfterSlugInput(target.value).follows;
    } else if (target.name === 'publishKey') {
      writeSession(publishKeyStorageKey, target.value);
    }
    setInvalid((marked) =>
      marked.filter((name) => name !== target.name && !(name === 'slug' && slug?.value)),
    );
    setValues(articleFormValues(new FormData(form)));
  };

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const current = articleFormValues(data);
    setValues(current);
    const missing = missingArticleFields(current);
    if (missing.length > 0) return report(form, editorMessages.incomplete, missing);
    const publishKey = String(data.get('publishKey') ?? '').trim();
    if (!publishKey) return report(form, editorMessages.keyMissing);
    const problem = draftProblem(current);
    if (problem) return report(form, problem);
    if (!config) {
      console.error('AdminEditor: no backend configured (PUBLIC_SUPABASE_URL/ANON_KEY)');
      return report(form, editorMessages.notConfigured);
    }
    setInvalid([]);
    busy.current = true;
    setSubmitting(true);
    try {
      writeSession(publishKeyStorageKey, publishKey);
      const { articlesClient, createArticle } = await import('../lib/articles');
      if (cachedClient?.publishKey !== publishKey) {
        cachedClient = { publishKey, client: articlesClient({ ...config, publishKey }) };
      }
      const result = await createArticle(cachedClient.client, articleDraft(current));
      if (result.ok) {
        toastOnNextPage(successToast(result.article.title));
        leaving.current = true;
        window.location.assign(articleHref(result.article.slug));
        return;
      }
      console.error(`AdminEditor: publishing failed (${result.reason}):`, result.error.message);
      report(form, failureMessage(result));
    } catch (error) {
      console.error(
        'AdminEditor: publishing failed:',
        error instanceof Error ? error.message : error,
      );
      report(form, editorMessages.failed);
    }
    busy.current = false;
    setSubmitting(false);
  };

  const showPreview = preview.title.trim() !== '' || preview.content.trim() !== '';

  return (
    <div className="mt-8 grid gap-10 lg:grid-cols-2 lg:items-start">
      <form
        ref={formRef}
        noValidate={hydrated}
        onSubmit={onSubmit}
        onInput={onInput}
        aria-labelledby={labelledBy}
        className="space-y-5"
      >
        {!config && (
          <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-4 text-red-900">
            <p className="font-semibold">Server artikel belum diatur.</p>
            <p className="mt-1 text-sm">
              Situs ini dibangun tanpa PUBLIC_SUPABASE_URL dan PUBLIC_SUPABASE_ANON_KEY, sehingga
              artikel tidak dapat diterbitkan dari halaman ini. Atur keduanya, lalu bangun ulang
              situs.
            </p>
          </div>
        )}
        <Field name="title" required invalid={invalid.includes('title')} />
        <Field
          name="slug"
          required
          invalid={invalid.includes('slug')}
          placeholder="contoh-judul-artikel"
          hint="Hanya huruf kecil, angka, dan tanda hubung (-). Terisi otomatis dari judul sampai Anda mengubahnya sendiri."
          mono
        />
        <Field
          name="thumbnail_url"
          type="url"
          invalid={invalid.includes('thumbnail_url')}
          placeholder="https://"
          hint="Opsional. Alamat gambar yang diawali http:// atau https://."
        />
        <Field
          name="alt_text"
          invalid={invalid.includes('alt_text')}
          hint="Jelaskan isi gambar untuk pembaca yang tidak dapat melihatnya."
        />
        <Field
          name="summary"
          type="textarea"
          rows={3}
          invalid={invalid.includes('summary')}
          placeholder="Ringkasan singkat artikel, cukup 2–3 kalimat saja."
        />
        <Field
          name="content"
          type="textarea"
          rows={10}
          required
          invalid={invalid.includes('content')}
          placeholder="<p>Tulis isi artikel di sini…</p>"
          hint="Tulis dalam HTML, misalnya <h2>, <p>, <ul>, <a>, <img>. Skrip dan kode berbahaya dibuang saat diterbitkan; lihat hasilnya di Pratinjau."
          mono
        />
        <Field name="author" invalid={invalid.includes('author')} autoComplete="name" />
        <Field name="category" invalid={invalid.includes('category')} placeholder="Tips" />
        <Field
          name="publishKey"
          type="password"
          required
          invalid={invalid.includes('publishKey')}
          autoComplete="current-password"
          hint="Diingat hanya selama sesi browser ini (hilang saat browser ditutup)."
        />
        <p className="text-sm text-slate-600">
          <span aria-hidden="true">*</span> wajib diisi.
        </p>
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
            'Publikasikan Artikel'
          )}
        </button>
      </form>
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
                title: preview.title.trim(),
                category: preview.category.trim() || null,
                author: preview.author.trim() || null,
                published_at: new Date(),
                thumbnail_url: isThumbnailUrl(preview.thumbnail_url)
                  ? preview.thumbnail_url.trim()
                  : null,
                alt_text: preview.alt_text.trim() || null,
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
  );
}
