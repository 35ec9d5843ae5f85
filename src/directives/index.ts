import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/** Our own `client:` directives (see each file). */
export default function clientDirectives(): AstroIntegration {
  return {
    name: 'migran-client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'edited',
          entrypoint: fileURLToPath(new URL('./edited.ts', import.meta.url)),
        });
      },
    },
  };
}
