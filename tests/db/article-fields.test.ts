import { describe, expect, it } from 'vitest';
import { articleFields } from '../../src/lib/article-fields';
import { database } from './support';

const db = database();

/**
 * src/lib/article-fields.js declares each field once for the site; the database keeps its own
 * rules. They must say the same: the limits, what may be null, and that every field is a column.
 */
describe('the article fields and the articles table', () => {
  it('names only columns of public.articles, each null only where the field is optional', async () => {
    const columns = await db.query<{ name: string; nullable: boolean }>(
      `select attname as name, not attnotnull as nullable from pg_attribute
       where attrelid = 'public.articles'::regclass and attnum > 0 and not attisdropped`,
    );
    const nullable = new Map(columns.map((column) => [column.name, column.nullable]));
    for (const field of articleFields) {
      expect(nullable.has(field.name), field.name).toBe(true);
      expect(nullable.get(field.name), field.name).toBe(!field.required);
    }
  });

  it('limits each field to the characters its articles_*_length check allows', async () => {
    const checks = await db.query<{ name: string; definition: string }>(
      `select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
       where conrelid = 'public.articles'::regclass and conname like 'articles\\_%\\_length'`,
    );
    const limits = Object.fromEntries(
      checks.map(({ name, definition }) => [
        name.replace(/^articles_|_length$/g, ''),
        Number(/<= (\d+)/.exec(definition)?.[1]),
      ]),
    );
    const declared = Object.fromEntries(
      articleFields.flatMap((field) => ('max' in field ? [[field.name, field.max]] : [])),
    );
    expect(declared).toEqual(limits);
  });
});
