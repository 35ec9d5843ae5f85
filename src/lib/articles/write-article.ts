import {
  columnsFor,
  storedFields,
  type ArticleField,
  type EditableField,
  type FieldName,
} from '../article-fields';
import type { TablesUpdate } from '../database.types';
import {
  failure,
  getArticleBySlug,
  refusedForKey,
  type Article,
  type ArticlesClient,
  type ArticlesError,
  type PostgrestFailure,
} from './client';

type RequiredEditable = Extract<ArticleField, { editable: true; required: true }>['name'];

/** What the admin editor sends; the database sets id and published_at. */
export type ArticleDraft = Pick<Article, 'slug' | RequiredEditable> &
  Partial<Pick<Article, Exclude<EditableField, RequiredEditable>>>;

/** A write the database refused or that failed, in the terms the editor explains to the owner. */
export interface WriteFailure {
  ok: false;
  reason: 'duplicate-slug' | 'not-found' | 'not-authorized' | 'invalid' | 'failed';
  error: ArticlesError;
}

export type CreateResult =
  { ok: true; article: Pick<Article, FieldName<'created'>> } | WriteFailure;

export type SaveResult = { ok: true; article: Pick<Article, FieldName<'saved'>> } | WriteFailure;

/** Why the database refused a write, in the terms the editor explains to the owner. */
function writeFailure(action: string, status: number, error: PostgrestFailure): WriteFailure {
  const problem = failure(action, status, error);
  if (error.code === 'PGRST116') return { ok: false, reason: 'not-found', error: problem };
  if (error.code === '23505' || /duplicate key/i.test(error.message)) {
    return { ok: false, reason: 'duplicate-slug', error: problem };
  }
  if (refusedForKey({ status, code: error.code })) {
    return { ok: false, reason: 'not-authorized', error: problem };
  }
  if (error.code === '23514' || error.code === '23502' || error.code === '22001') {
    return { ok: false, reason: 'invalid', error: problem };
  }
  return { ok: false, reason: 'failed', error: problem };
}

/** Publishes an article; the database sets published_at and decides whether the key is right. */
export async function createArticle(
  client: ArticlesClient,
  draft: ArticleDraft,
): Promise<CreateResult> {
  const { data, error, status } = await client
    .from('articles')
    .insert({
      ...storedFields(draft),
      slug: draft.slug.trim(),
      published_at: new Date().toISOString(),
    })
    .select(columnsFor('created'))
    .single();
  if (!error) return { ok: true, article: data };
  return writeFailure('Creating the article', status, error);
}

/**
 * Publishes an article sent again after a send whose answer never came. If that send did reach
 * the database, this one finds the slug taken by the very article sent, and that is the success
 * the owner was not told of; a different article at that slug is still a duplicate.
 */
export async function createArticleAgain(
  client: ArticlesClient,
  draft: ArticleDraft,
): Promise<CreateResult> {
  const result = await createArticle(client, draft);
  if (result.ok || result.reason !== 'duplicate-slug') return result;
  const stored = await getArticleBySlug(client, draft.slug.trim());
  const sent = Object.entries(storedFields(draft)) as [EditableField, string | null][];
  const same = stored !== null && sent.every(([name, value]) => stored[name] === value);
  return same ? { ok: true, article: stored } : result;
}

async function updateBySlug(
  client: ArticlesClient,
  action: string,
  slug: string,
  changes: TablesUpdate<'articles'>,
): Promise<SaveResult> {
  const { data, error, status } = await client
    .from('articles')
    .update(changes)
    .eq('slug', slug)
    .select(columnsFor('saved'))
    .single();
  if (!error) return { ok: true, article: data };
  return writeFailure(action, status, error);
}

/**
 * Saves an article's editable fields. The slug, published_at and id never change: links already
 * shared keep working. The database sets updated_at and decides whether the key is right.
 */
export function updateArticle(
  client: ArticlesClient,
  slug: string,
  draft: Omit<ArticleDraft, 'slug'>,
): Promise<SaveResult> {
  return updateBySlug(client, `Saving article "${slug}"`, slug, storedFields(draft));
}

/** Withdraws an article from the site (kept, never deleted) or restores it. */
export function setArticleWithdrawn(
  client: ArticlesClient,
  slug: string,
  withdrawn: boolean,
): Promise<SaveResult> {
  return updateBySlug(
    client,
    `${withdrawn ? 'Withdrawing' : 'Restoring'} article "${slug}"`,
    slug,
    // The database stamps its own clock; any non-null value asks to withdraw.
    { withdrawn_at: withdrawn ? new Date().toISOString() : null },
  );
}
