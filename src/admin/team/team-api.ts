/**
 * What 'Tim Penulis' asks of the database: the team's keys, a new writer's key, a revocation.
 * The functions answer only an owner's key (see 20261128000100_team_keys.sql); every answer is
 * a result, never a throw, and a refusal says why in one word the page turns into Indonesian.
 */
import { failure, type ArticlesClient } from '../../lib/articles/client';

export interface TeamKey {
  id: number;
  name: string;
  role: string;
  created_at: string;
  /** The last day (WIB, 'YYYY-MM-DD') it wrote; null when it never has. */
  last_used_on: string | null;
  revoked_at: string | null;
}

export type TeamRefusal =
  'wrong-key' | 'not-owner' | 'duplicate' | 'bad-name' | 'last-owner' | 'not-found' | 'failed';

export type TeamResult<T> =
  { ok: true; value: T } | { ok: false; reason: TeamRefusal; error: Error };

/**
 * Why the database refused: a writer's key is told apart from a wrong or revoked one (both of
 * which refusedForKey takes alike), so the page can say which.
 */
export function teamRefusal({ status, code }: { status: number; code?: string }): TeamRefusal {
  if (code === 'PT403') return 'not-owner';
  if (code === '42501' || status === 401 || status === 403) return 'wrong-key';
  if (code === '23505') return 'duplicate';
  if (code === '22023') return 'bad-name';
  if (code === 'PT409') return 'last-owner';
  if (code === 'PT404') return 'not-found';
  return 'failed';
}

type Answer<T> = {
  data: T | null;
  error: { message: string; code?: string; details?: string | null; hint?: string | null } | null;
  status: number;
};

function result<T>(action: string, { data, error, status }: Answer<T>): TeamResult<T> {
  if (!error) return { ok: true, value: data as T };
  const reason = teamRefusal({ status, code: error.code });
  return { ok: false, reason, error: failure(action, status, error) };
}

/** Every key, active ones first (oldest first), then the revoked ones (latest first). */
export async function readTeam(client: ArticlesClient): Promise<TeamResult<TeamKey[]>> {
  return result('Reading the team', await client.rpc('team_keys'));
}

/** A writer's key for `name`: the key itself, which the database returns only this once. */
export async function addWriter(client: ArticlesClient, name: string): Promise<TeamResult<string>> {
  return result(
    'Adding a writer',
    await client.rpc('add_team_key', { key_name: name.trim(), key_role: 'penulis' }),
  );
}

/** Revokes the key `id`, at once. */
export async function revokeKey(client: ArticlesClient, id: number): Promise<TeamResult<null>> {
  const answer = await client.rpc('revoke_team_key', { key_id: id });
  return result(`Revoking key ${id}`, { ...answer, data: null });
}
