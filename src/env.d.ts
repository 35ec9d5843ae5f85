declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrates only where sessionStorage has this key (src/directives/edited.ts). */
    'client:edited'?: string;
    /** Hydrates at once where `<html>` has this data attribute (src/directives/flagged.ts). */
    'client:flagged'?: string;
    /** Hydrates on the first tap, focus or key inside (src/directives/interaction.ts). */
    'client:interaction'?: string | boolean;
    /** Hydrates when there is a toast to show (src/directives/toast.ts). */
    'client:toast'?: boolean;
  }
}

export {};
