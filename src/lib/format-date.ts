const longDate = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * Reads a date input's value (`2026-12-15`) the way Indonesians write it
 * ('Selasa, 15 Desember 2026'). The value is a calendar date, not an instant, so it is
 * formatted in UTC to stay the same day everywhere. Anything else is returned unchanged.
 */
export function formatInputDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}
