interface Dated {
  data: { id: number; published_at: Date };
}

/** Newest first; the id breaks ties, as in the database's list order. */
export const newestFirst = (a: Dated, b: Dated): number =>
  b.data.published_at.getTime() - a.data.published_at.getTime() || b.data.id - a.data.id;
