import { useEffect, useState } from 'react';
import Spinner from '../../components/Spinner';
import { useDebounced } from '../../hooks/use-debounced';
import { useLatestRequest } from '../../hooks/use-latest-request';
import { adminBackend, adminClient } from '../shared/backend';
import { wrongKeyMessage } from '../shared/messages';
import NotConfiguredAlert from '../shared/NotConfiguredAlert';
import { keyTypingPauseMs } from '../shared/publish-key';
import PublishKeyForm from '../shared/PublishKeyForm';
import { useKeyField } from '../shared/use-key-field';
import {
  defaultPeriod,
  periodLabel,
  periods,
  requestRange,
  shortDay,
  summarize,
  type Period,
  type StatsSummary,
} from './page-stats';
import { jakartaDay } from './stats-days';
import StatsView from './StatsView';

type Answer =
  | { request: string; status: 'loaded'; summary: StatsSummary }
  | { request: string; status: 'wrong-key' | 'failed' };

export const statisticsTexts = {
  keyNeeded: 'Masukkan kunci publikasi untuk melihat statistik pembaca.',
  loading: 'Memuat statistik…',
  failed: 'Statistik belum dapat dimuat. Periksa koneksi internet Anda, lalu coba lagi.',
  retry: 'Coba Lagi',
} as const;

/** The status line once loaded: 'Menampilkan 30 hari terakhir: 29 Okt – 27 Nov.' */
const periodText = ({ days, perDay }: StatsSummary) =>
  `Menampilkan ${days} hari terakhir: ${shortDay(perDay[0]!.day)} – ${shortDay(perDay[perDay.length - 1]!.day)}.`;

/**
 * 'Statistik Pembaca': visits and WhatsApp chats of the last 7, 30 or 90 days, read with the
 * publishing key (the database shows them to no one else). Without the key nothing is shown.
 */
export default function ReaderStatistics() {
  const publishKey = useKeyField();
  const [period, setPeriod] = useState<Period>(defaultPeriod);
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [shown, setShown] = useState<StatsSummary | null>(null);
  const requests = useLatestRequest();
  const key = useDebounced(publishKey.key, keyTypingPauseMs);
  const request = `${attempt}\n${key}\n${period}`;

  useEffect(() => {
    if (!adminBackend || !key) return;
    const isLatest = requests.begin();
    const today = jakartaDay(new Date());
    // Only what reads the statistics: this page never loads the articles' writes.
    Promise.all([adminClient(key), import('./read-page-stats')])
      .then(([client, { readPageStats }]) => readPageStats(client, requestRange(today, period)))
      .catch((error: Error) => ({ ok: false, reason: 'failed', error }) as const)
      .then((result) => {
        if (!isLatest()) return;
        if (result.ok) {
          const summary = summarize(result.rows, today, period);
          setAnswer({ request, status: 'loaded', summary });
          setShown(summary);
          return;
        }
        console.error('ReaderStatistics: reading the statistics failed:', result.error);
        setAnswer({ request, status: result.reason === 'not-authorized' ? 'wrong-key' : 'failed' });
        setShown(null);
      });
    return requests.end;
  }, [key, period, request, requests]);

  const loading = answer?.request !== request;
  const wrongKey = !loading && answer?.status === 'wrong-key';

  return (
    <div className="mt-8 space-y-8">
      {!adminBackend && <NotConfiguredAlert consequence="statistik tidak dapat dimuat" />}
      <PublishKeyForm id="statistik-publishKey" field={publishKey} refused={wrongKey} />

      {!publishKey.key ? (
        <p className="rounded-md bg-amber-50 p-3 text-slate-900">{statisticsTexts.keyNeeded}</p>
      ) : (
        adminBackend && (
          <>
            <div role="group" aria-label="Periode" className="flex flex-wrap gap-2">
              {periods.map((days) => (
                <button
                  key={days}
                  type="button"
                  aria-pressed={period === days}
                  onClick={() => setPeriod(days)}
                  className="min-h-11 rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50 aria-pressed:bg-brand-700 aria-pressed:text-white"
                >
                  {periodLabel(days)}
                </button>
              ))}
            </div>

            <p role="status" className="flex min-h-6 items-center gap-2 text-slate-700">
              {loading ? (
                <>
                  <Spinner />
                  {statisticsTexts.loading}
                </>
              ) : (
                shown && periodText(shown)
              )}
            </p>

            {!loading && answer && answer.status !== 'loaded' && (
              <div
                role="alert"
                className="rounded-md border border-amber-300 bg-amber-50 p-4 text-slate-900"
              >
                <p>{wrongKey ? wrongKeyMessage.description : statisticsTexts.failed}</p>
                {answer.status === 'failed' && (
                  <button
                    type="button"
                    className="btn-primary mt-3"
                    onClick={() => setAttempt((n) => n + 1)}
                  >
                    {statisticsTexts.retry}
                  </button>
                )}
              </div>
            )}

            {shown && (
              <div aria-busy={loading || undefined}>
                <StatsView summary={shown} />
              </div>
            )}
          </>
        )
      )}
    </div>
  );
}
