/**
 * What the owner typed, kept in the browser so that it survives the phone: Chrome on a 2–3 GB
 * phone discards a background tab while the owner copies something from WhatsApp or picks a
 * photo, and the page reloads empty. One draft for a new article, one per article being edited.
 * The publishing key is never part of it. localStorage can be unavailable or full: then nothing
 * is kept, and nothing throws.
 */
import { formatDateTime } from '../../lib/article-date';

export interface Draft<Values extends Record<string, string>> {
  /** When it was kept (epoch ms). */
  savedAt: number;
  values: Values;
}

/** Where the draft of a new article, or of the article `slug`, is kept. */
export const draftKey = (slug: string | null) =>
  slug === null ? 'admin:draft:new' : `admin:draft:edit:${slug}`;

export function keepDraft<Values extends Record<string, string>>(
  key: string,
  values: Values,
  now = Date.now(),
): void {
  try {
    localStorage.setItem(key, JSON.stringify({ savedAt: now, values }));
  } catch {
    // Not kept: private mode or a full storage. The form itself still holds what was typed.
  }
}

/**
 * The draft kept under `key` with the fields `fields`, or null; one that does not read as a
 * draft (another version's, a hand edit) is treated as none.
 */
export function readDraft<Field extends string>(
  key: string,
  fields: readonly Field[],
): Draft<Record<Field, string>> | null {
  return parseDraft(readDraftText(key), fields);
}

/** What is kept under `key`, as stored (a string, so that it compares equal from read to read). */
export function readDraftText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

const textsAtOpen = new Map<string, string | null>();

/**
 * What was kept under `key` when this page first asked: a draft left by an earlier visit. What
 * is kept later, while the owner types, is the open form's own, never offered back to it.
 */
export function draftTextAtOpen(key: string): string | null {
  if (!textsAtOpen.has(key)) textsAtOpen.set(key, readDraftText(key));
  return textsAtOpen.get(key) ?? null;
}

/** A kept draft's text as a draft with the fields `fields`, or null when it reads as none. */
export function parseDraft<Field extends string>(
  text: string | null,
  fields: readonly Field[],
): Draft<Record<Field, string>> | null {
  let stored: unknown;
  try {
    stored = JSON.parse(text ?? 'null');
  } catch {
    return null;
  }
  if (typeof stored !== 'object' || stored === null) return null;
  const { savedAt, values } = stored as { savedAt?: unknown; values?: unknown };
  if (typeof savedAt !== 'number' || typeof values !== 'object' || values === null) return null;
  const read = {} as Record<Field, string>;
  for (const field of fields) {
    const value = (values as Record<string, unknown>)[field];
    read[field] = typeof value === 'string' ? value : '';
  }
  return { savedAt, values: read };
}

export function dropDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing was kept then.
  }
}

/** Whether a kept draft holds anything the form does not show now. */
export function draftDiffers<Field extends string>(
  draft: Draft<Record<Field, string>>,
  shown: Record<Field, string>,
): boolean {
  return (Object.keys(draft.values) as Field[]).some(
    (field) => draft.values[field] !== shown[field],
  );
}

/** The alert over the form: 'Ada draf yang belum disimpan dari 26 November 2026 pukul 17.40 WIB.' */
export function draftNotice(savedAt: number): string {
  return `Ada draf yang belum disimpan dari ${formatDateTime(savedAt)}.`;
}
