// Tailwind CSS 3 through PostCSS, as Astro documents for Tailwind 3 (docs/decisions.md says why
// not Tailwind 4). Autoprefixer adds the vendor prefixes @astrojs/tailwind used to add.
import autoprefixer from 'autoprefixer';
import tailwindcss from 'tailwindcss';

export default {
  plugins: [tailwindcss(), autoprefixer()],
};
