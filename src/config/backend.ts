/** The Supabase project to talk to. */
export interface BackendConfig {
  url: string;
  anonKey: string;
  /** Sent as x-publish-key; the database refuses inserts without the right one. */
  publishKey?: string;
}

/**
 * The Supabase project the site reads articles from, from PUBLIC_SUPABASE_URL and
 * PUBLIC_SUPABASE_ANON_KEY. Throws a message that says what to do when either is missing.
 */
export function backendConfig(env: Record<string, string | undefined>): BackendConfig {
  const url = env.PUBLIC_SUPABASE_URL?.trim();
  const anonKey = env.PUBLIC_SUPABASE_ANON_KEY?.trim();
  if (!url || !anonKey) {
    throw new Error(
      'PUBLIC_SUPABASE_URL and PUBLIC_SUPABASE_ANON_KEY are not set. For the local backend run ' +
        '`npm run backend` (it writes them to .env.local); for Supabase see docs/backend.md.',
    );
  }
  return { url, anonKey };
}

/**
 * The backend the browser islands use: Vite inlines the two variables at build time (only when
 * written out like this). Null when the build had none.
 */
export function browserBackendConfig(): BackendConfig | null {
  try {
    return backendConfig({
      PUBLIC_SUPABASE_URL: import.meta.env.PUBLIC_SUPABASE_URL,
      PUBLIC_SUPABASE_ANON_KEY: import.meta.env.PUBLIC_SUPABASE_ANON_KEY,
    });
  } catch {
    return null;
  }
}
