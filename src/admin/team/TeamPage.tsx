import { useEffect, useRef, useState } from 'react';
import Spinner from '../../components/Spinner';
import { useDebounced } from '../../hooks/use-debounced';
import { useLatestRequest } from '../../hooks/use-latest-request';
import { toast } from '../../stores/toast';
import { adminBackend, adminClient } from '../shared/backend';
import { wrongKeyMessage, type ToastText } from '../shared/messages';
import NotConfiguredAlert from '../shared/NotConfiguredAlert';
import PublishKeyForm from '../shared/PublishKeyForm';
import { useKeyField } from '../shared/use-key-field';
import AddWriter, { type AddOutcome } from './AddWriter';
import RevokeDialog from './RevokeDialog';
import type { TeamKey, TeamRefusal, TeamResult } from './team-api';
import { addFailure, revokeFailure } from './team-messages';
import TeamTable from './TeamTable';
import { revokedToast, teamSummary, teamTexts } from './team-texts';

type Answer =
  | { request: string; status: 'loaded'; keys: TeamKey[] }
  | { request: string; status: 'wrong-key' | 'not-owner' | 'failed' };

/** Typing pauses this long before the team is asked for with the key. */
const typingPauseMs = 300;

const loadApi = () => import('./team-api');
type TeamApi = Awaited<ReturnType<typeof loadApi>>;

/** Runs one of team-api's calls with `key`; a failure to load or reach anything is 'failed'. */
async function withTeamApi<T>(
  key: string,
  call: (api: TeamApi, client: Awaited<ReturnType<typeof adminClient>>) => Promise<TeamResult<T>>,
): Promise<TeamResult<T>> {
  try {
    const [api, client] = await Promise.all([loadApi(), adminClient(key)]);
    return await call(api, client);
  } catch (error) {
    return { ok: false, reason: 'failed', error: error as Error };
  }
}

const refusedKey = (reason: TeamRefusal) => reason === 'wrong-key' || reason === 'not-owner';

/**
 * 'Tim Penulis': the publishing keys, one per person, for an owner's key only. It lists them,
 * adds a writer's key (shown once) and revokes one (after a confirmation). Without a key nothing
 * is asked or shown; with a writer's key only that the team is the owner's to manage.
 */
export default function TeamPage() {
  const publishKey = useKeyField();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [shown, setShown] = useState<TeamKey[] | null>(null);
  const [confirming, setConfirming] = useState<TeamKey | null>(null);
  const [revoking, setRevoking] = useState(false);
  const requests = useLatestRequest();
  const revokeButtons = useRef(new Map<number, HTMLButtonElement>());
  const tableRef = useRef<HTMLTableElement>(null);
  /** The key whose revocation is being confirmed, and what to do once the dialog has closed. */
  const dialogFor = useRef<{ teamKey: TeamKey; afterClose?: () => void } | null>(null);
  const key = useDebounced(publishKey.key, typingPauseMs);
  const request = `${attempt}\n${key}`;

  useEffect(() => {
    if (!adminBackend || !key) return;
    const isLatest = requests.begin();
    void withTeamApi(key, (api, client) => api.readTeam(client)).then((result) => {
      if (!isLatest()) return;
      if (result.ok) {
        setAnswer({ request, status: 'loaded', keys: result.value });
        setShown(result.value);
        return;
      }
      console.error('TeamPage: reading the team failed:', result.error);
      const status = refusedKey(result.reason) ? result.reason : 'failed';
      setAnswer({ request, status: status as 'wrong-key' | 'not-owner' | 'failed' });
      setShown(null);
    });
    return requests.end;
  }, [key, request, requests]);

  const loading = answer?.request !== request;
  const status = loading ? null : answer?.status;
  const reread = () => setAttempt((n) => n + 1);

  /** A write was refused: told in a toast; a refused key is marked and the team read again. */
  const refused = (reason: TeamRefusal, message: ToastText) => {
    toast({ ...message, variant: 'destructive' });
    if (refusedKey(reason)) publishKey.refused();
    reread();
  };

  const onAdd = async (name: string): Promise<AddOutcome> => {
    const writeKey = publishKey.current();
    publishKey.used(writeKey);
    const result = await withTeamApi(writeKey, (api, client) => api.addWriter(client, name));
    if (result.ok) {
      reread();
      return { ok: true, key: result.value };
    }
    console.error('TeamPage: adding a writer failed:', result.error);
    const failure = addFailure(result.reason);
    if ('field' in failure) return { ok: false, field: failure.field };
    refused(result.reason, failure.toast);
    return { ok: false, field: null };
  };

  const onConfirmRevoke = async (teamKey: TeamKey) => {
    setRevoking(true);
    const writeKey = publishKey.current();
    publishKey.used(writeKey);
    const result = await withTeamApi(writeKey, (api, client) => api.revokeKey(client, teamKey.id));
    setRevoking(false);
    const open = dialogFor.current;
    if (result.ok) {
      setShown(
        (keys) =>
          keys?.map((k) =>
            k.id === teamKey.id ? { ...k, revoked_at: new Date().toISOString() } : k,
          ) ?? null,
      );
      reread();
    } else {
      console.error('TeamPage: revoking a key failed:', result.error);
    }
    // Told once the dialog has closed: while it is open the rest of the page, the toasts' live
    // region included, is inert.
    if (open) {
      open.afterClose = result.ok
        ? () => {
            tableRef.current?.focus();
            toast(revokedToast(teamKey.name));
          }
        : () => refused(result.reason, revokeFailure(result.reason));
    }
    setConfirming(null);
  };

  const onDialogClose = () => {
    const closed = dialogFor.current;
    dialogFor.current = null;
    setConfirming(null);
    if (!closed) return;
    if (closed.afterClose) closed.afterClose();
    else revokeButtons.current.get(closed.teamKey.id)?.focus();
  };

  return (
    // A name is one long word at times (pasted, or with no spaces): it wraps wherever it is shown.
    <div className="mt-8 space-y-8 [overflow-wrap:anywhere]">
      {!adminBackend && <NotConfiguredAlert consequence="tim tidak dapat dimuat" />}
      <PublishKeyForm id="tim-publishKey" field={publishKey} refused={status === 'wrong-key'} />

      {!publishKey.key ? (
        <p className="rounded-md bg-amber-50 p-3 text-slate-900">{teamTexts.keyNeeded}</p>
      ) : (
        adminBackend && (
          <>
            {(loading || status === 'loaded') && (
              <p role="status" className="flex min-h-6 items-center gap-2 text-slate-700">
                {loading ? (
                  <>
                    <Spinner />
                    {teamTexts.loading}
                  </>
                ) : (
                  shown && teamSummary(shown)
                )}
              </p>
            )}

            {status === 'not-owner' && (
              <p role="alert" className="rounded-md bg-amber-50 p-4 text-slate-900">
                {teamTexts.notOwner}
              </p>
            )}

            {(status === 'wrong-key' || status === 'failed') && (
              <div
                role="alert"
                className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900"
              >
                <p>{status === 'wrong-key' ? wrongKeyMessage.description : teamTexts.failed}</p>
                {status === 'failed' && (
                  <button type="button" className="btn-primary mt-3 min-h-11" onClick={reread}>
                    {teamTexts.retry}
                  </button>
                )}
              </div>
            )}

            {shown && (
              <>
                <div aria-busy={loading || undefined}>
                  <TeamTable
                    keys={shown}
                    busy={revoking}
                    tableRef={tableRef}
                    onRevoke={(teamKey) => {
                      dialogFor.current = { teamKey };
                      setConfirming(teamKey);
                    }}
                    revokeRef={(id, element) => {
                      if (element) revokeButtons.current.set(id, element);
                      else revokeButtons.current.delete(id);
                    }}
                  />
                </div>
                <AddWriter onAdd={onAdd} team={shown} />
              </>
            )}
          </>
        )
      )}

      <RevokeDialog
        teamKey={confirming}
        busy={revoking}
        onConfirm={(teamKey) => void onConfirmRevoke(teamKey)}
        onClose={onDialogClose}
      />
    </div>
  );
}
