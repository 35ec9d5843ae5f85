// @ts-check
import { fileURLToPath } from 'node:url';
import { countPagePath } from '../src/config/analytics';
import { site } from '../src/config/site';
import { bundleForBrowser } from './browser-bundle.mjs';

const entry = fileURLToPath(new URL('../src/visits/counter.ts', import.meta.url));
const moduleId = 'virtual:visit-counter';

/**
 * @param {{ supabaseUrl: string, anonKey: string }} backend
 * @returns {Promise<string>} src/visits/counter.ts bundled for the browser, minified
 */
export async function bundleCounter({ supabaseUrl, anonKey }) {
  return bundleForBrowser({
    entry,
    format: 'iife',
    // The site's oldest browsers (astro.config.mjs' cssBrowsers) read `?.` and `??`.
    target: 'es2020',
    define: {
      __COUNT_URL__: JSON.stringify(new URL(countPagePath, supabaseUrl).href),
      __ANON_KEY__: JSON.stringify(anonKey),
      __BUSINESS_PHONE__: JSON.stringify(site.phone.international),
    },
  });
}

/**
 * Makes the counting script (src/visits/counter.ts, with the rules of src/lib/visit-source.ts
 * and src/config/analytics.ts, one copy of each) available to src/components/VisitCounter.astro
 * as the text of `virtual:visit-counter`, which the component inlines and the security-headers
 * integration then hashes into the policy. Bundled once per build, with the build's Supabase
 * URL and anon key.
 * @param {{ supabaseUrl: string | undefined, anonKey: string | undefined }} options
 * @returns {import('astro').AstroIntegration}
 */
export default function visitCounter({ supabaseUrl, anonKey }) {
  /** @type {Promise<string> | undefined} */
  let code;
  return {
    name: 'visit-counter',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'visit-counter',
                resolveId: (id) => (id === moduleId ? `\0${moduleId}` : undefined),
                async load(id) {
                  if (id !== `\0${moduleId}`) return undefined;
                  const url = supabaseUrl?.trim();
                  const key = anonKey?.trim();
                  // The site builds without a backend only in checks that need no counting.
                  code ??=
                    url && key
                      ? bundleCounter({ supabaseUrl: url, anonKey: key })
                      : Promise.resolve('');
                  return `export default ${JSON.stringify(await code)};`;
                },
              },
            ],
          },
        });
      },
    },
  };
}
