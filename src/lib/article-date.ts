const longDate = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Jakarta',
});

/** A published_at timestamp as readers in Indonesia date it: '20 November 2026' (WIB). */
export function formatArticleDate(timestamp: string | Date): string {
  return longDate.format(new Date(timestamp));
}
