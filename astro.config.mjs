// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { loadEnv } from 'vite';
import postcssBrowserStub from './integrations/postcss-browser-stub/index.mjs';
import securityHeaders from './integrations/security-headers/index.mjs';
import criticalCss from './integrations/critical-css/index.mjs';
import clientDirectives from './integrations/client-directives.mjs';
import articleImages from './integrations/article-images.mjs';
import serviceWorker from './integrations/service-worker.mjs';
import visitCounter from './integrations/visit-counter.mjs';
import articleReader from './integrations/article-reader.mjs';
import { serviceWorkerEnabled } from './src/config/offline';
import { imageCacheDir } from './src/config/images';
import { isUnlisted } from './src/config/seo';
import { pagePath } from './src/lib/page-path';
import { backendConfig } from './src/config/backend';
import { articlesClient, listArticleDates } from './src/lib/articles';
import { withArticleLastmod } from './src/lib/sitemap-lastmod';

/** The oldest browsers our CSS is written for (docs/decisions.md, issue 19). */
const cssBrowsers = ['chrome88', 'edge88', 'firefox78', 'safari14'];

const reader = articleReader();

// .env files and the environment; the environment wins, as in Vite.
const env = loadEnv(process.env.NODE_ENV === 'development' ? 'development' : 'production', '.', '');

export default defineConfig({
  output: 'static',
  site: env.SITE_URL || 'http://127.0.0.1:4321',
  // `/blog/x` is built as blog/x.html, which Netlify, Cloudflare Pages and GitHub Pages all serve
  // at `/blog/x` directly; a blog/x/index.html would cost slow phones a redirect to `/blog/x/`.
  trailingSlash: 'never',
  // Builds that run at the same time need their own (scripts/site/site-builder.mjs).
  cacheDir: env.ASTRO_CACHE_DIR || './node_modules/.astro',
  build: { format: 'file', inlineStylesheets: 'auto' },
  vite: {
    // Vite 8 minifies CSS for browsers from 2023 on (Chrome 111, Safari 16.4) unless told
    // otherwise, and rewrites media queries into range syntax older phones do not read.
    build: { cssTarget: cssBrowsers },
  },
  integrations: [
    react(),
    clientDirectives(),
    postcssBrowserStub(),
    sitemap({
      filter: (page) => !isUnlisted(pagePath(new URL(page))),
      serialize: withArticleLastmod(() => listArticleDates(articlesClient(backendConfig(env)))),
    }),
    articleImages({ cacheDir: imageCacheDir(env) }),
    // CRITICAL_CSS=off builds without the step (every page links the whole stylesheet from
    // <head>), to measure what it is worth: docs/decisions.md, issue 27. Not for deploys: the
    // byte budgets fail without it.
    ...(env.CRITICAL_CSS === 'off' ? [] : [criticalCss()]),
    visitCounter({
      supabaseUrl: env.PUBLIC_SUPABASE_URL,
      anonKey: env.PUBLIC_SUPABASE_ANON_KEY,
    }),
    reader,
    serviceWorker({
      enabled: serviceWorkerEnabled(env.PUBLIC_SERVICE_WORKER),
      keep: async () => [await reader.url()],
    }),
    securityHeaders({ supabaseUrl: env.PUBLIC_SUPABASE_URL }),
  ],
});
