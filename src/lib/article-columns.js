// @ts-check
// Plain JavaScript (type-checked from its JSDoc) so that the Node scripts read the same columns
// as the site without a TypeScript loader: `npm run bench:backend` lists articles with these.
import { columnsFor } from './article-fields.js';

/** The columns the spec's list reads (article-fields.js says which). */
export const listColumns = columnsFor('list');
