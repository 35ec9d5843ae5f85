import type { APIRoute } from 'astro';
import { sitemapPath } from '../config/seo';

export const GET: APIRoute = ({ site }) =>
  new Response(
    ['User-agent: *', 'Allow: /', '', `Sitemap: ${new URL(sitemapPath, site)}`, ''].join('\n'),
  );
