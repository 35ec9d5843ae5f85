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

const clock = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: 'Asia/Jakarta',
});

/** A moment as the owner and readers read it, in WIB: '24 November 2026 pukul 10.15 WIB'. */
export function formatDateTime(timestamp: string | number | Date): string {
  return `${formatArticleDate(new Date(timestamp))} pukul ${clock.format(new Date(timestamp))} WIB`;
}

/**
 * When the article was edited, if after its publication: the date 'Diperbarui' shows, the
 * JSON-LD's dateModified and the sitemap's lastmod. null when it was never edited.
 */
export function editedAfter(
  published: string | Date,
  updated: string | Date | null | undefined,
): Date | null {
  if (!updated) return null;
  const edited = new Date(updated);
  return edited.getTime() > new Date(published).getTime() ? edited : null;
}
