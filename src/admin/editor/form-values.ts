/**
 * The form's values and the article: a form's data as values, a stored article as values, and
 * values as what publishing or saving sends. What is blank and what is required come from
 * src/lib/article-fields.js.
 */
import { storedFields, type StoredFields } from '../../lib/article-fields';
import type { Article } from '../../lib/articles/client';
import type { RevisionVersion } from '../../lib/articles/revisions';
import type { ArticleDraft } from '../../lib/articles/write-article';
import {
  articleFields,
  requiredArticleFields,
  type ArticleField,
  type EditorMode,
} from './form-fields';

export type ArticleFormValues = Record<ArticleField, string>;

export const emptyArticleForm: ArticleFormValues = Object.fromEntries(
  articleFields.map((name) => [name, '']),
) as ArticleFormValues;

/** The article fields of a form's data (the publishing key is left out). */
export function articleFormValues(data: FormData): ArticleFormValues {
  const values = { ...emptyArticleForm };
  for (const name of articleFields) {
    const value = data.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  return values;
}

/** The form's values for an article as stored (absent optional fields as ''). */
export function articleFormOf(article: Pick<Article, ArticleField>): ArticleFormValues {
  const values = { ...emptyArticleForm };
  for (const name of articleFields) values[name] = article[name] ?? '';
  return values;
}

/** An earlier version (from the history) as the form's values; the slug stays the article's. */
export function versionFormValues(version: RevisionVersion, slug: string): ArticleFormValues {
  return articleFormOf({ ...version, slug });
}

/** Required fields that are blank, in form order. */
export function missingArticleFields(values: ArticleFormValues, mode: EditorMode): ArticleField[] {
  return articleFields.filter(
    (name) => requiredArticleFields[mode].includes(name) && !values[name].trim(),
  );
}

/**
 * Whether anything worth keeping has been typed since the form was filled with `initial` (the
 * empty form, or the article being edited): guards against leaving the page.
 */
export function hasArticleInput(
  values: ArticleFormValues,
  initial: ArticleFormValues = emptyArticleForm,
): boolean {
  return articleFields.some((name) => values[name].trim() !== initial[name].trim());
}

/**
 * What an edit saves: every editable field as the database keeps it (trimmed, blank optional
 * ones as null), never the slug (links already shared keep working).
 */
export function articleChanges(values: ArticleFormValues): StoredFields {
  return storedFields(values);
}

/** What publishing a new article sends. */
export function articleDraft(values: ArticleFormValues): ArticleDraft {
  const { title, ...rest } = articleChanges(values);
  return { title, slug: values.slug.trim(), ...rest };
}
