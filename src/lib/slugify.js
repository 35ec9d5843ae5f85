// @ts-check
// Plain JavaScript (type-checked from its JSDoc) so that the Node scripts share the site's slug
// rule without a TypeScript loader: scripts/fixtures/articles.mjs slugs generated titles with it.

/**
 * The URL slug of an article title: lowercase; accents folded (é → e); anything but letters,
 * digits, spaces and hyphens removed; spaces to hyphens; repeated hyphens collapsed; none at
 * either end. The result matches the database's slug rule, unless it is empty or digits alone
 * (a title like "2026"), which the editor then asks the admin to change.
 * @param {string} title
 * @returns {string}
 */
export function slugify(title) {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
