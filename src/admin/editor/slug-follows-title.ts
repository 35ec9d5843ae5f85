/**
 * While writing a new article, its slug follows the title as typed, until the owner edits the
 * slug by hand; clearing the slug makes it follow again.
 */
import { slugify } from '../../lib/slugify';

export interface SlugState {
  slug: string;
  /** True until the admin edits the slug by hand; again true when they clear it. */
  follows: boolean;
}

export function slugAfterTitleInput(state: SlugState, title: string): SlugState {
  return state.follows ? { slug: slugify(title), follows: true } : state;
}

export function slugAfterSlugInput(slug: string): SlugState {
  return { slug, follows: slug === '' };
}
