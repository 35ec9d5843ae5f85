declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates only where sessionStorage has this key (src/directives/edited.ts). */
    'client:edited'?: string;
  }
}

export {};
