import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startBackend } from '../../scripts/backend/index.mjs';
import {
  generateArticle,
  generateArticles,
  insertArticles,
} from '../../scripts/fixtures/articles.mjs';
import {
  startImageServer,
  withLocalImages,
  writeLocalSeed,
} from '../../scripts/fixtures/image-server.mjs';
import { seededArticles } from '../../scripts/fixtures/seeded-articles.mjs';
import { astroBuild } from '../../scripts/site/site-builder.mjs';
import { makeWorkDir } from '../../scripts/lib/work-dir.mjs';
import { articlesClient } from '../../src/lib/articles';

export interface BuiltSite {
  /** The build's output directory. */
  root: string;
  siteUrl: string;
  backendOrigin: string;
  /** How many articles the build has: the seed's and the ones global-setup adds. */
  articleCount: number;
  /** An article whose title and summary try to break out of the page's script elements. */
  hostile: { slug: string; title: string; summary: string };
  /** An article edited after it was published, and one withdrawn before the build. */
  edited: { slug: string; published_at: string; updated_at: string };
  withdrawn: { slug: string };
  /** An article (with a thumbnail) whose every text field breaks out into script and style. */
  hostileFields: { slug: string; scripts: string[]; styles: string[] };
  /** The loopback host every article image comes from (the seed's Unsplash images too). */
  imageOrigin: string;
  /** An article whose thumbnail and body image the build cannot fetch. */
  unreachableImages: { slug: string; thumbnail: string; inBody: string };
  /**
   * An article whose every image the build must refuse or give up on, each with the reason the
   * build log gives (after "image <address> "); its thumbnail is the first of them.
   */
  hostileImages: { slug: string; refused: Record<string, string> };
  /** What `astro build` printed. */
  buildLog: string;
  /**
   * A second build with the same image cache, right after: what it printed, and how often the
   * image server was asked for each image address during it. Built with PUBLIC_ANALYTICS=off,
   * its pages (in `root`) are also the site that counts nothing.
   */
  secondBuild: { log: string; requests: Record<string, number>; seconds: number; root: string };
  /** Every published article as the database lists it, newest first: what the site shows. */
  articles: { slug: string; title: string; category: string | null; published_at: string }[];
}

declare module 'vitest' {
  export interface ProvidedContext {
    site: BuiltSite;
  }
}

const extraArticles = 20;
/**
 * More guides, older than the rest, so 'Panduan' (with the seed's and the generated ones) fills
 * a second category page; written three ways that are one category. The feed's 50 items still
 * hold every article.
 */
const pagedCategory = { count: 19, spellings: ['panduan ', 'PANDUAN', 'Panduan'] };

/**
 * Seconds an image download may take in these builds (IMAGE_FETCH_TIMEOUT_S): the hanging
 * addresses cost this much, and the loopback photos must come within it while the machine is
 * busy (npm test runs these tests beside the unit tests; at 2 s a busy machine once failed them).
 */
const imageTimeoutS = 6;

const xssScript = (n: number) => `__xss(${n})`;
const xssStyle = (n: number) => `b{--xss:${n}}`;
/** Ends any script, style or comment it lands in, then adds script and style number `n`. */
const breakOut = (n: number) =>
  `</script><script>${xssScript(n)}</script></style><style>${xssStyle(n)}</style><!--`;

/**
 * One production build of the site, as a host would make it: a throwaway seeded backend plus
 * hostile articles, and SITE_URL set to a public https address.
 */
export default async function setup(project: TestProject) {
  const dataDir = await makeWorkDir('migran-build-test-');
  const publishKey = `build-test-${randomBytes(18).toString('hex')}`;
  const images = await startImageServer();
  // The seed's and the generator's images come from the image server instead of Unsplash.
  const localImages = (text: string) => withLocalImages(text, images.origin);
  const seed = await writeLocalSeed(dataDir, images.origin);
  const backend = await startBackend({ dataDir, port: 0, publishKey, quiet: true, seedFile: seed });
  const local = <T extends Record<string, unknown>>(article: T): T =>
    Object.fromEntries(
      Object.entries(article).map(([key, value]) => [
        key,
        typeof value === 'string' ? localImages(value) : value,
      ]),
    ) as T;
  try {
    const hostile = {
      slug: 'uji-judul-berbahaya',
      title: 'Awas </script><script>alert(1)</script> & "Calo" <!--',
      summary: 'Ringkasan </script><img src=x onerror=alert(2)> ‹aman›',
    };
    const articles = articlesClient({ ...backend, publishKey }).from('articles');
    // Enough for a full first list page and a second one, as on the live blog. Published one by
    // one through the API, which dates each one itself (now).
    const extra = generateArticles(extraArticles).map(local);
    for (const [i, article] of extra.entries()) {
      const { error } = await articles.insert(article);
      if (error) throw new Error(`inserting article ${i + 1} failed: ${error.message}`);
    }
    const { error } = await articles.insert({ ...hostile, content: '<p>Isi artikel uji.</p>' });
    if (error) throw new Error(`inserting the hostile article failed: ${error.message}`);
    const edit = await articles
      .update({ content: '<p>Biaya yang benar: Rp 1.500.000.</p>' })
      .eq('slug', extra[2]!.slug)
      .select('slug, published_at, updated_at')
      .single();
    if (edit.error) throw new Error(`editing an article failed: ${edit.error.message}`);
    const { updated_at: editedAt } = edit.data;
    if (!editedAt) throw new Error('the edited article has no updated_at');
    const withdrawn = {
      ...generateArticle(extraArticles),
      slug: 'uji-artikel-ditarik',
      title: 'Artikel yang Ditarik',
    };
    const withdraw = await articles.insert(withdrawn);
    if (withdraw.error) throw new Error(`inserting failed: ${withdraw.error.message}`);
    const hide = await articles
      .update({ withdrawn_at: new Date().toISOString() })
      .eq('slug', withdrawn.slug);
    if (hide.error) throw new Error(`withdrawing failed: ${hide.error.message}`);
    // As the owner, to publish it in the past: the newest article stays site.hostile.
    const fields = local({
      slug: 'uji-kolom-berbahaya',
      title: `Judul ${breakOut(1)}`,
      summary: `Ringkasan ${breakOut(2)}`,
      thumbnail_url: 'https://images.unsplash.com/photo-1436491865332-7a61a109cc05?w=1200&n=xss',
      alt_text: `Foto ${breakOut(3)}`,
      category: `Uji ${breakOut(4)}`,
      author: `Penulis ${breakOut(5)}`,
      content: '<p>Isi artikel uji.</p>',
      published_at: '2026-11-01T08:00:00Z',
    });
    const unreachable = {
      slug: 'uji-gambar-tidak-terambil',
      thumbnail: `${images.origin}/missing/sampul.jpg`,
      inBody: `${images.origin}/page/foto.jpg`,
    };
    const hostileImages = {
      slug: 'uji-gambar-berbahaya',
      refused: {
        [images.hostile('truncated.jpg')]:
          'refused: not a readable image (VipsJpeg: premature end of JPEG image)',
        [images.hostile('huge.png')]:
          'refused: its header declares more than 50 MP, the most the build decodes of a PNG',
        [images.hostile('drawing.svg')]: 'refused: not an accepted image type (SVG)',
        [images.hostile('photo.heic')]: 'refused: not an accepted image type (HEIC)',
        [images.hostile('page.jpg')]: 'refused: not an accepted image type (HTML)',
        [`${images.origin}/hang/foto.jpg`]: `could not be fetched (no answer within ${imageTimeoutS} s)`,
        // N: the bytes it sent by then, a byte a second.
        [`${images.origin}/trickle/foto.jpg`]: `could not be fetched (N bytes in ${imageTimeoutS} s, not complete)`,
        [images.redirect('http://169.254.169.254/latest/meta-data/')]:
          'refused: 169.254.169.254 is a link-local address',
        'http://10.0.0.1:5432/foto.jpg': 'refused: 10.0.0.1 is a private address',
      },
    };
    const [hostileThumbnail, ...hostileInBody] = Object.keys(hostileImages.refused);
    const owner = new pg.Client({ connectionString: backend.dbUrl });
    await owner.connect();
    try {
      await insertArticles(owner, [fields]);
      await insertArticles(owner, [
        {
          slug: unreachable.slug,
          title: 'Gambar yang Tidak Bisa Diambil',
          summary: 'Sampul dan gambar isinya tidak bisa diambil saat build.',
          thumbnail_url: unreachable.thumbnail,
          alt_text: 'Sampul yang hilang',
          content: `<p>Isi.</p><figure><img src="${unreachable.inBody}" alt="Foto"></figure>`,
          published_at: '2026-10-31T08:00:00Z',
        },
        {
          slug: hostileImages.slug,
          title: 'Gambar yang Ditolak',
          summary: 'Setiap gambarnya ditolak atau tidak terambil saat build.',
          thumbnail_url: hostileThumbnail!,
          alt_text: 'Sampul yang rusak',
          content: hostileInBody.map((src) => `<p><img src="${src}" alt="Foto"></p>`).join(''),
          published_at: '2026-10-30T08:00:00Z',
        },
      ]);
      await insertArticles(
        owner,
        generateArticles(pagedCategory.count, { start: 1000 }).map((article, i) => ({
          ...local(article),
          category: pagedCategory.spellings[i % pagedCategory.spellings.length]!,
          published_at: new Date(Date.UTC(2026, 9, 1 + i)).toISOString(),
        })),
      );
    } finally {
      await owner.end();
    }

    const listed = await articles
      .select('slug, title, category, published_at')
      .is('withdrawn_at', null)
      .order('published_at', { ascending: false })
      .order('id', { ascending: false });
    if (listed.error) throw new Error(`listing the articles failed: ${listed.error.message}`);

    const root = join(dataDir, 'dist');
    const siteUrl = 'https://sahabatmigran.example';
    const env = {
      SITE_URL: siteUrl,
      PUBLIC_SUPABASE_URL: backend.url,
      PUBLIC_SUPABASE_ANON_KEY: backend.anonKey,
      IMAGE_CACHE_DIR: join(dataDir, 'image-cache'),
      // The image server is on loopback; its hanging addresses cost imageTimeoutS each, not 15.
      IMAGE_FETCH_ALLOW_LOOPBACK: 'true',
      IMAGE_FETCH_TIMEOUT_S: String(imageTimeoutS),
    };
    const buildLog = await astroBuild(root, env);
    // Again, into another directory, with the same image cache: what it asks the server for.
    // Without counting, which changes no image.
    const before = new Map(images.requests);
    const secondStarted = Date.now();
    const secondRoot = join(dataDir, 'dist-again');
    const secondLog = await astroBuild(secondRoot, { ...env, PUBLIC_ANALYTICS: 'off' });
    const secondBuild = {
      root: secondRoot,
      log: secondLog,
      seconds: (Date.now() - secondStarted) / 1000,
      requests: Object.fromEntries(
        [...images.requests].map(([path, count]) => [path, count - (before.get(path) ?? 0)]),
      ),
    };
    project.provide('site', {
      root,
      siteUrl,
      backendOrigin: new URL(backend.url).origin,
      articleCount: seededArticles.length + extraArticles + 4 + pagedCategory.count,
      imageOrigin: images.origin,
      unreachableImages: unreachable,
      hostileImages,
      buildLog,
      secondBuild,
      hostile,
      edited: { ...edit.data, updated_at: editedAt },
      withdrawn: { slug: withdrawn.slug },
      articles: listed.data,
      hostileFields: {
        slug: fields.slug,
        scripts: [1, 2, 3, 4, 5].map(xssScript),
        styles: [1, 2, 3, 4, 5].map(xssStyle),
      },
    });
  } catch (error) {
    await backend.stop();
    await images.stop();
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    await backend.stop();
    await images.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
