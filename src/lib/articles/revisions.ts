import { editableColumns, type EditableField } from '../article-fields';
import type { Tables } from '../database.types';
import { failure, type Article, type ArticlesClient } from './client';

/**
 * One entry of an article's history: an edit (the version it replaced) or a withdrawal. `event`
 * is 'edit', 'withdraw' or 'restore'; `changed_fields` names the editable fields an edit changed;
 * `title` is the replaced version's (edits only). `written_by` is the name of the key that wrote
 * the replaced version (an edit) or withdrew or restored the article; null when not known (kept
 * before keys had names).
 */
export type RevisionEntry = Pick<
  Tables<'article_revisions'>,
  'id' | 'event' | 'changed_at' | 'changed_fields' | 'title' | 'written_by'
>;

/** A replaced version, whole: what 'Lihat' shows and 'Pulihkan Versi Ini' loads. */
export type RevisionVersion = RevisionEntry & Pick<Article, EditableField>;

const revisionEntryColumns = 'id, event, changed_at, changed_fields, title, written_by';
const revisionVersionColumns =
  `id, event, changed_at, changed_fields, written_by, ${editableColumns}` as const;

/**
 * A page of an article's history, newest first, and whether there is more. Refused (an
 * ArticlesError with status 401 and code 42501) without the right publishing key.
 */
export async function listArticleRevisions(
  client: ArticlesClient,
  articleId: number,
  { offset = 0, limit = 20 }: { offset?: number; limit?: number } = {},
): Promise<{ entries: RevisionEntry[]; more: boolean }> {
  const { data, error, status } = await client
    .from('article_revisions')
    .select(revisionEntryColumns)
    .eq('article_id', articleId)
    .order('changed_at', { ascending: false })
    .order('id', { ascending: false })
    .range(offset, offset + limit);
  if (error) throw failure(`Reading the history of article ${articleId}`, status, error);
  const rows = data ?? [];
  return { entries: rows.slice(0, limit), more: rows.length > limit };
}

/** One earlier version, whole; null when there is none with that id. */
export async function getArticleRevision(
  client: ArticlesClient,
  id: number,
): Promise<RevisionVersion | null> {
  const { data, error, status } = await client
    .from('article_revisions')
    .select(revisionVersionColumns)
    .eq('id', id)
    .eq('event', 'edit')
    .maybeSingle();
  if (error) throw failure(`Reading revision ${id}`, status, error);
  // An edit always keeps the title and the content (article_revisions_edit_keeps_version).
  if (!data || data.title === null || data.content === null) return null;
  return { ...data, title: data.title, content: data.content };
}
