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
