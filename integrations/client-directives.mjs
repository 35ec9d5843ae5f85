// @ts-check
import { fileURLToPath } from 'node:url';

/**
 * Our own `client:` directives. Each one adds the stylesheet the critical-css integration left
 * out of the page (src/directives/late-css.ts) before it hydrates.
 */
export const ownDirectives = ['edited', 'flagged', 'interaction', 'toast'];

/**
 * Our own `client:` directives; each one's code is in src/directives/ and says when it hydrates.
 * @returns {import('astro').AstroIntegration}
 */
export default function clientDirectives() {
  return {
    name: 'migran-client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        for (const name of ownDirectives) {
          addClientDirective({
            name,
            entrypoint: fileURLToPath(new URL(`../src/directives/${name}.ts`, import.meta.url)),
          });
        }
      },
    },
  };
}
