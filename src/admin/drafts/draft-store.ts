/**
 * What the owner typed, kept in the browser so that it survives the phone: Chrome on a 2–3 GB
 * phone discards a background tab while the owner copies something from WhatsApp or picks a
 * photo, and the page reloads empty. Each form (a new article, or one article being edited) keeps
 * a list of drafts: every opening of the page writes its own entry and never another's, so a
 * draft left by an earlier visit stays until the owner discards it or publishes it, whatever is
 * typed meanwhile. The publishing key is never part of one. localStorage can be unavailable or
 * full: then nothing is kept, and nothing throws.
 */
import { formatDateTime } from '../../lib/article-date';

export interface Draft<Values extends Record<string, string>> {
  /** Which entry of the form's list it is: one per opening of the page (or restored draft). */
  id: string;
  /** When it was kept (epoch ms). */
  savedAt: number;
  values: Values;
}

/** Where the drafts of a new article, or of the article `slug`, are kept. */
export const draftKey = (slug: string | null) =>
  slug === null ? 'admin:draft:new' : `admin:draft:edit:${slug}`;

/** The id of the draft written before the list (one draft per form): read as one entry. */
const singleDraftId = 'sebelumnya';

/** A new entry's id: unique enough among one form's few drafts. */
export const newDraftId = () =>
  `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

function readText(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The entries stored under `key` as they are (unchecked values), or [] when none read. */
function storedEntries(key: string): unknown[] {
  let stored: unknown;
  try {
    stored = JSON.parse(readText(key) ?? 'null');
  } catch {
    return [];
  }
  if (typeof stored !== 'object' || stored === null) return [];
  const { drafts } = stored as { drafts?: unknown };
  if (Array.isArray(drafts)) return drafts;
  // Kept before drafts were a list: one draft, with no id.
  return [{ id: singleDraftId, ...stored }];
}

function asDraft<Field extends string>(
  entry: unknown,
  fields: readonly Field[],
): Draft<Record<Field, string>> | null {
  if (typeof entry !== 'object' || entry === null) return null;
  const { id, savedAt, values } = entry as { id?: unknown; savedAt?: unknown; values?: unknown };
  if (typeof id !== 'string' || typeof savedAt !== 'number') return null;
  if (typeof values !== 'object' || values === null) return null;
  const read = {} as Record<Field, string>;
  for (const field of fields) {
    const value = (values as Record<string, unknown>)[field];
    read[field] = typeof value === 'string' ? value : '';
  }
  return { id, savedAt, values: read };
}

/**
 * The drafts kept under `key` with the fields `fields`, newest first; an entry that does not
 * read as a draft (another version's, a hand edit) is left out.
 */
export function readDrafts<Field extends string>(
  key: string,
  fields: readonly Field[],
): Draft<Record<Field, string>>[] {
  return storedEntries(key)
    .map((entry) => asDraft(entry, fields))
    .filter((draft) => draft !== null)
    .sort((a, b) => b.savedAt - a.savedAt);
}

function writeEntries(key: string, entries: unknown[]): void {
  try {
    if (entries.length === 0) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify({ drafts: entries }));
  } catch {
    // Not kept: private mode or a full storage. The form itself still holds what was typed.
  }
}

const entryId = (entry: unknown) =>
  typeof entry === 'object' && entry !== null ? (entry as { id?: unknown }).id : undefined;

/** Keeps `values` as the draft `id` under `key`, replacing that draft only. */
export function keepDraft<Values extends Record<string, string>>(
  key: string,
  id: string,
  values: Values,
  now = Date.now(),
): void {
  const others = storedEntries(key).filter((entry) => entryId(entry) !== id);
  writeEntries(key, [...others, { id, savedAt: now, values }]);
}

/** Forgets the draft `id` under `key` (discarded, published or saved); the others stay. */
export function dropDraft(key: string, id: string): void {
  const entries = storedEntries(key);
  const rest = entries.filter((entry) => entryId(entry) !== id);
  if (rest.length !== entries.length) writeEntries(key, rest);
}

const draftsAtOpen = new Map<string, string>();

/**
 * The ids of the drafts kept under `key` when this page first asked: those left by earlier
 * visits, which the page offers. What it keeps later, while the owner types, is its own.
 * Joined in one string, so that it compares equal from read to read.
 */
export function draftIdsAtOpen(key: string): string {
  if (!draftsAtOpen.has(key)) {
    draftsAtOpen.set(key, storedEntries(key).map(entryId).filter(Boolean).join('\n'));
  }
  return draftsAtOpen.get(key)!;
}

/** Whether a kept draft holds anything the form does not show now. */
export function draftDiffers<Field extends string>(
  draft: Pick<Draft<Record<Field, string>>, 'values'>,
  shown: Record<Field, string>,
): boolean {
  return (Object.keys(draft.values) as Field[]).some(
    (field) => draft.values[field] !== shown[field],
  );
}

/** A draft's line in the offer: 'Ada draf yang belum disimpan dari 26 November 2026 pukul 17.40 WIB.' */
export function draftNotice(savedAt: number): string {
  return `Ada draf yang belum disimpan dari ${formatDateTime(savedAt)}.`;
}

/** What a draft is about, in a few words: its title, else the start of its text. */
export function draftGist(values: { title?: string; content?: string }, max = 60): string {
  const text = (values.title?.trim() || (values.content ?? '').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return '(tanpa judul)';
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}
