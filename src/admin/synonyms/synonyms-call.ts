import { adminClient } from '../shared/backend';
import type { SynonymsResult } from './synonyms-api';

const loadApi = () => import('./synonyms-api');
type SynonymsApi = Awaited<ReturnType<typeof loadApi>>;
type Client = Awaited<ReturnType<typeof adminClient>>;

/**
 * Runs one of synonyms-api's calls with `key`, both loaded on first use; a failure to load or
 * reach anything is 'failed'.
 */
export async function withSynonymsApi(
  key: string,
  call: (api: SynonymsApi, client: Client) => Promise<SynonymsResult>,
): Promise<SynonymsResult> {
  try {
    const [api, client] = await Promise.all([loadApi(), adminClient(key)]);
    return await call(api, client);
  } catch (error) {
    return { ok: false, reason: 'failed', error: error as Error };
  }
}
