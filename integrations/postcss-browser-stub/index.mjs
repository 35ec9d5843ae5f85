// @ts-check
import { fileURLToPath } from 'node:url';

const stub = fileURLToPath(new URL('./postcss.js', import.meta.url));

/**
 * Gives the browser bundle ./postcss.js instead of postcss (see there why that is safe).
 * @returns {import('astro').AstroIntegration}
 */
export default function postcssBrowserStub() {
  return {
    name: 'postcss-browser-stub',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'postcss-browser-stub',
                enforce: 'pre',
                resolveId: (id, _importer, options) =>
                  id === 'postcss' && !options?.ssr ? stub : null,
              },
            ],
          },
        });
      },
    },
  };
}
