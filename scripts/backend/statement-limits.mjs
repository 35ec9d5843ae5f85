// @ts-check
// How long a statement may run on hosted Supabase, for the places that enforce it where the
// database cannot (PGlite has no timer interrupts: it runs a statement to its end).

/** The login PostgREST uses, as on Supabase. */
export const API_LOGIN = 'authenticator';

/**
 * The header by which the local gateway numbers the API requests it sends PostgREST. PostgREST
 * passes every request header to the database in its first statement of the request's
 * transaction (`set_config('request.headers', '{…}', true)`), which is how the local database
 * learns whose request a statement serves.
 */
export const API_REQUEST_HEADER = 'x-local-request';

/** The statement_timeout Supabase gives the API roles (sql/roles.sql sets the same). */
export const API_STATEMENT_TIMEOUT_MS = Object.freeze({
  anon: 3_000,
  authenticated: 8_000,
  // service_role has none of its own: authenticator's applies.
  authenticator: 8_000,
});

/** Supabase's limit for every statement, whoever runs it. */
export const GLOBAL_STATEMENT_TIMEOUT_MS = 120_000;

/** How long PostgREST waits for a database connection before 504 PGRST003, on Supabase. */
export const POOL_ACQUISITION_TIMEOUT_S = 10;

/**
 * The same wait locally. PGlite is one session, so a request waits there for statements Supabase
 * would run beside it on other connections: each anon statement that runs away holds the session
 * for its 3 s and a restart (about 4 s in all). Supabase's 10 s, plus five of those, so that an
 * ordinary read sent behind a burst of runaway filters is answered, late, rather than refused.
 */
export const LOCAL_POOL_ACQUISITION_TIMEOUT_S =
  POOL_ACQUISITION_TIMEOUT_S + 5 * Math.ceil((API_STATEMENT_TIMEOUT_MS.anon + 1_000) / 1_000);
