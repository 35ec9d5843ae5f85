import { useEffect, useState } from 'react';
import Spinner from '../../components/Spinner';
import { useDebounced } from '../../hooks/use-debounced';
import { useLatestRequest } from '../../hooks/use-latest-request';
import { adminBackend } from '../shared/backend';
import { wrongKeyMessage } from '../shared/messages';
import NotConfiguredAlert from '../shared/NotConfiguredAlert';
import { keyTypingPauseMs } from '../shared/publish-key';
import PublishKeyForm from '../shared/PublishKeyForm';
import { useKeyField } from '../shared/use-key-field';
import type { SynonymList } from './synonyms-api';
import { withSynonymsApi } from './synonyms-call';
import SynonymsEditor from './SynonymsEditor';
import { groupCount, synonymsTexts } from './synonyms-texts';

type Answer =
  | { request: string; status: 'loaded'; list: SynonymList }
  | { request: string; status: 'wrong-key' | 'failed' };

/**
 * 'Sinonim Pencarian': the owner's list of words that mean the same to the blog's search, read
 * and saved with any publishing key. Without a key nothing is asked or shown. Once shown, the
 * list's field stays on the page whatever happens next, so nothing typed in it is lost.
 */
export default function SynonymsPage() {
  const publishKey = useKeyField();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [loaded, setLoaded] = useState<SynonymList | null>(null);
  /** The list the database last answered and the field shows (read or saved). */
  const [shownLines, setShownLines] = useState('');
  const requests = useLatestRequest();
  const key = useDebounced(publishKey.key, keyTypingPauseMs);
  const request = `${attempt}\n${key}`;

  useEffect(() => {
    if (!adminBackend || !key) return;
    const isLatest = requests.begin();
    void withSynonymsApi(key, (api, client) => api.readSynonyms(client)).then((result) => {
      if (!isLatest()) return;
      if (result.ok) {
        setAnswer({ request, status: 'loaded', list: result.value });
        setLoaded(result.value);
        return;
      }
      console.error('SynonymsPage: reading the synonyms failed:', result.error);
      setAnswer({ request, status: result.reason === 'wrong-key' ? 'wrong-key' : 'failed' });
    });
    return requests.end;
  }, [key, request, requests]);

  const loading = answer?.request !== request;
  const status = loading ? null : answer?.status;
  const reread = () => setAttempt((n) => n + 1);

  return (
    <div className="mt-8 space-y-8">
      {!adminBackend && <NotConfiguredAlert consequence="sinonim tidak dapat dimuat" />}
      <PublishKeyForm id="sinonim-publishKey" field={publishKey} refused={status === 'wrong-key'} />

      {!publishKey.key ? (
        <p className="rounded-md bg-amber-50 p-3 text-slate-900">{synonymsTexts.keyNeeded}</p>
      ) : (
        adminBackend && (
          <>
            {(loading || status === 'loaded') && (
              <p role="status" className="flex min-h-6 items-center gap-2 text-slate-700">
                {loading ? (
                  <>
                    <Spinner />
                    {synonymsTexts.loading}
                  </>
                ) : (
                  synonymsTexts.loaded(groupCount(shownLines))
                )}
              </p>
            )}
            {(status === 'wrong-key' || status === 'failed') && (
              <div
                role="alert"
                className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900"
              >
                <p>{status === 'wrong-key' ? wrongKeyMessage.description : synonymsTexts.failed}</p>
                {status === 'failed' && (
                  <button type="button" className="btn-primary mt-3 min-h-11" onClick={reread}>
                    {synonymsTexts.retry}
                  </button>
                )}
              </div>
            )}
          </>
        )
      )}

      {loaded && (
        // Hidden, never unmounted, while there is no key: what was typed in it stays.
        <div hidden={!publishKey.key || status === 'wrong-key'}>
          <SynonymsEditor loaded={loaded} publishKey={publishKey} onShown={setShownLines} />
        </div>
      )}
    </div>
  );
}
