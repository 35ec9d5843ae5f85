// @ts-check
import typography from '@tailwindcss/typography';

/** @type {import('tailwindcss').Config} */
export default {
  content: ['./src/**/*.{astro,html,js,jsx,ts,tsx,md}'],
  theme: {
    extend: {
      colors: {
        brand: {
          50: '#eff8ff',
          100: '#dbeefe',
          600: '#0b63b6',
          700: '#0a4f91',
          800: '#0c3f72',
          900: '#0b2e52',
        },
        accent: { 500: '#f59e0b', 600: '#d97706' },
        whatsapp: { 600: '#128c4a', 700: '#0e7a3f' },
      },
      spacing: { header: 'var(--header-height)' },
      keyframes: {
        'toast-in': {
          from: { opacity: '0', transform: 'translateY(0.5rem)' },
          to: { opacity: '1', transform: 'translateY(0)' },
        },
      },
      animation: { 'toast-in': 'toast-in 150ms ease-out' },
    },
  },
  plugins: [typography],
};
