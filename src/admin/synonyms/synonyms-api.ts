/**
 * What 'Sinonim Pencarian' asks of the database: the owner's list of synonyms and a save of it
 * (CONTRACT37: search_synonyms, save_search_synonyms). Any active publishing key may; every
 * answer is a result, never a throw, and a refusal says why for the page to tell in Indonesian.
 */
import { failure, refusedForKey, type ArticlesClient } from '../../lib/articles/client';
import { listProblem, type ListProblem } from './synonym-problems';

/** The list as the database keeps it: one group a line; `version` changes with every save. */
export interface SynonymList {
  lines: string;
  version: number;
}

export type SynonymsResult =
  | { ok: true; value: SynonymList }
  | { ok: false; reason: 'wrong-key' | 'conflict' | 'failed'; error: Error }
  | { ok: false; reason: 'invalid'; problem: ListProblem; error: Error };

type Answer = {
  data: unknown;
  error: { message: string; code?: string; details?: string | null; hint?: string | null } | null;
  status: number;
};

/** The one row the functions answer, as PostgREST gives a set (an array) or a single row. */
function listOf(data: unknown): SynonymList | null {
  const row = (Array.isArray(data) ? data[0] : data) as Partial<SynonymList> | null | undefined;
  if (typeof row?.lines !== 'string' || typeof row.version !== 'number') return null;
  return { lines: row.lines, version: row.version };
}

function result(action: string, { data, error, status }: Answer): SynonymsResult {
  if (!error) {
    const list = listOf(data);
    if (list) return { ok: true, value: list };
    return { ok: false, reason: 'failed', error: new Error(`${action}: unexpected answer`) };
  }
  const cause = failure(action, status, error);
  if (error.code === 'PT409') return { ok: false, reason: 'conflict', error: cause };
  if (refusedForKey({ status, code: error.code })) {
    return { ok: false, reason: 'wrong-key', error: cause };
  }
  if (error.code === '22023') {
    return { ok: false, reason: 'invalid', problem: listProblem(error.details), error: cause };
  }
  return { ok: false, reason: 'failed', error: cause };
}

/** The list now, with its version. */
export async function readSynonyms(client: ArticlesClient): Promise<SynonymsResult> {
  return result('Reading the search synonyms', await client.rpc('search_synonyms'));
}

/** Saves `lines` over the list of version `since`; answers the list as stored (normalised). */
export async function saveSynonyms(
  client: ArticlesClient,
  lines: string,
  since: number,
): Promise<SynonymsResult> {
  return result(
    'Saving the search synonyms',
    await client.rpc('save_search_synonyms', { lines, since }),
  );
}
