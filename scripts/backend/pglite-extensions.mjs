// @ts-check
// The contrib extensions the migrations create (pg_trgm and unaccent: search, issue 20). PGlite
// ships them as bundles that must be handed over when the database opens: `create extension`
// finds them only then.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const pgliteExtensions = { pg_trgm, unaccent };
