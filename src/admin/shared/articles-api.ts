/** What the owner's pages ask of the backend, loaded on first use (see backend.ts). */
export { getArticleBySlug } from '../../lib/articles/client';
export {
  createArticle,
  createArticleAgain,
  setArticleWithdrawn,
  updateArticle,
} from '../../lib/articles/write-article';
export { getArticleRevision, listArticleRevisions } from '../../lib/articles/revisions';
export { listArticlesForAdmin, listArticleWriters } from '../../lib/articles/admin-list';
export { readPageStats } from '../statistics/read-page-stats';
