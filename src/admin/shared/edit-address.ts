/** The edit page's address: where the list's 'Edit' leads, and the slug the page reads from it. */
export const editArticlePath = '/admin/edit-article';

export const editArticleHref = (slug: string) =>
  `${editArticlePath}?slug=${encodeURIComponent(slug)}`;

/** The slug the edit page was opened for (its `?slug=`), or null when there is none. */
export function slugOfEditAddress(search: string): string | null {
  return new URLSearchParams(search).get('slug')?.trim() || null;
}
