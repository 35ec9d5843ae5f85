// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import tailwind from '@astrojs/tailwind';

export default defineConfig({
  output: 'static',
  site: process.env.SITE_URL || 'http://127.0.0.1:4321',
  trailingSlash: 'ignore',
  integrations: [react(), tailwind({ applyBaseStyles: false })],
  build: { inlineStylesheets: 'auto' },
});
