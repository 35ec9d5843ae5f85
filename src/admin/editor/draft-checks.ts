/** What the editor can tell before sending: a malformed slug or thumbnail URL, or too long. */
import { slugPattern } from '../../lib/article-path';
import type { EditorMessage } from '../shared/messages';
import { slugRefused, thumbnailRefused, tooLong } from './editor-messages';
import { articleFields, articleLimit, type ArticleField, type EditorMode } from './form-fields';
import type { ArticleFormValues } from './form-values';

/**
 * An http(s) address with a host: the database's rule for thumbnails
 * (`articles_thumbnail_url_http`), and what the editor's dialogs ask of a web address.
 */
export const webAddressPattern = /^https?:\/\/[^\s/?#]+([/?#]\S*)?$/i;

/** Whether the database would take this as a thumbnail URL (http or https, with a host). */
export function isThumbnailUrl(url: string): boolean {
  return webAddressPattern.test(url.trim());
}

/** The first problem of the values the editor would send, or null when there is none. */
export function draftProblem(values: ArticleFormValues, mode: EditorMode): EditorMessage | null {
  // An edit never sends the slug, so the stored one is not judged again.
  const sentFields = articleFields.filter((name) => mode === 'create' || name !== 'slug');
  if (mode === 'create' && !slugPattern.test(values.slug.trim())) return slugRefused(mode);
  const thumbnail = values.thumbnail_url.trim();
  if (thumbnail && !isThumbnailUrl(thumbnail)) return thumbnailRefused(mode);
  // As the database counts: code points, of the value as sent (trimmed, except the content).
  const sent = (name: ArticleField) => (name === 'content' ? values.content : values[name].trim());
  const long = sentFields.find((name) => [...sent(name)].length > articleLimit(name));
  return long ? tooLong(long, mode) : null;
}
