declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates only where sessionStorage has this key (src/directives/edited.ts). */
    'client:edited'?: string;
    /** Hydrates on the first focus, tap or key inside; at once if `?{value}=` is set (src/directives/focus.ts). */
    'client:focus'?: string | boolean;
  }
}

export {};
