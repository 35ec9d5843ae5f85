// @ts-check
// Plain JavaScript (type-checked from its JSDoc) so that the Node scripts read the same columns
// as the site without a TypeScript loader (article-columns.js).

/**
 * The article, defined once: each column of `public.articles` the site reads or writes, in the
 * editor's order. The loader's schema (src/loaders/article-schema.ts), the data module's types
 * and column lists (src/lib/articles/), the editor's form and the revision view derive from it;
 * the types of the values come from the database itself (database.types.ts).
 *
 * - `kind`: what the value is: `id`, `slug`, `text` (trimmed), `html` (kept as typed), `url`, `time`.
 * - `label`: what the editor calls it; only the fields the owner writes have one. `shortLabel`:
 *   what the history calls it, when that is shorter.
 * - `max`: the most characters the database keeps (its `articles_*_length` checks).
 * - `required`: never blank nor null; the others are null when blank.
 * - `editable`: the owner may change it once published (an edit saves it; a revision keeps it).
 * - `reads`: which of the site's reads select it (see ArticleRead).
 */
export const articleFields = /** @type {const} */ ([
  {
    name: 'id',
    kind: 'id',
    required: true,
    editable: false,
    reads: ['list', 'build', 'article', 'dates', 'admin'],
  },
  {
    name: 'title',
    kind: 'text',
    label: 'Judul',
    max: 300,
    required: true,
    editable: true,
    reads: ['list', 'build', 'article', 'admin', 'created', 'saved'],
  },
  {
    name: 'slug',
    kind: 'slug',
    label: 'Slug',
    max: 200,
    required: true,
    editable: false,
    reads: ['list', 'build', 'article', 'dates', 'admin', 'created', 'saved'],
  },
  {
    name: 'thumbnail_url',
    kind: 'url',
    label: 'URL Gambar Thumbnail',
    shortLabel: 'Gambar Thumbnail',
    max: 2048,
    required: false,
    editable: true,
    reads: ['list', 'build', 'article'],
  },
  {
    name: 'alt_text',
    kind: 'text',
    label: 'Teks Alternatif Gambar',
    max: 500,
    required: false,
    editable: true,
    reads: ['list', 'build', 'article'],
  },
  {
    name: 'summary',
    kind: 'text',
    label: 'Ringkasan',
    max: 1000,
    required: false,
    editable: true,
    reads: ['list', 'build', 'article'],
  },
  {
    name: 'content',
    kind: 'html',
    label: 'Konten (HTML)',
    shortLabel: 'Konten',
    max: 500_000,
    required: true,
    editable: true,
    reads: ['list', 'build', 'article'],
  },
  {
    name: 'author',
    kind: 'text',
    label: 'Penulis',
    max: 120,
    required: false,
    editable: true,
    reads: ['build', 'article'],
  },
  {
    name: 'category',
    kind: 'text',
    label: 'Kategori',
    max: 80,
    required: false,
    editable: true,
    reads: ['list', 'build', 'article'],
  },
  {
    name: 'published_at',
    kind: 'time',
    required: true,
    editable: false,
    reads: ['list', 'build', 'article', 'dates', 'admin'],
  },
  {
    // When an editable field last changed; null until the article is first edited.
    name: 'updated_at',
    kind: 'time',
    required: false,
    editable: false,
    reads: ['build', 'article', 'dates', 'admin'],
  },
  {
    // When the owner withdrew it (hidden from the site, never deleted); null while published.
    name: 'withdrawn_at',
    kind: 'time',
    required: false,
    editable: false,
    reads: ['article', 'admin', 'saved'],
  },
]);

/**
 * The site's reads of `articles`, each with the columns it names (never `*`, which would also
 * bring the search's generated columns, a few KB an article):
 * - `list`: the spec's list (`npm run bench:backend` reads it too);
 * - `build`: what the build renders, the list and each article's own page;
 * - `article`: one whole article (the fallback, the editor);
 * - `dates`: when each was published and edited (the sitemap);
 * - `admin`: a row of the admin's list;
 * - `created`, `saved`: what publishing, and saving an edit or withdrawal, answer with.
 * @typedef {ArticleField['reads'][number]} ArticleRead
 */

/** @typedef {(typeof articleFields)[number]} ArticleField */

/**
 * The names of the fields that read `R` selects, in order, as a tuple type.
 * @template {readonly unknown[]} Fields
 * @template {ArticleRead} R
 * @typedef {Fields extends readonly [infer First, ...infer Rest]
 *   ? First extends { name: infer Name; reads: readonly (infer Read)[] }
 *     ? R extends Read
 *       ? [Name, ...NamesReadBy<Rest, R>]
 *       : NamesReadBy<Rest, R>
 *     : NamesReadBy<Rest, R>
 *   : []} NamesReadBy
 */

/**
 * The names of the editable fields `Fields`, in order, as a tuple type.
 * @template {readonly unknown[]} Fields
 * @typedef {Fields extends readonly [infer First, ...infer Rest]
 *   ? First extends { name: infer Name; editable: true }
 *     ? [Name, ...EditableNames<Rest>]
 *     : EditableNames<Rest>
 *   : []} EditableNames
 */

/**
 * Names joined as a select list: `'id, slug'`.
 * @template {readonly unknown[]} Names
 * @typedef {Names extends readonly [infer Only extends string]
 *   ? Only
 *   : Names extends readonly [infer First extends string, ...infer Rest]
 *     ? `${First}, ${Joined<Rest>}`
 *     : ''} Joined
 */

/**
 * The names of the fields read `R` selects.
 * @template {ArticleRead} R
 * @typedef {NamesReadBy<typeof articleFields, R>[number]} FieldName
 */

/**
 * The columns read `R` selects, as a literal type: the typed client parses it into the row type.
 * @template {ArticleRead} R
 * @typedef {Joined<NamesReadBy<typeof articleFields, R>>} Columns
 */

/**
 * The fields the owner writes in the editor, in its order: the slug and the editable ones.
 * @typedef {Extract<ArticleField, { label: string }>} FormField
 */

/** @type {FormField[]} */
export const formFields = articleFields.filter(
  /** @returns {field is FormField} */ (field) => 'label' in field,
);

/** @typedef {Extract<ArticleField, { editable: true }>['name']} EditableField */

/**
 * The fields the owner may change once published, in the editor's order: what an edit saves and
 * a revision keeps.
 * @type {Extract<ArticleField, { editable: true }>[]}
 */
export const editableFields = articleFields.filter(
  /** @returns {field is Extract<ArticleField, { editable: true }>} */ (field) => field.editable,
);

/**
 * The editable fields as a select list, in the editor's order.
 * @type {Joined<EditableNames<typeof articleFields>>}
 */
export const editableColumns = /** @type {Joined<EditableNames<typeof articleFields>>} */ (
  editableFields.map((field) => field.name).join(', ')
);

/**
 * The fields read `read` selects, in field order.
 * @template {ArticleRead} R
 * @param {R} read
 * @returns {Extract<ArticleField, { name: FieldName<R> }>[]}
 */
export function fieldsFor(read) {
  return articleFields.filter(
    /** @returns {field is Extract<ArticleField, { name: FieldName<R> }>} */ (field) =>
      /** @type {readonly string[]} */ (field.reads).includes(read),
  );
}

/**
 * The columns read `read` selects, in field order: `'id, title, slug, …'`.
 * @template {ArticleRead} R
 * @param {R} read
 * @returns {Columns<R>}
 */
export function columnsFor(read) {
  // The type follows the declarations above; only the string is built here.
  return /** @type {Columns<R>} */ (
    fieldsFor(read)
      .map((field) => field.name)
      .join(', ')
  );
}

/**
 * A typed value as the database keeps it: the HTML content as typed, other text trimmed, and an
 * optional field left blank as null, so "no thumbnail" has one representation. (The database's
 * articles_before_write trigger turns blanks into null too, as its own guard.)
 * @param {Pick<ArticleField, 'kind' | 'required'>} field
 * @param {string | null | undefined} value
 * @returns {string | null}
 */
export function storedValue(field, value) {
  const text = field.kind === 'html' ? (value ?? '') : (value ?? '').trim();
  return field.required || text.trim() ? text : null;
}

/**
 * The editable fields as the database keeps them: required ones as text, the others text or null.
 * @typedef {{ [F in Extract<ArticleField, { editable: true }> as F['name']]:
 *   F['required'] extends true ? string : string | null }} StoredFields
 */

/**
 * The editable fields of `values` (a draft, or the form's values) as the database keeps them
 * (storedValue): what publishing and saving an edit send.
 * @param {{ [Name in EditableField]?: string | null }} values
 * @returns {StoredFields}
 */
export function storedFields(values) {
  // storedValue keeps the required fields as text; the type says so, Object.fromEntries cannot.
  return /** @type {StoredFields} */ (
    Object.fromEntries(
      editableFields.map((field) => [field.name, storedValue(field, values[field.name])]),
    )
  );
}
