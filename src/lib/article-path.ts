import { blogPath, categoriesPath } from '../config/blog';

/**
 * What a slug may be: the database's articles_slug_format check, in JavaScript. Not digits
 * alone, which are the blog's list pages (/blog/2), nor the names of the search and category
 * pages; the lookahead is written to stay true inside `articlePath` below.
 */
export const slugPattern = /^(?!(?:[0-9]+|cari|kategori)(?:\/|$))[a-z0-9]+(-[a-z0-9]+)*$/;

/** The address of an article page, /blog/{slug}; the slug is group 1. */
export const articlePath = new RegExp(`^${blogPath}/(${slugPattern.source.slice(1, -1)})/?$`);

/** An article page's address. */
export const articleHref = (slug: string) => `${blogPath}/${slug}`;

/** A category's first page. */
export const categoryHref = (categorySlug: string) => `${categoriesPath}/${categorySlug}`;
