import { writeSession } from './session-store';

/**
 * The sessionStorage key that marks an article this browser has just edited. Its page, built
 * before the edit, then shows the article as the database has it now (`client:edited`), until
 * the tab is closed; every other visitor gets the new version when the rebuild lands.
 */
export const freshArticleKey = (slug: string) => `article-edited:${slug}`;

export function markArticleEdited(slug: string): void {
  writeSession(freshArticleKey(slug), '1');
}
