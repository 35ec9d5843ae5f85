// @ts-check
// Plain JavaScript (type-checked from its JSDoc) so that the Node scripts read the same columns
// as the site without a TypeScript loader: `npm run bench:backend` lists articles with these.

/** The columns the spec's list reads. */
export const listColumns =
  'id, slug, title, thumbnail_url, alt_text, summary, content, category, published_at';
