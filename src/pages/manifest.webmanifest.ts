import type { APIRoute } from 'astro';
import { logoIcon, themeColor } from '../config/seo';
import { site } from '../config/site';

/** What Android shows when the site is added to the home screen. */
export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      name: site.name,
      short_name: site.name,
      description: site.description,
      lang: 'id',
      id: '/',
      start_url: '/',
      scope: '/',
      // Installable (the service worker keeps what was read for offline use), and still with a
      // back button and the address: the site sends readers on to WhatsApp and other sites.
      display: 'minimal-ui',
      background_color: '#ffffff',
      theme_color: themeColor,
      icons: [
        { src: '/icon-192.png', sizes: '192x192', type: 'image/png' },
        { src: logoIcon.path, sizes: `${logoIcon.size}x${logoIcon.size}`, type: 'image/png' },
      ],
    }),
  );
