import { useCallback, useEffect, useMemo, useRef, useState, type SyntheticEvent } from 'react';
import FormField from '../../components/FormField';
import Spinner from '../../components/Spinner';
import { toast } from '../../stores/toast';
import DraftOffer from '../drafts/DraftOffer';
import { useDrafts } from '../drafts/use-drafts';
import { useKeepWhenHidden } from '../drafts/use-keep-when-hidden';
import ConfirmDialog from '../shared/ConfirmDialog';
import { wrongKeyMessage } from '../shared/messages';
import OwnerForm from '../shared/OwnerForm';
import type { KeyField } from '../shared/use-key-field';
import type { SynonymList } from './synonyms-api';
import { withSynonymsApi } from './synonyms-call';
import { lineRange, problemText } from './synonym-problems';
import { saveFailedToast, savedToast, synonymsTexts } from './synonyms-texts';

export interface SynonymsEditorProps {
  /** The list as last read from the database. */
  loaded: SynonymList;
  publishKey: KeyField;
  /** A list from the database was put in the field (read or saved). */
  onShown: (lines: string) => void;
}

/** Someone else saved meanwhile: their list, or null when it could not be read. */
type Conflict = { theirs: SynonymList | null };

/** Where the list's drafts are kept in the browser (never the key). */
export const synonymsDraftKey = 'admin:draft:synonyms';
/**
 * A draft is the field's text and the version it was typed over: restored, a save over a list
 * someone changed meanwhile is refused as a conflict, so neither list is lost.
 */
const draftFields = ['lines', 'since'] as const;
/**
 * What a draft's offer quotes: its lines the list does not have (the list is long, its start the
 * same), else the whole draft.
 */
function draftChanges(draft: string, list: string): string {
  const listed = new Set(list.split('\n').map((line) => line.trim()));
  const added = draft.split('\n').filter((line) => line.trim() && !listed.has(line.trim()));
  return (added.length > 0 ? added : [draft]).join('; ');
}

/** How long typing pauses before the field is kept (and at once when the tab is hidden). */
const draftPauseMs = 500;

/**
 * The list's field and 'Simpan Sinonim'. The field is only ever replaced by a list the database
 * answered when the owner has not changed it, after a save, or when the owner confirms: a
 * refusal, a failure or another person's save never takes what was typed.
 */
export default function SynonymsEditor({ loaded, publishKey, onShown }: SynonymsEditorProps) {
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  /** The list the field started from (what 'unchanged' means) and the version a save is over. */
  const base = useRef(loaded);
  const since = useRef(loaded.version);
  const [dirty, setDirty] = useState(false);
  /** base's lines, for rendering (a ref is not read while rendering). */
  const [listLines, setListLines] = useState(loaded.lines);
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [confirming, setConfirming] = useState<SynonymList | null>(null);

  /** The answer `loaded` last taken in. */
  const taken = useRef<SynonymList | null>(null);

  /** Whether a save is under way (a ref: a second tap may come before the next render). */
  const inFlight = useRef(false);

  // What a discarded tab (the phone's memory) or a closed one left: offered when it differs.
  const initial = useMemo(() => ({ lines: loaded.lines, since: String(loaded.version) }), [loaded]);
  const drafts = useDrafts(synonymsDraftKey, draftFields, initial);
  const offered = drafts.offered
    .filter((draft) => draft.values.lines !== listLines)
    .map((draft) => ({
      ...draft,
      values: { content: draftChanges(draft.values.lines, listLines) },
    }));
  const draftTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { keep, dropOwn } = drafts;

  /** Keeps the field as this visit's draft while it differs from the list, else forgets it. */
  const keepNow = useCallback(() => {
    clearTimeout(draftTimer.current);
    const field = fieldRef.current;
    if (!field) return;
    if (field.value === base.current.lines) dropOwn();
    else keep({ lines: field.value, since: String(since.current) });
  }, [keep, dropOwn]);

  useKeepWhenHidden(keepNow, draftTimer);

  /** Takes `list` as the database's; into the field too, unless `keepField` (typed since). */
  const show = useCallback(
    (list: SynonymList, keepField = false) => {
      base.current = list;
      since.current = list.version;
      setListLines(list.lines);
      const field = fieldRef.current;
      if (field && !keepField) field.value = list.lines;
      setDirty(field ? field.value !== list.lines : false);
      setConflict(null);
      onShown(list.lines);
      keepNow();
    },
    [onShown, keepNow],
  );

  // A list read again (another key, 'Coba Lagi') fills the field only if nothing was typed.
  useEffect(() => {
    if (taken.current === loaded) return;
    taken.current = loaded;
    const field = fieldRef.current;
    if (!field || field.value === base.current.lines) show(loaded);
  }, [loaded, show]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = async () => {
    const field = fieldRef.current;
    if (inFlight.current || !field) return;
    const lines = field.value;
    const key = publishKey.current();
    if (!key) {
      publishKey.refused();
      return;
    }
    publishKey.used(key);
    inFlight.current = true;
    setSaving(true);
    const result = await withSynonymsApi(key, (api, client) =>
      api.saveSynonyms(client, lines, since.current),
    );
    inFlight.current = false;
    setSaving(false);
    if (result.ok) {
      setError(undefined);
      // What was typed while the save was under way stays, to be saved next.
      show(result.value, field.value !== lines);
      toast(savedToast);
      return;
    }
    console.error('SynonymsEditor: saving the synonyms failed:', result.error);
    if (result.reason === 'invalid') {
      setError(problemText(result.problem));
      field.focus();
      const range = result.problem.line ? lineRange(field.value, result.problem.line) : null;
      if (range) field.setSelectionRange(range.start, range.end);
    } else if (result.reason === 'conflict') {
      field.focus();
      const theirs = await withSynonymsApi(key, (api, client) => api.readSynonyms(client));
      if (theirs.ok) since.current = theirs.value.version;
      else console.error('SynonymsEditor: reading the newer synonyms failed:', theirs.error);
      setConflict({ theirs: theirs.ok ? theirs.value : null });
    } else if (result.reason === 'wrong-key') {
      toast({ ...wrongKeyMessage, variant: 'destructive' });
      publishKey.refused();
    } else {
      toast({
        ...saveFailedToast,
        variant: 'destructive',
        // Long enough to reach 'Coba Lagi' once the signal is back.
        duration: 15_000,
        action: { label: synonymsTexts.retry, run: () => void save() },
      });
    }
  };

  /** The offered draft `id` into the field, over the version it was typed on. */
  const restoreDraft = (id: string) => {
    const field = fieldRef.current;
    if (!field) return;
    keepNow();
    const restored = drafts.restore(id);
    if (!restored) return;
    field.value = restored.lines;
    since.current = Number(restored.since) || since.current;
    setError(undefined);
    setDirty(field.value !== base.current.lines);
    field.focus();
  };

  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    void save();
  };

  return (
    <div className="max-w-2xl space-y-4">
      <p className="text-slate-700">
        Tulis satu kelompok per baris: kata-kata yang sama artinya bagi pembaca, dipisahkan koma.
        Contoh:
      </p>
      <pre className="overflow-x-auto rounded-md bg-slate-100 p-3 text-sm text-slate-900">
        <code>{'tkw, tki, bmi, pmi\nhongkong, hong kong'}</code>
      </pre>
      <DraftOffer
        drafts={offered}
        typedToo={dirty}
        onRestore={restoreDraft}
        onDiscard={drafts.discard}
      />
      <OwnerForm
        onSubmit={onSubmit}
        onInput={() => {
          setError(undefined);
          setDirty(fieldRef.current?.value !== base.current.lines);
          clearTimeout(draftTimer.current);
          draftTimer.current = setTimeout(keepNow, draftPauseMs);
        }}
        className="space-y-3"
      >
        <FormField
          id="sinonim-daftar"
          name="lines"
          label={synonymsTexts.label}
          type="textarea"
          rows={12}
          spellCheck={false}
          defaultValue={loaded.lines}
          hint={synonymsTexts.hint}
          error={error}
          textareaRef={fieldRef}
        />
        <button
          type="submit"
          className="btn-primary min-h-11 py-2 aria-disabled:cursor-wait"
          aria-disabled={saving || undefined}
        >
          {saving ? (
            <>
              <Spinner />
              {synonymsTexts.saving}
            </>
          ) : (
            synonymsTexts.save
          )}
        </button>
      </OwnerForm>

      {conflict && (
        <div
          role="alert"
          className="space-y-3 rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900"
        >
          <p>{conflict.theirs ? synonymsTexts.conflict : synonymsTexts.conflictFailed}</p>
          {conflict.theirs && (
            <>
              <FormField
                id="sinonim-terbaru"
                name="theirs"
                label={synonymsTexts.theirsLabel}
                type="textarea"
                rows={6}
                readOnly
                defaultValue={conflict.theirs.lines}
                key={conflict.theirs.version}
              />
              <button
                type="button"
                className="btn-outline min-h-11 py-2 text-brand-700"
                onClick={() => setConfirming(conflict.theirs)}
              >
                {synonymsTexts.loadTheirs}
              </button>
            </>
          )}
        </div>
      )}

      <ConfirmDialog
        subject={confirming}
        id="muat-sinonim"
        title={() => synonymsTexts.confirmTitle}
        text={synonymsTexts.confirmText}
        confirmLabel={synonymsTexts.confirm}
        busyLabel={synonymsTexts.confirming}
        busy={false}
        onConfirm={(theirs) => {
          show(theirs);
          setError(undefined);
          setConfirming(null);
        }}
        onClose={() => {
          setConfirming(null);
          fieldRef.current?.focus();
        }}
      />
    </div>
  );
}
