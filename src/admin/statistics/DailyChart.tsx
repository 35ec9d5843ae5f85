import { formatCount } from './article-counts';
import { shortDay, type DayCounts } from './page-stats';

const series = [
  { kind: 'visits', label: 'Kunjungan per hari', bar: 'fill-brand-600' },
  { kind: 'chats', label: 'Chat WhatsApp per hari', bar: 'fill-whatsapp-600' },
] as const;

/** Bar heights in the SVG's own units; the SVG stretches to the width it is given. */
const height = 40;

/** One series as bars, a day each, scaled to its own highest day: chats are far fewer than visits. */
function Bars({ days, kind, label, bar }: { days: DayCounts[] } & (typeof series)[number]) {
  const highest = Math.max(...days.map((day) => day[kind]));
  return (
    <div>
      <p className="flex justify-between gap-2 text-sm">
        <span className="font-semibold text-slate-900">{label}</span>
        <span className="text-slate-700">tertinggi {formatCount(highest)}</span>
      </p>
      {/* The numbers are in the table below, for screen readers: the bars only show them. */}
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${days.length} ${height}`}
        preserveAspectRatio="none"
        className="mt-1 block h-24 w-full border-b border-slate-400"
      >
        {highest > 0 &&
          days.map((day, index) => {
            const barHeight = (day[kind] / highest) * height;
            return day[kind] > 0 ? (
              <rect
                key={day.day}
                x={index + 0.15}
                width={0.7}
                y={height - barHeight}
                height={barHeight}
                className={bar}
              />
            ) : null;
          })}
      </svg>
    </div>
  );
}

/**
 * Visits and chats of each day of the period: two bar charts drawn by hand (a chart library
 * would weigh more than this whole page), readable on a 390 px phone, and the same numbers in a
 * table that screen readers read instead.
 */
export default function DailyChart({ days }: { days: DayCounts[] }) {
  const first = days[0]!;
  const last = days[days.length - 1]!;
  return (
    <section aria-labelledby="grafik-harian" className="space-y-4">
      <h2 id="grafik-harian" className="text-xl font-bold text-slate-900">
        Kunjungan dan Chat per Hari
      </h2>
      {series.map((one) => (
        <Bars key={one.kind} days={days} {...one} />
      ))}
      <p aria-hidden="true" className="flex justify-between text-sm text-slate-700">
        <span>{shortDay(first.day)}</span>
        <span>{shortDay(last.day)}</span>
      </p>
      <table className="sr-only">
        <caption>Kunjungan dan chat WhatsApp per hari</caption>
        <thead>
          <tr>
            <th scope="col">Tanggal</th>
            <th scope="col">Kunjungan</th>
            <th scope="col">Chat WhatsApp</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{shortDay(day.day)}</th>
              <td>{formatCount(day.visits)}</td>
              <td>{formatCount(day.chats)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
