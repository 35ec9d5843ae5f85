import { searchIndexDir, searchPath } from '../config/blog';

/** What the search page shows of a result, from the meta its article page gave the index. */
export interface SearchHit {
  slug: string;
  title: string;
  summary: string | null;
  date: Date | null;
}

/** The part of Pagefind's browser API (pagefind.js, written by the build) the search uses. */
interface Pagefind {
  init(): Promise<void>;
  search(query: string): Promise<{
    results: { id: string; data(): Promise<{ meta: Record<string, string | undefined> }> }[];
  }>;
}

export interface SearchResults {
  query: string;
  total: number;
  /** Loads the metadata of hits [from, to): only what is shown is downloaded. */
  load(from: number, to: number): Promise<SearchHit[]>;
}

/** Pagefind's browser API, beside the index the build writes (integrations/search-index.mjs). */
const bundleUrl = `/${searchIndexDir}/pagefind.js`;

let pagefind: Promise<Pagefind> | null = null;

function loadPagefind(): Promise<Pagefind> {
  if (!pagefind) {
    const loading = import(/* @vite-ignore */ bundleUrl).then(async (module: Pagefind) => {
      await module.init();
      return module;
    });
    // A failed download (offline) must not stick: the next search tries again.
    loading.catch(() => (pagefind = null));
    pagefind = loading;
  }
  return pagefind;
}

const toHit = (meta: Record<string, string | undefined>): SearchHit | null => {
  if (!meta.slug || !meta.title) return null;
  const date = meta.date ? new Date(meta.date) : null;
  return {
    slug: meta.slug,
    title: meta.title,
    summary: meta.summary?.trim() || null,
    date: date && !Number.isNaN(date.getTime()) ? date : null,
  };
};

/** Searches the built index; words match as prefixes, so results come as the visitor types. */
export async function searchArticles(query: string): Promise<SearchResults> {
  const engine = await loadPagefind();
  const { results } = await engine.search(query);
  return {
    query,
    total: results.length,
    load: async (from, to) => {
      const data = await Promise.all(results.slice(from, to).map((result) => result.data()));
      return data.map(({ meta }) => toHit(meta)).filter((hit): hit is SearchHit => hit !== null);
    },
  };
}

/** The words of a search as the address carries them. */
export const queryOfAddress = (search: string) =>
  new URLSearchParams(search).get('q')?.trim() ?? '';

/** The search page's address for `query`, to share or to come back to. */
export const searchHref = (query: string) =>
  query ? `${searchPath}?${new URLSearchParams({ q: query })}` : searchPath;
