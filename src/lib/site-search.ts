import { browserBackendConfig } from '../config/backend';
import { searchPath } from '../config/blog';

/** A stretch of a result's excerpt, and whether it is one of the words searched for. */
export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/** What the search page shows of a result. */
export interface SearchHit {
  slug: string;
  title: string;
  category: string | null;
  date: Date | null;
  excerpt: ExcerptPart[];
  /** It has every word searched for (that some article has); else it is a partial match. */
  complete: boolean;
}

/** One page of results, as `public.search_articles` answers it (docs/backend.md, Searching). */
export interface SearchPage {
  hits: SearchHit[];
  /** How many articles match in all (or how many are suggested). */
  total: number;
  hasMore: boolean;
  /** Nothing matched: these are titles close to the words ('Mungkin maksud Anda:'). */
  suggestion: boolean;
}

interface SearchRow {
  slug: string;
  title: string;
  category: string | null;
  published_at: string | null;
  excerpt: string | null;
  complete: boolean;
  suggestion: boolean;
  has_more: boolean;
  total: number;
}

/** The database marks each found word of an excerpt with these two private-use characters. */
const markStart = '\uE000';
const markEnd = '\uE001';

/** An excerpt as text parts, the found words marked: it is text, never HTML. */
export function excerptParts(excerpt: string | null): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  for (const [n, piece] of (excerpt ?? '').split(markStart).entries()) {
    const [marked, rest] = n === 0 ? ['', piece] : splitOnce(piece, markEnd);
    if (marked) parts.push({ text: marked, marked: true });
    if (rest) parts.push({ text: rest, marked: false });
  }
  return parts;
}

function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + separator.length)];
}

const toHit = (row: SearchRow): SearchHit => {
  const date = row.published_at ? new Date(row.published_at) : null;
  return {
    slug: row.slug,
    title: row.title,
    category: row.category?.trim() || null,
    date: date && !Number.isNaN(date.getTime()) ? date : null,
    excerpt: excerptParts(row.excerpt),
    complete: row.complete,
  };
};

/**
 * Page `page` of the articles matching `query`, from the database: fresh the moment an article
 * is published, edited or withdrawn. A plain GET (a stable function may be read that way), not
 * supabase-js: the search page downloads a few hundred bytes of code, not the client. The key
 * goes in the query, as Supabase's gateway accepts it, so the request has no header of its own
 * and the browser sends it without a CORS preflight: one round trip per search on slow data.
 */
export async function searchArticles(query: string, page = 1): Promise<SearchPage> {
  const backend = browserBackendConfig();
  if (!backend) throw new Error('the site was built without PUBLIC_SUPABASE_URL');
  const url = new URL(`${backend.url.replace(/\/+$/, '')}/rest/v1/rpc/search_articles`);
  url.search = new URLSearchParams({
    q: query,
    page: String(page),
    apikey: backend.anonKey,
  }).toString();
  const response = await fetch(url);
  if (!response.ok) {
    throw new Error(`search_articles answered HTTP ${response.status}: ${await response.text()}`);
  }
  const rows = (await response.json()) as SearchRow[];
  return {
    hits: rows.map(toHit),
    total: rows[0]?.total ?? 0,
    hasMore: rows.some((row) => row.has_more),
    suggestion: rows.some((row) => row.suggestion),
  };
}

/** What the search page lists: the results, the partial matches apart, and how many results. */
export interface ResultGroups {
  hits: SearchHit[];
  partial: SearchHit[];
  count: number;
}

/**
 * The hits with every word first and the partial matches that follow them apart (the database
 * adds those when fewer than a page has every word, so all the others are on the first page).
 * When none has every word, the partial matches are the results, as many as the total.
 */
export function resultGroups(
  results: Pick<SearchPage, 'hits' | 'total' | 'suggestion'>,
): ResultGroups {
  const complete = results.hits.filter((hit) => hit.complete);
  const partial = results.hits.filter((hit) => !hit.complete);
  if (results.suggestion || complete.length === 0 || partial.length === 0) {
    return { hits: results.hits, partial: [], count: results.total };
  }
  return { hits: complete, partial, count: complete.length };
}

/** The words of a search as the address carries them. */
export const queryOfAddress = (search: string) =>
  new URLSearchParams(search).get('q')?.trim() ?? '';

/** The search page's address for `query`, to share or to come back to. */
export const searchHref = (query: string) =>
  query ? `${searchPath}?${new URLSearchParams({ q: query })}` : searchPath;
