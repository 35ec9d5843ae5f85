import { useCallback, useMemo, useRef, useState } from 'react';
import { useBrowserValue } from '../../hooks/use-browser-value';
import {
  draftDiffers,
  draftIdsAtOpen,
  dropDraft,
  keepDraft,
  newDraftId,
  readDrafts,
  type Draft,
} from './draft-store';

/**
 * A form's drafts, kept under `key`: the form writes its own draft (`keep`) and never another;
 * the drafts left by earlier visits are `offered` (those that hold something `initial` does
 * not) until the owner restores or discards each. Restoring one makes it the form's own, and
 * the draft the form had written so far is offered in its place, so neither is lost.
 */
export function useDrafts<Field extends string>(
  key: string,
  fields: readonly Field[],
  initial: Record<Field, string>,
) {
  const idsAtOpen = useBrowserValue(() => draftIdsAtOpen(key), '');
  /** Restored (now the form's own) or discarded. */
  const [answered, setAnswered] = useState<readonly string[]>([]);
  /** The form's own drafts it moved away from by restoring another. */
  const [left, setLeft] = useState<readonly string[]>([]);
  const own = useRef<string | null>(null);

  const offered = useMemo((): Draft<Record<Field, string>>[] => {
    const ids = new Set([...idsAtOpen.split('\n').filter(Boolean), ...left]);
    for (const id of answered) ids.delete(id);
    if (ids.size === 0) return [];
    return readDrafts(key, fields).filter(
      (draft) => ids.has(draft.id) && draftDiffers(draft, initial),
    );
  }, [key, fields, initial, idsAtOpen, left, answered]);

  /** Keeps `values` as the form's own draft. */
  const keep = useCallback(
    (values: Record<Field, string>) => {
      own.current ??= newDraftId();
      keepDraft(key, own.current, values);
    },
    [key],
  );

  return {
    offered,
    keep,
    /**
     * The offered draft `id`'s values, which the form now shows and keeps as its own; the
     * form's earlier draft (kept by the caller just before) is offered instead.
     */
    restore(id: string): Record<Field, string> | null {
      const draft = offered.find((candidate) => candidate.id === id);
      if (!draft) return null;
      const previous = own.current;
      if (previous && readDrafts(key, fields).some((kept) => kept.id === previous)) {
        setLeft((ids) => [...ids.filter((kept) => kept !== previous), previous]);
      }
      own.current = id;
      setAnswered((ids) => [...ids.filter((kept) => kept !== previous), id]);
      return draft.values;
    },
    /** Forgets the offered draft `id`: the owner chose 'Buang Draf'. */
    discard(id: string) {
      dropDraft(key, id);
      setAnswered((ids) => [...ids, id]);
    },
    /** Forgets the form's own draft: what it held is published or saved. */
    dropOwn() {
      if (own.current) dropDraft(key, own.current);
    },
  };
}
