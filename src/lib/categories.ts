import { slugify } from './slugify';

/** What ordering, grouping and related articles need of an article. */
export interface Categorized {
  slug: string;
  category: string | null;
  published_at: Date;
  id: number;
}

export interface Category<T extends Categorized> {
  /** The page's address segment: /blog/kategori/{slug}. */
  slug: string;
  /** As the most recent article of the category writes it, spaces tidied. */
  name: string;
  /** Newest first. */
  articles: T[];
}

/** A category as written, with spaces trimmed and runs of spaces made one; null if blank. */
export function categoryName(category: string | null | undefined): string | null {
  const name = category?.replace(/\s+/g, ' ').trim();
  return name ? name : null;
}

/**
 * The address segment of a category, by the article slug rule, so 'Tips', 'tips ' and 'TIPS' (or
 * 'Kesehatan' and 'Késehatan') are one category; null when nothing of the name survives (no
 * category page then: its articles are on /blog only).
 */
export function categorySlug(category: string | null | undefined): string | null {
  const name = categoryName(category);
  const slug = name === null ? '' : slugify(name);
  return slug ? slug : null;
}

/** Newest first; the id breaks ties, as in the database's list order (every list of the site). */
export const byNewest = <T extends Categorized>(a: T, b: T): number =>
  b.published_at.getTime() - a.published_at.getTime() || b.id - a.id;

/**
 * Every category that has a page, with its articles newest first, ordered by how many
 * articles it has (then by name), as /blog lists them.
 */
export function groupByCategory<T extends Categorized>(articles: readonly T[]): Category<T>[] {
  const groups = new Map<string, Category<T>>();
  for (const article of [...articles].sort(byNewest)) {
    const slug = categorySlug(article.category);
    if (slug === null) continue;
    const group = groups.get(slug);
    if (group) group.articles.push(article);
    else groups.set(slug, { slug, name: categoryName(article.category)!, articles: [article] });
  }
  return [...groups.values()].sort(
    (a, b) => b.articles.length - a.articles.length || a.name.localeCompare(b.name, 'id'),
  );
}

/**
 * For each article, up to `count` others to read next: the newest of its category first, then
 * the newest of the rest. Grouping is done once, so a build of thousands of pages stays linear.
 */
export function relatedArticlesFinder<T extends Categorized>(articles: readonly T[], count = 3) {
  const newestFirst = [...articles].sort(byNewest);
  const bySlug = new Map(groupByCategory(newestFirst).map((group) => [group.slug, group.articles]));
  return (article: T): T[] => {
    const chosen: T[] = [];
    const take = (candidates: readonly T[]) => {
      for (const other of candidates) {
        if (chosen.length >= count) return;
        if (other.slug !== article.slug && !chosen.includes(other)) chosen.push(other);
      }
    };
    take(bySlug.get(categorySlug(article.category) ?? '') ?? []);
    take(newestFirst);
    return chosen;
  };
}
