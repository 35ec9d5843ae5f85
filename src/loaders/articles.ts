import type { Loader, LoaderContext } from 'astro/loaders';
import type { BackendConfig } from '../config/backend';
import { imageSizes, type ImageStepSettings } from '../config/images';
import { articlesClient, listAllArticles } from '../lib/articles';
import { sanitizeArticleHtml } from '../lib/sanitize';
import { chooseThumbnail, defaultThumbnail } from '../lib/thumbnail';
import { bodyImageSources, withPreparedImages } from './article-images/body-images';
import { prepareImages, type ImagePreparation } from './article-images/prepare-images';

/** `astro check` and `astro sync` need the collection's types, not its data. */
const onlyTypeChecking = () => ['check', 'sync'].includes(process.argv[2] ?? '');

/**
 * Loads every article from Supabase into the collection at build time, with its HTML sanitized
 * once by the shared policy and its images served from the site (prepareImages). Any failure to
 * load articles that survives the retries fails the build: a site with a silently empty or
 * partial blog must never be deployed. An image that cannot be fetched or is refused does not:
 * the build log names it, why, and its articles. A refused one, or an http:// one the build
 * could not fetch (the site's policy blocks http images), is left out: a card shows the default
 * image, an article the image's alt text. An https:// image that could not be fetched is shown
 * from its own address. Card images get files cropped to the card's box.
 */
export function articlesLoader(
  getConfig: () => BackendConfig,
  getImageSettings: () => ImageStepSettings,
): Loader {
  return {
    name: 'supabase-articles',
    async load({ store, parseData, logger }) {
      if (onlyTypeChecking()) {
        logger.info('astro check/sync: articles are not loaded, only their types are generated');
        return;
      }
      const config = getConfig();
      const started = Date.now();
      const rows = await listAllArticles(articlesClient(config), {
        onRetry: (error, attempt) => logger.warn(`${error.message}; retry ${attempt}`),
      });
      logger.info(`${rows.length} articles from ${config.url} in ${Date.now() - started} ms`);

      const articles = rows.map(({ content, ...row }) => {
        const html = sanitizeArticleHtml(content);
        const cardImage = chooseThumbnail({ thumbnail_url: row.thumbnail_url, content });
        const images = [cardImage, ...bodyImageSources(html)];
        if (row.thumbnail_url) images.push(row.thumbnail_url);
        return { row, html, cardImage, images };
      });
      const imageSettings = getImageSettings();
      if (imageSettings.allowLoopback) {
        logger.info('images: loopback addresses allowed (IMAGE_FETCH_ALLOW_LOOPBACK, local only)');
      }
      const imagesStarted = Date.now();
      const images = await prepareImages(
        articles.flatMap((article) => article.images),
        imageSettings,
        Date.now,
        new Set(articles.map((article) => article.cardImage)),
      );
      logImages(images, articles, logger, Date.now() - imagesStarted);

      store.clear();
      for (const { row, html, cardImage } of articles) {
        const shown = (url: string | null) => (url && !images.dropped.has(url) ? url : null);
        const picture = (url: string | null) => (url && images.prepared.get(url)) || null;
        const thumbnail = shown(row.thumbnail_url);
        const card = shown(cardImage) ?? defaultThumbnail;
        const cardPicture = picture(card);
        const data = await parseData({
          id: row.slug,
          data: {
            ...row,
            thumbnail_url: thumbnail,
            cardImage: card,
            cardPicture: cardPicture?.card ?? cardPicture,
            heroPicture: picture(thumbnail),
          },
        });
        store.set({
          id: row.slug,
          data,
          rendered: {
            html: withPreparedImages(html, images.prepared, imageSizes.article, images.dropped),
          },
        });
      }
    },
  };
}

function logImages(
  images: ImagePreparation,
  articles: { row: { slug: string }; images: string[] }[],
  logger: LoaderContext['logger'],
  ms: number,
) {
  const usedBy = (url: string) =>
    articles
      .filter((article) => article.images.includes(url))
      .map((article) => article.row.slug)
      .join(', ');
  const where = (url: string) =>
    images.dropped.has(url)
      ? `left out of ${usedBy(url)}`
      : `shown from its own address on ${usedBy(url)}`;
  for (const [url, reason] of images.failed) {
    logger.warn(`image ${url} ${reason}; ${where(url)}`);
  }
  for (const [url, reason] of images.kept) {
    logger.info(`image ${url} ${reason}; ${where(url)}`);
  }
  logger.info(
    `images: ${images.converted} converted, ${images.fromCache} from the cache, ` +
      `${images.failed.size} failed, ${images.kept.size} kept as they are, in ${ms} ms`,
  );
}
