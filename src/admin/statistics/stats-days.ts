/**
 * The days the owner's statistics are counted in: Asia/Jakarta days, written as the database
 * writes a `date` ('2026-11-27'). Small on purpose: 'Kelola Artikel' imports it too.
 */

const jakartaDate = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: 'Asia/Jakarta',
});

/** The Asia/Jakarta day of a moment: '2026-11-27'. */
export const jakartaDay = (moment: Date): string => jakartaDate.format(moment);

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

export interface DayRange {
  from: string;
  to: string;
}

/** The `days` days ending with `today`, today included. */
export const lastDays = (today: string, days: number): DayRange => ({
  from: addDays(today, 1 - days),
  to: today,
});

/** Every day of a range, in order. */
export function daysOf({ from, to }: DayRange): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
