import { z } from 'astro/zod';
import { fieldsFor, type ArticleField, type FieldName } from '../lib/article-fields';
import { slugPattern } from '../lib/article-path';

/** What the build reads of each article, but its content: that is rendered, not data. */
type BuiltField = Extract<ArticleField, { name: Exclude<FieldName<'build'>, 'content'> }>;

/** The zod type of a field's value, from its kind and whether it is required. */
type ValueSchema<F extends ArticleField> = F extends { kind: 'id' }
  ? z.ZodNumber
  : F extends { kind: 'time'; required: true }
    ? z.ZodCoercedDate
    : F extends { kind: 'time' }
      ? z.ZodNullable<z.ZodCoercedDate>
      : F extends { kind: 'url'; required: false }
        ? z.ZodNullable<z.ZodURL>
        : F extends { required: true }
          ? z.ZodString
          : z.ZodNullable<z.ZodString>;

function valueSchema(field: ArticleField) {
  switch (field.kind) {
    case 'id':
      return z.number().int();
    case 'slug':
      return z.string().regex(slugPattern);
    case 'time':
      return field.required ? z.coerce.date() : z.coerce.date().nullable();
    case 'url':
      return field.required ? z.url() : z.url().nullable();
    default:
      return field.required ? z.string().min(1) : z.string().nullable();
  }
}

/**
 * The collection's article fields (src/lib/article-fields.js): each column the build reads, the
 * content aside, checked as its kind says; the dates become Dates.
 */
export const builtArticleShape = Object.fromEntries(
  fieldsFor('build')
    .filter((field) => field.name !== 'content')
    .map((field) => [field.name, valueSchema(field)]),
  // Object.fromEntries cannot know which schema goes with which name; valueSchema says so.
) as { [F in BuiltField as F['name']]: ValueSchema<F> };
